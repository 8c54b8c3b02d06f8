import { describe, expect, it } from 'vitest';
import { exchangeRate } from '../exchange-rate.ts';
import {
  convertForeignPayment,
  fromPln,
  proposeForeignMatches,
  type ForeignOpenDocument,
} from './foreign-payment.ts';
import type { BankTransaction } from './statement-types.ts';

const line = (amount: number, title: string): BankTransaction => ({
  bookingDate: '2026-11-20',
  valueDate: '2026-11-20',
  amount,
  currency: 'PLN',
  reversal: false,
  title,
  titleVariants: [title],
  counterpartyName: 'Müller GmbH',
  counterpartyAccount: '',
  bankReference: 'R1',
  ownerReference: '',
  typeCode: 'NTRF',
  description: '',
});

// 1 000,00 EUR invoiced at 4,3000 (the NBP rate of the day before issue): 4 300,00 PLN of revenue.
const invoice: ForeignOpenDocument = {
  id: 9,
  number: 'FV 9/11/2026',
  ksefNumber: null,
  balance: 100_000,
  currency: 'EUR',
  issueDate: '2026-11-02',
  dueDate: '2026-11-16',
  partyName: 'Müller GmbH',
  partyNip: null,
  partyAccounts: [],
  exchangeRate: exchangeRate('4.3000'),
};
// The NBP table of 19 November 2026 (the business day before the payment on the 20th).
const rates = [{ currency: 'EUR', rate: exchangeRate('4.3500'), effectiveDate: '2026-11-19' }];

describe('a foreign-currency invoice paid in PLN', () => {
  it('converts at the rate of the day before and settles the invoice, with a positive exchange difference', () => {
    expect(fromPln(435_000, exchangeRate('4.3500'))).toBe(100_000);
    expect(convertForeignPayment(435_000, invoice, exchangeRate('4.3500'))).toEqual({
      paid: 100_000,
      converted: 100_000,
      exchangeDifference: 5_000,
    });
  });

  it("settles the balance when the payer's bank converted at a slightly different rate", () => {
    // 4 340,00 PLN is 997,70 EUR at 4,3500: within 1 % of the balance, the invoice is paid.
    expect(convertForeignPayment(434_000, invoice, exchangeRate('4.3500'))).toEqual({
      paid: 100_000,
      converted: 99_770,
      exchangeDifference: 4_000,
    });
  });

  it('records a partial payment in euro and the difference of that part only; a fall in the rate is a negative difference', () => {
    expect(convertForeignPayment(217_500, invoice, exchangeRate('4.3500'))).toEqual({
      paid: 50_000,
      converted: 50_000,
      exchangeDifference: 2_500,
    });
    expect(convertForeignPayment(425_000, invoice, exchangeRate('4.2500')).exchangeDifference).toBe(-5_000);
  });

  it('takes only the balance of an overpayment, and the difference of the balance', () => {
    const result = convertForeignPayment(522_000, invoice, exchangeRate('4.3500'));
    expect(result.paid).toBe(100_000);
    expect(result.converted).toBe(120_000);
    expect(result.exchangeDifference).toBe(435_000 - 430_000);
  });

  it('proposes the invoice named in the title, explaining the conversion and the exchange difference', () => {
    const [best] = proposeForeignMatches(line(435_000, 'Payment FV 9/11/2026'), [invoice], rates);
    expect(best?.documentIds).toEqual([9]);
    expect(best?.allocations).toEqual([{ documentId: 9, amount: 100_000 }]);
    expect(best?.reasons).toEqual(
      expect.arrayContaining([
        { code: 'number_in_title', number: 'FV 9/11/2026' },
        { code: 'amount_equals_balance' },
        {
          code: 'converted_at_rate',
          currency: 'EUR',
          rate: '4.3500',
          rateDate: '2026-11-19',
          converted: 100_000,
        },
        { code: 'exchange_difference', amount: 5_000 },
      ]),
    );
    // Without the rate of its currency, or on a foreign account, nothing is proposed.
    expect(proposeForeignMatches(line(435_000, 'Payment FV 9/11/2026'), [invoice], [])).toEqual([]);
    expect(
      proposeForeignMatches({ ...line(100_000, 'FV 9/11/2026'), currency: 'EUR' }, [invoice], rates),
    ).toEqual([]);
  });

  it('does not propose a foreign invoice for an unrelated PLN amount', () => {
    expect(
      proposeForeignMatches(
        { ...line(123_456, 'Zwrot kaucji'), counterpartyName: 'Jan Nowak' },
        [invoice],
        rates,
      ),
    ).toEqual([]);
  });
});
