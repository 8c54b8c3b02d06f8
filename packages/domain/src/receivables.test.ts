import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveDeadline } from './dates/business-days.ts';
import { addDays, fromDayNumber, toDayNumber } from './dates/calendar.ts';
import { money } from './money.ts';
import {
  AGING_BUCKETS,
  agingBoundaries,
  agingBucket,
  balanceInPln,
  daysOverdue,
  daysSalesOutstanding,
  latestDueDateOverdueBy,
  OVERDUE_BANDS,
  type AgingBucket,
} from './receivables.ts';

// Dates from 2020 to 2035, so holidays of many years (Easter moves) are crossed.
const arbDate = fc
  .integer({ min: toDayNumber('2020-01-01'), max: toDayNumber('2035-12-31') })
  .map((n) => fromDayNumber(n));
const arbMoney = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('aging buckets', () => {
  it('lists the buckets in order, not due first', () => {
    expect(AGING_BUCKETS).toEqual(['not_due', '1_30', '31_60', '61_90', 'over_90']);
    expect(OVERDUE_BANDS).toEqual(AGING_BUCKETS.slice(1));
  });

  it.each<[string, string, AgingBucket]>([
    // A business-day due date: late from the next day.
    ['2026-03-31', '2026-03-30', 'not_due'],
    ['2026-03-31', '2026-03-31', 'not_due'],
    ['2026-03-31', '2026-04-01', '1_30'],
    ['2026-03-31', '2026-04-30', '1_30'], // 30 days
    ['2026-03-31', '2026-05-01', '31_60'], // 31 days
    ['2026-03-31', '2026-05-30', '31_60'], // 60
    ['2026-03-31', '2026-05-31', '61_90'], // 61
    ['2026-03-31', '2026-06-29', '61_90'], // 90
    ['2026-03-31', '2026-06-30', 'over_90'], // 91
    ['2026-03-31', '2030-01-01', 'over_90'],
    // Due on Saturday 15 March 2025: the deadline is Monday the 17th (art. 115 KC).
    ['2025-03-15', '2025-03-17', 'not_due'],
    ['2025-03-15', '2025-03-18', '1_30'],
    ['2025-03-15', '2025-04-16', '1_30'], // 30 days after the 17th
    ['2025-03-15', '2025-04-17', '31_60'],
    // Christmas Day 2025 (Thursday), then Boxing Day and a weekend: the deadline is Monday the 29th.
    ['2025-12-25', '2025-12-29', 'not_due'],
    ['2025-12-25', '2025-12-30', '1_30'],
    ['2025-12-25', '2026-01-28', '1_30'],
    ['2025-12-25', '2026-01-29', '31_60'],
    // A due date after the report's day is not due, whatever it is.
    ['2026-12-31', '2026-01-01', 'not_due'],
  ])('due %s, on %s → %s', (due, date, bucket) => {
    expect(agingBucket(due, date)).toBe(bucket);
  });

  it('counts days overdue from the effective deadline, never below zero', () => {
    expect(daysOverdue('2025-03-15', '2025-03-20')).toBe(3);
    expect(daysOverdue('2025-03-15', '2025-03-10')).toBe(0);
    expect(daysOverdue('2026-03-31', '2026-06-30')).toBe(91);
  });

  it('is the band of the days overdue, for any pair of dates', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (due, date) => {
        const days = Math.max(0, toDayNumber(date) - toDayNumber(effectiveDeadline(due)));
        const expected: AgingBucket =
          days === 0
            ? 'not_due'
            : days <= 30
              ? '1_30'
              : days <= 60
                ? '31_60'
                : days <= 90
                  ? '61_90'
                  : 'over_90';
        expect(agingBucket(due, date)).toBe(expected);
      }),
    );
  });

  it('only gets older as the report day moves on', () => {
    fc.assert(
      fc.property(arbDate, arbDate, fc.integer({ min: 0, max: 200 }), (due, date, later) => {
        const before = AGING_BUCKETS.indexOf(agingBucket(due, date));
        const after = AGING_BUCKETS.indexOf(agingBucket(due, addDays(date, later)));
        expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });
});

describe('aging boundaries (for banding in SQL by due date)', () => {
  it('gives the latest due date of each band', () => {
    // Monday 18 May 2026: 1 day overdue is a deadline of Sunday the 17th, which no due date has
    // (Saturday and Sunday move to Monday the 18th), so the latest is Friday the 15th.
    expect(agingBoundaries('2026-05-18')).toEqual({
      '1_30': '2026-05-15',
      '31_60': '2026-04-17',
      '61_90': '2026-03-18',
      over_90: '2026-02-16',
    });
    // Tuesday 19 May: Monday the 18th is 1 day late, and so are the weekend before it.
    expect(latestDueDateOverdueBy('2026-05-19', 1)).toBe('2026-05-18');
    expect(agingBucket('2026-05-16', '2026-05-19')).toBe('1_30');
  });

  it('is exactly the last due date at least that many days overdue', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 1, max: 400 }), (date, days) => {
        const boundary = latestDueDateOverdueBy(date, days);
        expect(daysOverdue(boundary, date)).toBeGreaterThanOrEqual(days);
        expect(daysOverdue(addDays(boundary, 1), date)).toBeLessThan(days);
      }),
    );
  });

  it('bands every due date as agingBucket does', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: -200, max: 200 }), (date, offset) => {
        const due = addDays(date, offset);
        const b = agingBoundaries(date);
        const byComparison: AgingBucket =
          due > b['1_30']
            ? 'not_due'
            : due > b['31_60']
              ? '1_30'
              : due > b['61_90']
                ? '31_60'
                : due > b.over_90
                  ? '61_90'
                  : 'over_90';
        expect(byComparison).toBe(agingBucket(due, date));
      }),
    );
  });
});

describe('days sales outstanding', () => {
  it.each<[string, string, number, number | null]>([
    ['100000.00', '300000.00', 90, 30],
    ['1000.00', '3000.00', 90, 30],
    ['2000.00', '3000.00', 90, 60],
    ['123.45', '1000.00', 90, 11.1], // 11.1105
    ['0.01', '3.60', 90, 0.3], // 0.25 exactly: half-up
    ['-0.01', '3.60', 90, -0.3], // a net credit: symmetric
    ['0.00', '1000.00', 90, 0],
    ['5000.00', '1000.00', 90, 450], // more owed than sold in the period
    ['1000.00', '0.00', 90, null],
    ['1000.00', '-10.00', 90, null], // corrections outweighed sales: no meaningful ratio
  ])('%s owed on %s sold over %i days → %s', (receivables, sales, days, dso) => {
    expect(daysSalesOutstanding(money(receivables), money(sales), days)).toBe(dso);
  });

  it('is within half a tenth of the exact ratio, with at most one decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 366 }),
        (receivables, sales, days) => {
          const dso = daysSalesOutstanding(receivables, sales, days);
          expect(dso).not.toBeNull();
          const value = dso ?? 0;
          // Exactly, in tenths: |tenths × sales − receivables × days × 10| ≤ sales / 2.
          const tenths = BigInt(Math.round(value * 10));
          const error = tenths * BigInt(sales) - BigInt(receivables) * BigInt(days) * 10n;
          expect((error < 0n ? -error : error) * 2n).toBeLessThanOrEqual(BigInt(sales));
          expect(String(value)).toMatch(/^-?\d+(\.\d)?$/);
        },
      ),
    );
  });

  it('refuses amounts that are not whole grosze', () => {
    expect(() => daysSalesOutstanding(0.5, 100, 90)).toThrow(RangeError);
  });
});

describe('balance in PLN', () => {
  it('leaves a PLN invoice alone', () => {
    expect(balanceInPln(money('1230.00'), money('1230.00'), null)).toBe(money('1230.00'));
    expect(balanceInPln(money('-50.00'), money('-50.00'), null)).toBe(money('-50.00'));
  });

  it('converts a foreign balance at the invoice rate', () => {
    // 1 230,00 EUR at 4,2913 → 5 278,30 PLN gross; half paid → 2 639,15 PLN open.
    expect(balanceInPln(money('615.00'), money('1230.00'), money('5278.30'))).toBe(money('2639.15'));
    expect(balanceInPln(money('1230.00'), money('1230.00'), money('5278.30'))).toBe(money('5278.30'));
    // 0,01 EUR of 3,00 EUR = 12,87 PLN: 4,29 PLN exactly.
    expect(balanceInPln(1, 300, 1287)).toBe(4);
  });

  it('rounds half-up, away from zero for negative balances', () => {
    expect(balanceInPln(1, 2, 1)).toBe(1); // 0.5
    expect(balanceInPln(-1, 2, 1)).toBe(-1);
    expect(balanceInPln(1, -2, -1)).toBe(1); // a negative correction's rate is positive too
    expect(balanceInPln(3, 4, 1)).toBe(1); // 0.75
    expect(balanceInPln(1, 4, 1)).toBe(0); // 0.25
  });

  it('has no rate to use on a zero-gross document', () => {
    expect(balanceInPln(0, 0, 0)).toBe(0);
    expect(balanceInPln(100, 0, 0)).toBe(100);
  });

  it('is the exact product rounded half-up, and symmetric in sign', () => {
    fc.assert(
      fc.property(
        arbMoney,
        arbMoney.filter((g) => g !== 0),
        fc.integer({ min: 1, max: 100_000 }),
        (balance, gross, rate) => {
          // Real PLN grosses come from a 4-decimal rate; any ratio will do for the arithmetic.
          const grossPln = Math.round((gross * rate) / 10_000) || 0; // never -0
          const result = balanceInPln(balance, gross, grossPln);
          // Reference: |n| / |g| half-up is floor((2|n| + |g|) / 2|g|), the form the SQL uses too.
          const n = BigInt(balance) * BigInt(grossPln);
          const g = BigInt(gross);
          const abs = (x: bigint) => (x < 0n ? -x : x);
          const magnitude = (2n * abs(n) + abs(g)) / (2n * abs(g));
          expect(BigInt(result)).toBe(n < 0n !== g < 0n ? -magnitude : magnitude);
          expect(balanceInPln(-balance, gross, grossPln)).toBe(-result || 0);
          expect(balanceInPln(gross, gross, grossPln)).toBe(grossPln);
        },
      ),
    );
  });
});
