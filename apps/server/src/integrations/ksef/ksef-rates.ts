// From the invoice's P_12 codes and P_13_x/P_14_x buckets to the domain's VAT rates. The table of
// codes and buckets is the domain's (vat-rates.ts); this file only decides the ambiguous cases.
import type { Money } from '@saldo/domain/money';
import {
  CURRENT_VAT_RATE_CODES,
  VAT_RATE_CODES,
  VAT_RATES,
  isVatRateCode,
  vatRateOrder,
  type KsefTotalsBucket,
  type VatRateCode,
  type VatRateKind,
} from '@saldo/domain/vat-rates';
import type { KsefRateAmounts, KsefSchema } from './ksef-invoice.ts';

/** The buckets of one invoice as read: `vat` is 0 where the schema has no P_14_x (0 %, zw, np, oo). */
export interface KsefBucketAmounts {
  readonly bucket: KsefTotalsBucket;
  readonly net: Money;
  readonly vat: Money;
  readonly vatPln: Money | null;
}

/**
 * A line's P_12 as a domain rate. FA(3) codes are the domain's own ('23', 'zw', 'np I', …) except
 * '0 KR', the domestic 0 %; FA(2) has a bare '0' and 'np', which the domain also has. Unknown → null.
 */
export function rateOfLineCode(code: string): VatRateCode | null {
  if (isVatRateCode(code)) return code;
  return VAT_RATE_CODES.find((rate) => VAT_RATES[rate].ksefCode === code) ?? null;
}

/**
 * A bucket may collect two rates: the current one and a pre-2011 one (P_13_1: 23 or 22 %, P_13_2: 8 or
 * 7 %, P_13_4: the 4 % taxi flat rate or 3 %), and P_13_8 collects both 'np' and 'np I'. The rate the
 * lines use decides; with no line to go by (or lines using both), the current rate is taken, since a
 * historic rate is only seen on corrections of pre-2011 sales, which carry their lines.
 */
export function rateOfBucket(bucket: KsefTotalsBucket, lineRates: readonly VatRateCode[]): VatRateCode {
  const candidates = VAT_RATE_CODES.filter((rate) => VAT_RATES[rate].ksefBucket === bucket);
  const used = candidates.filter((rate) => lineRates.includes(rate));
  const [only] = used;
  if (only !== undefined && used.length === 1) return only;
  const current =
    candidates.find((rate) => CURRENT_VAT_RATE_CODES.includes(rate)) ??
    candidates.find((rate) => !VAT_RATES[rate].historic) ??
    candidates[0];
  // Every bucket suffix the type allows has at least one rate in the domain table.
  if (current === undefined) throw new Error(`no VAT rate for KSeF bucket ${bucket}`);
  return current;
}

/** Buckets that hold anything, as domain rates, in VAT_RATE_CODES order. */
export function ratesFromBuckets(
  buckets: readonly KsefBucketAmounts[],
  lineRates: readonly VatRateCode[],
): KsefRateAmounts[] {
  return buckets
    .filter((amounts) => amounts.net !== 0 || amounts.vat !== 0 || (amounts.vatPln ?? 0) !== 0)
    .map((amounts) => ({
      vatRate: rateOfBucket(amounts.bucket, lineRates),
      net: amounts.net,
      vat: amounts.vat,
      vatPln: amounts.vatPln,
    }))
    .sort((a, b) => vatRateOrder(a.vatRate) - vatRateOrder(b.vatRate));
}

/**
 * FA(2)'s line codes '0' and 'np' do not say which 0 % (domestic, intra-EU, export) or which "not
 * subject" (P_13_8 or P_13_9) the line is; the buckets do. When exactly one bucket of that kind holds
 * an amount, the line takes its rate; otherwise the generic rate stays. FA(3) codes are already exact.
 */
export function refineLineRate(
  rate: VatRateCode | null,
  schema: KsefSchema,
  byRate: readonly KsefRateAmounts[],
): VatRateCode | null {
  if (schema !== 'FA(2)' || (rate !== '0' && rate !== 'np')) return rate;
  const kind: VatRateKind = VAT_RATES[rate].kind;
  const sameKind = byRate.filter((amounts) => VAT_RATES[amounts.vatRate].kind === kind);
  const [only] = sameKind;
  return only !== undefined && sameKind.length === 1 ? only.vatRate : rate;
}
