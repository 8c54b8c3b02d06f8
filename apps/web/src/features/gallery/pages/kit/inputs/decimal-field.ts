import type { Locale } from '@saldo/domain/currency';
import { formatScaled, parseScaled } from '@saldo/domain/decimal';

/**
 * The arithmetic behind a decimal spin button. Its value is a scaled integer (grosze for money,
 * 1/10 000 of a unit for a quantity), so stepping and clamping never go through a binary float:
 * 0,10 + 0,20 is 10 + 20 grosze, exactly 30.
 */
export interface Bounds {
  readonly min?: number;
  readonly max?: number;
}

/** The field's raw text as react-number-format reports it ("1234.5", "-", "") as a scaled integer. */
export function scaledOf(raw: string, decimals: number): number | null {
  const parsed = parseScaled(raw, decimals);
  return parsed.ok ? parsed.value : null;
}

/** A scaled integer as the raw text the field shows; the field adds the locale's separators. */
export function rawOf(value: number | null, decimals: number, minDecimals: number): string {
  return value === null ? '' : formatScaled(value, decimals, { minDecimals });
}

export function clampScaled(value: number, { min, max }: Bounds): number {
  if (min !== undefined && value < min) return min;
  if (max !== undefined && value > max) return max;
  return value;
}

/** One step up or down from the value; an empty field starts from zero (or the nearest bound). */
export function stepScaled(value: number | null, delta: number, bounds: Bounds): number {
  if (value === null) return clampScaled(0, bounds);
  return clampScaled(value + delta, bounds);
}

/** Separators as Saldo prints amounts: Polish comma and spaced thousands, else English ones. */
export function separatorsOf(locale: Locale) {
  return locale === 'pl'
    ? { decimalSeparator: ',', thousandSeparator: '\u00a0', allowedDecimalSeparators: [',', '.'] }
    : { decimalSeparator: '.', thousandSeparator: ',', allowedDecimalSeparators: ['.'] };
}
