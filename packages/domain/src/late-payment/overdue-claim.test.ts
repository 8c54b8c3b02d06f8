import { describe, expect, it } from 'vitest';
import { defaultDebtorKind, overdueClaim, type OverdueInvoiceFacts } from './overdue-claim.ts';
import { referenceRateTable } from './rates.ts';

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
        ?.eur,
    ).toBe(70);
    expect(
      overdueClaim(pln({ toPay: 5_000_000, gross: 5_000_000 }), '2026-05-20', EUR_RATE).compensation?.eur,
    ).toBe(100);
    // 20 000 EUR at the invoice's own rate is 85 580,00 PLN: 100 EUR.
    const eur = { toPay: 2_000_000, gross: 2_000_000, grossPln: 8_558_000, balance: 2_000_000 };
    expect(overdueClaim(pln(eur), '2026-05-20', EUR_RATE).compensation?.eur).toBe(100);
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

describe('overdueClaim: a consumer debtor (art. 481 KC)', () => {
  it('counts the worked example of the reference at the statutory rate, with no compensation', () => {
    // Reference §4: 10 000,00 PLN due 10 March 2025, paid 9 April 2025 (30 days); interest for delay
    // 11.25 % (5.75 + 5.5) → 92,47 PLN, against 129,45 PLN at the commercial 15.75 %.
    const facts = pln({ balance: 1_000_000, toPay: 1_000_000, gross: 1_000_000, dueDate: '2025-03-10' });
    const consumer = overdueClaim({ ...facts, debtor: 'consumer' }, '2025-04-09', EUR_RATE);
    expect(consumer).toMatchObject({
      interest: 9_247,
      latePaymentInterest: 0,
      interestKind: 'statutory',
      interestRate: 1_125,
      compensation: null,
      ratesAssumed: false,
    });
    const business = overdueClaim(facts, '2025-04-09', EUR_RATE);
    expect(business).toMatchObject({ interest: 12_945, interestKind: 'commercial', interestRate: 1_575 });
    expect(business.compensation?.eur).toBe(70);
  });

  it('follows every reference-rate change, not the half-year (statutory periods)', () => {
    // 1 000,00 PLN due 30 April 2025, to 31 May 2025: 7 days at 11.25 % (1–7 May), 24 days at 10.75 %
    // (from 8 May): 2,157… → 2,16 and 7,068… → 7,07.
    const claim = overdueClaim(pln({ dueDate: '2025-04-30', debtor: 'consumer' }), '2025-05-31', EUR_RATE);
    expect(claim.interest).toBe(216 + 707);
    expect(claim.interestRate).toBe(1_075);
    // A business debtor keeps the H1 rate, 15.75 %, for all 31 days: 13,376… → 13,38.
    expect(overdueClaim(pln({ dueDate: '2025-04-30' }), '2025-05-31', EUR_RATE).interest).toBe(1_338);
  });
});

describe('overdueClaim: payments made after the deadline', () => {
  it('owes interest on a late part for the days it was late, apart from the balance', () => {
    // 1 000,00 PLN due 16 March 2026 at 14.00 %; 400,00 paid on 15 April (30 days late): 4,602… → 4,60;
    // the 600,00 still open to 20 May (65 days): 14,958… → 14,96.
    const claim = overdueClaim(
      pln({ balance: 60_000, payments: [{ amount: 40_000, date: '2026-04-15' }] }),
      '2026-05-20',
      EUR_RATE,
    );
    expect(claim.latePaymentInterest).toBe(460);
    expect(claim.interest).toBe(1_496);
  });

  it('keeps the interest of a fully paid, paid-late invoice', () => {
    const claim = overdueClaim(
      pln({ balance: 0, payments: [{ amount: 100_000, date: '2026-04-15' }] }),
      '2026-05-20',
      EUR_RATE,
    );
    expect(claim.interest).toBe(0);
    expect(claim.latePaymentInterest).toBe(1_151); // 1 000,00 × 0.14 × 30 / 365 = 11,506… → 11,51
  });

  it('charges nothing for a payment made in time', () => {
    const claim = overdueClaim(
      pln({ balance: 50_000, payments: [{ amount: 50_000, date: '2026-03-16' }] }),
      '2026-05-20',
      EUR_RATE,
    );
    expect(claim.latePaymentInterest).toBe(0);
    expect(claim.interest).toBe(1_247);
  });
});

describe('overdueClaim: the rate table', () => {
  it('says when days after the known table were counted at the last rate', () => {
    expect(overdueClaim(pln(), '2026-03-31', EUR_RATE).ratesAssumed).toBe(false);
    expect(overdueClaim(pln(), '2026-05-20', EUR_RATE).ratesAssumed).toBe(true);
    // A late payment made inside the known table carries no assumption; the open rest does.
    const paid = pln({ balance: 0, payments: [{ amount: 100_000, date: '2026-03-30' }] });
    expect(overdueClaim(paid, '2026-05-20', EUR_RATE).ratesAssumed).toBe(false);
  });

  it('counts with rates entered in settings, which take precedence over the shipped table', () => {
    // A consumer's 1 000,00 due 16 March 2026 to 20 May: 9.25 % (3.75 + 5.5) from 17 March; an entered
    // cut to 3.50 % from 7 May makes it 9.00 % for 7–20 May.
    const table = referenceRateTable([{ from: '2026-05-07', rate: 350, enteredOn: '2026-05-21' }]);
    const facts = pln({ debtor: 'consumer' });
    const shipped = overdueClaim(facts, '2026-05-20', EUR_RATE);
    const entered = overdueClaim(facts, '2026-05-20', EUR_RATE, table);
    // 51 days at 9.25 % (12,924… → 12,92) and 14 days at 9.00 % (3,452… → 3,45).
    expect(entered.interest).toBe(1_292 + 345);
    expect(shipped.interest).toBe(1_647); // 65 days at 9.25 %: 16,472… → 16,47
    expect(entered.interestRate).toBe(900);
    expect(entered.ratesAssumed).toBe(false);
    expect(shipped.ratesAssumed).toBe(true);
  });
});

describe('defaultDebtorKind', () => {
  it('takes a buyer with a NIP for a business and one without for a consumer', () => {
    expect(defaultDebtorKind('521-315-93-88')).toBe('business');
    expect(defaultDebtorKind('DE123456789')).toBe('business');
    expect(defaultDebtorKind('')).toBe('consumer');
    expect(defaultDebtorKind(' - ')).toBe('consumer');
    expect(defaultDebtorKind(null)).toBe('consumer');
  });
});
