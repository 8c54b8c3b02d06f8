import { describe, expect, it } from 'vitest';
import { noticeEmployedSince } from './employment-length.ts';
import { computeNotice } from './notice-period.ts';

const notice = (startDate: string, noticeDate: string, employedSince?: string) => {
  const result = computeNotice({
    employmentType: 'indefinite',
    startDate,
    endDate: null,
    noticeDate,
    employedSince,
  });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('length of employment with this employer for the notice period (art. 36 § 1 KP)', () => {
  it('a fixed-term contract followed by an indefinite one counts from the first: 3 months, not 1', () => {
    const since = noticeEmployedSince('2024-01-01', [
      { startDate: '2023-01-01', lastDay: '2023-12-31', employer: 'same' },
    ]);
    expect(since).toBe('2023-01-01');
    expect(notice('2024-01-01', '2026-03-10').length).toEqual({ unit: 'months', count: 1 });
    expect(notice('2024-01-01', '2026-03-10', since).length).toEqual({ unit: 'months', count: 3 });
    expect(notice('2024-01-01', '2026-03-10', since).lastDay).toBe('2026-06-30');
  });

  it('an earlier contract after a break adds its days: 120 days then 2 months reach 6 months', () => {
    // 1 January – 30 April 2025 is 120 days; the new contract from 1 January 2026 counts from 3 September 2025.
    const since = noticeEmployedSince('2026-01-01', [
      { startDate: '2025-01-01', lastDay: '2025-04-30', employer: 'same' },
    ]);
    expect(since).toBe('2025-09-03');
    expect(notice('2026-01-01', '2026-03-02').length).toEqual({ unit: 'weeks', count: 2 });
    expect(notice('2026-01-01', '2026-03-02', since).length).toEqual({ unit: 'months', count: 1 });
  });

  it('employment elsewhere does not count for notice (it counts for leave only)', () => {
    const since = noticeEmployedSince('2026-01-01', [
      { startDate: '2015-01-01', lastDay: '2025-12-31', employer: 'elsewhere' },
    ]);
    expect(since).toBe('2026-01-01');
    expect(notice('2026-01-01', '2026-03-02', since).length).toEqual({ unit: 'weeks', count: 2 });
  });

  it('overlapping earlier contracts count their common days once, and nothing after the start counts', () => {
    const since = noticeEmployedSince('2026-01-01', [
      { startDate: '2025-07-01', lastDay: '2025-09-30', employer: 'same' },
      { startDate: '2025-09-01', lastDay: '2025-10-31', employer: 'same' },
      // Still running (a second, part-time contract): only its days before 1 January 2026 count.
      { startDate: '2025-12-01', lastDay: null, employer: 'same' },
      { startDate: '2026-02-01', lastDay: null, employer: 'same' },
    ]);
    // 1 July – 31 October (123 days) and 1–31 December (31 days): 154 days.
    expect(since).toBe('2025-07-31');
  });

  it('no earlier employment: the contract’s own start', () => {
    expect(noticeEmployedSince('2026-01-01', [])).toBe('2026-01-01');
  });
});
