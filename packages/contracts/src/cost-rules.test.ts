import { describe, expect, it } from 'vitest';
import { costDateProblems, defaultCostDueDate } from './cost-rules.ts';

describe('costDateProblems', () => {
  it('refuses a due date or a receipt date before the issue date', () => {
    expect(
      costDateProblems({ issueDate: '2026-03-10', receiptDate: '2026-03-09', dueDate: '2026-03-01' }),
    ).toEqual({ dueDate: 'dueBeforeIssue', receiptDate: 'receiptBeforeIssue' });
  });

  it('accepts the same day and later days', () => {
    expect(
      costDateProblems({ issueDate: '2026-03-10', receiptDate: '2026-03-10', dueDate: '2026-03-10' }),
    ).toEqual({});
    expect(
      costDateProblems({ issueDate: '2026-03-10', receiptDate: '2026-03-12', dueDate: '2026-04-09' }),
    ).toEqual({});
  });

  it('compares only real dates: a blank one is a different problem', () => {
    expect(costDateProblems({ issueDate: '', receiptDate: '2026-03-01', dueDate: '2026-03-01' })).toEqual({});
    expect(costDateProblems({ issueDate: '2026-03-10', receiptDate: '', dueDate: '' })).toEqual({});
  });
});

describe('defaultCostDueDate', () => {
  it("takes the supplier's payment term", () => {
    expect(defaultCostDueDate('2026-03-10', { paymentTerm: '7_days', paymentTermDays: null })).toBe(
      '2026-03-17',
    );
    expect(defaultCostDueDate('2026-03-10', { paymentTerm: '21_days', paymentTermDays: null })).toBe(
      '2026-03-31',
    );
    expect(defaultCostDueDate('2026-03-10', { paymentTerm: 'custom', paymentTermDays: 30 })).toBe(
      '2026-04-09',
    );
    expect(defaultCostDueDate('2026-03-10', { paymentTerm: 'custom', paymentTermDays: 0 })).toBe(
      '2026-03-10',
    );
  });

  it('falls back to 14 days without a supplier or a term, and to nothing without an issue date', () => {
    expect(defaultCostDueDate('2026-03-10', null)).toBe('2026-03-24');
    expect(defaultCostDueDate('2026-12-25', { paymentTerm: null, paymentTermDays: null })).toBe('2027-01-08');
    expect(defaultCostDueDate('2026-03-10', { paymentTerm: 'custom', paymentTermDays: null })).toBe(
      '2026-03-24',
    );
    expect(defaultCostDueDate('', null)).toBeNull();
  });
});
