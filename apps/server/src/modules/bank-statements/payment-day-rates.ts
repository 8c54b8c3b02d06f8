// The NBP rates a PLN payment of a foreign-currency document is converted at: table A of the last
// business day before the payment (foreign-payment.ts), read through the app's NBP client.
import type { PaymentDayRate } from '@saldo/domain/bank/foreign-payment';
import { parseExchangeRate } from '@saldo/domain/exchange-rate';
import type { AppContext } from '../../app-context.ts';
import { createNbpClient } from '../../integrations/nbp/nbp-client.ts';
import { NbpError } from '../../integrations/nbp/nbp-types.ts';

/** The rates of these currencies for a payment booked on `date`; a currency NBP cannot give is left out. */
export async function paymentDayRates(
  ctx: Pick<AppContext, 'nbp' | 'config'>,
  currencies: readonly string[],
  date: string,
): Promise<PaymentDayRate[]> {
  const wanted = [...new Set(currencies)].filter((currency) => currency !== 'PLN');
  if (wanted.length === 0) return [];
  const client =
    ctx.nbp ?? createNbpClient({ baseUrl: ctx.config.nbpApiUrl, timeoutMs: ctx.config.lookupTimeoutMs });
  const rates: PaymentDayRate[] = [];
  for (const currency of wanted) {
    try {
      // getRateForInvoice reads the last table strictly before the date: the day before the payment.
      const found = await client.getRateForInvoice(currency, date);
      const rate = parseExchangeRate(found.rate);
      if (found.effectiveDate !== null && rate.ok)
        rates.push({ currency, rate: rate.value, effectiveDate: found.effectiveDate });
    } catch (error) {
      // No rate (NBP off or down): the foreign documents are not proposed, the rest still are.
      if (!(error instanceof NbpError)) throw error;
    }
  }
  return rates;
}
