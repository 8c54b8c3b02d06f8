import { describe, expect, it } from 'vitest';
import { forDateTimeInput, monthWindow, numericDate, wallDateTime, wallTime } from './date-formats.ts';

describe('the gallery date formats', () => {
  it('print a date as dd.mm.rrrr in Polish and German, month first in English', () => {
    expect(numericDate('2026-03-01', 'pl')).toBe('01.03.2026');
    expect(numericDate('2026-03-01', 'de')).toBe('01.03.2026');
    expect(numericDate('2026-03-01', 'en')).toBe('03/01/2026');
    expect(numericDate('not a date', 'pl')).toBe('not a date');
  });

  it('read times on the wall clock, whatever the browser’s zone', () => {
    expect(wallTime('09:30', 'pl')).toBe('09:30');
    expect(wallDateTime('2026-03-30T09:00', 'pl')).toBe('30 mar 2026, 09:00');
  });

  it('turn the calendar’s times into datetime-local values and ask for the month around today', () => {
    expect(forDateTimeInput('2026-03-30T09:00:00+02:00')).toBe('2026-03-30T09:00');
    expect(forDateTimeInput('2026-03-30')).toBe('2026-03-30');
    expect(monthWindow('2026-12-15')).toEqual({ start: '2026-12-01T00:00:00', end: '2027-01-01T00:00:00' });
    expect(monthWindow('2026-03-15')).toEqual({ start: '2026-03-01T00:00:00', end: '2026-04-01T00:00:00' });
  });
});
