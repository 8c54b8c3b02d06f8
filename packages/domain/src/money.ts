// Money is an integer number of minor units (grosze, cents), restricted to safe integers.
// Why number and not bigint: amounts cross JSON, React state and SQL drivers untouched, and
// Number.MAX_SAFE_INTEGER grosze (90 trillion PLN) is far beyond any invoice. Every multiplication
// that could leave the safe range (quantity × price × discount, amount × rate × days) runs in bigint
// and comes back through toSafeNumber, which throws rather than silently losing a grosz.
import { CURRENCY_DISPLAY, type CurrencyCode, type Locale } from './currency.ts';
import {
  assertSafeInteger,
  divRoundHalfUp,
  formatScaled,
  parseScaled,
  toSafeNumber,
  type DecimalInput,
  type DecimalParseError,
  type ParseDecimalOptions,
} from './decimal.ts';
import type { Result } from './result.ts';

/** Integer minor units: 123456 is 1 234,56 zł. */
export type Money = number;

export const MONEY_DECIMALS = 2;
export const ZERO: Money = 0;

export function isMoney(value: unknown): value is Money {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertMoney(value: number, label = 'amount'): asserts value is Money {
  assertSafeInteger(value, label);
}

/** "1 234,56", "1234.56", "-0,5" → minor units. More than 2 significant decimals is 'precision'. */
export function parseMoney(
  input: DecimalInput,
  options?: ParseDecimalOptions,
): Result<Money, DecimalParseError> {
  return parseScaled(input, MONEY_DECIMALS, options);
}

/** For constants and tests: money('1234.56') === 123456. Throws on bad input. */
export function money(input: DecimalInput): Money {
  const parsed = parseMoney(input);
  if (!parsed.ok) throw new RangeError(`invalid money literal ${JSON.stringify(input)}: ${parsed.reason}`);
  return parsed.value;
}

/** Canonical machine form, as FA(3)/JPK and the API expect it: "1234.56", "-0.05". */
export function toDecimalString(amount: Money): string {
  return formatScaled(amount, MONEY_DECIMALS);
}

export interface FormatMoneyOptions {
  readonly locale?: Locale;
  readonly currency?: CurrencyCode;
  /** Default true. False prints the bare number ("1 234,56"). */
  readonly showCurrency?: boolean;
  /**
   * Default true: U+00A0 between groups and before the symbol, as Intl does for Polish, so an amount
   * never wraps in a PDF cell. Pass false for plain spaces (e.g. CSV exports).
   */
  readonly nbsp?: boolean;
}

/**
 * pl: "1 234,56 zł", "-12,00 €"; en: "PLN 1,234.56", "€1,234.56".
 * Thousands are grouped from 1 000 up, unlike Intl's Polish rule that leaves "1234,56" ungrouped,
 * because invoices and bank transfers in Poland group 4-digit amounts too.
 */
export function formatMoney(amount: Money, options: FormatMoneyOptions = {}): string {
  const { locale = 'pl', currency = 'PLN', showCurrency = true, nbsp = true } = options;
  assertMoney(amount);
  const space = nbsp ? '\u00a0' : ' ';
  const display = CURRENCY_DISPLAY[currency];
  if (locale === 'pl') {
    const number = formatScaled(amount, MONEY_DECIMALS, { decimalSeparator: ',', groupSeparator: space });
    return showCurrency ? `${number}${space}${display.pl}` : number;
  }
  const number = formatScaled(Math.abs(amount), MONEY_DECIMALS, {
    decimalSeparator: '.',
    groupSeparator: ',',
  });
  const sign = amount < 0 ? '-' : '';
  if (!showCurrency) return sign + number;
  return `${sign}${display.en}${display.enGlued ? '' : space}${number}`;
}

/** Bare number in the locale's style, for table cells and form fields. */
export function formatAmount(amount: Money, locale: Locale = 'pl', nbsp = true): string {
  return formatMoney(amount, { locale, showCurrency: false, nbsp });
}

/** Text for an editable input: "1234,56" in Polish, no grouping, so it parses back as typed. */
export function toInputString(amount: Money, locale: Locale = 'pl'): string {
  return formatScaled(amount, MONEY_DECIMALS, { decimalSeparator: locale === 'pl' ? ',' : '.' });
}

export function sumMoney(amounts: Iterable<Money>): Money {
  let total = 0;
  for (const amount of amounts) total += amount;
  assertMoney(total, 'sum');
  return total;
}

export function addMoney(a: Money, b: Money): Money {
  return sumMoney([a, b]);
}

export function subtractMoney(a: Money, b: Money): Money {
  return sumMoney([a, -b]);
}

/**
 * amount × factor / 10^factorDecimals, rounded half-up to the minor unit.
 * multiplyMoney(100000, 4408, 3) is 1 000,00 × 4,408.
 */
export function multiplyMoney(amount: Money, factor: number, factorDecimals: number): Money {
  assertMoney(amount);
  assertSafeInteger(factor, 'factor');
  const scaled = divRoundHalfUp(BigInt(amount) * BigInt(factor), 10n ** BigInt(factorDecimals));
  return toSafeNumber(scaled, 'product');
}

/** amount × numerator / denominator, half-up. Used for VAT (rate/100, rate/(100+rate)). */
export function mulDivMoney(amount: Money, numerator: number | bigint, denominator: number | bigint): Money {
  assertMoney(amount);
  return toSafeNumber(divRoundHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator)), 'amount');
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}
