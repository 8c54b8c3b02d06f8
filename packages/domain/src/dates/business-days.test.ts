import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  effectiveDeadline,
  isBusinessDay,
  lastBusinessDayOfMonth,
  nbpRateDate,
  nextBusinessDay,
  previousBusinessDay,
} from './business-days.ts';
import { isWeekend } from './holidays.ts';

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isWeekend('2025-03-15')).toBe(true);
    expect(isBusinessDay('2025-04-21')).toBe(false);
    expect(isBusinessDay('2025-04-22')).toBe(true);
    expect(previousBusinessDay('2025-04-22')).toBe('2025-04-18');
    expect(nextBusinessDay('2025-04-18')).toBe('2025-04-22');
    expect(addBusinessDays('2025-04-17', 2)).toBe('2025-04-22');
    expect(addBusinessDays('2025-04-22', -2)).toBe('2025-04-17');
    expect(addBusinessDays('2025-04-21', 0)).toBe('2025-04-21');
  });

  it('finds the NBP rate date: the last business day before', () => {
    expect(nbpRateDate('2025-03-11')).toBe('2025-03-10');
    expect(nbpRateDate('2025-03-10')).toBe('2025-03-07');
    expect(nbpRateDate('2025-01-02')).toBe('2024-12-31');
    expect(nbpRateDate('2025-12-29')).toBe('2025-12-23');
    expect(nbpRateDate('2024-12-27')).toBe('2024-12-24');
    expect(nbpRateDate('2025-05-05')).toBe('2025-05-02');
  });

  it('finds the last business day of a month', () => {
    expect(lastBusinessDayOfMonth(2025, 2)).toBe('2025-02-28');
    expect(lastBusinessDayOfMonth(2025, 8)).toBe('2025-08-29');
    expect(lastBusinessDayOfMonth(2025, 12)).toBe('2025-12-31');
    expect(lastBusinessDayOfMonth(2024, 3)).toBe('2024-03-29');
  });

  it('moves deadlines off Saturdays and days off (art. 115 KC)', () => {
    expect(effectiveDeadline('2025-03-14')).toBe('2025-03-14');
    expect(effectiveDeadline('2025-03-15')).toBe('2025-03-17');
    expect(effectiveDeadline('2025-11-01')).toBe('2025-11-03');
    expect(effectiveDeadline('2025-12-24')).toBe('2025-12-29');
  });
});
