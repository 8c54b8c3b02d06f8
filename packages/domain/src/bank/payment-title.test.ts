import { describe, expect, it } from 'vitest';
import { debitCategory } from './counterparty-kind.ts';
import {
  compactText,
  nipCandidates,
  numberKey,
  parseSplitPaymentTitle,
  parseTaxTransferTitle,
  titleNamesNumber,
  titleNips,
  titleReadings,
} from './payment-title.ts';

describe('parseSplitPaymentTitle', () => {
  it('reads the split-payment message with and without its optional parts', () => {
    expect(
      parseSplitPaymentTitle('/VAT/23,00/IDC/1251251111/INV/FV 323-2018-02-22/TXT/tekst dowolny'),
    ).toEqual({
      vat: 2300,
      idc: '1251251111',
      invoice: 'FV 323-2018-02-22',
      text: 'tekst dowolny',
    });
    expect(parseSplitPaymentTitle('/VAT/1 150,5/IDC/5213159388/INV/FV/11/2026')).toEqual({
      vat: 115050,
      idc: '5213159388',
      invoice: 'FV/11/2026',
      text: '',
    });
    expect(parseSplitPaymentTitle('/VAT/10,00/IDC/5213159388/INV/FV 1/IDP/ABC/TXT/x')?.invoice).toBe('FV 1');
  });

  it('says null for a title that is not one', () => {
    expect(parseSplitPaymentTitle('Zapłata za FV 1/2026')).toBeNull();
    expect(parseSplitPaymentTitle('/VAT/abc/IDC/1/INV/2')).toBeNull();
  });
});

describe('parseTaxTransferTitle', () => {
  it('reads the tax transfer tags even when the bank split them with spaces', () => {
    expect(parseTaxTransferTitle('/TI/N5213159388/OKR/26M10/SFP/VAT-7/TXT/JPK')).toEqual({
      idType: 'N',
      id: '5213159388',
      period: '26M10',
      form: 'VAT-7',
    });
    expect(parseTaxTransferTitle('/TI/N521315 9388/OKR/26M10/SFP/PIT4R')?.form).toBe('PIT4R');
    expect(parseTaxTransferTitle('zapłata')).toBeNull();
  });
});

describe('document numbers in titles', () => {
  it('compacts diacritics, case and separators', () => {
    expect(compactText('fv-11/11.2026 Łódź')).toBe('FV11112026LODZ');
    expect(numberKey('FV/11/11/2026')).toBe('11112026');
    expect(numberKey('Faktura nr 7/2026')).toBe('72026');
  });

  it.each([
    ['FV 11/11/2026', 'ZAPŁATA ZA FV 11/11/2026'],
    ['FV/11/11/2026', 'fv-11-11-2026'],
    ['FV 11/11/2026', 'FAKTURA NR 11/11/2026, dziękujemy'],
    ['210F1163', 'FV NR 210F1163'],
    ['210F1093', 'ZAPL.FV-210F1033,210F1093 MINUS FV. KORYG.210FK24'],
  ])('finds %s in "%s"', (number, title) => {
    expect(titleNamesNumber([title], number)).toBe(true);
  });

  it.each([
    ['FV 1/11/2026', 'FV 11/11/2026'],
    ['FV 11/11/2026', 'FV 11/11/20261'],
    ['FV 2/2026', 'opłata abonamentowa'],
  ])('does not take %s for "%s"', (number, title) => {
    expect(titleNamesNumber([title], number)).toBe(false);
  });

  it('lists ten-digit runs that may be NIPs', () => {
    expect(nipCandidates('NIP 521-315-93-88 oraz 12345678901')).toEqual(['5213159388']);
  });

  it('reads a title as compacting it whole would, though its words are compacted one by one', () => {
    const titles = [
      'Zapłata za FV/2026/11/0042, FV 43; dziękujemy ',
      ' ,FAKTURA nr ŁÓDŹ-12/2026',
      // A word opening with combining marks, which NFD would reorder with the previous word's.
      'x\u0591 \u05b0y e\u0301 \u0301FV 7/2026',
      'Straße ﬁ\u00a0123\u2000456\u3000ÅÉ',
    ];
    for (const title of titles) {
      const boundaries = title
        .split(/[\s,;]+/)
        .map((word) => compactText(word))
        .join('|');
      expect(titleReadings([title])).toEqual([compactText(title), boundaries]);
    }
  });

  it('remembers the readings and NIPs of a titles array, and only of that array', () => {
    const first = ['FV 1/2026 NIP 5213159388'];
    expect(titleNips(first)).toEqual(['5213159388']);
    expect(titleNips(first)).toBe(titleNips(first));
    expect(titleNips(['NIP 1234563218', 'x'])).toEqual(['1234563218']);
    expect(titleReadings(first)).toBe(titleReadings(first));
    expect(titleReadings(['FV 2/2026'])).toEqual(['FV22026', 'FV|22026']);
  });
});

describe('debitCategory', () => {
  const debit = (over: Partial<Parameters<typeof debitCategory>[0]>) =>
    debitCategory({ counterpartyAccount: '', title: '', typeCode: '', counterpartyName: '', ...over });

  it('classifies by the counterparty account first', () => {
    expect(debit({ counterpartyAccount: 'PL51101000712222796300753100' })).toBe('tax');
    expect(debit({ counterpartyAccount: '88600000020260017963007531' })).toBe('zus');
  });

  it('then by name, title and type', () => {
    expect(debit({ counterpartyName: 'DRUGI MAZOWIECKI URZĄD SKARBOWY WARSZAWA' })).toBe('tax');
    expect(debit({ title: '/TI/N5213159388/OKR/26M10/SFP/VAT-7' })).toBe('tax');
    expect(debit({ counterpartyName: 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH' })).toBe('zus');
    expect(debit({ typeCode: 'NCHG 073' })).toBe('fee');
    expect(debit({ title: 'OPŁATA ZA PRZELEW' })).toBe('fee');
    expect(debit({ title: 'WYNAGRODZENIE 11/2026' })).toBe('salary');
    expect(debit({ title: 'FV 1/2026' })).toBe('other');
  });
});
