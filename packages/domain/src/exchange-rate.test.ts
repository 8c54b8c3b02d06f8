import { describe, expect, it } from 'vitest';
import { exchangeRate, formatExchangeRate, parseExchangeRate, toPln } from './exchange-rate.ts';
import { money } from './money.ts';

describe('exchange rates', () => {
  it('parses NBP rates with 4 decimals', () => {
    expect(parseExchangeRate('4,4080')).toEqual({ ok: true, value: 44080 });
    expect(parseExchangeRate('4.40801')).toEqual({ ok: false, reason: 'precision' });
    expect(parseExchangeRate('0')).toEqual({ ok: false, reason: 'zero' });
    expect(parseExchangeRate('-4')).toEqual({ ok: false, reason: 'negative' });
    expect(formatExchangeRate(44080)).toBe('4.4080');
    expect(formatExchangeRate(44080, ',')).toBe('4,4080');
  });

  it('converts half-up to the grosz', () => {
    expect(toPln(money('933.80'), exchangeRate('4.4080'))).toBe(money('4116.19'));
    expect(toPln(money('1150.00'), exchangeRate('4.5005'))).toBe(money('5175.58'));
  });
});
