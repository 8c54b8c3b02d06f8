import { describe, expect, it } from 'vitest';
import { deadlineInMonth, upcomingTaxDeadlines } from './tax-deadlines.ts';

describe('deadlineInMonth', () => {
  it('keeps a statutory day that is a business day', () => {
    expect(deadlineInMonth('pit4', '2026-01-01', 20)).toEqual({
      kind: 'pit4',
      period: '2025-12',
      statutoryDate: '2026-01-20',
      date: '2026-01-20',
    });
  });

  it('moves a Saturday that is also a holiday (15 August 2026) to Monday', () => {
    expect(deadlineInMonth('zus', '2026-08-01', 15).date).toBe('2026-08-17');
  });

  it('moves a weekday holiday (Friday 15 August 2025) past the weekend', () => {
    expect(deadlineInMonth('zus', '2025-08-01', 15).date).toBe('2025-08-18');
  });

  it('moves the JPK of Christmas 2026 (Fri 25, Sat 26, Sun 27) to Monday 28 December', () => {
    const vat = deadlineInMonth('vat', '2026-12-01', 20);
    expect(vat).toMatchObject({ period: '2026-11', statutoryDate: '2026-12-25', date: '2026-12-28' });
  });

  it('moves a Sunday (ZUS on 15 November 2026) and a Saturday (PIT-4 on 20 June 2026)', () => {
    expect(deadlineInMonth('zus', '2026-11-01', 15).date).toBe('2026-11-16');
    expect(deadlineInMonth('pit4', '2026-06-01', 20).date).toBe('2026-06-22');
  });

  it('takes the ZUS day of the payer: the 15th or the 20th', () => {
    expect(deadlineInMonth('zus', '2026-07-01', 15).statutoryDate).toBe('2026-07-15');
    expect(deadlineInMonth('zus', '2026-07-01', 20).statutoryDate).toBe('2026-07-20');
  });
});

describe('upcomingTaxDeadlines', () => {
  it('still shows a deadline moved from Saturday on the Sunday before its Monday', () => {
    expect(upcomingTaxDeadlines('2026-06-21', 20)).toEqual([
      { kind: 'pit4', period: '2026-05', statutoryDate: '2026-06-20', date: '2026-06-22' },
      { kind: 'zus', period: '2026-05', statutoryDate: '2026-06-20', date: '2026-06-22' },
      { kind: 'vat', period: '2026-05', statutoryDate: '2026-06-25', date: '2026-06-25' },
    ]);
  });

  it('counts the moved day as on time and the day after as next month', () => {
    expect(upcomingTaxDeadlines('2026-06-22', 20).map((d) => d.date)).toEqual([
      '2026-06-22',
      '2026-06-22',
      '2026-06-25',
    ]);
    expect(upcomingTaxDeadlines('2026-06-23', 15)).toEqual([
      { kind: 'vat', period: '2026-05', statutoryDate: '2026-06-25', date: '2026-06-25' },
      { kind: 'zus', period: '2026-06', statutoryDate: '2026-07-15', date: '2026-07-15' },
      { kind: 'pit4', period: '2026-06', statutoryDate: '2026-07-20', date: '2026-07-20' },
    ]);
  });

  it('crosses the year at the end of December', () => {
    expect(upcomingTaxDeadlines('2026-12-29', 15)).toEqual([
      { kind: 'zus', period: '2026-12', statutoryDate: '2027-01-15', date: '2027-01-15' },
      { kind: 'pit4', period: '2026-12', statutoryDate: '2027-01-20', date: '2027-01-20' },
      { kind: 'vat', period: '2026-12', statutoryDate: '2027-01-25', date: '2027-01-25' },
    ]);
  });
});
