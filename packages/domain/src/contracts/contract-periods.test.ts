import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeDaysInMonth,
  civilPeriodProblem,
  employmentPeriodProblem,
  isActiveInMonth,
  isActiveOn,
  lastDayOf,
  periodsOverlap,
} from './contract-periods.ts';

describe('lastDayOf and isActiveOn', () => {
  it('takes the sooner of the agreed end and the termination', () => {
    expect(lastDayOf({ startDate: '2026-01-01', endDate: null })).toBeNull();
    expect(lastDayOf({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBe('2026-12-31');
    expect(lastDayOf({ startDate: '2026-01-01', endDate: '2026-12-31', terminatedOn: '2026-10-31' })).toBe(
      '2026-10-31',
    );
    expect(lastDayOf({ startDate: '2026-01-01', endDate: null, terminatedOn: '2026-10-31' })).toBe(
      '2026-10-31',
    );
  });

  it('is active from the start through the last day, not after', () => {
    const period = { startDate: '2026-03-10', endDate: null, terminatedOn: '2026-11-30' };
    expect(isActiveOn(period, '2026-03-09')).toBe(false);
    expect(isActiveOn(period, '2026-03-10')).toBe(true);
    expect(isActiveOn(period, '2026-11-30')).toBe(true);
    expect(isActiveOn(period, '2026-12-01')).toBe(false);
  });
});

describe('activeDaysInMonth', () => {
  const period = { startDate: '2026-03-10', endDate: null, terminatedOn: '2026-11-15' };

  it('cuts the month at the start and the last day', () => {
    expect(activeDaysInMonth(period, 2026, 2)).toBeNull();
    expect(activeDaysInMonth(period, 2026, 3)).toEqual({ from: '2026-03-10', to: '2026-03-31' });
    expect(activeDaysInMonth(period, 2026, 6)).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(activeDaysInMonth(period, 2026, 11)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(activeDaysInMonth(period, 2026, 12)).toBeNull();
  });

  it('stops an ended contract feeding the months after its last day', () => {
    expect(isActiveInMonth(period, 2026, 11)).toBe(true);
    expect(isActiveInMonth(period, 2026, 12)).toBe(false);
    expect(isActiveInMonth({ startDate: '2026-02-28', endDate: '2026-02-28' }, 2026, 2)).toBe(true);
    expect(isActiveInMonth({ startDate: '2026-02-28', endDate: '2026-02-28' }, 2026, 3)).toBe(false);
    expect(isActiveInMonth({ startDate: '2024-01-01', endDate: null }, 2028, 2)).toBe(true);
  });
});

describe('periodsOverlap', () => {
  it('finds a common day, open ends included', () => {
    const a = { startDate: '2026-01-01', endDate: '2026-06-30' };
    expect(periodsOverlap(a, { startDate: '2026-06-30', endDate: null })).toBe(true);
    expect(periodsOverlap(a, { startDate: '2026-07-01', endDate: null })).toBe(false);
    expect(periodsOverlap(a, { startDate: '2025-01-01', endDate: '2025-12-31' })).toBe(false);
    expect(periodsOverlap(a, { startDate: '2025-01-01', endDate: null })).toBe(true);
    expect(
      periodsOverlap({ startDate: '2026-01-01', endDate: null }, { startDate: '2030-01-01', endDate: null }),
    ).toBe(true);
    expect(
      periodsOverlap(
        { startDate: '2026-01-01', endDate: null, terminatedOn: '2026-03-31' },
        { startDate: '2026-04-01', endDate: null },
      ),
    ).toBe(false);
  });

  it('is symmetric and agrees with a day-by-day check (property)', () => {
    const day = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const period = fc
      .tuple(day, fc.option(day, { nil: null }))
      .filter(([start, end]) => end === null || end >= start)
      .map(([startDate, endDate]) => ({ startDate, endDate }));
    fc.assert(
      fc.property(period, period, (a, b) => {
        let common = false;
        for (let n = 0; n <= 61 && !common; n += 1) {
          const date = new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
          common = isActiveOn(a, date) && isActiveOn(b, date);
        }
        // Open-ended periods both running past the window still overlap.
        const open = lastDayOf(a) === null && lastDayOf(b) === null;
        expect(periodsOverlap(a, b)).toBe(common || open);
        expect(periodsOverlap(b, a)).toBe(periodsOverlap(a, b));
      }),
    );
  });
});

describe('employmentPeriodProblem', () => {
  it('wants no end for an indefinite contract and an end for the others', () => {
    expect(employmentPeriodProblem('indefinite', '2026-01-01', null)).toBeNull();
    expect(employmentPeriodProblem('indefinite', '2026-01-01', '2026-12-31')).toBe('endDateNotAllowed');
    expect(employmentPeriodProblem('fixed_term', '2026-01-01', null)).toBe('endDateRequired');
    expect(employmentPeriodProblem('trial', '2026-01-01', null)).toBe('endDateRequired');
    expect(employmentPeriodProblem('fixed_term', '2026-01-02', '2026-01-01')).toBe('endBeforeStart');
  });

  it('limits a trial to 3 months and a fixed term to 33 months', () => {
    expect(employmentPeriodProblem('trial', '2026-01-01', '2026-03-31')).toBeNull();
    expect(employmentPeriodProblem('trial', '2026-01-01', '2026-04-01')).toBe('trialTooLong');
    expect(employmentPeriodProblem('fixed_term', '2026-01-01', '2028-09-30')).toBeNull();
    expect(employmentPeriodProblem('fixed_term', '2026-01-01', '2028-10-01')).toBe('fixedTermTooLong');
  });

  it('lets a civil contract be open-ended but not end before it starts', () => {
    expect(civilPeriodProblem('2026-01-01', null)).toBeNull();
    expect(civilPeriodProblem('2026-01-01', '2026-01-01')).toBeNull();
    expect(civilPeriodProblem('2026-01-02', '2026-01-01')).toBe('endBeforeStart');
  });
});
