import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../exchange-rate.ts';
import { purchaseRowFrom } from './jpk-purchase-row.ts';
import { cost } from './jpk-test-builders.ts';

describe('purchaseRowFrom', () => {
  it('puts a domestic cost in K_42/K_43, a fixed asset in K_40/K_41', () => {
    const { purchase, selfAssessedSale, excluded } = purchaseRowFrom(cost());
    expect(purchase?.amounts).toEqual({ K_42: 500_000, K_43: 115_000 });
    expect(selfAssessedSale).toBeNull();
    expect(excluded).toBeNull();
    expect(purchaseRowFrom(cost({ fixedAsset: true })).purchase?.amounts).toEqual({
      K_40: 500_000,
      K_41: 115_000,
    });
  });

  it('counts only taxed lines: an exempt-only cost has no row', () => {
    const mixed = purchaseRowFrom(
      cost({
        rateTotals: [
          { rate: '23', net: 1000, vat: 230 },
          { rate: 'zw', net: 5000, vat: 0 },
        ],
      }),
    );
    expect(mixed.purchase?.amounts).toEqual({ K_42: 1000, K_43: 230 });
    const exempt = purchaseRowFrom(cost({ rateTotals: [{ rate: 'zw', net: 5000, vat: 0 }] }));
    expect(exempt.purchase).toBeNull();
    expect(exempt.excluded).toEqual({ reason: 'no_input_vat' });
  });

  it('halves net and VAT of a 50 % deductible vehicle cost and keeps its basis', () => {
    const { purchase } = purchaseRowFrom(
      cost({
        rateTotals: [{ rate: '23', net: 10001, vat: 2301 }],
        deductibility: { kind: 'half', basis: 'art. 86a' },
      }),
    );
    expect(purchase?.amounts).toEqual({ K_42: 5001, K_43: 1151 });
    expect(purchase?.deductibility).toEqual({ kind: 'half', basis: 'art. 86a' });
  });

  it('leaves a non-deductible cost out of the register, naming the basis', () => {
    const result = purchaseRowFrom(cost({ deductibility: { kind: 'none', basis: 'art. 88 ust. 1 pkt 4' } }));
    expect(result.purchase).toBeNull();
    expect(result.excluded).toEqual({ reason: 'non_deductible', basis: 'art. 88 ust. 1 pkt 4' });
  });

  it.each([
    ['domestic_reverse_charge', 'K_31', 'K_32'],
    ['intra_eu_goods', 'K_23', 'K_24'],
    ['eu_services', 'K_29', 'K_30'],
    ['import_services', 'K_27', 'K_28'],
    ['import_goods_33a', 'K_25', 'K_26'],
  ] as const)('self-assesses %s in %s/%s and deducts it', (acquisition, netField, vatField) => {
    const { purchase, selfAssessedSale } = purchaseRowFrom(
      cost({ acquisition, rateTotals: [{ rate: '23', net: 100_000, vat: 0 }], ksefMarker: null }),
    );
    expect(selfAssessedSale?.amounts).toEqual({ [netField]: 100_000, [vatField]: 23_000 });
    expect(selfAssessedSale?.origin).toBe('self_assessed');
    expect(selfAssessedSale?.ksef).toEqual({ kind: 'BFK' });
    expect(purchase?.amounts).toEqual({ K_42: 100_000, K_43: 23_000 });
    expect(purchase?.imported).toBe(acquisition === 'import_goods_33a');
  });

  it('self-assesses even when the VAT is not deductible', () => {
    const result = purchaseRowFrom(
      cost({
        acquisition: 'eu_services',
        deductibility: { kind: 'none', basis: 'x' },
        rateTotals: [{ rate: '23', net: 1000, vat: 0 }],
      }),
    );
    expect(result.purchase).toBeNull();
    expect(result.selfAssessedSale?.amounts).toEqual({ K_29: 1000, K_30: 230 });
  });

  it('converts a foreign-currency cost and marks an import', () => {
    const { purchase } = purchaseRowFrom(
      cost({
        acquisition: 'import_goods',
        currency: 'EUR',
        exchangeRate: exchangeRate('4.3'),
        rateTotals: [{ rate: '23', net: 1000, vat: 230, vatPln: 990 }],
      }),
    );
    expect(purchase?.amounts).toEqual({ K_42: 4300, K_43: 990 });
    expect(purchase?.imported).toBe(true);
  });

  it('keeps a supplier correction signed', () => {
    const { purchase } = purchaseRowFrom(
      cost({ isCorrection: true, rateTotals: [{ rate: '23', net: -1000, vat: -230 }] }),
    );
    expect(purchase?.amounts).toEqual({ K_42: -1000, K_43: -230 });
    expect(purchase?.correctionSign).toBe(-1);
  });

  it('reports a margin-scheme purchase gross', () => {
    const { purchase } = purchaseRowFrom(
      cost({
        marginResale: true,
        deductibility: { kind: 'none', basis: 'art. 120' },
        rateTotals: [{ rate: 'np', net: 5000, vat: 0 }],
      }),
    );
    expect(purchase?.marginPurchase).toBe(5000);
    expect(purchase?.amounts).toEqual({});
  });

  it('carries the KSeF number, document type, receipt date', () => {
    const { purchase } = purchaseRowFrom(
      cost({
        ksefNumber: '7740001454-20260205-9F8E7D-6C5B4A-83',
        documentType: 'MK',
        receiptDate: '2026-02-07',
      }),
    );
    expect(purchase?.ksef).toEqual({ kind: 'ksef', number: '7740001454-20260205-9F8E7D-6C5B4A-83' });
    expect(purchase?.documentType).toBe('MK');
    expect(purchase?.receiptDate).toBe('2026-02-07');
  });
});
