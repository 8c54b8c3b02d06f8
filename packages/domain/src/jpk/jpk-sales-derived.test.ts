import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../exchange-rate.ts';
import { grossMarginOf } from './jpk-margin.ts';
import { salesRowFrom } from './jpk-sales-row.ts';
import { salesDocument } from './jpk-test-builders.ts';

describe('salesRowFrom: a final invoice deducts its advances rate by rate', () => {
  // Order: 10 000,00 net at 23 % (VAT 2 300,00) and 5 000,00 net at 8 % (VAT 400,00).
  // Advance 1 (March): 2 000,00 at 23 % (460,00) + 1 000,00 at 8 % (80,00).
  // Advance 2 (April): 2 000,00 at 23 % (460,00).
  // Final (May) reports 23 %: 10 000 − 4 000 = 6 000,00 net, 2 300 − 920 = 1 380,00 VAT;
  //                      8 %:  5 000 − 1 000 = 4 000,00 net,   400 −  80 =   320,00 VAT.
  // One sum of 5 000,00 net spread by the order's shares would give 23 %: 6 666,67 and 8 %: 3 333,33.
  const final = salesDocument({
    rateTotals: [
      { rate: '23', net: 1_000_000, vat: 230_000 },
      { rate: '8', net: 500_000, vat: 40_000 },
    ],
    advances: [
      {
        exchangeRate: null,
        rateTotals: [
          { rate: '23', net: 200_000, vat: 46_000 },
          { rate: '8', net: 100_000, vat: 8_000 },
        ],
      },
      { exchangeRate: null, rateTotals: [{ rate: '23', net: 200_000, vat: 46_000 }] },
    ],
  });

  it('leaves in each rate only what the advances of that rate did not tax', () => {
    expect(salesRowFrom(final).amounts).toEqual({
      K_19: 600_000,
      K_20: 138_000,
      K_17: 400_000,
      K_18: 32_000,
    });
  });

  it('the final row and its advances together equal the whole order, per rate', () => {
    const advanceRows = (final.advances ?? []).map((advance, index) =>
      salesRowFrom(salesDocument({ id: `adv-${index}`, rateTotals: advance.rateTotals })),
    );
    const sum = (field: 'K_17' | 'K_18' | 'K_19' | 'K_20') =>
      [salesRowFrom(final), ...advanceRows].reduce((total, row) => total + (row.amounts[field] ?? 0), 0);
    expect([sum('K_19'), sum('K_20'), sum('K_17'), sum('K_18')]).toEqual([
      1_000_000, 230_000, 500_000, 40_000,
    ]);
  });

  it('converts each advance at its own exchange rate', () => {
    const row = salesRowFrom(
      salesDocument({
        currency: 'EUR',
        exchangeRate: exchangeRate('4.3000'),
        rateTotals: [{ rate: '23', net: 100_000, vat: 23_000 }],
        advances: [
          { exchangeRate: exchangeRate('4.2000'), rateTotals: [{ rate: '23', net: 40_000, vat: 9_200 }] },
        ],
      }),
    );
    // 1 000 EUR × 4,30 − 400 EUR × 4,20 = 4 300 − 1 680 = 2 620,00; VAT 989,00 − 386,40 = 602,60.
    expect(row.amounts).toEqual({ K_19: 262_000, K_20: 60_260 });
  });
});

describe('salesRowFrom: procedure markers from the document', () => {
  it('marks WSTO_EE for an "np" sale to a consumer in another EU country', () => {
    const row = salesRowFrom(
      salesDocument({
        buyer: { taxId: null, countryCode: null, name: 'Hans Müller', country: 'DE' },
        rateTotals: [{ rate: 'np', net: 50_000, vat: 0 }],
      }),
    );
    expect(row.procedures).toEqual(['WSTO_EE']);
  });

  it.each([
    ['a business buyer', { taxId: 'DE811128135', countryCode: 'DE', name: 'GmbH', country: 'DE' }, 'np'],
    ['a Polish consumer', { taxId: null, countryCode: null, name: 'Jan', country: 'PL' }, 'np'],
    ['a consumer outside the EU', { taxId: null, countryCode: null, name: 'Bob', country: 'US' }, 'np'],
    ['an EU consumer taxed in Poland', { taxId: null, countryCode: null, name: 'Hans', country: 'DE' }, '23'],
  ] as const)('not for %s', (_, buyer, rate) => {
    const row = salesRowFrom(salesDocument({ buyer, rateTotals: [{ rate, net: 50_000, vat: 0 }] }));
    expect(row.procedures).toEqual([]);
  });

  it('keeps the user-given markers beside the derived ones, in schema order', () => {
    const row = salesRowFrom(
      salesDocument({
        buyer: { taxId: null, countryCode: null, name: 'Anne', country: 'FR' },
        rateTotals: [{ rate: 'np', net: 50_000, vat: 0 }],
        procedures: ['TP'],
      }),
    );
    expect(row.procedures).toEqual(['WSTO_EE', 'TP']);
  });
});

describe('grossMarginOf: the margin is the sale less the purchase price', () => {
  it('subtracts each line’s purchase price; a line without one is taxed whole', () => {
    // 12 300,00 sold for, bought for 9 840,00 → 2 460,00; a 500,00 line with no purchase price → 500,00.
    expect(
      grossMarginOf([
        { gross: 1_230_000, purchaseGross: 984_000 },
        { gross: 50_000, purchaseGross: null },
      ]),
    ).toBe(296_000);
  });

  it('taxes the margin in the register: VAT inside the gross margin, MR_UZ, the gross sales', () => {
    const lines = [{ gross: 1_230_000, purchaseGross: 984_000 }];
    const row = salesRowFrom(
      salesDocument({
        rateTotals: [],
        margin: {
          scheme: 'used_goods',
          grossSales: 1_230_000,
          grossMargin: grossMarginOf(lines),
          rate: '23',
        },
      }),
    );
    // 2 460,00 × 23/123 = 460,00 VAT; 2 000,00 net.
    expect(row.amounts).toEqual({ K_19: 200_000, K_20: 46_000 });
    expect(row.procedures).toEqual(['MR_UZ']);
    expect(row.marginGross).toBe(1_230_000);
  });
});
