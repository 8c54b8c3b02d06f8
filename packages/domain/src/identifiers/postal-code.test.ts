import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPostalCode, isValidPostalCode, validatePostalCode } from './postal-code.ts';

describe('Polish postal code', () => {
  it('normalizes to NN-NNN', () => {
    expect(validatePostalCode('00-843')).toEqual({ ok: true, value: '00-843' });
    expect(validatePostalCode('00843')).toEqual({ ok: true, value: '00-843' });
    expect(validatePostalCode(' 82\u2013200 ')).toEqual({ ok: true, value: '82-200' });
    expect(formatPostalCode('82200')).toBe('82-200');
  });

  it.each([
    ['', 'empty'],
    ['0-843', 'format'],
    ['00-8433', 'format'],
    ['00_843', 'format'],
    ['AB-123', 'format'],
    ['008-43', 'format'],
  ] as const)('%j is invalid', (code, reason) => {
    expect(validatePostalCode(code)).toEqual({ ok: false, reason });
  });

  it('property: every 5-digit code is valid and stable once formatted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (digits) => {
        const formatted = formatPostalCode(digits);
        expect(formatted).toMatch(/^\d{2}-\d{3}$/);
        expect(isValidPostalCode(formatted)).toBe(true);
        expect(formatPostalCode(formatted)).toBe(formatted);
      }),
    );
  });
});
