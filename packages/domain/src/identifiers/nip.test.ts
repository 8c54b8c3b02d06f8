import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNip, isValidNip, nipCheckDigit, validateNip, type NipFormat } from './nip.ts';

describe('NIP (cases from tools/pl_checksums.py)', () => {
  it.each(['5260251049', '5790004488', '9540007714', '1111111111', '9999999999', '526-025-10-49'])(
    '%s is valid',
    (nip) => {
      expect(isValidNip(nip)).toBe(true);
    },
  );

  it.each([
    ['5260251048', 'checksum'],
    ['1234567890', 'checksum'],
    ['0000000000x', 'format'],
    ['123456789', 'length'],
    ['', 'empty'],
    ['  ', 'empty'],
    ['52602510490', 'length'],
    ['0000000000', 'format'], // passes the checksum, but no tax office code starts with 0 (FA(3) TNrNIP)
    ['1000000001', 'format'],
    ['DE123456789', 'country'],
    ['PL52602510x9', 'format'],
  ] as const)('%j is invalid: %s', (nip, reason) => {
    expect(validateNip(nip)).toEqual({ ok: false, reason });
  });

  it('normalizes prefixes, dashes and spaces', () => {
    for (const input of ['PL5260251049', 'pl 526-025-10-49', '526 02 51 049', ' 526\u00a0025 10 49 ']) {
      expect(validateNip(input)).toEqual({ ok: true, value: '5260251049' });
    }
  });

  it('formats', () => {
    expect(formatNip('5260251049')).toBe('526-025-10-49');
    expect(formatNip('5260251049', 'dashed-alt')).toBe('526-02-51-049');
    expect(formatNip('5260251049', 'eu')).toBe('PL5260251049');
    expect(formatNip('5260251049', 'plain')).toBe('5260251049');
    expect(() => formatNip('526-025-10-49')).toThrow(RangeError);
  });

  const validNip = fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^\d{7}$/))
    .map(([a, b, rest]) => `${a}${b}${rest}`)
    .filter((first9) => nipCheckDigit(first9) !== null)
    .map((first9) => `${first9}${nipCheckDigit(first9) ?? ''}`);

  it('property: a valid NIP stays valid, and the same, in every format', () => {
    fc.assert(
      fc.property(
        validNip,
        fc.constantFrom<NipFormat>('plain', 'dashed', 'dashed-alt', 'eu'),
        (nip, format) => {
          expect(validateNip(formatNip(nip, format))).toEqual({ ok: true, value: nip });
        },
      ),
    );
  });

  it('property: changing one digit always breaks it', () => {
    fc.assert(
      fc.property(
        validNip,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (nip, pos, delta) => {
          const digit = (Number(nip[pos]) + delta) % 10;
          expect(isValidNip(nip.slice(0, pos) + digit + nip.slice(pos + 1))).toBe(false);
        },
      ),
    );
  });
});
