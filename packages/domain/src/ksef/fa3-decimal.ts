// Exact decimals for FA(3) fields that are not amounts in grosze: unit prices (TKwotowy2, 8 decimals),
// quantities and exchange rates (TIlosci, 6), percentages (TProcentowy, 6). A bigint holds the digits,
// so nothing passes through a binary float and no digit of a 22-digit value is lost.
import type { Fa3Decimal } from './fa3-model.ts';

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** "1626.01" → { units: 162601n, scale: 2 }; the text's own scale is kept ("4.4080" stays 4 decimals). */
export function parseFa3Decimal(text: string): Fa3Decimal | null {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (match === null) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  const units = BigInt(`${integer}${fraction}`);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** For constants and tests: fa3Decimal('4.4080'). Throws on anything but a plain decimal. */
export function fa3Decimal(text: string): Fa3Decimal {
  const parsed = parseFa3Decimal(text);
  if (parsed === null) throw new RangeError(`not a plain decimal: ${JSON.stringify(text)}`);
  return parsed;
}

/** A scaled integer of the domain (quantities, prices, rates: 4 decimals) as an FA(3) decimal. */
export function scaledDecimal(units: number | bigint, scale: number): Fa3Decimal {
  if (typeof units === 'number' && !Number.isSafeInteger(units))
    throw new RangeError(`not a safe integer: ${units}`);
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`bad scale: ${scale}`);
  return { units: BigInt(units), scale };
}

/** Every digit of the scale is written: { units: 44080n, scale: 4 } → "4.4080". */
export function formatFa3Decimal(value: Fa3Decimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integer = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale);
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}

/** Drops trailing zeros of the fraction down to `minScale`: 150.0000 → 150.00 with minScale 2. */
export function trimFa3Decimal(value: Fa3Decimal, minScale = 0): Fa3Decimal {
  let { units, scale } = value;
  while (scale > minScale && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return { units, scale };
}

/** a × b, exact: the scales add up. */
export function multiplyFa3Decimals(a: Fa3Decimal, b: Fa3Decimal): Fa3Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}
