import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { employmentMonthPay, workingHours, type PayPeriod } from './monthly-pay.ts';

const FULL = { numerator: 1, denominator: 1 };
const HALF = { numerator: 1, denominator: 2 };
const march = { monthFrom: '2026-03-01', monthTo: '2026-03-31', unpaidLeaveDays: 0, unpaidLeaveHours: 0 };

describe('employment pay for a month, cut where an annex changes the pay', () => {
  it('March 2026 has 176 working hours: 80 before the 16th, 96 from it', () => {
    expect(workingHours('2026-03-01', '2026-03-31')).toBe(176);
    expect(workingHours('2026-03-01', '2026-03-15')).toBe(80);
    expect(workingHours('2026-03-16', '2026-03-31')).toBe(96);
  });

  it('worked example: 6 000 PLN raised to 7 200 PLN from 16 March 2026 pays 6 654,55 PLN, not 7 200', () => {
    // 6 000 × 80/176 + 7 200 × 96/176 = 2 727,2727… + 3 927,2727… = 6 654,5454… → 6 654,55 (one rounding)
    const periods: PayPeriod[] = [
      { from: '2026-03-01', to: '2026-03-15', monthlyGross: money('6000'), workingTime: FULL },
      { from: '2026-03-16', to: '2026-03-31', monthlyGross: money('7200'), workingTime: FULL },
    ];
    expect(employmentMonthPay({ ...march, periods })).toBe(money('6654.55'));
  });

  it('a change of working time from half to full time with the same monthly gross for each', () => {
    // Half time at 3 000 (the half-time pay) for 80 h, then full time at 6 000 for 96 h:
    // 3 000 × 80/176 + 6 000 × 96/176 = 1 363,6363… + 3 272,7272… = 4 636,36
    const periods: PayPeriod[] = [
      { from: '2026-03-01', to: '2026-03-15', monthlyGross: money('3000'), workingTime: HALF },
      { from: '2026-03-16', to: '2026-03-31', monthlyGross: money('6000'), workingTime: FULL },
    ];
    expect(employmentMonthPay({ ...march, periods })).toBe(money('4636.36'));
  });

  it('one period over the whole month pays the monthly gross exactly', () => {
    const periods: PayPeriod[] = [
      { from: '2026-03-01', to: '2026-03-31', monthlyGross: money('7123.45'), workingTime: HALF },
    ];
    expect(employmentMonthPay({ ...march, periods })).toBe(money('7123.45'));
  });

  it('unpaid leave is deducted at the rate of the last period', () => {
    // Two leave days (16 h) at 7 200 / 176 per hour = 654,5454…: 6 654,5454… − 654,5454… = 6 000,00
    const periods: PayPeriod[] = [
      { from: '2026-03-01', to: '2026-03-15', monthlyGross: money('6000'), workingTime: FULL },
      { from: '2026-03-16', to: '2026-03-31', monthlyGross: money('7200'), workingTime: FULL },
    ];
    expect(employmentMonthPay({ ...march, periods, unpaidLeaveDays: 2 })).toBe(money('6000'));
  });

  it('a start after a Saturday holiday never pays more than a full month (November 2025)', () => {
    const periods: PayPeriod[] = [
      { from: '2025-11-03', to: '2025-11-30', monthlyGross: money('5000'), workingTime: FULL },
    ];
    const input = { monthFrom: '2025-11-01', monthTo: '2025-11-30', unpaidLeaveDays: 0, unpaidLeaveHours: 0 };
    expect(employmentMonthPay({ ...input, periods })).toBe(money('5000'));
  });

  it('leave longer than the month pays nothing', () => {
    const periods: PayPeriod[] = [
      { from: '2026-03-01', to: '2026-03-31', monthlyGross: money('6000'), workingTime: FULL },
    ];
    expect(employmentMonthPay({ ...march, periods, unpaidLeaveDays: 30 })).toBe(0);
  });
});
