// One payroll entry's month input, built the same way on the server (drafts, approval) and in the
// browser (the editor's live figures): the gross components from the contract's pay and the month's
// inputs, then the domain's computePayrollMonth.
import { endOfMonth, toIsoDate, type IsoDate } from '@saldo/domain/dates/calendar';
import { mulDivMoney, type Money } from '@saldo/domain/money';
import { employmentMonthPay } from '@saldo/domain/payroll/monthly-pay';
import { computePayrollMonth } from '@saldo/domain/payroll/payroll-month';
import type {
  PayrollGrossComponent,
  PayrollMonthInput,
  PayrollMonthResult,
  PayrollOptions,
  PayrollYear,
  PayrollYearToDate,
} from '@saldo/domain/payroll/payroll-types';
import type { PayrollEntryInputs, PayrollEntryTerms } from './payroll-lists.ts';

export function monthBounds(month: string): { from: IsoDate; to: IsoDate; year: number; month: number } {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const from = toIsoDate(year, monthNumber, 1);
  return { from, to: endOfMonth(from), year, month: monthNumber };
}

/** '12.5' or '12,5' as hundredths of an hour; text that is not a number counts as 0. */
export function hundredthsOfHours(text: string): number {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Employment pay for the month: the monthly gross for the days the contract was active, each period
 * under the terms then in force (an annex from mid-month cuts the month), less unpaid leave, pro rata
 * by working hours. Entries stored before periods were kept have one period: the whole active span.
 */
export function employmentBasePay(
  terms: PayrollEntryTerms,
  inputs: PayrollEntryInputs,
  month: string,
): Money {
  const bounds = monthBounds(month);
  const fullTime = { numerator: 1, denominator: 1 };
  const periods = terms.payPeriods ?? [
    {
      from: terms.activeFrom,
      to: terms.activeTo,
      monthlyGross: terms.monthlyGross ?? 0,
      workingTime: terms.workingTime ?? fullTime,
    },
  ];
  return employmentMonthPay({
    monthFrom: bounds.from,
    monthTo: bounds.to,
    periods,
    unpaidLeaveDays: inputs.unpaidLeaveDays,
    unpaidLeaveHours: inputs.unpaidLeaveHours,
  });
}

/** The month's gross, in parts, for the contract's kind. */
export function grossComponents(
  terms: PayrollEntryTerms,
  inputs: PayrollEntryInputs,
  month: string,
): PayrollGrossComponent[] {
  let base: Money;
  if (terms.contractKind === 'employment') base = employmentBasePay(terms, inputs, month);
  else if (terms.contractKind === 'mandate' && terms.hourlyRate !== null)
    base = mulDivMoney(terms.hourlyRate, hundredthsOfHours(inputs.hours), 100);
  else base = inputs.fee ?? terms.flatFee ?? 0;
  const parts: PayrollGrossComponent[] = [{ kind: 'base', amount: base }];
  if (inputs.bonus > 0) parts.push({ kind: 'bonus', amount: inputs.bonus });
  return parts;
}

export function payrollMonthInput(
  terms: PayrollEntryTerms,
  inputs: PayrollEntryInputs,
  month: string,
  yearToDate: PayrollYearToDate,
  options: PayrollOptions,
): PayrollMonthInput {
  const bounds = monthBounds(month);
  return {
    year: bounds.year as PayrollYear,
    month: bounds.month,
    contract: terms.contract,
    person: terms.person,
    grossComponents: grossComponents(terms, inputs, month),
    yearToDate,
    options,
  };
}

export interface EntryToCompute {
  readonly workerId: number;
  readonly terms: PayrollEntryTerms;
  readonly inputs: PayrollEntryInputs;
  /** The worker's year-to-date figures before this list (from the approved lists of earlier months). */
  readonly yearToDate: PayrollYearToDate;
}

/**
 * Every entry of a list, in order. A worker with two contracts in the month carries the year-to-date
 * figures from the first entry into the second, as the caps and the threshold count per person.
 */
export function computeEntries(
  entries: readonly EntryToCompute[],
  month: string,
  options: PayrollOptions,
): PayrollMonthResult[] {
  const running = new Map<number, PayrollYearToDate>();
  return entries.map((entry) => {
    const before = running.get(entry.workerId) ?? entry.yearToDate;
    const result = computePayrollMonth(payrollMonthInput(entry.terms, entry.inputs, month, before, options));
    running.set(entry.workerId, result.yearToDate);
    return result;
  });
}
