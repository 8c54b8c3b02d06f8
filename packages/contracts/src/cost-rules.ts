import { addDays, isIsoDate } from '@saldo/domain/dates/calendar';
import { computeDueDate } from '@saldo/domain/dates/terms';
import type { Contractor } from './contractors.ts';
import { PAYMENT_TERM_DAYS_MAX } from './contractor-rules.ts';

/**
 * The date rules of a cost document, one implementation for the server (which refuses the save) and
 * the cost form (which says so before sending). Problem codes, not text: the server translates them
 * with `errors:costs.<code>`, the form with `costs:validation.<code>`.
 */
export type CostDateProblem = 'dueBeforeIssue' | 'receiptBeforeIssue';

export interface CostDates {
  issueDate: string;
  receiptDate: string;
  dueDate: string;
}

/** Only dates that are both valid are compared: a missing or malformed date is another problem. */
export function costDateProblems(
  dates: CostDates,
): Partial<Record<'dueDate' | 'receiptDate', CostDateProblem>> {
  const problems: Partial<Record<'dueDate' | 'receiptDate', CostDateProblem>> = {};
  if (!isIsoDate(dates.issueDate)) return problems;
  if (isIsoDate(dates.dueDate) && dates.dueDate < dates.issueDate) problems.dueDate = 'dueBeforeIssue';
  if (isIsoDate(dates.receiptDate) && dates.receiptDate < dates.issueDate)
    problems.receiptDate = 'receiptBeforeIssue';
  return problems;
}

/** A supplier that names no payment term is paid in 14 days, the most common term on Polish invoices. */
export const DEFAULT_COST_TERM_DAYS = 14;

/**
 * The due date a new cost document starts with: the supplier's own payment term when it has one,
 * else the issue date plus DEFAULT_COST_TERM_DAYS; null while the issue date is not a date.
 */
export function defaultCostDueDate(
  issueDate: string,
  supplier: Pick<Contractor, 'paymentTerm' | 'paymentTermDays'> | null,
): string | null {
  if (!isIsoDate(issueDate)) return null;
  const term = supplier?.paymentTerm ?? null;
  if (term === null) return addDays(issueDate, DEFAULT_COST_TERM_DAYS);
  if (term !== 'custom') return computeDueDate(issueDate, { code: term });
  const days = supplier?.paymentTermDays ?? null;
  if (days === null || !Number.isInteger(days) || days < 0 || days > PAYMENT_TERM_DAYS_MAX)
    return addDays(issueDate, DEFAULT_COST_TERM_DAYS);
  return computeDueDate(issueDate, { code: 'custom', days });
}
