import { describe, expect, it } from 'vitest';
import { VAT_RATE_CODES } from '../vat-rates.ts';
import { FA3_RATE_CODES } from './fa3-model.ts';
import { fa3Amounts, fa3RateCode, isReverseChargeRate } from './fa3-rates.ts';

const PLN = { foreignCurrency: false, margin: false };

describe('FA(3) rate codes', () => {
  it('gives every domain rate a P_12 code the schema knows', () => {
    for (const rate of VAT_RATE_CODES) expect(FA3_RATE_CODES).toContain(fa3RateCode(rate));
  });

  it('maps the domestic 0 % to "0 KR" and the generic "np" to "np I"', () => {
    expect(fa3RateCode('0')).toBe('0 KR');
    expect(fa3RateCode('np')).toBe('np I');
    expect(fa3RateCode('np II')).toBe('np II');
    expect(fa3RateCode('23')).toBe('23');
    expect(fa3RateCode('oo')).toBe('oo');
  });

  it('marks domestic reverse charge and art. 100 services as "odwrotne obciążenie"', () => {
    expect(VAT_RATE_CODES.filter(isReverseChargeRate)).toEqual(['np II', 'oo']);
  });
});

describe('FA(3) buckets from per-rate totals', () => {
  it('puts each rate in its bucket, with VAT where the rate has it', () => {
    expect(
      fa3Amounts(
        [
          { vatRate: '23', net: 150_000, vat: 34_500 },
          { vatRate: '8', net: 10_000, vat: 800 },
          { vatRate: '5', net: 100, vat: 5 },
          { vatRate: '4', net: 1_000, vat: 40 },
          { vatRate: '0', net: 1, vat: 0 },
          { vatRate: '0 WDT', net: 2, vat: 0 },
          { vatRate: '0 EX', net: 3, vat: 0 },
          { vatRate: 'zw', net: 4, vat: 0 },
          { vatRate: 'np', net: 5, vat: 0 },
          { vatRate: 'np II', net: 6, vat: 0 },
          { vatRate: 'oo', net: 7, vat: 0 },
        ],
        PLN,
      ),
    ).toEqual({
      basic: { net: 150_000, vat: 34_500 },
      reduced1: { net: 10_000, vat: 800 },
      reduced2: { net: 100, vat: 5 },
      taxi: { net: 1_000, vat: 40 },
      zeroDomestic: 1,
      zeroIntraEu: 2,
      zeroExport: 3,
      exempt: 4,
      outsideCountry: 5,
      euServices: 6,
      reverseCharge: 7,
    });
  });

  it('adds up rates that share a bucket (23 and 22 %, np and np I)', () => {
    expect(
      fa3Amounts(
        [
          { vatRate: '23', net: 100, vat: 23 },
          { vatRate: '22', net: 100, vat: 22 },
          { vatRate: 'np', net: 1, vat: 0 },
          { vatRate: 'np I', net: 2, vat: 0 },
        ],
        PLN,
      ),
    ).toEqual({ basic: { net: 200, vat: 45 }, outsideCountry: 3 });
  });

  it('adds VAT in PLN (P_14_xW) on a foreign-currency invoice only', () => {
    const rates = [{ vatRate: '23' as const, net: 1_356_000, vat: 311_880, vatPln: 1_376_814 }];
    expect(fa3Amounts(rates, { foreignCurrency: true, margin: false })).toEqual({
      basic: { net: 1_356_000, vat: 311_880, vatPln: 1_376_814 },
    });
    expect(fa3Amounts(rates, PLN)).toEqual({ basic: { net: 1_356_000, vat: 311_880 } });
  });

  it('keeps negative differences (corrections) and leaves out buckets that net to zero', () => {
    expect(
      fa3Amounts(
        [
          { vatRate: '23', net: -16_260, vat: -3_740 },
          { vatRate: '8', net: 0, vat: 0 },
          { vatRate: 'zw', net: 0, vat: 0 },
        ],
        PLN,
      ),
    ).toEqual({ basic: { net: -16_260, vat: -3_740 } });
    expect(fa3Amounts([], PLN)).toEqual({});
  });

  it('keeps a bucket whose net is zero while its VAT is not (a VAT-only correction)', () => {
    expect(fa3Amounts([{ vatRate: '23', net: 0, vat: 1 }], PLN)).toEqual({ basic: { net: 0, vat: 1 } });
  });

  it('puts the whole gross of a margin invoice in P_13_11, whatever the rates', () => {
    expect(
      fa3Amounts(
        [
          { vatRate: 'np', net: 2_000_000, vat: 0 },
          { vatRate: '23', net: 100, vat: 23 },
        ],
        { foreignCurrency: true, margin: true },
      ),
    ).toEqual({ margin: 2_000_123 });
    expect(fa3Amounts([{ vatRate: 'np', net: 0, vat: 0 }], { foreignCurrency: false, margin: true })).toEqual(
      {},
    );
  });
});
