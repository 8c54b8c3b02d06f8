import { describe, expect, it } from 'vitest';
import { jpkDueDate } from './jpk-due-date.ts';

describe('jpkDueDate', () => {
  it.each([
    [2026, 2, '2026-03-25'], // Wednesday
    [2026, 3, '2026-04-27'], // the 25th is a Saturday
    [2026, 9, '2026-10-26'], // the 25th is a Sunday
    [2026, 11, '2026-12-28'], // Christmas Day on Friday, then the weekend
    [2026, 12, '2027-01-25'], // December's return is due in January of the next year
    [2027, 3, '2027-04-26'], // Sunday 25 April
  ])('%i-%i → %s', (year, month, due) => {
    expect(jpkDueDate({ year, month })).toBe(due);
  });

  it('refuses a month out of range', () => {
    expect(() => jpkDueDate({ year: 2026, month: 13 })).toThrow(RangeError);
  });
});
