// A person's year-to-date figures before a month, added up from the month's own lines of every
// approved month before it, so they do not depend on the order in which the months were approved.
import type { PayrollMonthResult, PayrollYearToDate } from './payroll-types.ts';

/** What one approved month of one contract added to the year (the stored lines of its entry). */
export interface ApprovedMonth {
  /** 1–12, in the same year. */
  readonly month: number;
  readonly lines: Pick<
    PayrollMonthResult,
    | 'gross'
    | 'pensionBase'
    | 'taxBase'
    | 'taxMethod'
    | 'exemptRevenue'
    | 'employerPpkTaxable'
    | 'authorCosts'
    | 'yearToDate'
  >;
}

/**
 * The running totals before `month`, from every approved month before it (a month missing from the
 * list, because it is not approved yet, adds nothing). Per month:
 * - the 30× cap's base is the month's capped emerytalne/rentowe base;
 * - the threshold's base is the month's tax base when it was taxed at the scale;
 * - the youth relief counts the month's revenue (gross + taxable employer PPK) when part of it was
 *   exempt; a month with none exempt either had no relief or came after the limit, where adding it
 *   changes nothing;
 * - the author's 50 % costs as deducted;
 * - employer PPK not yet taxed is the previous month's only (its own entry's carry), 0 when the
 *   previous month is not approved.
 */
export function yearToDateFromMonths(month: number, approved: readonly ApprovedMonth[]): PayrollYearToDate {
  let pensionBase = 0;
  let taxBase = 0;
  let youthReliefRevenue = 0;
  let authorCosts = 0;
  let employerPpkToTax = 0;
  for (const { month: earlier, lines } of approved) {
    if (earlier >= month) continue;
    pensionBase += lines.pensionBase;
    taxBase += lines.taxMethod === 'scale' ? lines.taxBase : 0;
    youthReliefRevenue += lines.exemptRevenue > 0 ? lines.gross + lines.employerPpkTaxable : 0;
    authorCosts += lines.authorCosts;
    if (earlier === month - 1) employerPpkToTax += lines.yearToDate.employerPpkToTax;
  }
  return { pensionBase, taxBase, youthReliefRevenue, authorCosts, employerPpkToTax };
}
