// The employer's month summary of a payroll list (what goes to ZUS on the DRA, the PIT-4 advances, the
// pay), computed from the entries' lines by the server and by the editor alike.
import { toIsoDate } from '@saldo/domain/dates/calendar';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import { sumMoney } from '@saldo/domain/money';
import type { PayrollMonthResult } from '@saldo/domain/payroll/payroll-types';
import type { PayrollSummary } from './payroll-lists.ts';

/**
 * ZUS contributions are due on the 15th or 20th of the next month (by the payer's kind), PIT-4 advances
 * on the 20th; a day off moves either to the next working day (art. 12 Ordynacja podatkowa).
 */
export function payrollDeadlines(month: string, zusDueDay: 15 | 20): { zus: string; pit4: string } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const nextYear = monthNumber === 12 ? year + 1 : year;
  const nextMonth = monthNumber === 12 ? 1 : monthNumber + 1;
  return {
    zus: effectiveDeadline(toIsoDate(nextYear, nextMonth, zusDueDay)),
    pit4: effectiveDeadline(toIsoDate(nextYear, nextMonth, 20)),
  };
}

export function payrollSummary(
  lines: readonly PayrollMonthResult[],
  month: string,
  zusDueDay: 15 | 20,
): PayrollSummary {
  const sum = (pick: (line: PayrollMonthResult) => number) => sumMoney(lines.map(pick));
  const socialEmployee = sum((l) => l.employee.total);
  const socialEmployer = sum((l) => l.employer.pension + l.employer.disability + l.employer.accident);
  const health = sum((l) => l.health);
  const funds = sum((l) => l.employer.labourFund + l.employer.guaranteeFund);
  return {
    gross: sum((l) => l.gross),
    net: sum((l) => l.net),
    employerCost: sum((l) => l.totalCost),
    social: socialEmployee + socialEmployer,
    socialEmployee,
    socialEmployer,
    health,
    funds,
    zusTotal: socialEmployee + socialEmployer + health + funds,
    pit4: sum((l) => l.tax),
    ppk: sum((l) => l.employeePpk + l.employer.ppk),
    deadlines: payrollDeadlines(month, zusDueDay),
  };
}
