import { describe, expect, it } from 'vitest';
import {
  CURRENT_VAT_RATE_CODES,
  isVatRateCode,
  needsSellerVatPrefix,
  suggestedRatesForBuyer,
  VAT_RATE_CODES,
  VAT_RATES,
  vatRateOrder,
} from './vat-rates.ts';

describe('VAT rates', () => {
  it('maps to FA(3) codes and buckets', () => {
    expect(VAT_RATES['0'].ksefCode).toBe('0 KR');
    expect(VAT_RATES['22'].ksefBucket).toBe('1');
    expect(VAT_RATES['7'].ksefBucket).toBe('2');
    expect(VAT_RATES['3'].historic).toBe(true);
    expect(VAT_RATES.oo.annotation).toBe('odwrotne obciążenie');
    expect(isVatRateCode('23')).toBe(true);
    expect(isVatRateCode('24')).toBe(false);
    expect(isVatRateCode('toString')).toBe(false);
  });

  it('describes every code consistently', () => {
    for (const code of VAT_RATE_CODES) {
      const info = VAT_RATES[code];
      expect(info.code).toBe(code);
      expect(info.kind === 'taxed').toBe(info.percent > 0);
      expect(vatRateOrder(code)).toBe(VAT_RATE_CODES.indexOf(code));
    }
    expect(CURRENT_VAT_RATE_CODES.every((code) => !VAT_RATES[code].historic)).toBe(true);
  });
});

describe('rates for cross-border sales', () => {
  it('offers the three 0 % rates and both "np" rates apart, and no longer the ambiguous "np"', () => {
    for (const code of ['0', '0 WDT', '0 EX', 'np I', 'np II'] as const) {
      expect(CURRENT_VAT_RATE_CODES).toContain(code);
    }
    expect(CURRENT_VAT_RATE_CODES).not.toContain('np');
    // A stored 'np' line still reads, and still goes to KSeF as np I.
    expect(isVatRateCode('np')).toBe(true);
    expect(VAT_RATES.np.ksefCode).toBe('np I');
  });

  it('needs the seller’s PL prefix for an intra-EU supply and for EU B2B services only', () => {
    expect(needsSellerVatPrefix(['23', '0 WDT'])).toBe(true);
    expect(needsSellerVatPrefix(['np II'])).toBe(true);
    expect(needsSellerVatPrefix(['0 EX', 'np I', '0', '23', 'np'])).toBe(false);
  });

  it('suggests WDT / np II for an EU VAT number, export / np I outside the EU, nothing at home', () => {
    expect(suggestedRatesForBuyer({ country: 'de', vatNumber: 'DE811569869' })).toEqual({
      goods: '0 WDT',
      services: 'np II',
    });
    expect(suggestedRatesForBuyer({ country: 'GR', vatNumber: 'EL123456789' })?.goods).toBe('0 WDT');
    // An EU consumer is taxed in Poland.
    expect(suggestedRatesForBuyer({ country: 'FR', vatNumber: ' ' })).toBeNull();
    expect(suggestedRatesForBuyer({ country: 'US', vatNumber: '' })).toEqual({
      goods: '0 EX',
      services: 'np I',
    });
    expect(suggestedRatesForBuyer({ country: 'PL', vatNumber: '6783014227' })).toBeNull();
    expect(suggestedRatesForBuyer({ country: '', vatNumber: '' })).toBeNull();
  });
});
