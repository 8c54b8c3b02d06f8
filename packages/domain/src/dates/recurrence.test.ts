import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromDayNumber, toDayNumber } from './calendar.ts';
import {
  isRepeatPeriod,
  nextOccurrence,
  nthOccurrence,
  occurrencesBetween,
  type RepeatPeriod,
} from './recurrence.ts';

describe('repeating invoices', () => {
  it('never drifts after a short month', () => {
    const dates = [0, 1, 2, 3, 4].map((n) => nthOccurrence('2025-01-31', 'monthly', n));
    expect(dates).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    expect(nthOccurrence('2023-11-30', 'quarter', 1)).toBe('2024-02-29');
    expect(nthOccurrence('2025-01-31', 'do_not_repeat', 1)).toBeNull();
    expect(nthOccurrence('2025-01-31', 'do_not_repeat', 0)).toBe('2025-01-31');
    expect(() => nthOccurrence('2025-01-31', 'monthly', -1)).toThrow(RangeError);
    expect(isRepeatPeriod('quarter')).toBe(true);
    expect(isRepeatPeriod('weekly')).toBe(false);
  });

  it('finds the next occurrence', () => {
    expect(nextOccurrence('2025-01-31', 'monthly', '2025-03-15')).toBe('2025-03-31');
    expect(nextOccurrence('2025-01-31', 'monthly', '2025-03-31')).toBe('2025-04-30');
    expect(nextOccurrence('2025-01-31', 'quarter', '2025-01-31')).toBe('2025-04-30');
    expect(nextOccurrence('2025-05-01', 'monthly', '2025-01-01')).toBe('2025-05-01');
    expect(nextOccurrence('2025-01-31', 'do_not_repeat', '2025-02-01')).toBeNull();
    expect(occurrencesBetween('2025-01-31', 'quarter', '2025-02-01', '2025-12-31')).toEqual([
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
    ]);
  });

  it('property: the next occurrence is after `after` and its predecessor is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: toDayNumber('2000-01-01'), max: toDayNumber('2030-12-31') }),
        fc.integer({ min: 0, max: 4000 }),
        fc.constantFrom<RepeatPeriod>('monthly', 'quarter'),
        (start, offset, period) => {
          const first = fromDayNumber(start);
          const after = fromDayNumber(start + offset);
          const next = nextOccurrence(first, period, after);
          expect(next !== null && next > after).toBe(true);
          const all = occurrencesBetween(first, period, first, next ?? first);
          expect(all[all.length - 1]).toBe(next);
          const previous = all[all.length - 2];
          if (previous !== undefined) expect(previous <= after).toBe(true);
        },
      ),
    );
  });
});
