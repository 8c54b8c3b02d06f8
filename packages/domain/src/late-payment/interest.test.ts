import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, toDayNumber } from '../dates/calendar.ts';
import { money } from '../money.ts';
import { calculateInterest, calculateInterestOnPayments } from './interest.ts';

const principal = money('10000.00');

describe('late-payment interest (worked example, reference §4)', () => {
  it('10 000.00 PLN due 10 Mar 2025, paid 9 Apr 2025: 30 days at 15.75 % → 129.45', () => {
    const result = calculateInterest({
      principal,
      dueDate: '2025-03-10',
      paymentDate: '2025-04-09',
      kind: 'commercial',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        interest: money('129.45'),
        days: 30,
        periods: [
          { from: '2025-03-11', to: '2025-04-09', days: 30, rate: 1575, yearDays: 365, interest: 12945 },
        ],
        warnings: [],
      },
    });
  });

  it('gives the reference figures at the other rates', () => {
    const at = (dueDate: string, kind: 'commercial' | 'statutory') => {
      const r = calculateInterest({ principal, dueDate, paymentDate: addDays(dueDate, 30), kind });
      return r.ok ? r.value.interest : null;
    };
    expect(at('2026-03-10', 'commercial')).toBe(money('115.07')); // 14.00 %
    expect(at('2025-09-10', 'commercial')).toBe(money('125.34')); // 15.25 %
    expect(at('2025-03-10', 'statutory')).toBe(money('92.47')); // KC 11.25 %
  });

  it('splits commercial interest at 1 July', () => {
    const result = calculateInterest({
      principal,
      dueDate: '2025-06-20',
      paymentDate: '2025-07-10',
      kind: 'commercial',
    });
    expect(result.ok && result.value.periods).toEqual([
      { from: '2025-06-21', to: '2025-06-30', days: 10, rate: 1575, yearDays: 365, interest: 4315 },
      { from: '2025-07-01', to: '2025-07-10', days: 10, rate: 1525, yearDays: 365, interest: 4178 },
    ]);
    expect(result.ok && result.value.interest).toBe(8493);
  });

  it('splits statutory interest at each rate change', () => {
    const result = calculateInterest({
      principal,
      dueDate: '2025-04-30',
      paymentDate: '2025-07-10',
      kind: 'statutory',
    });
    expect(result.ok && result.value.periods.map((p) => [p.from, p.to, p.days, p.rate])).toEqual([
      ['2025-05-01', '2025-05-07', 7, 1125],
      ['2025-05-08', '2025-07-02', 56, 1075],
      ['2025-07-03', '2025-07-10', 8, 1050],
    ]);
  });

  it('merges half-years with the same rate, so 2024 is one period', () => {
    // 31.12.2023 is a Sunday: without shiftDueDate: false, art. 115 KC would move it to 2 January.
    const result = calculateInterest({
      principal,
      dueDate: '2023-12-31',
      paymentDate: '2024-12-31',
      kind: 'commercial',
      shiftDueDate: false,
    });
    expect(result.ok && result.value.periods).toHaveLength(1);
    expect(result.ok && result.value.interest).toBe(Math.round((1_000_000 * 1575 * 366) / 3_650_000));
  });

  it('counts actual days on request', () => {
    const result = calculateInterest({
      principal,
      dueDate: '2023-12-31',
      paymentDate: '2024-12-31',
      kind: 'commercial',
      dayCount: 'actual',
      shiftDueDate: false,
    });
    expect(result.ok && result.value.interest).toBe(money('1575.00'));
  });

  it('starts after an art. 115 KC shifted due date', () => {
    const due = { principal, dueDate: '2025-03-15', paymentDate: '2025-03-17', kind: 'commercial' } as const;
    expect(calculateInterest(due)).toMatchObject({ ok: true, value: { interest: 0, days: 0 } });
    expect(calculateInterest({ ...due, shiftDueDate: false })).toMatchObject({
      ok: true,
      value: { days: 2 },
    });
  });

  it('returns zero for payments on time and warns beyond the known rates', () => {
    expect(
      calculateInterest({ principal, dueDate: '2025-03-10', paymentDate: '2025-03-10', kind: 'commercial' }),
    ).toEqual({ ok: true, value: { interest: 0, days: 0, periods: [], warnings: [] } });
    const future = calculateInterest({
      principal,
      dueDate: '2026-03-10',
      paymentDate: '2026-06-10',
      kind: 'statutory',
    });
    expect(future.ok && future.value.warnings).toEqual(['rates_assumed_unchanged']);
  });

  it('refuses periods the rate table does not cover', () => {
    expect(
      calculateInterest({ principal, dueDate: '2023-01-10', paymentDate: '2023-12-01', kind: 'statutory' }),
    ).toEqual({
      ok: false,
      reason: 'rate_unknown',
    });
    const custom = [{ from: '2020-01-01', rate: 10 }];
    expect(
      calculateInterest({
        principal,
        dueDate: '2023-01-10',
        paymentDate: '2023-01-20',
        kind: 'statutory',
        rates: custom,
      }),
    ).toMatchObject({ ok: true, value: { periods: [{ rate: 560, days: 10 }] } });
  });

  it('charges instalments until each was paid', () => {
    const result = calculateInterestOnPayments({
      principal,
      dueDate: '2025-03-10',
      kind: 'commercial',
      payments: [
        { amount: money('6000'), date: '2025-04-09' },
        { amount: money('1000'), date: '2025-03-01' },
      ],
      asOf: '2025-05-09',
    });
    expect(
      result.ok && result.value.parts.map((p) => [p.amount, p.until, p.days, p.interest, p.paid]),
    ).toEqual([
      [100000, '2025-03-01', 0, 0, true],
      [600000, '2025-04-09', 30, 7767, true],
      [300000, '2025-05-09', 60, 7767, false],
    ]);
    expect(result.ok && result.value.interest).toBe(15534);
  });

  it('property: splitting the period at any day changes the total by rounding only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2025-12-31') }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 399 }),
        (amount, dueDay, length, cut) => {
          const dueDate = fromDayNumber(dueDay);
          const base = { principal: amount, kind: 'statutory' as const, shiftDueDate: false };
          const whole = calculateInterest({ ...base, dueDate, paymentDate: fromDayNumber(dueDay + length) });
          if (!whole.ok) return;
          expect(whole.value.days).toBe(length);
          expect(whole.value.periods.reduce((s, p) => s + p.days, 0)).toBe(length);
          if (cut >= length) return;
          const first = calculateInterest({ ...base, dueDate, paymentDate: fromDayNumber(dueDay + cut) });
          const second = calculateInterest({
            ...base,
            dueDate: fromDayNumber(dueDay + cut),
            paymentDate: fromDayNumber(dueDay + length),
          });
          if (!first.ok || !second.ok) return;
          const periods = whole.value.periods.length + 1;
          expect(
            Math.abs(first.value.interest + second.value.interest - whole.value.interest),
          ).toBeLessThanOrEqual(periods);
        },
      ),
    );
  });
});
