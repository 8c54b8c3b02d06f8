// Totals of a purchase (cost) document. The supplier issued it, so its figures are facts we copy, not
// amounts we compute: per VAT rate the user types the net and the VAT printed on the document (or the
// document's lines, priced like our own invoices). We check the VAT against the rate, work out gross,
// the PLN amounts of a foreign-currency document and the VAT the buyer may deduct (art. 86a of the VAT
// act: 50 % for a car used also privately).
import { divRoundHalfUp, toSafeNumber, type DecimalInput, type DecimalParseError } from './decimal.ts';
import { parseExchangeRate, toPln, type ExchangeRate } from './exchange-rate.ts';
import type { Amounts } from './invoice-totals.ts';
import { parseMoney, type Money } from './money.ts';
import { VAT_RATES, vatRateOrder, type VatRateCode } from './vat-rates.ts';

export const VAT_DEDUCTIONS = ['full', 'half', 'none'] as const;
export type VatDeduction = (typeof VAT_DEDUCTIONS)[number];

/**
 * How far the VAT typed for a rate may stray from net × rate. A supplier that rounds VAT line by line
 * is off by up to half a grosz a line, so large documents legitimately differ by some grosze; a typo
 * differs by far more. One złoty lets real documents through and stops the typos.
 */
export const COST_VAT_TOLERANCE: Money = 100;

export interface CostRateInput {
  readonly vatRate: VatRateCode;
  readonly net: DecimalInput;
  readonly vat: DecimalInput;
}

export interface CostRateSummary extends Amounts {
  readonly vatRate: VatRateCode;
}

export interface CostTotals extends Amounts {
  readonly byRate: readonly CostRateSummary[];
  /** The same totals in PLN; equal to the totals for a PLN document. */
  readonly pln: Amounts;
  /** The input VAT (PLN) the buyer may deduct under the chosen deduction. */
  readonly deductibleVatPln: Money;
}

export type CostRateField = 'net' | 'vat';
export type CostInputError =
  | { readonly row: number; readonly field: CostRateField; readonly reason: DecimalParseError }
  | { readonly row: number; readonly field: 'vat'; readonly reason: 'mismatch'; readonly expected: Money }
  | { readonly row: number; readonly field: 'vatRate'; readonly reason: 'duplicate' }
  | { readonly row: null; readonly field: 'exchangeRate'; readonly reason: DecimalParseError | 'zero' }
  | { readonly row: null; readonly field: 'rows'; readonly reason: 'empty' | 'range' };

export type CostTotalsResult =
  | { readonly ok: true; readonly value: CostTotals }
  | { readonly ok: false; readonly errors: readonly CostInputError[] };

/** VAT on a net amount at a rate, rounded half away from zero to the grosz (art. 106e ust. 10). */
export function vatOnNet(net: Money, vatRate: VatRateCode): Money {
  const percent = VAT_RATES[vatRate].percent;
  return toSafeNumber(divRoundHalfUp(BigInt(net) * BigInt(percent), 100n), 'VAT');
}

/**
 * VAT contained in a gross amount (gross × rate / (100 + rate)), rounded half away from zero: how a
 * simplified invoice (art. 106e ust. 5 pkt 3), which prints only the gross, is split for the register.
 */
export function vatInGross(gross: Money, vatRate: VatRateCode): Money {
  const percent = VAT_RATES[vatRate].percent;
  return toSafeNumber(divRoundHalfUp(BigInt(gross) * BigInt(percent), BigInt(100 + percent)), 'VAT');
}

/** The deductible part of input VAT; half is rounded half away from zero. */
export function deductibleVat(vat: Money, deduction: VatDeduction): Money {
  if (deduction === 'none') return 0;
  if (deduction === 'full') return vat;
  return toSafeNumber(divRoundHalfUp(BigInt(vat), 2n), 'deductible VAT');
}

export interface CostTotalsInput {
  readonly rows: readonly CostRateInput[];
  /** NBP rate for a foreign-currency document; null or empty for PLN. */
  readonly exchangeRate?: DecimalInput | null;
  readonly deduction: VatDeduction;
}

/** Parses and checks the per-rate summary of a cost document. Negative rows (corrections) are allowed. */
export function computeCostTotals(input: CostTotalsInput): CostTotalsResult {
  const errors: CostInputError[] = [];
  let rate: ExchangeRate | undefined;
  const rawRate = input.exchangeRate;
  if (rawRate !== undefined && rawRate !== null && String(rawRate).trim() !== '') {
    const parsed = parseExchangeRate(rawRate);
    if (parsed.ok) rate = parsed.value;
    else errors.push({ row: null, field: 'exchangeRate', reason: parsed.reason });
  }
  if (input.rows.length === 0) errors.push({ row: null, field: 'rows', reason: 'empty' });

  const seen = new Set<VatRateCode>();
  const byRate: CostRateSummary[] = [];
  input.rows.forEach((row, index) => {
    if (seen.has(row.vatRate)) errors.push({ row: index, field: 'vatRate', reason: 'duplicate' });
    seen.add(row.vatRate);
    const net = parseMoney(row.net);
    const vat = parseMoney(row.vat);
    if (!net.ok) errors.push({ row: index, field: 'net', reason: net.reason });
    if (!vat.ok) errors.push({ row: index, field: 'vat', reason: vat.reason });
    if (!net.ok || !vat.ok) return;
    const expected = vatOnNet(net.value, row.vatRate);
    // Rounding explains a few grosze at a taxed rate; at a rate without VAT any VAT is a mistake.
    const tolerance = VAT_RATES[row.vatRate].percent === 0 ? 0 : COST_VAT_TOLERANCE;
    if (Math.abs(vat.value - expected) > tolerance) {
      errors.push({ row: index, field: 'vat', reason: 'mismatch', expected });
      return;
    }
    byRate.push({ vatRate: row.vatRate, net: net.value, vat: vat.value, gross: net.value + vat.value });
  });
  if (errors.length > 0) return { ok: false, errors };
  try {
    return { ok: true, value: costTotalsOf(byRate, rate, input.deduction) };
  } catch (error) {
    // Sums or PLN amounts past 2^53 grosze: too large to be exact, so refused like any bad input.
    if (error instanceof RangeError)
      return { ok: false, errors: [{ row: null, field: 'rows', reason: 'range' }] };
    throw error;
  }
}

function safe(value: number): Money {
  if (!Number.isSafeInteger(value)) throw new RangeError('cost total exceeds the safe integer range');
  return value;
}

/**
 * Totals of rate summaries already known to be right (from document lines or a KSeF file). Throws a
 * RangeError when a sum leaves the safe integer range.
 */
export function costTotalsOf(
  rows: readonly CostRateSummary[],
  exchangeRate: ExchangeRate | undefined,
  deduction: VatDeduction,
): CostTotals {
  const byRate = [...rows].sort((a, b) => vatRateOrder(a.vatRate) - vatRateOrder(b.vatRate));
  const sum = (pick: (row: CostRateSummary) => Money) =>
    safe(byRate.reduce((acc, row) => acc + pick(row), 0));
  const net = sum((row) => row.net);
  const vat = sum((row) => row.vat);
  const toPlnAmount = (amount: Money) => (exchangeRate === undefined ? amount : toPln(amount, exchangeRate));
  // PLN per rate, then summed, as the VAT register (JPK) books each rate separately.
  const netPln = safe(byRate.reduce((acc, row) => acc + toPlnAmount(row.net), 0));
  const vatPln = safe(byRate.reduce((acc, row) => acc + toPlnAmount(row.vat), 0));
  return {
    byRate,
    net,
    vat,
    gross: safe(net + vat),
    pln: { net: netPln, vat: vatPln, gross: safe(netPln + vatPln) },
    deductibleVatPln: deductibleVat(vatPln, deduction),
  };
}
