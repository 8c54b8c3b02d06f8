import { describe, expect, it } from 'vitest';
import {
  fa3Decimal,
  formatFa3Decimal,
  multiplyFa3Decimals,
  parseFa3Decimal,
  scaledDecimal,
  trimFa3Decimal,
} from './fa3-decimal.ts';

describe('FA(3) decimals', () => {
  it.each([
    ['0', 0n, 0],
    ['1', 1n, 0],
    ['1626.01', 162601n, 2],
    ['4.4080', 44080n, 4],
    ['-0.05', -5n, 2],
    ['0.000001', 1n, 6],
    ['99999999999999.99999999', 9999999999999999999999n, 8],
  ])('parses %s exactly and writes it back unchanged', (text, units, scale) => {
    const value = fa3Decimal(text);
    expect(value).toEqual({ units, scale });
    expect(formatFa3Decimal(value)).toBe(text);
  });

  it('trims surrounding whitespace but nothing else', () => {
    expect(parseFa3Decimal(' 12.50 ')).toEqual({ units: 1250n, scale: 2 });
    expect(formatFa3Decimal(fa3Decimal('007.10'))).toBe('7.10');
  });

  it.each(['', '1,5', '1.', '.5', '+1', '1e3', '1 000', 'abc', '--1'])('refuses %j', (text) => {
    expect(parseFa3Decimal(text)).toBeNull();
    expect(() => fa3Decimal(text)).toThrow(RangeError);
  });

  it('writes a negative value below one with its leading zero', () => {
    expect(formatFa3Decimal({ units: -5n, scale: 4 })).toBe('-0.0005');
    expect(formatFa3Decimal({ units: 0n, scale: 2 })).toBe('0.00');
  });

  it('takes the domain’s scaled integers', () => {
    expect(formatFa3Decimal(scaledDecimal(44080, 4))).toBe('4.4080');
    expect(formatFa3Decimal(scaledDecimal(12n, 0))).toBe('12');
    expect(() => scaledDecimal(1.5, 2)).toThrow(RangeError);
    expect(() => scaledDecimal(1, -1)).toThrow(RangeError);
  });

  it('trims trailing zeros down to a minimum scale', () => {
    expect(formatFa3Decimal(trimFa3Decimal(fa3Decimal('150.0000'), 2))).toBe('150.00');
    expect(formatFa3Decimal(trimFa3Decimal(fa3Decimal('1.5000')))).toBe('1.5');
    expect(formatFa3Decimal(trimFa3Decimal(fa3Decimal('100')))).toBe('100');
    expect(formatFa3Decimal(trimFa3Decimal(fa3Decimal('0.0000')))).toBe('0');
  });

  it('multiplies exactly, adding the scales', () => {
    // 33.3333 × 12.50 % = 4.16666250 (a unit discount with 8 decimals, as P_10 allows).
    expect(formatFa3Decimal(multiplyFa3Decimals(fa3Decimal('33.3333'), fa3Decimal('0.1250')))).toBe(
      '4.16666250',
    );
    expect(formatFa3Decimal(multiplyFa3Decimals(fa3Decimal('-2'), fa3Decimal('0.5')))).toBe('-1.0');
  });
});
