// From the domain's VAT rates to FA(3): a line's P_12 code, the P_13_x/P_14_x buckets of per-rate
// totals, and which rates oblige the "odwrotne obciążenie" annotation (P_18). The rate table itself
// (which bucket collects which rate) is vat-rates.ts; this file only shapes it for the model.
import type { Money } from '../money.ts';
import { VAT_RATES, type KsefTotalsBucket, type VatRateCode } from '../vat-rates.ts';
import { FA3_RATE_CODES, type Fa3Amounts, type Fa3RateCode, type Fa3TaxedBucket } from './fa3-model.ts';

/** FaWiersz/P_12 of a domain rate: '0' is '0 KR', the generic 'np' is 'np I'; the rest are the same. */
export function fa3RateCode(rate: VatRateCode): Fa3RateCode {
  const code = FA3_RATE_CODES.find((candidate) => candidate === VAT_RATES[rate].ksefCode);
  // Every domain rate has an FA(3) code; vat-rates.test.ts and fa3-rates.test.ts hold the table to it.
  if (code === undefined) throw new Error(`no FA(3) code for VAT rate ${rate}`);
  return code;
}

/**
 * Both reverse-charge rates print "odwrotne obciążenie" (art. 106e ust. 1 pkt 18): the domestic one
 * ('oo', art. 17) and services taxed where the buyer is (art. 100 ust. 1 pkt 4, 'np II'). FA(3) says it
 * with Adnotacje/P_18 = 1.
 */
export function isReverseChargeRate(rate: VatRateCode): boolean {
  return VAT_RATES[rate].annotation === 'odwrotne obciążenie';
}

export interface Fa3RateTotals {
  readonly vatRate: VatRateCode;
  readonly net: Money;
  readonly vat: Money;
  /** VAT converted to PLN, on a foreign-currency invoice. */
  readonly vatPln?: Money;
}

export interface Fa3AmountsOptions {
  /** P_14_xW: only a foreign-currency invoice carries VAT in PLN. */
  readonly foreignCurrency: boolean;
  /**
   * A margin-scheme invoice (art. 119, 120) shows no VAT: every amount is the gross sale value and goes
   * to P_13_11, whatever rate its lines carry.
   */
  readonly margin: boolean;
}

type TaxedBucketKey = 'basic' | 'reduced1' | 'reduced2' | 'taxi';
type UntaxedBucketKey = Exclude<keyof Fa3Amounts, TaxedBucketKey | 'oss'>;

const TAXED: Partial<Record<KsefTotalsBucket, TaxedBucketKey>> = {
  '1': 'basic',
  '2': 'reduced1',
  '3': 'reduced2',
  '4': 'taxi',
};
const UNTAXED: Partial<Record<KsefTotalsBucket, UntaxedBucketKey>> = {
  '6_1': 'zeroDomestic',
  '6_2': 'zeroIntraEu',
  '6_3': 'zeroExport',
  '7': 'exempt',
  '8': 'outsideCountry',
  '9': 'euServices',
  '10': 'reverseCharge',
};

/**
 * Per-rate totals (an invoice's, a correction's differences, what is left after advances) as FA(3)
 * buckets. Rates sharing a bucket (23 and 22 %, 'np' and 'np I') are added up; a bucket whose amounts
 * are all zero is left out, as the schema's optional groups allow.
 */
export function fa3Amounts(rates: readonly Fa3RateTotals[], options: Fa3AmountsOptions): Fa3Amounts {
  if (options.margin) {
    const margin = rates.reduce((sum, rate) => sum + rate.net + rate.vat, 0);
    return margin === 0 ? {} : { margin };
  }
  const taxed = new Map<TaxedBucketKey, { net: Money; vat: Money; vatPln: Money }>();
  const untaxed = new Map<UntaxedBucketKey, Money>();
  for (const rate of rates) {
    const bucket = VAT_RATES[rate.vatRate].ksefBucket;
    const taxedKey = TAXED[bucket];
    const untaxedKey = UNTAXED[bucket];
    if (taxedKey !== undefined) {
      const sums = taxed.get(taxedKey) ?? { net: 0, vat: 0, vatPln: 0 };
      taxed.set(taxedKey, {
        net: sums.net + rate.net,
        vat: sums.vat + rate.vat,
        vatPln: sums.vatPln + (rate.vatPln ?? 0),
      });
    } else if (untaxedKey !== undefined) {
      // These rates carry no VAT, so the net value is the whole of the sale.
      untaxed.set(untaxedKey, (untaxed.get(untaxedKey) ?? 0) + rate.net + rate.vat);
    }
  }
  const amounts: { -readonly [K in keyof Fa3Amounts]: Fa3Amounts[K] } = {};
  for (const [key, sums] of taxed) {
    if (sums.net === 0 && sums.vat === 0 && sums.vatPln === 0) continue;
    const bucket: Fa3TaxedBucket = options.foreignCurrency
      ? { net: sums.net, vat: sums.vat, vatPln: sums.vatPln }
      : { net: sums.net, vat: sums.vat };
    amounts[key] = bucket;
  }
  for (const [key, net] of untaxed) if (net !== 0) amounts[key] = net;
  return amounts;
}
