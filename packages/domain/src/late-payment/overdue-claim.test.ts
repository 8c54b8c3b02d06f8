import { describe, expect, it } from 'vitest';
import { overdueClaim, type OverdueInvoiceFacts } from './overdue-claim.ts';

// 4.2790 EUR/PLN scaled by 10 000, as ExchangeRate is.
const EUR_RATE = 42_790;

const pln = (overrides: Partial<OverdueInvoiceFacts> = {}): OverdueInvoiceFacts => ({
  balance: 100_000,
  toPay: 100_000,
  gross: 100_000,
  grossPln: null,
  dueDate: '2026-03-16',
  ...overrides,
});

describe('overdueClaim', () => {
  it('counts commercial interest on the balance from the day after the due date', () => {
    // 17 March – 20 May 2026: 65 days at 14.00 % (reference 4.00 % on 1 January + 10 pp):
    // 1 000,00 × 0.14 × 65 / 365 = 24,93.
    const claim = overdueClaim(pln(), '2026-05-20', EUR_RATE);
    expect(claim.interest).toBe(2_493);
    expect(claim.interestRate).toBe(1_400);
  });

  it('moves a weekend due date to Monday (art. 115 KC) before counting', () => {
    // Saturday 14 March: the deadline is Monday 16 March, so the same 65 days.
    expect(overdueClaim(pln({ dueDate: '2026-03-14' }), '2026-05-20', EUR_RATE).interest).toBe(2_493);
  });

  it('owes no interest until the deadline has passed, and none on a paid-off balance', () => {
    expect(overdueClaim(pln(), '2026-03-16', EUR_RATE).interest).toBe(0);
    expect(overdueClaim(pln({ balance: 0 }), '2026-05-20', EUR_RATE).interest).toBe(0);
    expect(overdueClaim(pln({ balance: -5_000 }), '2026-05-20', EUR_RATE).interest).toBe(0);
  });

  it('answers for a due date at the very start of the calendar (old data) instead of throwing', () => {
    const claim = overdueClaim(pln({ dueDate: '0001-01-15' }), '2026-05-20', null);
    expect(claim.interest).toBeNull(); // before the rate table: unknown, not zero
    expect(claim.compensation).toEqual({ eur: 40, rateDate: '0001-01-01', pln: null });
  });

  it('counts interest on the unpaid part only', () => {
    // Half unpaid: 500,00 × 0.14 × 65 / 365 = 12,465… → 12,47.
    expect(overdueClaim(pln({ balance: 50_000 }), '2026-05-20', EUR_RATE).interest).toBe(1_247);
  });

  it('converts 40 EUR at the rate of the last business day of the month before the due date', () => {
    const claim = overdueClaim(pln(), '2026-05-20', EUR_RATE);
    // February 2026 ends on a Saturday: Friday 27 February.
    expect(claim.compensation).toEqual({ eur: 40, rateDate: '2026-02-27', pln: 17_116 });
  });

  it('picks 70 and 100 EUR by the PLN amount of the invoice, not of its balance', () => {
    expect(
      overdueClaim(pln({ toPay: 500_001, gross: 500_001, balance: 1 }), '2026-05-20', EUR_RATE).compensation
        .eur,
    ).toBe(70);
    expect(
      overdueClaim(pln({ toPay: 5_000_000, gross: 5_000_000 }), '2026-05-20', EUR_RATE).compensation.eur,
    ).toBe(100);
    // 20 000 EUR at the invoice's own rate is 85 580,00 PLN: 100 EUR.
    const eur = { toPay: 2_000_000, gross: 2_000_000, grossPln: 8_558_000, balance: 2_000_000 };
    expect(overdueClaim(pln(eur), '2026-05-20', EUR_RATE).compensation.eur).toBe(100);
  });

  it('claims the compensation in EUR only when the NBP rate is unknown', () => {
    expect(overdueClaim(pln(), '2026-05-20', null).compensation).toEqual({
      eur: 40,
      rateDate: '2026-02-27',
      pln: null,
    });
  });

  it('says the interest is unknown, not zero, when the days reach before the rate table', () => {
    const claim = overdueClaim(pln({ dueDate: '2023-06-30' }), '2024-02-01', EUR_RATE);
    expect(claim.interest).toBeNull();
    expect(claim.interestRate).toBe(1_575);
  });
});
