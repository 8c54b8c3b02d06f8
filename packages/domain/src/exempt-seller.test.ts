import { describe, expect, it } from 'vitest';
import { ratesChargingVat } from './exempt-seller.ts';

describe('rates an exempt seller would charge VAT at (art. 108)', () => {
  it('names each percentage once and ignores 0 %, zw and np', () => {
    expect(
      ratesChargingVat([
        { vatRate: '23' },
        { vatRate: 'zw' },
        { vatRate: '8' },
        { vatRate: '23' },
        { vatRate: '0' },
        { vatRate: 'np I' },
      ]),
    ).toEqual(['23 %', '8 %']);
    expect(ratesChargingVat([{ vatRate: 'zw' }])).toEqual([]);
  });
});
