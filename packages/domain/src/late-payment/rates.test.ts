import { describe, expect, it } from 'vitest';
import {
  halfYearStart,
  interestRateOn,
  maxContractualDelayRateOn,
  NBP_REFERENCE_RATES,
  referenceRateOn,
} from './rates.ts';

describe('interest-rate table', () => {
  it('is sorted by date', () => {
    const dates = NBP_REFERENCE_RATES.map((r) => r.from);
    expect([...dates].sort()).toEqual(dates);
  });

  it('gives the reference rate in force on a day', () => {
    expect(referenceRateOn('2023-10-04')).toBeNull();
    expect(referenceRateOn('2023-10-05')).toBe(575);
    expect(referenceRateOn('2025-05-07')).toBe(575);
    expect(referenceRateOn('2025-05-08')).toBe(525);
    expect(referenceRateOn('2026-03-05')).toBe(375);
  });

  it('fixes commercial rates per half-year (reference table, §4)', () => {
    expect(halfYearStart('2025-06-30')).toBe('2025-01-01');
    expect(halfYearStart('2025-07-01')).toBe('2025-07-01');
    expect(interestRateOn('commercial', '2024-03-01')).toBe(1575);
    expect(interestRateOn('commercial', '2024-09-01')).toBe(1575);
    expect(interestRateOn('commercial', '2025-06-30')).toBe(1575);
    expect(interestRateOn('commercial', '2025-07-01')).toBe(1525);
    expect(interestRateOn('commercial', '2025-12-31')).toBe(1525);
    expect(interestRateOn('commercial', '2026-01-01')).toBe(1400);
    expect(interestRateOn('commercial', '2026-07-01')).toBe(1375);
    expect(interestRateOn('commercial_healthcare', '2024-03-01')).toBe(1375);
    expect(interestRateOn('commercial_healthcare', '2025-08-01')).toBe(1325);
    expect(interestRateOn('commercial', '2023-12-31')).toBeNull();
  });

  it('changes statutory rates with every reference-rate change (reference table, §4)', () => {
    const row = [
      '2025-04-01',
      '2025-05-08',
      '2025-07-03',
      '2025-09-04',
      '2025-10-09',
      '2025-11-06',
      '2025-12-04',
      '2026-03-05',
    ];
    expect(row.map((d) => interestRateOn('statutory', d))).toEqual([
      1125, 1075, 1050, 1025, 1000, 975, 950, 925,
    ]);
    expect(interestRateOn('capital', '2025-05-08')).toBe(875);
    expect(maxContractualDelayRateOn('2025-05-08')).toBe(2150);
    expect(maxContractualDelayRateOn('2020-01-01')).toBeNull();
  });
});
