import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  calendarDate,
  compareDates,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  endOfMonth,
  fromDayNumber,
  isIsoDate,
  isLeapYear,
  maxDate,
  minDate,
  parseIsoDate,
  startOfMonth,
  toDayNumber,
  toIsoDate,
} from './calendar.ts';

const arbDay = fc.integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2199-12-31') });

describe('calendar dates', () => {
  it('parses and validates ISO dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-2-1')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(isIsoDate('2025-04-31')).toBe(false);
    expect(() => calendarDate('31.12.2025')).toThrow(RangeError);
    expect(toIsoDate(2025, 3, 9)).toBe('2025-03-09');
    expect(() => toIsoDate(2025, 2, 30)).toThrow(RangeError);
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 4)).toBe(30);
  });

  it('adds months end-of-month safe', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 2)).toBe('2025-03-31');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('counts days and weekdays', () => {
    expect(daysBetween('2025-03-10', '2025-04-09')).toBe(30);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(dayOfWeek('2025-03-10')).toBe(1);
    expect(dayOfWeek('2025-03-15')).toBe(6);
    expect(dayOfWeek('2025-03-16')).toBe(7);
    expect(dayOfWeek('1969-12-29')).toBe(1);
    expect(startOfMonth('2025-02-14')).toBe('2025-02-01');
    expect(endOfMonth('2024-02-14')).toBe('2024-02-29');
    expect(compareDates('2025-01-02', '2025-01-10')).toBe(-1);
    expect(minDate('2025-01-02', '2025-01-10')).toBe('2025-01-02');
    expect(maxDate('2025-01-02', '2025-01-10')).toBe('2025-01-10');
  });

  it('property: day numbers agree with Date.UTC and round-trip', () => {
    fc.assert(
      fc.property(arbDay, (n) => {
        const date = fromDayNumber(n);
        expect(toDayNumber(date)).toBe(n);
        expect(new Date(n * 86_400_000).toISOString().slice(0, 10)).toBe(date);
        expect(dayOfWeek(date)).toBe(((new Date(n * 86_400_000).getUTCDay() + 6) % 7) + 1);
      }),
    );
  });

  it('property: addDays and daysBetween are inverse; addMonths never overflows the month', () => {
    fc.assert(
      fc.property(
        arbDay,
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: -60, max: 60 }),
        (n, d, m) => {
          const date = fromDayNumber(n);
          expect(daysBetween(date, addDays(date, d))).toBe(d);
          const moved = addMonths(date, m);
          const { year, month, day } = calendarDate(date);
          const target = calendarDate(moved);
          expect((target.year - year) * 12 + target.month - month).toBe(m);
          expect(target.day).toBe(Math.min(day, daysInMonth(target.year, target.month)));
        },
      ),
    );
  });
});
