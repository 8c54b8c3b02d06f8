// The money of an e-invoice: the P_13_x/P_14_x buckets, the lines (FaWiersz) and the exchange rate.
import type { KsefTotalsBucket, VatRateCode } from '@saldo/domain/vat-rates';
import type {
  KsefLine,
  KsefRateAmounts,
  KsefSchema,
  KsefSettlement,
  KsefSpecialAmounts,
} from './ksef-invoice.ts';
import { rateOfLineCode, ratesFromBuckets, refineLineRate, type KsefBucketAmounts } from './ksef-rates.ts';
import { child, children, optionalAmount, optionalText, requiredAmount, text } from './ksef-tree.ts';
import type { XmlNode } from '../../lib/xml/xml-tree.ts';

interface BucketFields {
  readonly bucket: KsefTotalsBucket;
  readonly net: string;
  /** Only the taxed rates have a VAT field, and only rates 1–4 a PLN one. */
  readonly vat?: string;
  readonly vatPln?: string;
}

const BUCKET_FIELDS: readonly BucketFields[] = [
  { bucket: '1', net: 'P_13_1', vat: 'P_14_1', vatPln: 'P_14_1W' },
  { bucket: '2', net: 'P_13_2', vat: 'P_14_2', vatPln: 'P_14_2W' },
  { bucket: '3', net: 'P_13_3', vat: 'P_14_3', vatPln: 'P_14_3W' },
  { bucket: '4', net: 'P_13_4', vat: 'P_14_4', vatPln: 'P_14_4W' },
  { bucket: '6_1', net: 'P_13_6_1' },
  { bucket: '6_2', net: 'P_13_6_2' },
  { bucket: '6_3', net: 'P_13_6_3' },
  { bucket: '7', net: 'P_13_7' },
  { bucket: '8', net: 'P_13_8' },
  { bucket: '9', net: 'P_13_9' },
  { bucket: '10', net: 'P_13_10' },
];

export interface InvoiceAmounts {
  readonly lines: KsefLine[];
  readonly byRate: KsefRateAmounts[];
  readonly specialAmounts: KsefSpecialAmounts[];
}

export function parseAmounts(fa: XmlNode, schema: KsefSchema): InvoiceAmounts {
  const lineNodes = children(fa, 'FaWiersz');
  const lineRates = lineNodes
    .map((line) => rateOfLineCode(text(line, 'P_12')))
    .filter((rate): rate is VatRateCode => rate !== null);
  const byRate = ratesFromBuckets(readBuckets(fa), lineRates);
  const lines = lineNodes.map((line) => parseLine(line, schema, byRate));
  return { lines, byRate, specialAmounts: readSpecialAmounts(fa) };
}

function readBuckets(fa: XmlNode): KsefBucketAmounts[] {
  return BUCKET_FIELDS.map((fields) => ({
    bucket: fields.bucket,
    net: optionalAmount(fa, fields.net) ?? 0,
    vat: fields.vat === undefined ? 0 : (optionalAmount(fa, fields.vat) ?? 0),
    vatPln: fields.vatPln === undefined ? null : optionalAmount(fa, fields.vatPln),
  }));
}

/**
 * The domain has no rate for the margin scheme or for OSS, and inventing one would misstate the
 * document: a margin invoice shows no VAT the buyer could deduct, an OSS one charges a foreign rate.
 * So they are reported apart, exactly as given, and whoever books the document decides.
 */
function readSpecialAmounts(fa: XmlNode): KsefSpecialAmounts[] {
  const special: KsefSpecialAmounts[] = [];
  const oss = { value: optionalAmount(fa, 'P_13_5') ?? 0, vat: optionalAmount(fa, 'P_14_5') ?? 0 };
  if (oss.value !== 0 || oss.vat !== 0) special.push({ procedure: 'oss', ...oss });
  const margin = optionalAmount(fa, 'P_13_11') ?? 0;
  if (margin !== 0) special.push({ procedure: 'margin', value: margin, vat: 0 });
  return special;
}

function parseLine(line: XmlNode, schema: KsefSchema, byRate: readonly KsefRateAmounts[]): KsefLine {
  return {
    name: text(line, 'P_7'),
    quantity: text(line, 'P_8B'),
    unit: text(line, 'P_8A'),
    unitNetPrice: text(line, 'P_9A'),
    unitGrossPrice: text(line, 'P_9B'),
    net: optionalAmount(line, 'P_11'),
    gross: optionalAmount(line, 'P_11A'),
    vatRate: refineLineRate(rateOfLineCode(text(line, 'P_12')), schema, byRate),
    beforeCorrection: text(line, 'StanPrzed') === '1',
  };
}

export function parseSettlement(fa: XmlNode): KsefSettlement | null {
  const settlement = child(fa, 'Rozliczenie');
  if (settlement === null) return null;
  // The sums are optional beside their items; the items are the facts.
  const total = (items: string): number =>
    children(settlement, items).reduce((sum, item) => sum + requiredAmount(item, 'Kwota'), 0);
  return {
    charges: total('Obciazenia'),
    deductions: total('Odliczenia'),
    toPay: optionalAmount(settlement, 'DoZaplaty'),
    toSettle: optionalAmount(settlement, 'DoRozliczenia'),
  };
}

/**
 * KursWalutyZ (advance invoices) when given; otherwise the lines' KursWaluty if every line that has
 * one agrees. Lines may legitimately differ (each delivery converted on its own day); no single rate
 * describes such a document, so it gets none and byRate's vatPln carries the PLN VAT instead.
 */
export function parseExchangeRate(fa: XmlNode, currency: string): string | null {
  if (currency === 'PLN') return null;
  const declared = optionalText(fa, 'KursWalutyZ');
  if (declared !== null) return declared;
  const byValue = new Map<string, string>();
  for (const line of children(fa, 'FaWiersz')) {
    if (text(line, 'StanPrzed') === '1') continue;
    const rate = optionalText(line, 'KursWaluty');
    if (rate !== null) byValue.set(withoutTrailingZeros(rate), rate);
  }
  const [only] = byValue.values();
  return byValue.size === 1 && only !== undefined ? only : null;
}

/** "4.50050" and "4.5005" are one rate. */
function withoutTrailingZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}
