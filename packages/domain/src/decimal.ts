// Fixed-point decimals as scaled integers: "1 234,5678" with 4 decimals is 12345678.
// Binary floats never touch a monetary value; products that can exceed 2^53 go through bigint.
import { err, ok, type Result } from './result.ts';

/** What a form field or JSON body may carry: a decimal string ("1 234,56", "1234.56") or a plain number. */
export type DecimalInput = string | number;

export type DecimalParseError = 'empty' | 'format' | 'precision' | 'range' | 'negative';

export interface ParseDecimalOptions {
  /** Reject values below zero with reason 'negative'. Default: negatives allowed. */
  readonly allowNegative?: boolean;
}

// Spaces of every kind people paste from PDFs and bank statements, plus the Swiss apostrophe.
const GROUPING_NOISE = /[\s\u00a0\u2009\u202f']/g;
const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;
const SIMPLE = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/**
 * Parses a decimal into an integer scaled by 10^decimals.
 *
 * Separators: with both ',' and '.', the last one is the decimal separator ("1.234,56" and "1,234.56").
 * With one kind only, a single occurrence is the decimal separator (Polish "12,5" and "12.5"); repeated
 * occurrences are thousands groups ("1.234.567"). So "1,234" means 1.234, never 1234: Polish input wins.
 * Extra trailing zeros beyond the precision are accepted ("1.2300" as money); other digits are 'precision'.
 */
export function parseScaled(
  input: DecimalInput,
  decimals: number,
  options: ParseDecimalOptions = {},
): Result<number, DecimalParseError> {
  // Fast path for what forms send nearly always ("12", "12,5", "-3.25"): one regex, no rewriting.
  const simple = typeof input === 'string' && input !== '' ? SIMPLE.exec(input) : null;
  if (simple !== null)
    return fromParts(simple[1] === '-', simple[2] ?? '', simple[3] ?? '', decimals, options);

  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return err('format');
    text = String(input);
  } else {
    text = input.replace(GROUPING_NOISE, '');
  }
  if (text === '') return err('empty');

  let negative = false;
  const first = text[0];
  if (first === '-' || first === '+' || first === '\u2212') {
    negative = first !== '+';
    text = text.slice(1);
  }
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return err('format');

  const split = splitSeparators(text);
  if (split === null) return err('format');
  return fromParts(negative, split[0], split[1], decimals, options);
}

function fromParts(
  negative: boolean,
  intPart: string,
  rawFraction: string,
  decimals: number,
  options: ParseDecimalOptions,
): Result<number, DecimalParseError> {
  if (intPart === '' && rawFraction === '') return err('format');
  let end = rawFraction.length;
  while (end > 0 && rawFraction.charCodeAt(end - 1) === 48) end--;
  if (end > decimals) return err('precision');
  const digits = (intPart === '' ? '0' : intPart) + rawFraction.slice(0, end).padEnd(decimals, '0');
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return err('range');
  if (negative && magnitude !== 0 && options.allowNegative === false) return err('negative');
  return ok(negative && magnitude !== 0 ? -magnitude : magnitude);
}

function splitSeparators(text: string): [string, string] | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma === -1 && lastDot === -1) return [text, ''];

  let decimalAt: number;
  if (lastComma !== -1 && lastDot !== -1) {
    decimalAt = Math.max(lastComma, lastDot);
  } else {
    const sep = lastComma !== -1 ? ',' : '.';
    const count = text.split(sep).length - 1;
    if (count > 1) return GROUPED.test(text) ? [text.replace(/[.,]/g, ''), ''] : null;
    decimalAt = text.indexOf(sep);
  }
  const intPart = text.slice(0, decimalAt);
  const fraction = text.slice(decimalAt + 1);
  if (/[.,]/.test(fraction)) return null;
  if (/[.,]/.test(intPart)) {
    if (!GROUPED.test(intPart)) return null;
    return [intPart.replace(/[.,]/g, ''), fraction];
  }
  return [intPart, fraction];
}

export interface FormatScaledOptions {
  readonly decimalSeparator?: string;
  /** Inserted between every group of three integer digits, including 4-digit numbers ("1 234"). */
  readonly groupSeparator?: string;
  /** Digits always shown; further digits up to the scale only when non-zero. Default: all of them. */
  readonly minDecimals?: number;
}

/** Formats a scaled integer: formatScaled(12345678, 4, { minDecimals: 2 }) → "1234.5678". */
export function formatScaled(value: number, decimals: number, options: FormatScaledOptions = {}): string {
  assertSafeInteger(value, 'value');
  const { decimalSeparator = '.', groupSeparator = '', minDecimals = decimals } = options;
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(decimals + 1, '0');
  const intDigits = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > minDecimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = groupSeparator === '' ? intDigits : groupThousands(intDigits, groupSeparator);
  return (negative ? '-' : '') + grouped + (fraction === '' ? '' : decimalSeparator + fraction);
}

export function groupThousands(intDigits: string, separator: string): string {
  let out = '';
  const len = intDigits.length;
  for (let i = 0; i < len; i++) {
    if (i > 0 && (len - i) % 3 === 0) out += separator;
    out += intDigits[i];
  }
  return out;
}

/**
 * numerator / denominator rounded half-up symmetrically: 0.5 goes away from zero, so -2.5 → -3.
 * This is the rounding of Ordynacja podatkowa and of every VAT amount; it keeps a correction (negative)
 * the exact mirror of the invoice it corrects.
 */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= denominator) return numerator < 0n ? quotient - 1n : quotient + 1n;
  return quotient;
}

/** Converts a bigint result back to a safe-integer number, failing loudly instead of losing precision. */
export function toSafeNumber(value: bigint, label = 'value'): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${label} exceeds the safe integer range`);
  }
  return Number(value);
}

export function assertSafeInteger(value: number, label = 'value'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a safe integer, got ${value}`);
}

export const POW10: readonly bigint[] = Array.from({ length: 19 }, (_, i) => 10n ** BigInt(i));

export function pow10(exponent: number): bigint {
  const value = POW10[exponent];
  if (value === undefined) throw new RangeError(`unsupported scale ${exponent}`);
  return value;
}
