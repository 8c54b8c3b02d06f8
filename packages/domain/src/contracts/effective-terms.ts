import { addDays, type IsoDate } from '../dates/calendar.ts';
import type { Money } from '../money.ts';
import type { WorkingTime } from './minimum-pay.ts';

/**
 * What a contract pays and for how much work: the figures an annex may change. Grosze. Only the fields
 * of the contract's kind are set: employment monthlyGross and workingTime; a mandate hourlyRate or
 * flatFee; specific work flatFee (the fee for the work).
 */
export interface PayTerms {
  readonly monthlyGross: Money | null;
  readonly workingTime: WorkingTime | null;
  readonly hourlyRate: Money | null;
  readonly flatFee: Money | null;
}

/** An annex: from `effectiveFrom`, the fields it sets replace the contract's; null fields stay. */
export interface TermsChange {
  readonly effectiveFrom: IsoDate;
  readonly monthlyGross?: Money | null;
  readonly workingTime?: WorkingTime | null;
  readonly hourlyRate?: Money | null;
  readonly flatFee?: Money | null;
}

function apply(terms: PayTerms, change: TermsChange): PayTerms {
  return {
    monthlyGross: change.monthlyGross ?? terms.monthlyGross,
    workingTime: change.workingTime ?? terms.workingTime,
    hourlyRate: change.hourlyRate ?? terms.hourlyRate,
    flatFee: change.flatFee ?? terms.flatFee,
  };
}

/** Annexes in the order they take effect; two from the same day apply in the order given. */
function inOrder(changes: readonly TermsChange[]): TermsChange[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) =>
      a.change.effectiveFrom === b.change.effectiveFrom
        ? a.index - b.index
        : a.change.effectiveFrom < b.change.effectiveFrom
          ? -1
          : 1,
    )
    .map(({ change }) => change);
}

/** The terms in force on `date`: the contract's, changed by every annex effective by then. */
export function effectiveTermsOn(base: PayTerms, changes: readonly TermsChange[], date: IsoDate): PayTerms {
  return inOrder(changes)
    .filter((change) => change.effectiveFrom <= date)
    .reduce(apply, base);
}

export interface TermsSegment {
  readonly from: IsoDate;
  readonly to: IsoDate;
  readonly terms: PayTerms;
}

/**
 * The days `from`–`to` cut where an annex takes effect, each piece with its terms: what payroll needs
 * when pay changes within a month (pro rata by days or hours of each piece).
 */
export function termsSegments(
  base: PayTerms,
  changes: readonly TermsChange[],
  from: IsoDate,
  to: IsoDate,
): TermsSegment[] {
  if (to < from) return [];
  const cuts = [
    ...new Set(changes.map((change) => change.effectiveFrom).filter((day) => day > from && day <= to)),
  ].sort();
  const starts = [from, ...cuts];
  return starts.map((start, index) => {
    const next = starts[index + 1];
    return {
      from: start,
      to: next === undefined ? to : addDays(next, -1),
      terms: effectiveTermsOn(base, changes, start),
    };
  });
}
