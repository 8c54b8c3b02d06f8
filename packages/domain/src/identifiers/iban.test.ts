import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanCheckDigits, IBAN_LENGTHS, isValidIban, validateIban } from './iban.ts';

// Registry examples (SWIFT IBAN registry sample numbers).
// prettier-ignore
const REGISTRY_EXAMPLES = [
  'AD12 0001 2030 2003 5910 0100', 'AT61 1904 3002 3457 3201', 'BE68 5390 0754 7034', 'BG80 BNBG 9661 1020 3456 78',
  'CH93 0076 2011 6238 5295 7', 'CY17 0020 0128 0000 0012 0052 7600', 'CZ65 0800 0000 1920 0014 5399',
  'DE89 3704 0044 0532 0130 00', 'DK50 0040 0440 1162 43', 'EE38 2200 2210 2014 5685', 'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85', 'FR14 2004 1010 0505 0001 3M02 606', 'GB29 NWBK 6016 1331 9268 19',
  'GR16 0110 1250 0000 0001 2300 695', 'HR12 1001 0051 8630 0016 0', 'HU42 1177 3016 1111 1018 0000 0000',
  'IE29 AIBK 9311 5212 3456 78', 'IT60 X054 2811 1010 0000 0123 456', 'LT12 1000 0111 0100 1000',
  'LU28 0019 4006 4475 0000', 'LV80 BANK 0000 4351 9500 1', 'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  'NL91 ABNA 0417 1643 00', 'NO93 8601 1117 947', 'PL61 1090 1014 0000 0712 1981 2874', 'PT50 0002 0123 1234 5678 9015 4',
  'RO49 AAAA 1B31 0075 9384 0000', 'SE45 5000 0000 0583 9825 7466', 'SI56 2633 0001 2039 086', 'SK31 1200 0000 1987 4263 7541',
  'UA21 3223 1300 0002 6007 2335 6600 1', 'BR18 0036 0305 0000 1000 9795 493C 1', 'LC55 HEMM 0001 0001 0012 0012 0002 3015',
];

describe('IBAN', () => {
  it.each(REGISTRY_EXAMPLES)('%s is valid', (iban) => {
    const result = validateIban(iban);
    expect(result).toMatchObject({ ok: true, value: iban.replace(/ /g, ''), country: iban.slice(0, 2) });
    expect(result.ok && formatIban(result.value)).toBe(iban);
  });

  it('accepts the reference cases (pl_checksums.py) and a bare NRB', () => {
    expect(isValidIban('PL61109010140000071219812874')).toBe(true);
    expect(isValidIban('61 1090 1014 0000 0712 1981 2874')).toBe(true);
    expect(validateIban('90249000050247256316596736')).toMatchObject({ ok: true, country: 'PL' });
    expect(validateIban('90249000050247256316596736', { assumePolandForNrb: false })).toEqual({
      ok: false,
      reason: 'format',
    });
    // pl_checksums.py treats this as invalid only because it checks Polish numbers; it is a valid German IBAN.
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it.each([
    ['PL61109010140000071219812875', 'checksum'],
    ['11111111111111111111111111', 'checksum'],
    ['DE89 3704 0044 0532 0130 0', 'length'],
    ['XX89370400440532013000', 'country'],
    ['US12345', 'country'],
    ['PL6110901014000007121981287A', 'checksum'],
    ['12PL', 'format'],
    ['PL61-1090-1014-0000-0712-1981-287$', 'format'],
    ['', 'empty'],
  ] as const)('%j is invalid: %s', (iban, reason) => {
    expect(validateIban(iban)).toEqual({ ok: false, reason });
  });

  it('computes check digits', () => {
    expect(ibanCheckDigits('PL', '109010140000071219812874')).toBe('61');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  });

  const generatedIban = fc
    .constantFrom(...Object.entries(IBAN_LENGTHS))
    .chain(([country, length]) =>
      fc
        .stringMatching(new RegExp(`^[0-9A-Z]{${length - 4}}$`))
        .map((bban) => country + ibanCheckDigits(country, bban) + bban),
    );

  it('property: a generated IBAN stays valid after formatting; one changed character breaks it', () => {
    fc.assert(
      fc.property(generatedIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, delta) => {
        expect(validateIban(formatIban(iban))).toMatchObject({ ok: true, value: iban });
        expect(validateIban(formatIban(iban).toLowerCase())).toMatchObject({ ok: true, value: iban });
        const pos = 2 + (at % (iban.length - 2));
        const ch = iban[pos] ?? '0';
        if (!/\d/.test(ch)) return;
        const mutated = iban.slice(0, pos) + ((Number(ch) + delta) % 10) + iban.slice(pos + 1);
        expect(isValidIban(mutated)).toBe(false);
      }),
    );
  });
});
