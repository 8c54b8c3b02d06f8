// NBP table A mid rates have 4 decimals ("4.4080"); we keep them as integers scaled by 10 000 so that
// converting an amount is one exact multiplication and one half-up rounding.
import { formatScaled, parseScaled, type DecimalInput, type DecimalParseError } from './decimal.ts';
import { multiplyMoney, type Money } from './money.ts';
import { err, type Result } from './result.ts';

/** PLN per 1 unit of the foreign currency, scaled by 10 000: 4.4080 → 44080. */
export type ExchangeRate = number;

export const EXCHANGE_RATE_DECIMALS = 4;

export function parseExchangeRate(input: DecimalInput): Result<ExchangeRate, DecimalParseError | 'zero'> {
  const parsed = parseScaled(input, EXCHANGE_RATE_DECIMALS, { allowNegative: false });
  if (parsed.ok && parsed.value === 0) return err('zero');
  return parsed;
}

/** For constants and tests: exchangeRate('4.4080') === 44080. Throws on bad input. */
export function exchangeRate(input: DecimalInput): ExchangeRate {
  const parsed = parseExchangeRate(input);
  if (!parsed.ok) throw new RangeError(`invalid exchange rate ${JSON.stringify(input)}: ${parsed.reason}`);
  return parsed.value;
}

/** "4.4080" (always 4 decimals, as printed on the invoice and sent as KursWaluty). */
export function formatExchangeRate(rate: ExchangeRate, decimalSeparator = '.'): string {
  return formatScaled(rate, EXCHANGE_RATE_DECIMALS, { decimalSeparator });
}

/** Foreign amount → PLN at the given NBP rate, half-up to the grosz. */
export function toPln(amount: Money, rate: ExchangeRate): Money {
  return multiplyMoney(amount, rate, EXCHANGE_RATE_DECIMALS);
}
