import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divRoundHalfUp, formatScaled, groupThousands, parseScaled, pow10, toSafeNumber } from './decimal.ts';

describe('decimal helpers', () => {
  it('rounds half-up, symmetrically', () => {
    expect([5n, 15n, 25n, -5n, -15n, 14n, -14n, 16n].map((n) => divRoundHalfUp(n, 10n))).toEqual([
      1n,
      2n,
      3n,
      -1n,
      -2n,
      1n,
      -1n,
      2n,
    ]);
    expect(divRoundHalfUp(5n, -10n)).toBe(-1n);
    expect(() => divRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('guards the safe range and scales', () => {
    expect(toSafeNumber(9007199254740991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(9007199254740992n)).toThrow(RangeError);
    expect(pow10(4)).toBe(10000n);
    expect(() => pow10(40)).toThrow(RangeError);
    expect(groupThousands('1234567', ' ')).toBe('1 234 567');
    expect(groupThousands('123', ' ')).toBe('123');
  });

  it('property: half-up rounding matches the exact rational', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = divRoundHalfUp(n, d);
          // |n/d − q| ≤ ½, and exactly ½ only when q is the value farther from zero
          const diff2 = (n - q * d) * 2n;
          expect(diff2 <= d && diff2 >= -d).toBe(true);
          if (diff2 === d) expect(n < 0n).toBe(true);
          if (diff2 === -d) expect(n > 0n).toBe(true);
        },
      ),
    );
  });

  it('property: scaled values round-trip at every scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const text = formatScaled(value, decimals, {
            decimalSeparator: ',',
            groupSeparator: ' ',
            minDecimals: 0,
          });
          expect(parseScaled(text, decimals)).toEqual({ ok: true, value });
        },
      ),
    );
  });
});
