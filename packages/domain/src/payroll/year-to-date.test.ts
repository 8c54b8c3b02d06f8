import { describe, expect, it } from 'vitest';
import { computePayrollMonth } from './payroll-month.ts';
import { computePayrollRun } from './payroll-run.ts';
import { monthInput, PPK_BASIC } from './payroll-test-input.ts';
import { payrollParameters } from './payroll-parameters.ts';
import type { PayrollMonthInput, PayrollYearToDate } from './payroll-types.ts';
import { yearToDateFromMonths, type ApprovedMonth } from './year-to-date.ts';

function runOf(input: PayrollMonthInput): ApprovedMonth[] {
  return computePayrollRun({ ...input, fromMonth: 1, toMonth: 12 }).months.map((lines, index) => ({
    month: index + 1,
    lines,
  }));
}

/** A fixed shuffle: the months in the order they might be approved by someone catching up. */
const SHUFFLE = [7, 2, 11, 0, 5, 9, 3, 10, 1, 8, 6, 4];

describe('year-to-date figures added up month by month', () => {
  const cases: [string, PayrollMonthInput][] = [
    // The threshold crossed in February and the 30× cap reached in April 2025 (reference §2).
    ['73 963 PLN a month, 2025', monthInput(2025, '73963')],
    // The youth relief limit (85 528 PLN) crossed in the ninth month.
    ['under 26 at 10 000 PLN, 2026', monthInput(2026, '10000', { person: { youthRelief: true } })],
    // Employer PPK taxed the next month: each month carries the previous month's.
    [
      'PPK taxed next month, 2026',
      monthInput(2026, '8000', { person: { ppk: PPK_BASIC }, options: { employerPpkTaxedIn: 'next-month' } }),
    ],
    // The author's 50 % costs up to their 120 000 PLN cap.
    [
      'author rights on a mandate, 2026',
      monthInput(2026, '40000', {
        contract: { kind: 'mandate', variant: 'only-title', voluntarySickness: false, authorRights: true },
      }),
    ],
  ];

  it.each(cases)('%s: the same totals as the month-to-month run, for every month', (_, input) => {
    const months = runOf(input);
    // Past the youth limit the run keeps counting revenue and the sum stops: both are at the limit,
    // where the relief is used up either way.
    const limit = payrollParameters(input.year).youthReliefLimit;
    const used = (ytd: PayrollYearToDate) => ({
      ...ytd,
      youthReliefRevenue: Math.min(ytd.youthReliefRevenue, limit),
    });
    for (let month = 2; month <= 12; month++) {
      const run = months[month - 2]?.lines.yearToDate;
      if (!run) throw new Error(`no month ${month - 1}`);
      expect(used(yearToDateFromMonths(month, months)), `month ${month}`).toEqual(used(run));
    }
  });

  it.each(cases)('%s: the approval order does not matter', (_, input) => {
    const months = runOf(input);
    const shuffled = SHUFFLE.map((index) => months[index]).filter((m): m is ApprovedMonth => m !== undefined);
    for (let month = 1; month <= 12; month++) {
      expect(yearToDateFromMonths(month, shuffled)).toEqual(yearToDateFromMonths(month, months));
    }
  });

  it('a month not approved yet adds nothing, and later months do not count', () => {
    const months = runOf(monthInput(2026, '10000'));
    const withoutMarch = months.filter((m) => m.month !== 3);
    const may = yearToDateFromMonths(5, withoutMarch);
    const march = months[2]?.lines;
    expect(may.pensionBase).toBe((months[3]?.lines.yearToDate.pensionBase ?? 0) - (march?.pensionBase ?? 0));
    expect(yearToDateFromMonths(1, months)).toEqual({
      pensionBase: 0,
      taxBase: 0,
      youthReliefRevenue: 0,
      authorCosts: 0,
      employerPpkToTax: 0,
    });
  });

  it('two contracts of one person in a month both count', () => {
    const first = computePayrollMonth(monthInput(2026, '6000'));
    const second = computePayrollMonth(monthInput(2026, '3000', { yearToDate: first.yearToDate }));
    const ytd = yearToDateFromMonths(2, [
      { month: 1, lines: first },
      { month: 1, lines: second },
    ]);
    expect(ytd).toEqual(second.yearToDate);
  });
});
