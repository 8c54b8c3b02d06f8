import {
  computeCostTotals,
  costTotalsOf,
  vatOnNet,
  type CostRateSummary,
  type CostTotals,
} from '@saldo/domain/cost-totals';
import type { Locale } from '@saldo/domain/currency';
import { parseExchangeRate, type ExchangeRate } from '@saldo/domain/exchange-rate';
import { parseInvoiceLine, type LineAmounts } from '@saldo/domain/invoice-line';
import { computeInvoiceTotalsFromInput } from '@saldo/domain/invoice-totals';
import { parseMoney, toInputString, type Money } from '@saldo/domain/money';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import { lineBody, rateBody, type CostFormValues } from './cost-form-model.ts';

/** What the form shows while the user types: computed by the same domain code as the server. */

/** The rate as typed, when it parses; a foreign-currency document's PLN amounts need it. */
export function parsedRate(
  values: Pick<CostFormValues, 'currency' | 'exchangeRate'>,
): ExchangeRate | undefined {
  if (values.currency === 'PLN' || values.exchangeRate.trim() === '') return undefined;
  const parsed = parseExchangeRate(values.exchangeRate);
  return parsed.ok ? parsed.value : undefined;
}

/** The VAT of a net amount at a rate, as input text; null while the net does not parse. */
export function suggestedVat(net: string, vatRate: VatRateCode, locale: Locale): string | null {
  const parsed = parseMoney(net);
  return parsed.ok ? toInputString(vatOnNet(parsed.value, vatRate), locale) : null;
}

const parseMoneyOr = (text: string): Money | null => {
  const parsed = parseMoney(text);
  return parsed.ok ? parsed.value : null;
};

/**
 * Whether the VAT typed for a row is still the one suggested for its net and rate (or empty): then a
 * new net or rate suggests a new one, while a VAT the user typed over is left alone.
 */
export function vatFollowsNet(row: { net: string; vat: string; vatRate: VatRateCode }): boolean {
  if (row.vat.trim() === '') return true;
  const suggested = suggestedVat(row.net, row.vatRate, 'en');
  return suggested !== null && parseMoneyOr(row.vat) === parseMoneyOr(suggested);
}

export interface LiveCostTotals {
  /** Null when the amounts are too large to compute. */
  totals: CostTotals | null;
  /** Per line (lines mode); null while a line cannot be computed yet. */
  lines: (LineAmounts | null)[];
  /** 'rates.N.vat' → the VAT the domain expects, for rows whose VAT strays beyond the tolerance. */
  mismatches: Record<string, Money>;
  /** False for a foreign currency without a usable rate: no PLN amounts, no deductible VAT. */
  plnKnown: boolean;
}

function safeTotals(rows: readonly CostRateSummary[], values: CostFormValues): CostTotals | null {
  try {
    return costTotalsOf(rows, parsedRate(values), values.vatDeduction);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function fromRates(values: CostFormValues): Omit<LiveCostTotals, 'plnKnown'> {
  const rows = values.rates.map(rateBody);
  const result = computeCostTotals({ rows, deduction: values.vatDeduction });
  if (result.ok) return { totals: safeTotals(result.value.byRate, values), lines: [], mismatches: {} };
  // Rows still being typed (or wrong) are left out, so the others still add up on screen.
  const bad = new Set<number>();
  const mismatches: Record<string, Money> = {};
  for (const error of result.errors) {
    if (error.row !== null) bad.add(error.row);
    if (error.reason === 'mismatch') mismatches[`rates.${error.row}.vat`] = error.expected;
  }
  const good = rows.flatMap((row, index): CostRateSummary[] => {
    const net = parseMoneyOr(row.net);
    const vat = parseMoneyOr(row.vat);
    if (bad.has(index) || net === null || vat === null) return [];
    return [{ vatRate: row.vatRate, net, vat, gross: net + vat }];
  });
  return { totals: safeTotals(good, values), lines: [], mismatches };
}

function fromLines(values: CostFormValues): Omit<LiveCostTotals, 'plnKnown'> {
  const bodies = values.lines.map(lineBody);
  const valid = bodies.map((body) => parseInvoiceLine(body).ok);
  const result = computeInvoiceTotalsFromInput({
    lines: bodies.filter((_, index) => valid[index]),
    priceMode: 'net',
  });
  if (!result.ok) return { totals: null, lines: bodies.map(() => null), mismatches: {} };
  let next = 0;
  const lines = valid.map((ok) => (ok ? (result.value.lines[next++] ?? null) : null));
  return { totals: safeTotals(result.value.byRate, values), lines, mismatches: {} };
}

export function liveCostTotals(values: CostFormValues): LiveCostTotals {
  const computed = values.entryMode === 'summary' ? fromRates(values) : fromLines(values);
  return { ...computed, plnKnown: values.currency === 'PLN' || parsedRate(values) !== undefined };
}
