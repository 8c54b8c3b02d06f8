// Invoice totals the statutory way (art. 106e ust. 1 pkt 13–14 and ust. 7–9 of the VAT act):
// VAT is computed once per rate on the sum of the values at that rate, not summed from the lines.
//   net-priced invoice:   net   = Σ line net;    VAT = round(net × rate / 100);           gross = net + VAT
//   gross-priced invoice: gross = Σ line gross;  VAT = round(gross × rate / (100 + rate)); net = gross − VAT
// Rounding is half-up to the grosz. The same function runs in the browser while typing and on the
// server when storing, so the two can never disagree.
import { divRoundHalfUp, toSafeNumber, type DecimalInput } from './decimal.ts';
import { parseExchangeRate, toPln, type ExchangeRate } from './exchange-rate.ts';
import {
  computeLine,
  parseInvoiceLine,
  type InvoiceLine,
  type InvoiceLineInput,
  type LineAmounts,
  type LineField,
  type LineFieldReason,
  type PriceMode,
} from './invoice-line.ts';
import { mulDivMoney, sumMoney, type Money } from './money.ts';
import { VAT_RATES, vatRateOrder, type VatRateCode } from './vat-rates.ts';

export interface InvoiceTotalsOptions {
  readonly priceMode: PriceMode;
  /** NBP rate (PLN per unit, scaled 10 000) of a foreign-currency invoice. Omit for PLN invoices. */
  readonly exchangeRate?: ExchangeRate;
}

export interface Amounts {
  readonly net: Money;
  readonly vat: Money;
  readonly gross: Money;
}

export interface RateSummary extends Amounts {
  readonly vatRate: VatRateCode;
  /** The same bucket in PLN (FA(3) P_14_xW), present when every line has a rate to convert with. */
  readonly pln?: Amounts;
}

export interface InvoiceTotals extends Amounts {
  readonly priceMode: PriceMode;
  /** Per line, in input order. */
  readonly lines: readonly LineAmounts[];
  /** One entry per rate used, in the fixed order of VAT_RATE_CODES (not line order). */
  readonly byRate: readonly RateSummary[];
  readonly pln?: Amounts;
}

export function computeInvoiceTotals(
  lines: readonly InvoiceLine[],
  options: InvoiceTotalsOptions,
): InvoiceTotals {
  const { priceMode, exchangeRate } = options;
  const groups = new Map<VatRateCode, { line: InvoiceLine; value: Money }[]>();
  const lineAmounts: LineAmounts[] = [];
  for (const line of lines) {
    const amounts = computeLine(line, priceMode);
    lineAmounts.push(amounts);
    const group = groups.get(line.vatRate);
    const entry = { line, value: priceMode === 'net' ? amounts.net : amounts.gross };
    if (group === undefined) groups.set(line.vatRate, [entry]);
    else group.push(entry);
  }

  const byRate = [...groups.entries()]
    .sort(([a], [b]) => vatRateOrder(a) - vatRateOrder(b))
    .map(([vatRate, entries]) => summarizeRate(vatRate, entries, priceMode, exchangeRate));

  const net = sumMoney(byRate.map((r) => r.net));
  const vat = sumMoney(byRate.map((r) => r.vat));
  const gross = sumMoney(byRate.map((r) => r.gross));
  const plnParts = byRate.map((r) => r.pln);
  const convertible = lines.length > 0 && plnParts.every((p) => p !== undefined);
  const pln = convertible
    ? {
        net: sumMoney(plnParts.map((p) => p?.net ?? 0)),
        vat: sumMoney(plnParts.map((p) => p?.vat ?? 0)),
        gross: sumMoney(plnParts.map((p) => p?.gross ?? 0)),
      }
    : undefined;
  return { priceMode, lines: lineAmounts, byRate, net, vat, gross, ...(pln ? { pln } : {}) };
}

function summarizeRate(
  vatRate: VatRateCode,
  entries: readonly { line: InvoiceLine; value: Money }[],
  priceMode: PriceMode,
  exchangeRate: ExchangeRate | undefined,
): RateSummary {
  const percent = VAT_RATES[vatRate].percent;
  const total = sumMoney(entries.map((e) => e.value));
  let amounts: Amounts;
  if (priceMode === 'net') {
    const vat = mulDivMoney(total, percent, 100);
    amounts = { net: total, vat, gross: total + vat };
  } else {
    const vat = mulDivMoney(total, percent, 100 + percent);
    amounts = { net: total - vat, vat, gross: total };
  }
  const pln = convertRate(amounts, entries, percent, priceMode, exchangeRate);
  return { vatRate, ...amounts, ...(pln ? { pln } : {}) };
}

/**
 * With one rate for the whole invoice, the bucket's VAT and net are converted as printed:
 * round(VAT × rate). When lines carry their own rates (an invoice settling advances received at
 * different rates), each line's exact share is converted and the sum rounded once, which reproduces
 * the MF sample FA(3) no. 21 (P_14_1W = 13 768,14).
 */
function convertRate(
  amounts: Amounts,
  entries: readonly { line: InvoiceLine; value: Money }[],
  percent: number,
  priceMode: PriceMode,
  exchangeRate: ExchangeRate | undefined,
): Amounts | undefined {
  const ownRates = entries.some((e) => e.line.exchangeRate !== undefined);
  if (!ownRates) {
    if (exchangeRate === undefined) return undefined;
    const net = toPln(amounts.net, exchangeRate);
    const vat = toPln(amounts.vat, exchangeRate);
    return { net, vat, gross: net + vat };
  }
  const divisor = BigInt(priceMode === 'net' ? 100 : 100 + percent) * 10_000n;
  let netSum = 0n;
  let vatSum = 0n;
  for (const { line, value } of entries) {
    const rate = line.exchangeRate ?? exchangeRate;
    if (rate === undefined) return undefined;
    const weighted = BigInt(value) * BigInt(rate);
    netSum += weighted * 100n;
    vatSum += weighted * BigInt(percent);
  }
  const net = toSafeNumber(divRoundHalfUp(netSum, divisor), 'PLN net');
  const vat = toSafeNumber(divRoundHalfUp(vatSum, divisor), 'PLN VAT');
  return { net, vat, gross: net + vat };
}

export interface InvoiceInput {
  readonly lines: readonly InvoiceLineInput[];
  readonly priceMode: PriceMode;
  readonly exchangeRate?: DecimalInput | null;
}

export type InvoiceInputError =
  | { readonly line: number; readonly field: LineField; readonly reason: LineFieldReason }
  | { readonly line: null; readonly field: 'exchangeRate' | 'total'; readonly reason: LineFieldReason };

export type InvoiceTotalsResult =
  | { readonly ok: true; readonly value: InvoiceTotals; readonly lines: readonly InvoiceLine[] }
  | { readonly ok: false; readonly errors: readonly InvoiceInputError[] };

/**
 * The entry point for the invoice form and the API: raw line inputs in, totals or field errors out.
 * Values too large to compute exactly are reported as reason 'range' instead of throwing.
 */
export function computeInvoiceTotalsFromInput(input: InvoiceInput): InvoiceTotalsResult {
  const errors: InvoiceInputError[] = [];
  let exchangeRate: ExchangeRate | undefined;
  const rawRate = input.exchangeRate;
  if (rawRate !== undefined && rawRate !== null && String(rawRate).trim() !== '') {
    const parsed = parseExchangeRate(rawRate);
    if (parsed.ok) exchangeRate = parsed.value;
    else errors.push({ line: null, field: 'exchangeRate', reason: parsed.reason });
  }
  const lines: InvoiceLine[] = [];
  input.lines.forEach((raw, index) => {
    const parsed = parseInvoiceLine(raw);
    if (parsed.ok) lines.push(parsed.value);
    else for (const e of parsed.errors) errors.push({ line: index, ...e });
  });
  if (errors.length > 0) return { ok: false, errors };
  try {
    const options = { priceMode: input.priceMode, ...(exchangeRate === undefined ? {} : { exchangeRate }) };
    return { ok: true, value: computeInvoiceTotals(lines, options), lines };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    // Rare: find the line that overflowed, else it is the sum.
    const index = lines.findIndex((line) => {
      try {
        computeLine(line, input.priceMode);
        return false;
      } catch {
        return true;
      }
    });
    if (index !== -1) return { ok: false, errors: [{ line: index, field: 'quantity', reason: 'range' }] };
    return { ok: false, errors: [{ line: null, field: 'total', reason: 'range' }] };
  }
}
