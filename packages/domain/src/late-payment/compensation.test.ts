import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../exchange-rate.ts';
import { money } from '../money.ts';
import { compensationEur, compensationRateDate, recoveryCompensation } from './compensation.ts';

describe('recovery compensation (art. 10)', () => {
  it.each([
    ['0.01', 40],
    ['5000.00', 40],
    ['5000.01', 70],
    ['10000.00', 70],
    ['49999.99', 70],
    ['50000.00', 100],
    ['1000000.00', 100],
  ])('%s PLN → %i EUR', (amount, eur) => {
    expect(compensationEur(money(amount))).toBe(eur);
  });

  it('converts at the given EUR rate, half-up', () => {
    expect(recoveryCompensation(money('10000'), exchangeRate('4.1839'))).toEqual({
      eur: 70,
      pln: money('292.87'),
    });
    expect(recoveryCompensation(money('100'), exchangeRate('4.2675'))).toEqual({
      eur: 40,
      pln: money('170.70'),
    });
  });

  it('takes the rate of the last business day of the month before the payment became due', () => {
    expect(compensationRateDate('2025-03-10')).toBe('2025-02-28'); // the worked example
    expect(compensationRateDate('2025-01-15')).toBe('2024-12-31');
    expect(compensationRateDate('2025-09-01')).toBe('2025-08-29');
    expect(compensationRateDate('2025-03-31')).toBe('2025-02-28');
    expect(compensationRateDate('2025-03-31', { becameDue: 'day_after_due' })).toBe('2025-03-31');
    // No month before January of year 1: its first day stands in (no EUR rate exists for either).
    expect(compensationRateDate('0001-01-15')).toBe('0001-01-01');
  });
});
