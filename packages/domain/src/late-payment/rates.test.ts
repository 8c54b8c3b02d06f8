import { describe, expect, it } from 'vitest';
import {
  halfYearStart,
  interestRateOn,
  maxContractualDelayRateOn,
  NBP_REFERENCE_RATES,
  referenceRateOn,
  referenceRateTable,
  REFERENCE_RATES_KNOWN_THROUGH,
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

describe('referenceRateTable: rates entered in settings', () => {
  it('replaces a shipped rate of the same day and slots new ones in by date', () => {
    const { rates, ratesKnownThrough } = referenceRateTable([
      { from: '2026-07-02', rate: 350, enteredOn: '2026-07-03' },
      { from: '2026-03-05', rate: 380, enteredOn: '2026-03-20' },
    ]);
    expect(rates.slice(-2)).toEqual([
      { from: '2026-03-05', rate: 380 },
      { from: '2026-07-02', rate: 350 },
    ]);
    expect(rates).toHaveLength(NBP_REFERENCE_RATES.length + 1);
    expect(referenceRateOn('2026-07-01', rates)).toBe(380);
    expect(referenceRateOn('2026-07-02', rates)).toBe(350);
    expect(ratesKnownThrough).toBe('2026-07-03');
  });

  it('is the shipped table, known through its own date, when nothing was entered', () => {
    expect(referenceRateTable([])).toEqual({
      rates: NBP_REFERENCE_RATES,
      ratesKnownThrough: REFERENCE_RATES_KNOWN_THROUGH,
    });
  });
});
