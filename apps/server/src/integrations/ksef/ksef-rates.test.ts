import type { KsefTotalsBucket } from '@saldo/domain/vat-rates';
import { describe, expect, it } from 'vitest';
import type { KsefRateAmounts } from './ksef-invoice.ts';
import { rateOfBucket, rateOfLineCode, ratesFromBuckets, refineLineRate } from './ksef-rates.ts';

describe('KSeF rates: P_12 codes', () => {
  it('reads every FA(3) code', () => {
    const codes = ['23', '22', '8', '7', '5', '4', '3', '0 KR', '0 WDT', '0 EX', 'zw', 'oo', 'np I', 'np II'];
    expect(codes.map(rateOfLineCode)).toEqual([
      '23',
      '22',
      '8',
      '7',
      '5',
      '4',
      '3',
      '0',
      '0 WDT',
      '0 EX',
      'zw',
      'oo',
      'np I',
      'np II',
    ]);
  });

  it("reads FA(2)'s bare '0' and 'np', and nothing else", () => {
    expect(rateOfLineCode('0')).toBe('0');
    expect(rateOfLineCode('np')).toBe('np');
    expect(rateOfLineCode('')).toBeNull();
    expect(rateOfLineCode('19')).toBeNull();
  });
});

describe('KSeF rates: buckets', () => {
  it('gives each single-rate bucket its rate', () => {
    const buckets: KsefTotalsBucket[] = ['3', '6_1', '6_2', '6_3', '7', '9', '10'];
    expect(buckets.map((bucket) => rateOfBucket(bucket, []))).toEqual([
      '5',
      '0',
      '0 WDT',
      '0 EX',
      'zw',
      'np II',
      'oo',
    ]);
  });

  it('takes the historic rate of a shared bucket only when the lines use it', () => {
    expect(rateOfBucket('1', ['22'])).toBe('22');
    expect(rateOfBucket('2', ['7', 'zw'])).toBe('7');
    expect(rateOfBucket('4', ['3'])).toBe('3');
    expect(rateOfBucket('8', ['np I'])).toBe('np I');
  });

  it('takes the current rate without lines, or when lines use both', () => {
    expect(rateOfBucket('1', [])).toBe('23');
    expect(rateOfBucket('1', ['23', '22'])).toBe('23');
    expect(rateOfBucket('2', ['5'])).toBe('8');
    // The taxi flat rate is not offered for new invoices, yet it is the current one in its bucket.
    expect(rateOfBucket('4', [])).toBe('4');
    expect(rateOfBucket('8', [])).toBe('np I');
  });

  it('drops empty buckets and orders the rest as VAT_RATE_CODES', () => {
    const rates = ratesFromBuckets(
      [
        { bucket: '7', net: 30000, vat: 0, vatPln: null },
        { bucket: '6_1', net: 0, vat: 0, vatPln: null },
        { bucket: '2', net: 0, vat: -12, vatPln: null },
        { bucket: '1', net: 200000, vat: 46000, vatPln: 200000 },
      ],
      [],
    );
    expect(rates.map((rate) => rate.vatRate)).toEqual(['23', '8', 'zw']);
  });
});

describe("KSeF rates: FA(2)'s ambiguous line codes", () => {
  const byRate = (...codes: KsefRateAmounts['vatRate'][]): KsefRateAmounts[] =>
    codes.map((vatRate) => ({ vatRate, net: 100, vat: 0, vatPln: null }));

  it('follows the only bucket of the same kind', () => {
    expect(refineLineRate('0', 'FA(2)', byRate('23', '0 WDT'))).toBe('0 WDT');
    expect(refineLineRate('np', 'FA(2)', byRate('np II'))).toBe('np II');
  });

  it('keeps the generic rate when buckets leave it open, and never touches FA(3)', () => {
    expect(refineLineRate('0', 'FA(2)', byRate('0', '0 EX'))).toBe('0');
    expect(refineLineRate('0', 'FA(2)', [])).toBe('0');
    expect(refineLineRate('0', 'FA(3)', byRate('0 WDT'))).toBe('0');
    expect(refineLineRate('23', 'FA(2)', byRate('22'))).toBe('23');
    expect(refineLineRate(null, 'FA(2)', byRate('0 WDT'))).toBeNull();
  });
});
