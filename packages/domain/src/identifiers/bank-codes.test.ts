import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POLISH_BANK_NAMES, polishBankName } from './bank-codes.ts';
import { ibanCheckDigits } from './iban.ts';

const nrbOf = (bankCode: string, rest = '101400000712198128740') => {
  const bban = `${bankCode}${rest.slice(0, 21)}`;
  return ibanCheckDigits('PL', bban) + bban;
};

describe('polishBankName', () => {
  it('names the bank from digits 3-5 of the NRB, in any written form', () => {
    expect(polishBankName('61 1090 1014 0000 0712 1981 2874')).toBe('Santander Bank Polska S.A.');
    expect(polishBankName('PL61109010140000071219812874')).toBe('Santander Bank Polska S.A.');
    expect(polishBankName('90249000050247256316596736')).toBe('Alior Bank S.A.');
    expect(polishBankName(nrbOf('102'))).toBe('PKO Bank Polski S.A.');
    expect(polishBankName(nrbOf('114'))).toBe('mBank S.A.');
  });

  it('answers null for an unknown bank, an invalid or a foreign number', () => {
    expect(polishBankName(nrbOf('999'))).toBeNull();
    expect(polishBankName('61 1090 1014 0000 0712 1981 2875')).toBeNull();
    expect(polishBankName('DE89370400440532013000')).toBeNull();
    expect(polishBankName('')).toBeNull();
  });

  it('property: every listed code is found in any valid account of that bank', () => {
    const codes = Object.keys(POLISH_BANK_NAMES);
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.stringMatching(/^\d{21}$/), (code, rest) => {
        expect(polishBankName(nrbOf(code, rest))).toBe(POLISH_BANK_NAMES[code]);
      }),
    );
  });
});
