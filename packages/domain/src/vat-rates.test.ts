import { describe, expect, it } from 'vitest';
import {
  CURRENT_VAT_RATE_CODES,
  isVatRateCode,
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
