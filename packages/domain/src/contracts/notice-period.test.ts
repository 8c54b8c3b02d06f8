import { describe, expect, it } from 'vitest';
import { dayOfWeek } from '../dates/calendar.ts';
import { article34Length, article36Length, computeNotice, noticePeriodEnd } from './notice-period.ts';

describe('noticePeriodEnd (art. 30 § 2¹ KP)', () => {
  it('runs weeks from the next Sunday and ends on a Saturday', () => {
    // Wednesday 4 Nov 2026: from Sunday 8 Nov, two weeks end on Saturday 21 Nov.
    expect(noticePeriodEnd('2026-11-04', { unit: 'weeks', count: 2 })).toBe('2026-11-21');
    // Given on a Saturday: the period starts the next day.
    expect(noticePeriodEnd('2026-11-07', { unit: 'weeks', count: 1 })).toBe('2026-11-14');
    // Given on a Sunday: that week is not whole, so it starts the Sunday after.
    expect(noticePeriodEnd('2026-11-08', { unit: 'weeks', count: 1 })).toBe('2026-11-21');
    expect(dayOfWeek(noticePeriodEnd('2026-02-27', { unit: 'weeks', count: 2 }))).toBe(6);
  });

  it('runs months from the next month and ends on a month’s last day', () => {
    expect(noticePeriodEnd('2026-11-15', { unit: 'months', count: 1 })).toBe('2026-12-31');
    expect(noticePeriodEnd('2026-11-01', { unit: 'months', count: 1 })).toBe('2026-12-31');
    expect(noticePeriodEnd('2026-11-30', { unit: 'months', count: 3 })).toBe('2027-02-28');
    expect(noticePeriodEnd('2027-11-30', { unit: 'months', count: 3 })).toBe('2028-02-29');
  });

  it('counts working days past weekends and public holidays', () => {
    // Thursday 30 Apr 2026: Fri 1 May and Sun 3 May are holidays; Mon 4, Tue 5, Wed 6.
    expect(noticePeriodEnd('2026-04-30', { unit: 'workingDays', count: 3 })).toBe('2026-05-06');
    expect(noticePeriodEnd('2026-11-02', { unit: 'workingDays', count: 3 })).toBe('2026-11-05');
  });
});

describe('article36Length', () => {
  it('gives 2 weeks under 6 months, 1 month up to 3 years, 3 months from 3 years', () => {
    expect(article36Length('2026-01-01', '2026-06-29')).toEqual({ unit: 'weeks', count: 2 });
    expect(article36Length('2026-01-01', '2026-06-30')).toEqual({ unit: 'months', count: 1 });
    expect(article36Length('2023-01-01', '2025-12-30')).toEqual({ unit: 'months', count: 1 });
    expect(article36Length('2023-01-01', '2025-12-31')).toEqual({ unit: 'months', count: 3 });
  });
});

describe('article34Length (trial)', () => {
  it('gives 3 working days up to 2 weeks, 1 week above, 2 weeks for 3 months', () => {
    expect(article34Length('2026-03-02', '2026-03-15')).toEqual({ unit: 'workingDays', count: 3 });
    expect(article34Length('2026-03-02', '2026-03-16')).toEqual({ unit: 'weeks', count: 1 });
    expect(article34Length('2026-03-02', '2026-05-31')).toEqual({ unit: 'weeks', count: 1 });
    expect(article34Length('2026-03-02', '2026-06-01')).toEqual({ unit: 'weeks', count: 2 });
  });
});

describe('computeNotice', () => {
  it('gives an indefinite contract of 2 years one month to the month’s end', () => {
    const notice = computeNotice({
      employmentType: 'indefinite',
      startDate: '2024-11-01',
      endDate: null,
      noticeDate: '2026-11-10',
    });
    expect(notice).toEqual({
      ok: true,
      value: {
        rule: 'art36',
        length: { unit: 'months', count: 1 },
        periodEnd: '2026-12-31',
        lastDay: '2026-12-31',
      },
    });
  });

  it('lengthens the notice when 6 months are completed while it runs', () => {
    // Started 1 June 2026: 6 months complete on 30 Nov, inside the 2 weeks from 20 Nov (ending 5 Dec).
    const notice = computeNotice({
      employmentType: 'indefinite',
      startDate: '2026-06-01',
      endDate: null,
      noticeDate: '2026-11-20',
    });
    expect(notice.ok && notice.value.length).toEqual({ unit: 'months', count: 1 });
    expect(notice.ok && notice.value.lastDay).toBe('2026-12-31');
  });

  it('lengthens to 3 months when 3 years are completed within the month', () => {
    const notice = computeNotice({
      employmentType: 'indefinite',
      startDate: '2023-12-15',
      endDate: null,
      noticeDate: '2026-11-20',
    });
    expect(notice.ok && notice.value).toMatchObject({
      length: { unit: 'months', count: 3 },
      lastDay: '2027-02-28',
    });
  });

  it('counts employment with the same employer before this contract', () => {
    const notice = computeNotice({
      employmentType: 'indefinite',
      startDate: '2026-10-01',
      endDate: null,
      noticeDate: '2026-11-10',
      employedSince: '2025-01-01',
    });
    expect(notice.ok && notice.value.length).toEqual({ unit: 'months', count: 1 });
  });

  it('ends a fixed-term contract on its end date when that comes before the notice’s end', () => {
    const notice = computeNotice({
      employmentType: 'fixed_term',
      startDate: '2026-01-01',
      endDate: '2026-12-15',
      noticeDate: '2026-11-20',
    });
    expect(notice.ok && notice.value).toMatchObject({
      rule: 'art36',
      periodEnd: '2026-12-31',
      lastDay: '2026-12-15',
    });
  });

  it('applies art. 34 to a trial contract', () => {
    const notice = computeNotice({
      employmentType: 'trial',
      startDate: '2026-09-01',
      endDate: '2026-11-30',
      noticeDate: '2026-11-04',
    });
    expect(notice.ok && notice.value).toMatchObject({
      rule: 'art34',
      length: { unit: 'weeks', count: 2 },
      periodEnd: '2026-11-21',
      lastDay: '2026-11-21',
    });
    const late = computeNotice({
      employmentType: 'trial',
      startDate: '2026-09-01',
      endDate: '2026-11-30',
      noticeDate: '2026-11-25',
    });
    expect(late.ok && late.value.lastDay).toBe('2026-11-30');
  });

  it('refuses a notice before the start or after the end', () => {
    const base = { employmentType: 'fixed_term', startDate: '2026-03-01', endDate: '2026-08-31' } as const;
    expect(computeNotice({ ...base, noticeDate: '2026-02-28' })).toEqual({
      ok: false,
      reason: 'noticeBeforeStart',
    });
    expect(computeNotice({ ...base, noticeDate: '2026-09-01' })).toEqual({
      ok: false,
      reason: 'noticeAfterEnd',
    });
  });

  it('always ends on or after the notice day, on a Saturday or a month’s end unless cut (property)', () => {
    for (let offset = 0; offset < 800; offset += 7) {
      const day = new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);
      const notice = computeNotice({
        employmentType: 'indefinite',
        startDate: '2025-01-01',
        endDate: null,
        noticeDate: day,
      });
      if (!notice.ok) throw new Error(notice.reason);
      const { periodEnd, length } = notice.value;
      expect(periodEnd > day).toBe(true);
      if (length.unit === 'weeks') expect(dayOfWeek(periodEnd)).toBe(6);
      else expect(new Date(`${periodEnd}T00:00:00Z`).getUTCDate() >= 28).toBe(true);
    }
  });
});
