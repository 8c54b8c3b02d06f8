import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ibanCheckDigits } from './iban.ts';
import { formatNrb, isValidNrb, validateNrb } from './nrb.ts';

describe('NRB', () => {
  it('validates and splits the Polish account number', () => {
    expect(validateNrb('PL61 1090 1014 0000 0712 1981 2874')).toEqual({
      ok: true,
      value: '61109010140000071219812874',
      settlementNumber: '10901014',
      bankCode: '109',
    });
    expect(isValidNrb('90249000050247256316596736')).toBe(true);
    expect(validateNrb('11111111111111111111111111')).toEqual({ ok: false, reason: 'checksum' });
    expect(validateNrb('DE89370400440532013000')).toEqual({ ok: false, reason: 'country' });
    expect(validateNrb('6110901014')).toEqual({ ok: false, reason: 'length' });
    expect(validateNrb('61 1090 1014 0000 0712 1981 287X')).toEqual({ ok: false, reason: 'format' });
    expect(validateNrb('')).toEqual({ ok: false, reason: 'empty' });
  });

  it('formats as banks print it', () => {
    expect(formatNrb('61109010140000071219812874')).toBe('61 1090 1014 0000 0712 1981 2874');
    expect(formatNrb('61109010140000071219812874', true)).toBe('PL61 1090 1014 0000 0712 1981 2874');
  });

  it('property: a valid NRB stays valid after formatting', () => {
    const nrb = fc.stringMatching(/^\d{24}$/).map((bban) => ibanCheckDigits('PL', bban) + bban);
    fc.assert(
      fc.property(nrb, fc.boolean(), (value, withCountry) => {
        expect(validateNrb(formatNrb(value, withCountry))).toMatchObject({ ok: true, value });
      }),
    );
  });
});
