// One invoice line: parsing what the form sends and computing the line's own net/VAT/gross.
// The line VAT shown here is informative only; the statutory VAT of the invoice is computed per rate
// on the summed values (see invoice-totals.ts), so the sum of line VATs may differ by a few grosze.
import {
  divRoundHalfUp,
  formatScaled,
  parseScaled,
  toSafeNumber,
  type DecimalInput,
  type DecimalParseError,
} from './decimal.ts';
import { parseExchangeRate, type ExchangeRate } from './exchange-rate.ts';
import { mulDivMoney, type Money } from './money.ts';
import { isVatRateCode, VAT_RATES, type VatRateCode } from './vat-rates.ts';
import type { Locale } from './currency.ts';

/** Whether unit prices on the invoice are net or gross; it decides the statutory VAT method. */
export type PriceMode = 'net' | 'gross';

export const QUANTITY_DECIMALS = 4;
export const UNIT_PRICE_DECIMALS = 4;
export const DISCOUNT_DECIMALS = 2;
const HUNDRED_PERCENT = 10_000; // discount scale: hundredths of a percent

/** What the invoice form or the API sends; decimals as strings ("1,5", "1 234.50") or numbers. */
export interface InvoiceLineInput {
  readonly id?: string;
  readonly name?: string;
  readonly unit?: string;
  readonly quantity: DecimalInput;
  /** Net or gross, according to the invoice's PriceMode. Up to 4 decimals. */
  readonly unitPrice: DecimalInput;
  /** Percent, up to 2 decimals; empty or missing means no discount. */
  readonly discountPercent?: DecimalInput | null;
  readonly vatRate: string;
  /** Goods/services from annex 15 of the VAT act (FA(3) P_12_Zal_15); drives split payment. */
  readonly annex15?: boolean;
  /** Own NBP rate of this line (advances settled at different rates); else the invoice's rate. */
  readonly exchangeRate?: DecimalInput | null;
}

/** A parsed line: every decimal is a scaled integer. */
export interface InvoiceLine {
  readonly id?: string;
  readonly name?: string;
  readonly unit?: string;
  /** In 1/10 000 of a unit: 1.5 → 15000. */
  readonly quantity: number;
  /** In 1/10 000 of the currency unit: 12.34 → 123400. */
  readonly unitPrice: number;
  /** In 1/100 of a percent: 12.5 % → 1250. */
  readonly discount: number;
  readonly vatRate: VatRateCode;
  readonly annex15: boolean;
  readonly exchangeRate?: ExchangeRate;
}

export type LineField = 'quantity' | 'unitPrice' | 'discountPercent' | 'vatRate' | 'exchangeRate';
export type LineFieldReason = DecimalParseError | 'out_of_range' | 'unknown_rate' | 'zero';
export interface LineFieldError {
  readonly field: LineField;
  readonly reason: LineFieldReason;
}

export type ParseLineResult =
  | { readonly ok: true; readonly value: InvoiceLine }
  | { readonly ok: false; readonly errors: readonly LineFieldError[] };

const isBlank = (value: DecimalInput | null | undefined): value is null | undefined | '' =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function parseInvoiceLine(input: InvoiceLineInput): ParseLineResult {
  const errors: LineFieldError[] = [];
  const quantity = parseScaled(input.quantity, QUANTITY_DECIMALS);
  if (!quantity.ok) errors.push({ field: 'quantity', reason: quantity.reason });
  const unitPrice = parseScaled(input.unitPrice, UNIT_PRICE_DECIMALS);
  if (!unitPrice.ok) errors.push({ field: 'unitPrice', reason: unitPrice.reason });

  let discount = 0;
  if (!isBlank(input.discountPercent)) {
    const parsed = parseScaled(input.discountPercent, DISCOUNT_DECIMALS, { allowNegative: false });
    if (!parsed.ok) errors.push({ field: 'discountPercent', reason: parsed.reason });
    else if (parsed.value > HUNDRED_PERCENT)
      errors.push({ field: 'discountPercent', reason: 'out_of_range' });
    else discount = parsed.value;
  }

  const vatRate = input.vatRate.trim();
  const knownRate = isVatRateCode(vatRate);
  if (!knownRate) errors.push({ field: 'vatRate', reason: 'unknown_rate' });

  let exchangeRate: ExchangeRate | undefined;
  if (!isBlank(input.exchangeRate)) {
    const parsed = parseExchangeRate(input.exchangeRate);
    if (parsed.ok) exchangeRate = parsed.value;
    else errors.push({ field: 'exchangeRate', reason: parsed.reason });
  }

  if (!quantity.ok || !unitPrice.ok || !knownRate || errors.length > 0) return { ok: false, errors };
  // Built field by field rather than with conditional spreads: this runs per line on every keystroke.
  const line: Mutable<InvoiceLine> = {
    quantity: quantity.value,
    unitPrice: unitPrice.value,
    discount,
    vatRate,
    annex15: input.annex15 === true,
  };
  if (input.id !== undefined) line.id = input.id;
  if (input.name !== undefined) line.name = input.name;
  if (input.unit !== undefined) line.unit = input.unit;
  if (exchangeRate !== undefined) line.exchangeRate = exchangeRate;
  return { ok: true, value: line };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** For tests, fixtures and server-side code with trusted input. Throws on the first bad field. */
export function invoiceLine(input: InvoiceLineInput): InvoiceLine {
  const parsed = parseInvoiceLine(input);
  if (!parsed.ok) throw new RangeError(`invalid invoice line: ${JSON.stringify(parsed.errors)}`);
  return parsed.value;
}

export interface LineAmounts {
  /** quantity × unit price, before the discount, in the price mode (net or gross). */
  readonly undiscounted: Money;
  /** undiscounted − value; positive for a discount. */
  readonly discount: Money;
  readonly net: Money;
  readonly vat: Money;
  readonly gross: Money;
}

/**
 * The line value in its price mode: quantity × unit price × (1 − discount), rounded once, half-up, to
 * the grosz. Rounding once (not the discounted unit price first) keeps 3 × 33.3333 equal to 100.00.
 */
export function lineValue(line: InvoiceLine): Money {
  const product = BigInt(line.quantity) * BigInt(line.unitPrice) * BigInt(HUNDRED_PERCENT - line.discount);
  // 10^4 (quantity) × 10^4 (price) × 10^4 (discount) / 10^2 (to minor units)
  return toSafeNumber(divRoundHalfUp(product, 10_000_000_000n), 'line value');
}

function undiscountedValue(line: InvoiceLine): Money {
  const product = BigInt(line.quantity) * BigInt(line.unitPrice);
  return toSafeNumber(divRoundHalfUp(product, 1_000_000n), 'line value');
}

/** Net, VAT and gross of one line; VAT from net (net mode) or extracted from gross (gross mode). */
export function computeLine(line: InvoiceLine, mode: PriceMode): LineAmounts {
  const value = lineValue(line);
  const undiscounted = undiscountedValue(line);
  const percent = VAT_RATES[line.vatRate].percent;
  if (mode === 'net') {
    const vat = mulDivMoney(value, percent, 100);
    return { undiscounted, discount: undiscounted - value, net: value, vat, gross: value + vat };
  }
  const vat = mulDivMoney(value, percent, 100 + percent);
  return { undiscounted, discount: undiscounted - value, net: value - vat, vat, gross: value };
}

/** "1,5" / "1.5": quantities print with as many decimals as they have (max 4). */
export function formatQuantity(quantity: number, locale: Locale = 'pl'): string {
  return formatScaled(quantity, QUANTITY_DECIMALS, {
    decimalSeparator: locale === 'pl' ? ',' : '.',
    minDecimals: 0,
  });
}

/** Unit prices print with 2 decimals, or up to 4 when the price has them ("0,1234"). */
export function formatUnitPrice(unitPrice: number, locale: Locale = 'pl'): string {
  return formatScaled(unitPrice, UNIT_PRICE_DECIMALS, {
    decimalSeparator: locale === 'pl' ? ',' : '.',
    groupSeparator: locale === 'pl' ? '\u00a0' : ',',
    minDecimals: 2,
  });
}
