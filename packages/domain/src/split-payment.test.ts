import { describe, expect, it } from 'vitest';
import { exchangeRate } from './exchange-rate.ts';
import { money } from './money.ts';
import { requiresSplitPayment, splitPaymentDecision } from './split-payment.ts';

const annex = [{ annex15: false }, { annex15: true }];

describe('split payment (MPP)', () => {
  it('requires more than 15 000 PLN, strictly', () => {
    expect(requiresSplitPayment({ grossTotal: money('15000.00'), lines: annex })).toBe(false);
    expect(requiresSplitPayment({ grossTotal: money('15000.01'), lines: annex })).toBe(true);
  });

  it('requires an annex-15 line and a business buyer', () => {
    expect(splitPaymentDecision({ grossTotal: money('20000'), lines: [{}, { annex15: false }] })).toEqual({
      required: false,
      grossTotalPln: money('20000'),
      reason: 'no_annex15_line',
    });
    expect(
      splitPaymentDecision({ grossTotal: money('20000'), lines: annex, buyerIsTaxpayer: false }),
    ).toEqual({
      required: false,
      grossTotalPln: money('20000'),
      reason: 'consumer_buyer',
    });
    expect(splitPaymentDecision({ grossTotal: money('100'), lines: annex })).toMatchObject({
      reason: 'below_threshold',
    });
  });

  it('compares foreign totals in PLN', () => {
    const eur = { grossTotal: money('3500'), lines: annex };
    expect(splitPaymentDecision({ ...eur, exchangeRate: exchangeRate('4.3000') })).toEqual({
      required: true,
      grossTotalPln: money('15050'),
    });
    expect(requiresSplitPayment({ ...eur, exchangeRate: exchangeRate('4.2857') })).toBe(false);
  });
});
