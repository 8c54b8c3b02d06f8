import type { OverdueList, OverdueTotals } from '@saldo/contracts/debt';

/** One currency's row under the table; interest is null where the server could not sum it. */
export interface OverdueSumRow {
  currency: OverdueList['sums'][number]['currency'];
  balance: number;
  interest: number | null;
  latePaymentInterest: number | null;
}

/**
 * The sums row of the list: balances from the aggregates' answer (`totals`), interest from the list
 * where it summed the whole filtered set. Above the server's figures limit the list reads one page
 * and cannot sum the interest (`interestSummed: false`): it is then unknown, never 0. Undefined while
 * nothing can be shown yet; empty when a capped search has no exact sums.
 */
export function overdueSums(
  list: OverdueList | undefined,
  totals: OverdueTotals | undefined,
  totalsFailed: boolean,
): OverdueSumRow[] | undefined {
  if (!list) return undefined;
  const own = list.sums.map((sum) =>
    list.interestSummed ? sum : { ...sum, interest: null, latePaymentInterest: null },
  );
  // The list's own sums are exact balances (and interest when summed): used when the aggregates'
  // answer failed, or when a capped count has none but the list figured the whole set anyway.
  if (totalsFailed || (list.interestSummed && totals?.totalCapped)) return own;
  if (!totals) return undefined;
  if (totals.totalCapped) return [];
  const interestOf = (currency: OverdueSumRow['currency']) =>
    list.interestSummed ? (list.sums.find((sum) => sum.currency === currency) ?? null) : null;
  const currencies = new Set([
    ...totals.sums.map((sum) => sum.currency),
    // Paid-late rows owe only interest: their currency may have no balance at all.
    ...(list.interestSummed ? list.sums.map((sum) => sum.currency) : []),
  ]);
  return [...currencies].sort().map((currency) => {
    const summed = interestOf(currency);
    return {
      currency,
      balance: totals.sums.find((sum) => sum.currency === currency)?.balance ?? 0,
      interest: list.interestSummed ? (summed?.interest ?? 0) : null,
      latePaymentInterest: list.interestSummed ? (summed?.latePaymentInterest ?? 0) : null,
    };
  });
}
