import { describe, expect, it } from 'vitest';
import { easterSunday, holidayName, isPublicHoliday, polishHolidays } from './holidays.ts';

describe('Polish public holidays', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('lists 2025 with Easter-based days and the new 24 December', () => {
    expect(polishHolidays(2025).map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-20',
      '2025-04-21',
      '2025-05-01',
      '2025-05-03',
      '2025-06-08',
      '2025-06-19',
      '2025-08-15',
      '2025-11-01',
      '2025-11-11',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
    ]);
    expect(holidayName('2025-06-19')).toBe('Boże Ciało');
    expect(holidayName('2025-06-20')).toBeNull();
  });

  it('applies the year-dependent rules', () => {
    expect(isPublicHoliday('2024-12-24')).toBe(false);
    expect(isPublicHoliday('2025-12-24')).toBe(true);
    expect(isPublicHoliday('2010-01-06')).toBe(false);
    expect(isPublicHoliday('2011-01-06')).toBe(true);
    expect(isPublicHoliday('2018-11-12')).toBe(true);
    expect(isPublicHoliday('2019-11-12')).toBe(false);
    expect(polishHolidays(2024)).toHaveLength(13);
  });
});
