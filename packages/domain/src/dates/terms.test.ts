import { describe, expect, it } from 'vitest';
import { computeDueDate, isPaymentTermCode, maxTermDays, termFromDueDate } from './terms.ts';

describe('payment terms', () => {
  it('computes due dates', () => {
    expect(computeDueDate('2025-03-01', { code: '7_days' })).toBe('2025-03-08');
    expect(computeDueDate('2025-03-01', { code: '14_days' })).toBe('2025-03-15');
    expect(computeDueDate('2025-12-20', { code: '21_days' })).toBe('2026-01-10');
    expect(computeDueDate('2025-03-01', { code: 'custom', days: 0 })).toBe('2025-03-01');
    expect(computeDueDate('2025-03-01', { code: 'custom', days: 60 })).toBe('2025-04-30');
    expect(computeDueDate('2025-03-01', { code: 'custom', dueDate: '2025-05-05' })).toBe('2025-05-05');
    expect(() => computeDueDate('2025-03-01', { code: 'custom', dueDate: '2025-02-05' })).toThrow(RangeError);
    expect(() => computeDueDate('2025-03-01', { code: 'custom', days: -1 })).toThrow(RangeError);
  });

  it('recognizes terms back from dates', () => {
    expect(termFromDueDate('2025-03-01', '2025-03-15')).toEqual({ code: '14_days' });
    expect(termFromDueDate('2025-03-01', '2025-03-31')).toEqual({ code: 'custom', days: 30 });
    expect(isPaymentTermCode('7_days')).toBe(true);
    expect(isPaymentTermCode('30_days')).toBe(false);
    expect(maxTermDays('public_entity')).toBe(30);
    expect(maxTermDays('business')).toBe(60);
  });
});
