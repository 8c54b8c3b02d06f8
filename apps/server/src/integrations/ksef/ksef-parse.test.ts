// Field-by-field reading of chosen samples, and documents edited to reach the cases no sample has.
// (ksef-samples.test.ts checks every sample's identity and totals.)
import { describe, expect, it } from 'vitest';
import { KsefParseError } from './ksef-invoice.ts';
import { parseKsefInvoice } from './ksef-parse.ts';
import { fa3Sample, readFixture } from './ksef-test-fixtures.ts';

const fa3 = (number: number) => parseKsefInvoice(fa3Sample(number), 'FA(3)');

function parseError(run: () => unknown): KsefParseError {
  try {
    run();
  } catch (error) {
    if (error instanceof KsefParseError) return error;
    throw error;
  }
  throw new Error('expected a KsefParseError');
}

describe('KSeF parse: a plain invoice (sample 1)', () => {
  const invoice = fa3(1);

  it('reads the header and payment', () => {
    expect(invoice).toMatchObject({
      kind: 'VAT',
      number: 'FV2026/02/150',
      issueDate: '2026-02-15',
      saleDate: '2026-01-27',
      currency: 'PLN',
      exchangeRate: null,
      dueDate: null,
      bankAccount: '',
      splitPayment: false,
      paymentForm: '6',
      correctedInvoices: [],
      correctionReason: '',
      settlement: null,
    });
  });

  it('reads both parties, splitting the address and keeping its lines', () => {
    expect(invoice.seller).toEqual({
      nip: '9999999999',
      name: 'ABC AGD sp. z o. o.',
      street: 'ul. Kwiatowa',
      buildingNumber: '1',
      flatNumber: '2',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
      addressLines: ['ul. Kwiatowa 1 m. 2', '00-001 Warszawa'],
      email: 'abc@abc.pl',
      phone: '667444555',
    });
    expect(invoice.buyer).toMatchObject({
      nip: '1111111111',
      name: 'F.H.U. Jan Kowalski',
      street: 'ul. Polna',
    });
  });

  it('reads lines with quantities and prices as the strings given', () => {
    expect(invoice.lines).toHaveLength(3);
    expect(invoice.lines[0]).toEqual({
      name: 'lodówka Zimnotech mk1',
      quantity: '1',
      unit: 'szt.',
      unitNetPrice: '1626.01',
      unitGrossPrice: '',
      net: 162601,
      gross: null,
      vatRate: '23',
      beforeCorrection: false,
    });
    expect(invoice.lines[2]?.vatRate).toBe('5');
  });
});

describe('KSeF parse: corrections', () => {
  it('reads the corrected invoice, the reason, and before/after lines (sample 2)', () => {
    const invoice = fa3(2);
    expect(invoice.correctedInvoices).toEqual([
      { number: 'FV2026/02/150', issueDate: '2026-02-15', ksefNumber: '9999999999-20230908-8BEF280C8D35-4D' },
    ]);
    expect(invoice.correctionReason).toBe('obniżka ceny o 200 zł z uwagi na uszkodzenia estetyczne');
    expect(invoice.lines.map((line) => [line.net, line.beforeCorrection])).toEqual([
      [162601, true],
      [146341, false],
    ]);
    // Differences are signed as the document signs them.
    expect(invoice.byRate).toEqual([{ vatRate: '23', net: -16260, vat: -3740, vatPln: null }]);
    expect(invoice.gross).toBe(-20000);
  });

  it('reads the FA(2) correction alike', () => {
    const invoice = parseKsefInvoice(readFixture('fa2/FA_2_Przyklad_2.xml'), 'FA(2)');
    expect(invoice).toMatchObject({ schema: 'FA(2)', kind: 'KOR', number: 'FK2022/03/200' });
    expect(invoice.correctedInvoices).toHaveLength(1);
    expect(invoice.lines.map((line) => line.beforeCorrection)).toEqual([true, false]);
  });
});

describe('KSeF parse: foreign currency', () => {
  it('takes the lines’ rate when they agree, with the VAT in PLN per rate (sample 20)', () => {
    const invoice = fa3(20);
    expect(invoice.exchangeRate).toBe('4.5005');
    expect(invoice.byRate[0]?.vatPln).toBe(1403616);
  });

  it('gives no single rate when lines were converted on different days (sample 21)', () => {
    expect(fa3(21).exchangeRate).toBeNull();
  });

  it('prefers KursWalutyZ, the rate an advance invoice declares', () => {
    const xml = fa3Sample(20).replace('<Adnotacje>', '<KursWalutyZ>4.2500</KursWalutyZ><Adnotacje>');
    expect(parseKsefInvoice(xml, 'FA(3)').exchangeRate).toBe('4.2500');
  });

  it('reads an EU buyer without a NIP (sample 22)', () => {
    expect(fa3(22).buyer).toMatchObject({
      nip: null,
      name: 'EFG GmbH',
      country: 'DE',
      street: 'Blümchenstraße 1',
      city: '10999 Berlin',
    });
  });
});

describe('KSeF parse: special cases of the samples', () => {
  it('keeps the margin scheme apart from the VAT rates (samples 8 and 19)', () => {
    const used = fa3(8);
    expect(used.byRate).toEqual([]);
    expect(used.specialAmounts).toEqual([{ procedure: 'margin', value: 1500000, vat: 0 }]);
    expect(used.lines[0]).toMatchObject({
      net: null,
      gross: 1500000,
      unitGrossPrice: '15000',
      vatRate: null,
    });
    // The term is described ("30 days from receipt"), not dated.
    expect(used.dueDate).toBeNull();
    expect(fa3(19).lines.map((line) => line.vatRate)).toEqual([null, '23']);
  });

  it('pays a factored invoice to the factor’s account (sample 21)', () => {
    expect(fa3(21).bankAccount).toBe('73111111111111111111111111');
    expect(fa3(9).bankAccount).toBe('73111111111111111111111111');
  });

  it('reads a simplified invoice without buyer name or address (sample 16)', () => {
    const invoice = fa3(16);
    expect(invoice.buyer).toMatchObject({ nip: '1111111111', name: '', street: '', city: '', country: 'PL' });
    expect(invoice.buyer.addressLines).toEqual([]);
    expect(invoice.lines[0]).toMatchObject({ net: null, gross: null, vatRate: '23' });
  });

  it('reports a deposit charged on top of P_15 (sample 26)', () => {
    const invoice = fa3(26);
    expect(invoice.gross).toBe(3150);
    expect(invoice.settlement).toEqual({ charges: 500, deductions: 0, toPay: 3650, toSettle: null });
    expect(invoice.buyer).toMatchObject({ street: 'Akacjowa', buildingNumber: '1', city: 'Warszawa' });
  });
});

describe('KSeF parse: rates of historic and FA(2) codes', () => {
  it('gives P_13_1 the historic 22 % when the lines use it, else 23 %', () => {
    const historic = fa3Sample(4).replaceAll('<P_12>23</P_12>', '<P_12>22</P_12>');
    expect(parseKsefInvoice(historic, 'FA(3)').byRate.map((rate) => rate.vatRate)).toEqual(['22']);
    const withoutLines = fa3Sample(10);
    expect(parseKsefInvoice(withoutLines, 'FA(3)').byRate.map((rate) => rate.vatRate)).toEqual(['23']);
  });

  it("resolves FA(2)'s bare '0' by the bucket", () => {
    const fa2 = readFixture('fa2/FA_2_Przyklad_2.xml')
      .replace('<P_13_1>-162.60</P_13_1>', '<P_13_6_2>-162.60</P_13_6_2>')
      .replace('<P_14_1>-37.40</P_14_1>', '')
      .replaceAll('<P_12>23</P_12>', '<P_12>0</P_12>');
    const invoice = parseKsefInvoice(fa2, 'FA(2)');
    expect(invoice.byRate).toEqual([{ vatRate: '0 WDT', net: -16260, vat: 0, vatPln: null }]);
    expect(invoice.lines.map((line) => line.vatRate)).toEqual(['0 WDT', '0 WDT']);
  });
});

describe('KSeF parse: exact text', () => {
  it('decodes character references and keeps digit strings whole', () => {
    const xml = fa3Sample(1)
      .replace('ABC AGD sp. z o. o.', 'Ko&#322;o &amp; Syn &#x141;&#xF3;d&#378;')
      .replace('<P_8B>1</P_8B>', '<P_8B>1.500000</P_8B>')
      .replace(
        '<FormaPlatnosci>6</FormaPlatnosci>',
        '<FormaPlatnosci>6</FormaPlatnosci><RachunekBankowy><NrRB>0012345678901234567890123456</NrRB></RachunekBankowy>',
      );
    const invoice = parseKsefInvoice(xml, 'FA(3)');
    expect(invoice.seller.name).toBe('Koło & Syn Łódź');
    expect(invoice.lines[0]?.quantity).toBe('1.500000');
    expect(invoice.bankAccount).toBe('0012345678901234567890123456');
  });
});

describe('KSeF parse: refusals', () => {
  it('refuses an amount with more than 2 decimals rather than rounding it', () => {
    const error = parseError(() =>
      parseKsefInvoice(
        fa3Sample(1).replace('<P_13_1>1666.66</P_13_1>', '<P_13_1>1666.665</P_13_1>'),
        'FA(3)',
      ),
    );
    expect(error.element).toBe('P_13_1');
    expect(error.message).toBe('P_13_1: 1666.665 has more than 2 decimals.');
  });

  it('refuses an amount that is not a plain decimal', () => {
    const error = parseError(() =>
      parseKsefInvoice(fa3Sample(1).replace('<P_15>2051</P_15>', '<P_15>2 051,00</P_15>'), 'FA(3)'),
    );
    expect(error.element).toBe('P_15');
  });

  it('refuses a DTD, malformed XML, and a document of another schema', () => {
    const dtd = fa3Sample(1).replace('<Faktura ', '<!DOCTYPE Faktura [<!ENTITY e "x">]><Faktura ');
    expect(parseError(() => parseKsefInvoice(dtd, 'FA(3)')).message).toContain('DOCTYPE');
    expect(parseError(() => parseKsefInvoice('<Faktura>', 'FA(3)')).message).toMatch(
      /^Not well-formed XML: line 1/,
    );
    expect(parseError(() => parseKsefInvoice(fa3Sample(1), 'FA(2)')).message).toBe(
      'The document is not a KSeF FA(2) invoice.',
    );
    const jpk = readFixture('jpk/JPK_V7M3_sample_selfmade.xml');
    expect(parseError(() => parseKsefInvoice(jpk, 'FA(3)')).element).toBe('JPK');
  });

  it('refuses an unknown RodzajFaktury and a missing P_2', () => {
    const kind = fa3Sample(1).replace(
      '<RodzajFaktury>VAT</RodzajFaktury>',
      '<RodzajFaktury>FOO</RodzajFaktury>',
    );
    expect(parseError(() => parseKsefInvoice(kind, 'FA(3)')).element).toBe('RodzajFaktury');
    const noNumber = fa3Sample(1).replace('<P_2>FV2026/02/150</P_2>', '');
    expect(parseError(() => parseKsefInvoice(noNumber, 'FA(3)')).element).toBe('P_2');
  });
});
