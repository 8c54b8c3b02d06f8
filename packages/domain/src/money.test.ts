import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatScaled, parseScaled } from './decimal.ts';
import {
  formatAmount,
  formatMoney,
  money,
  multiplyMoney,
  parseMoney,
  sumMoney,
  toDecimalString,
  toInputString,
} from './money.ts';

const NB = '\u00a0';
const safeMoney = fc.integer({ min: -1e13, max: 1e13 });

describe('parseMoney', () => {
  it.each([
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['1 234,56', 123456],
    [`1${NB}234,56`, 123456],
    ['1\u202f234,56', 123456],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1 234 567,8', 123456780],
    ['1.234.567', 123456700],
    ["1'234.50", 123450],
    ['12', 1200],
    ['12,5', 1250],
    [',5', 50],
    ['5,', 500],
    ['-0,05', -5],
    ['\u22120,05', -5],
    ['+3', 300],
    ['1.2300', 123],
    ['-0', 0],
  ])('%s → %d', (input, expected) => {
    expect(parseMoney(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['12a', 'format'],
    ['-', 'format'],
    ['.', 'format'],
    ['1.2.3', 'format'],
    ['1,23.45', 'format'],
    ['1.234,5,6', 'format'],
    ['1,234', 'precision'],
    ['0.005', 'precision'],
    ['99999999999999999999', 'range'],
  ] as const)('%j is rejected with %s', (input, reason) => {
    expect(parseMoney(input)).toEqual({ ok: false, reason });
  });

  it('rejects negatives when asked', () => {
    expect(parseMoney('-1', { allowNegative: false })).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoney('-0', { allowNegative: false })).toEqual({ ok: true, value: 0 });
  });

  it('takes JSON numbers but never float garbage', () => {
    expect(parseMoney(1234.56)).toEqual({ ok: true, value: 123456 });
    expect(parseMoney(0.1 + 0.2)).toEqual({ ok: false, reason: 'precision' });
    expect(parseMoney(Number.NaN)).toEqual({ ok: false, reason: 'format' });
    expect(parseMoney(1e21)).toEqual({ ok: false, reason: 'format' });
  });

  it('sums 0.1 + 0.2 exactly', () => {
    expect(money('0.1') + money('0.2')).toBe(money('0.3'));
    expect(() => money('x')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123456, `1${NB}234,56${NB}zł`],
    [0, `0,00${NB}zł`],
    [-5, `-0,05${NB}zł`],
    [100, `1,00${NB}zł`],
    [99900, `999,00${NB}zł`],
    [123456789, `1${NB}234${NB}567,89${NB}zł`],
  ])('pl %d → %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('uses plain spaces on request (the issue text form "1 234,56 zł")', () => {
    expect(formatMoney(123456, { nbsp: false })).toBe('1 234,56 zł');
  });

  it('formats other currencies and English', () => {
    expect(formatMoney(123456, { currency: 'EUR', nbsp: false })).toBe('1 234,56 €');
    expect(formatMoney(123456, { currency: 'USD', nbsp: false })).toBe('1 234,56 USD');
    expect(formatMoney(123456, { locale: 'en', nbsp: false })).toBe('PLN 1,234.56');
    expect(formatMoney(123456, { locale: 'en', currency: 'EUR' })).toBe('€1,234.56');
    expect(formatMoney(-123456, { locale: 'en', currency: 'GBP' })).toBe('-£1,234.56');
    expect(formatMoney(5, { locale: 'en', currency: 'CHF', nbsp: false })).toBe('CHF 0.05');
    expect(formatAmount(123456, 'pl', false)).toBe('1 234,56');
    expect(formatAmount(123456, 'en')).toBe('1,234.56');
  });

  it('rejects non-integer amounts', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });
});

describe('decimal strings', () => {
  it('gives the canonical machine form', () => {
    expect(toDecimalString(123456)).toBe('1234.56');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toInputString(123456)).toBe('1234,56');
    expect(toInputString(123456, 'en')).toBe('1234.56');
  });

  it('formats scaled values with optional decimals', () => {
    expect(formatScaled(15000, 4, { minDecimals: 0 })).toBe('1.5');
    expect(formatScaled(10000, 4, { minDecimals: 0 })).toBe('1');
    expect(formatScaled(12345678, 4, { minDecimals: 2, decimalSeparator: ',' })).toBe('1234,5678');
    expect(parseScaled('1,2345', 4)).toEqual({ ok: true, value: 12345 });
    expect(parseScaled('1,23456', 4)).toEqual({ ok: false, reason: 'precision' });
  });

  it('property: every format parses back', () => {
    fc.assert(
      fc.property(safeMoney, (amount) => {
        for (const text of [
          toDecimalString(amount),
          toInputString(amount),
          formatAmount(amount, 'pl'),
          formatAmount(amount, 'pl', false),
          formatAmount(amount, 'en'),
        ]) {
          expect(parseMoney(text)).toEqual({ ok: true, value: amount });
        }
      }),
    );
  });
});

describe('arithmetic', () => {
  it('rounds half-up where floats fail: 38 301 × 1.5 % = 574.52', () => {
    expect(multiplyMoney(money('38301'), 150, 4)).toBe(money('574.52'));
    expect((38301 * 0.015).toFixed(2)).toBe('574.51'); // the float trap this module exists for
  });

  it('rounds negatives symmetrically (away from zero)', () => {
    expect(multiplyMoney(-5, 5, 1)).toBe(-3);
    expect(multiplyMoney(5, 5, 1)).toBe(3);
    expect(multiplyMoney(-4, 5, 1)).toBe(-2);
  });

  it('refuses to leave the safe range', () => {
    expect(() => sumMoney([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
