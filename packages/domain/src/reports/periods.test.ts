import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  comparedRanges,
  isMonth,
  monthsBetween,
  monthsOf,
  periodOf,
  rangeDates,
  spanOf,
} from './periods.ts';

describe('report periods', () => {
  it('finds the month, quarter and year of a month', () => {
    expect(periodOf('month', '2026-05')).toEqual({ from: '2026-05', to: '2026-05' });
    expect(periodOf('quarter', '2026-05')).toEqual({ from: '2026-04', to: '2026-06' });
    expect(periodOf('quarter', '2026-12')).toEqual({ from: '2026-10', to: '2026-12' });
    expect(periodOf('year', '2026-05')).toEqual({ from: '2026-01', to: '2026-12' });
  });

  it('compares with the months just before and the same months a year earlier', () => {
    expect(comparedRanges({ from: '2026-01', to: '2026-01' })).toEqual({
      current: { from: '2026-01', to: '2026-01' },
      previous: { from: '2025-12', to: '2025-12' },
      lastYear: { from: '2025-01', to: '2025-01' },
    });
    expect(comparedRanges({ from: '2026-01', to: '2026-03' }).previous).toEqual({
      from: '2025-10',
      to: '2025-12',
    });
    expect(comparedRanges({ from: '2025-11', to: '2026-02' }).lastYear).toEqual({
      from: '2024-11',
      to: '2025-02',
    });
  });

  it('gives the dates of a range, leap years included', () => {
    expect(rangeDates({ from: '2024-02', to: '2024-02' })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(rangeDates({ from: '2025-01', to: '2025-02' })).toEqual({ from: '2025-01-01', to: '2025-02-28' });
    expect(rangeDates({ from: '2100-02', to: '2100-02' }).to).toBe('2100-02-28');
    expect(rangeDates({ from: '2000-02', to: '2000-04' }).to).toBe('2000-04-30');
  });

  it('lists the months of a range and spans ranges', () => {
    expect(monthsOf({ from: '2025-11', to: '2026-02' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(
      spanOf([
        { from: '2026-03', to: '2026-03' },
        { from: '2025-03', to: '2025-04' },
      ]),
    ).toEqual({
      from: '2025-03',
      to: '2026-03',
    });
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-00')).toBe(false);
    expect(isMonth('2026-09')).toBe(true);
  });

  it('the previous period has the same length and ends the month before', () => {
    const month = fc.tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }));
    fc.assert(
      fc.property(month, fc.integer({ min: 0, max: 35 }), ([year, m], extra) => {
        const from = `${year}-${String(m).padStart(2, '0')}`;
        const current = { from, to: addMonths(from, extra) };
        const { previous, lastYear } = comparedRanges(current);
        expect(monthsBetween(previous)).toBe(monthsBetween(current));
        expect(addMonths(previous.to, 1)).toBe(current.from);
        expect(monthsOf(lastYear).map((x) => addMonths(x, 12))).toEqual(monthsOf(current));
      }),
    );
  });
});
