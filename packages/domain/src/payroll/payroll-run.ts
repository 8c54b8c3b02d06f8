// A run of months with the same pay: each month takes the year-to-date totals the previous one left,
// so the 30× cap, the 120 000 PLN threshold, the youth limit and the author-costs cap show where they bite.
import { computePayrollMonth } from './payroll-month.ts';
import type { PayrollMonthResult, PayrollRunInput, PayrollRunResult } from './payroll-types.ts';

export function computePayrollRun(input: PayrollRunInput): PayrollRunResult {
  const { fromMonth, toMonth, ...monthTemplate } = input;
  if (!Number.isInteger(fromMonth) || !Number.isInteger(toMonth) || fromMonth < 1 || toMonth > 12) {
    throw new RangeError(`a run covers months 1–12, got ${fromMonth}–${toMonth}`);
  }
  if (toMonth < fromMonth) throw new RangeError('a run cannot end before it starts');
  const months: PayrollMonthResult[] = [];
  let yearToDate = input.yearToDate;
  for (let month = fromMonth; month <= toMonth; month++) {
    const result = computePayrollMonth({ ...monthTemplate, month, yearToDate });
    months.push(result);
    yearToDate = result.yearToDate;
  }
  const sum = (pick: (month: PayrollMonthResult) => number): number =>
    months.reduce((total, month) => total + pick(month), 0);
  return {
    months,
    totals: {
      gross: sum((m) => m.gross),
      employeeSocial: sum((m) => m.employee.total),
      health: sum((m) => m.health),
      tax: sum((m) => m.tax),
      employeePpk: sum((m) => m.employeePpk),
      net: sum((m) => m.net),
      employer: sum((m) => m.employer.total),
      totalCost: sum((m) => m.totalCost),
    },
  };
}
