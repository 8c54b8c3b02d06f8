// VAT rates an invoice line can carry, with their KSeF FA(3) codes and totals buckets.
// Source: FA(3) XSD (P_12 enumeration, P_13_x/P_14_x) in shared/reference/schemas; art. 41 and 146ef
// of the VAT act for the rates. 22/7/3 are the pre-2011 rates (still needed for corrections of old
// invoices); 4 is the taxi flat rate. '0' is domestic 0% ("0 KR" in FA(3)); 'np' without a suffix is
// the generic "not subject" older invoices (and margin lines) carry, sent to KSeF as "np I".

import { FA3_EU_COUNTRY_CODES } from './ksef/fa3-model.ts';

export const VAT_RATE_CODES = [
  '23',
  '22',
  '8',
  '7',
  '5',
  '4',
  '3',
  '0',
  '0 WDT',
  '0 EX',
  'zw',
  'np',
  'np I',
  'np II',
  'oo',
] as const;
export type VatRateCode = (typeof VAT_RATE_CODES)[number];

/**
 * Rates offered for new invoices; the rest stay valid for corrections and imports. The three 0 % rates
 * and the two "np" ones are distinct because FA(3) and JPK report them apart (P_13_6_1/2/3, P_13_8/9).
 */
export const CURRENT_VAT_RATE_CODES: readonly VatRateCode[] = [
  '23',
  '8',
  '5',
  '0',
  '0 WDT',
  '0 EX',
  'zw',
  'np I',
  'np II',
  'oo',
];

export type VatRateKind = 'taxed' | 'zero' | 'exempt' | 'not_subject' | 'reverse_charge';

export type KsefTotalsBucket = '1' | '2' | '3' | '4' | '6_1' | '6_2' | '6_3' | '7' | '8' | '9' | '10';

export interface VatRateInfo {
  readonly code: VatRateCode;
  /** Percentage charged; 0 for everything that carries no VAT on the invoice. */
  readonly percent: number;
  readonly kind: VatRateKind;
  readonly historic: boolean;
  /** Value of FaWiersz/P_12 in FA(3). */
  readonly ksefCode: string;
  /** Suffix of the P_13_x / P_14_x pair that collects this rate. */
  readonly ksefBucket: KsefTotalsBucket;
  readonly labelPl: string;
  readonly labelEn: string;
  /** Wording the invoice must print when this rate is used (art. 106e ust. 1 pkt 18). */
  readonly annotation?: string;
}

function taxed(code: VatRateCode, percent: number, bucket: KsefTotalsBucket, historic = false): VatRateInfo {
  return {
    code,
    percent,
    kind: 'taxed',
    historic,
    ksefCode: code,
    ksefBucket: bucket,
    labelPl: `${percent}%`,
    labelEn: `${percent}%`,
  };
}

export const VAT_RATES: Readonly<Record<VatRateCode, VatRateInfo>> = {
  '23': taxed('23', 23, '1'),
  '22': taxed('22', 22, '1', true),
  '8': taxed('8', 8, '2'),
  '7': taxed('7', 7, '2', true),
  '5': taxed('5', 5, '3'),
  '4': taxed('4', 4, '4'),
  '3': taxed('3', 3, '4', true),
  '0': {
    code: '0',
    percent: 0,
    kind: 'zero',
    historic: false,
    ksefCode: '0 KR',
    ksefBucket: '6_1',
    labelPl: '0%',
    labelEn: '0%',
  },
  '0 WDT': {
    code: '0 WDT',
    percent: 0,
    kind: 'zero',
    historic: false,
    ksefCode: '0 WDT',
    ksefBucket: '6_2',
    labelPl: '0% WDT',
    labelEn: '0% intra-EU supply',
  },
  '0 EX': {
    code: '0 EX',
    percent: 0,
    kind: 'zero',
    historic: false,
    ksefCode: '0 EX',
    ksefBucket: '6_3',
    labelPl: '0% eksport',
    labelEn: '0% export',
  },
  zw: {
    code: 'zw',
    percent: 0,
    kind: 'exempt',
    historic: false,
    ksefCode: 'zw',
    ksefBucket: '7',
    labelPl: 'zw',
    labelEn: 'exempt',
  },
  np: {
    code: 'np',
    percent: 0,
    kind: 'not_subject',
    historic: false,
    ksefCode: 'np I',
    ksefBucket: '8',
    labelPl: 'np',
    labelEn: 'not subject',
  },
  'np I': {
    code: 'np I',
    percent: 0,
    kind: 'not_subject',
    historic: false,
    ksefCode: 'np I',
    ksefBucket: '8',
    labelPl: 'np',
    labelEn: 'not subject (outside Poland)',
  },
  'np II': {
    code: 'np II',
    percent: 0,
    kind: 'not_subject',
    historic: false,
    ksefCode: 'np II',
    ksefBucket: '9',
    labelPl: 'np',
    labelEn: 'not subject (art. 100(1)(4) services)',
    annotation: 'odwrotne obciążenie',
  },
  oo: {
    code: 'oo',
    percent: 0,
    kind: 'reverse_charge',
    historic: false,
    ksefCode: 'oo',
    ksefBucket: '10',
    labelPl: 'oo',
    labelEn: 'reverse charge',
    annotation: 'odwrotne obciążenie',
  },
};

export function isVatRateCode(value: string): value is VatRateCode {
  return Object.hasOwn(VAT_RATES, value);
}

export function vatRateInfo(code: VatRateCode): VatRateInfo {
  return VAT_RATES[code];
}

/** Position in VAT_RATE_CODES; summaries are sorted by it so they never depend on line order. */
export function vatRateOrder(code: VatRateCode): number {
  return VAT_RATE_CODES.indexOf(code);
}

/**
 * Art. 106e ust. 1 pkt 24 lit. a: an invoice for an intra-Community supply of goods or for services
 * taxed where the EU buyer is (art. 100 ust. 1 pkt 4) names the seller's VAT number with its PL prefix.
 */
export function needsSellerVatPrefix(rates: readonly VatRateCode[]): boolean {
  return rates.some((rate) => rate === '0 WDT' || rate === 'np II');
}

/** VAT-number prefixes of the EU (FA(3)'s list); Greece's ISO code GR is its prefix EL. */
const isEuCountry = (country: string): boolean =>
  FA3_EU_COUNTRY_CODES.some((code) => code === (country === 'GR' ? 'EL' : country));

export interface BuyerRateSuggestion {
  /** What a supply of goods to this buyer usually is. */
  readonly goods: VatRateCode;
  /** What a (B2B, art. 28b) service to this buyer usually is. */
  readonly services: VatRateCode;
}

/**
 * The rates a foreign buyer suggests; null for a Polish buyer (domestic rates). An EU buyer with a VAT
 * number: intra-Community supply (0 % WDT, art. 42) or a service taxed where the buyer is (np II, with
 * reverse charge). Without a VAT number an EU buyer is a consumer, taxed in Poland: no suggestion. Outside
 * the EU: export (0 % EX, art. 41 ust. 4) or a service outside Poland (np I). A suggestion only: the
 * conditions (proof of the goods leaving Poland, a valid VIES number) are the seller's to meet.
 */
export function suggestedRatesForBuyer(buyer: {
  readonly country: string;
  readonly vatNumber: string;
}): BuyerRateSuggestion | null {
  const country = buyer.country.trim().toUpperCase() || 'PL';
  if (country === 'PL') return null;
  if (isEuCountry(country)) {
    return buyer.vatNumber.trim() === '' ? null : { goods: '0 WDT', services: 'np II' };
  }
  return { goods: '0 EX', services: 'np I' };
}
