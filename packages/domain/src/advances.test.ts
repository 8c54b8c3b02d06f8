import { describe, expect, it } from 'vitest';
import { settleAdvances } from './advances.ts';

describe('settleAdvances', () => {
  it('deducts advances rate by rate and keeps rates in statutory order', () => {
    const order = [
      { vatRate: '8' as const, net: 10_000, vat: 800, gross: 10_800 },
      { vatRate: '23' as const, net: 100_000, vat: 23_000, gross: 123_000 },
    ];
    const advances = [
      [{ vatRate: '23' as const, net: 40_000, vat: 9_200, gross: 49_200 }],
      [{ vatRate: '23' as const, net: 10_000, vat: 2_300, gross: 12_300 }],
    ];
    const result = settleAdvances(order, advances);
    expect(result.deducted).toEqual([{ vatRate: '23', net: 50_000, vat: 11_500, gross: 61_500 }]);
    expect(result.remaining).toEqual([
      { vatRate: '23', net: 50_000, vat: 11_500, gross: 61_500 },
      { vatRate: '8', net: 10_000, vat: 800, gross: 10_800 },
    ]);
    expect(result.remainingTotal).toEqual({ net: 60_000, vat: 12_300, gross: 72_300 });
    expect(result.deductedTotal).toEqual({ net: 50_000, vat: 11_500, gross: 61_500 });
  });

  it('without advances the remainder is the order', () => {
    const order = [{ vatRate: '23' as const, net: 100, vat: 23, gross: 123 }];
    expect(settleAdvances(order, []).remaining).toEqual(order);
    expect(settleAdvances(order, []).deductedTotal).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it('an advance at a rate the order lacks shows as a negative remainder', () => {
    const result = settleAdvances([], [[{ vatRate: '8', net: 100, vat: 8, gross: 108 }]]);
    expect(result.remaining).toEqual([{ vatRate: '8', net: -100, vat: -8, gross: -108 }]);
  });
});
