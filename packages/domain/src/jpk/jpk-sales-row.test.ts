import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../exchange-rate.ts';
import { salesRowFrom, vatInGross } from './jpk-sales-row.ts';
import { salesDocument } from './jpk-test-builders.ts';

describe('salesRowFrom: rates to K fields', () => {
  it.each([
    ['23', { K_19: 10000, K_20: 2300 }],
    ['22', { K_19: 10000, K_20: 2300 }],
    ['8', { K_17: 10000, K_18: 2300 }],
    ['7', { K_17: 10000, K_18: 2300 }],
    ['5', { K_15: 10000, K_16: 2300 }],
    ['0', { K_13: 10000 }],
    ['0 WDT', { K_21: 10000 }],
    ['0 EX', { K_22: 10000 }],
    ['zw', { K_10: 10000 }],
    ['np', { K_11: 10000 }],
    ['np I', { K_11: 10000 }],
    ['np II', { K_11: 10000, K_12: 10000 }],
    ['oo', { K_11: 10000 }],
  ] as const)('%s → %o', (rate, expected) => {
    const row = salesRowFrom(salesDocument({ rateTotals: [{ rate, net: 10000, vat: 2300 }] }));
    expect(row.amounts).toEqual(expected);
  });

  it('adds several lines of one rate and keeps rates apart', () => {
    const row = salesRowFrom(
      salesDocument({
        rateTotals: [
          { rate: '23', net: 10000, vat: 2300 },
          { rate: '23', net: 5000, vat: 1150 },
          { rate: '8', net: 1000, vat: 80 },
          { rate: 'zw', net: 700, vat: 0 },
        ],
      }),
    );
    expect(row.amounts).toEqual({ K_19: 15000, K_20: 3450, K_17: 1000, K_18: 80, K_10: 700 });
  });

  it('refuses a rate JPK_V7M has no field for rather than dropping the amount', () => {
    expect(() => salesRowFrom(salesDocument({ rateTotals: [{ rate: '4', net: 100, vat: 4 }] }))).toThrow(
      /no field in JPK_V7M/,
    );
  });
});

describe('salesRowFrom: foreign currency', () => {
  it('converts the net at the invoice rate and takes the VAT in PLN as printed', () => {
    const row = salesRowFrom(
      salesDocument({
        currency: 'EUR',
        exchangeRate: exchangeRate('4.4080'),
        rateTotals: [{ rate: '23', net: 1_356_000, vat: 311_880, vatPln: 1_376_814 }],
      }),
    );
    // 13 560,00 EUR × 4,4080 = 59 772,48 PLN; the VAT is the invoice's P_14_1W.
    expect(row.amounts).toEqual({ K_19: 5_977_248, K_20: 1_376_814 });
  });

  it('converts the VAT too when the invoice states no PLN amount', () => {
    const row = salesRowFrom(
      salesDocument({
        currency: 'EUR',
        exchangeRate: exchangeRate('4.2'),
        rateTotals: [{ rate: '23', net: 100, vat: 23 }],
      }),
    );
    expect(row.amounts).toEqual({ K_19: 420, K_20: 97 });
  });

  it('needs the rate', () => {
    expect(() => salesRowFrom(salesDocument({ currency: 'USD', exchangeRate: null }))).toThrow(
      /no exchange rate/,
    );
  });
});

describe('salesRowFrom: corrections, margin, markers', () => {
  it('keeps a correction signed, in its own row, with its direction', () => {
    const lower = salesRowFrom(
      salesDocument({ kind: 'correction', rateTotals: [{ rate: '23', net: -16260, vat: -3740 }] }),
    );
    expect(lower.amounts).toEqual({ K_19: -16260, K_20: -3740 });
    expect(lower.correctionSign).toBe(-1);
    expect(lower.origin).toBe('correction');
    const raise = salesRowFrom(
      salesDocument({ kind: 'correction', rateTotals: [{ rate: '8', net: 100, vat: 8 }] }),
    );
    expect(raise.correctionSign).toBe(1);
    expect(salesRowFrom(salesDocument()).correctionSign).toBeNull();
  });

  it('taxes a margin invoice on the margin, reports the gross sales and marks the scheme', () => {
    const row = salesRowFrom(
      salesDocument({
        rateTotals: [],
        margin: { scheme: 'travel', grossSales: 1_230_000, grossMargin: 123_000, rate: '23' },
      }),
    );
    expect(row.amounts).toEqual({ K_19: 100_000, K_20: 23_000 });
    expect(row.marginGross).toBe(1_230_000);
    expect(row.procedures).toEqual(['MR_T']);
    const used = salesRowFrom(
      salesDocument({
        rateTotals: [],
        margin: { scheme: 'used_goods', grossSales: 500, grossMargin: -20, rate: '23' },
      }),
    );
    expect(used.amounts).toEqual({ K_19: 0, K_20: 0 });
    expect(used.procedures).toEqual(['MR_UZ']);
  });

  it('computes the VAT in a gross amount half-up', () => {
    expect(vatInGross(12300, 23)).toBe(2300);
    expect(vatInGross(100, 23)).toBe(19);
    expect(vatInGross(10800, 8)).toBe(800);
  });

  it('writes the document type, KSeF reference, GTU and procedures in schema order', () => {
    const row = salesRowFrom(
      salesDocument({
        gtu: ['GTU_12', 'GTU_01', 'GTU_12'],
        procedures: ['TP', 'WSTO_EE'],
        ksefNumber: ' 5260251049-20260216-0A1B2C-3D4E5F-9C ',
      }),
    );
    expect(row.gtu).toEqual(['GTU_01', 'GTU_12']);
    expect(row.procedures).toEqual(['WSTO_EE', 'TP']);
    expect(row.ksef).toEqual({ kind: 'ksef', number: '5260251049-20260216-0A1B2C-3D4E5F-9C' });
    expect(row.documentType).toBeNull();
    expect(salesRowFrom(salesDocument()).ksef).toEqual({ kind: 'BFK' });
    expect(salesRowFrom(salesDocument({ ksefMarker: 'OFF' })).ksef).toEqual({ kind: 'OFF' });
    const receipts = salesRowFrom(salesDocument({ kind: 'receipts' }));
    expect(receipts.documentType).toBe('RO');
    expect(receipts.ksef).toEqual({ kind: 'DI' });
    expect(salesRowFrom(salesDocument({ kind: 'internal' })).documentType).toBe('WEW');
    expect(salesRowFrom(salesDocument({ toReceipt: true })).documentType).toBe('FP');
  });

  it('leaves the sale date out when it equals the issue date, and keeps split payment off the file fields', () => {
    expect(salesRowFrom(salesDocument({ saleDate: '2026-02-16' })).saleDate).toBeNull();
    expect(salesRowFrom(salesDocument({ saleDate: '2026-02-10' })).saleDate).toBe('2026-02-10');
    expect(salesRowFrom(salesDocument({ splitPayment: true })).splitPayment).toBe(true);
  });

  it('names the buyer as the register wants', () => {
    expect(
      salesRowFrom(salesDocument({ buyer: { taxId: null, countryCode: null, name: null } })).counterparty,
    ).toEqual({
      countryCode: null,
      taxId: 'BRAK',
      name: 'BRAK',
    });
    expect(
      salesRowFrom(
        salesDocument({ buyer: { taxId: 'DE 123 456 789', countryCode: 'de', name: 'Müller GmbH' } }),
      ).counterparty,
    ).toEqual({ countryCode: 'DE', taxId: '123456789', name: 'Müller GmbH' });
    expect(
      salesRowFrom(salesDocument({ buyer: { taxId: 'EL094014201', countryCode: 'GR', name: 'Ελλάδα' } }))
        .counterparty,
    ).toEqual({ countryCode: 'EL', taxId: '094014201', name: 'Ελλάδα' });
    expect(
      salesRowFrom(salesDocument({ buyer: { taxId: 'PL 526-025-10-49', countryCode: 'PL', name: ' A  B ' } }))
        .counterparty,
    ).toEqual({ countryCode: null, taxId: '5260251049', name: 'A B' });
  });
});
