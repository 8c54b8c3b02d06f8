// A sales document → its row in the sales register: each rate's net and VAT in its K field (converted
// to PLN at the invoice's rate), the margin scheme taxed on the margin, a correction with its sign.
import type { Money } from '../money.ts';
import { toPln } from '../exchange-rate.ts';
import { divRoundHalfUp, toSafeNumber } from '../decimal.ts';
import { vatRateInfo } from '../vat-rates.ts';
import { jpkCounterparty } from './jpk-counterparty.ts';
import { salesRateFields, taxedRateFields } from './jpk-rate-fields.ts';
import type {
  JpkRateTotal,
  JpkSalesDocumentInput,
  JpkSalesRow,
  KsefReference,
  SalesAmountField,
  SalesDocumentType,
  SalesProcedure,
} from './jpk-types.ts';
import { SALES_PROCEDURES, GTU_CODES } from './jpk-types.ts';
import { derivedSalesProcedures } from './jpk-sales-markers.ts';

/** Amounts in a foreign currency need the invoice's rate; PLN amounts pass through. */
export function plnConverter(
  currency: string,
  rate: number | null,
  documentId: string,
): (amount: Money) => Money {
  if (currency === 'PLN') return (amount) => amount;
  if (rate === null || rate <= 0) {
    throw new RangeError(`document ${documentId} is in ${currency} but has no exchange rate`);
  }
  return (amount) => toPln(amount, rate);
}

export function ksefReference(
  ksefNumber: string | null,
  marker: 'OFF' | 'BFK' | 'DI' | null,
  fallback: 'BFK' | 'DI',
): KsefReference {
  const number = ksefNumber?.trim() ?? '';
  if (number !== '') return { kind: 'ksef', number };
  return { kind: marker ?? fallback };
}

/** VAT contained in a gross amount: gross × p / (100 + p), half-up (art. 119 ust. 4, art. 120 ust. 4). */
export function vatInGross(gross: Money, percent: number): Money {
  return toSafeNumber(divRoundHalfUp(BigInt(gross) * BigInt(percent), BigInt(100 + percent)), 'margin VAT');
}

function add(
  amounts: Partial<Record<SalesAmountField, Money>>,
  field: SalesAmountField,
  amount: Money,
): void {
  amounts[field] = (amounts[field] ?? 0) + amount;
}

function documentTypeOf(document: JpkSalesDocumentInput): SalesDocumentType | null {
  if (document.kind === 'receipts') return 'RO';
  if (document.kind === 'internal') return 'WEW';
  return document.toReceipt ? 'FP' : null;
}

/** Schema order, no duplicates: the markers come from lines and from the user, in any order. */
function ordered<T extends string>(all: readonly T[], given: readonly T[]): T[] {
  const set = new Set(given);
  return all.filter((item) => set.has(item));
}

/** Adds (sign 1) or deducts (sign -1) one rate's amounts in PLN to the fields of its rate. */
function addRate(
  amounts: Partial<Record<SalesAmountField, Money>>,
  total: JpkRateTotal,
  pln: (amount: Money) => Money,
  sign: 1 | -1,
  documentId: string,
): void {
  const fields = salesRateFields(total.rate);
  if (fields === null) {
    throw new RangeError(`rate ${total.rate} of document ${documentId} has no field in JPK_V7M`);
  }
  const net = sign * pln(total.net);
  add(amounts, fields.net, net);
  if (fields.netAlsoIn !== null) add(amounts, fields.netAlsoIn, net);
  if (fields.vat !== null) add(amounts, fields.vat, sign * (total.vatPln ?? pln(total.vat)));
}

export function salesRowFrom(document: JpkSalesDocumentInput): JpkSalesRow {
  const pln = plnConverter(document.currency, document.exchangeRate, document.id);
  const amounts: Partial<Record<SalesAmountField, Money>> = {};
  for (const total of document.rateTotals) addRate(amounts, total, pln, 1, document.id);
  // A final invoice reports only what the advances did not: each advance's net and VAT leave the
  // fields of their own rate, converted at the advance's own exchange rate.
  for (const advance of document.advances ?? []) {
    const advancePln = plnConverter(document.currency, advance.exchangeRate, document.id);
    for (const total of advance.rateTotals) addRate(amounts, total, advancePln, -1, document.id);
  }

  const procedures: SalesProcedure[] = [...document.procedures, ...derivedSalesProcedures(document)];
  let marginGross: Money | null = null;
  if (document.margin !== null) {
    const margin = document.margin;
    const fields = taxedRateFields(margin.rate);
    if (fields === null)
      throw new RangeError(`margin rate ${margin.rate} of document ${document.id} is not taxed`);
    // A negative margin is taxed as none: there is no refund of margin VAT.
    const grossMargin = Math.max(0, pln(margin.grossMargin));
    const vat = vatInGross(grossMargin, vatRateInfo(margin.rate).percent);
    add(amounts, fields.net, grossMargin - vat);
    add(amounts, fields.vat, vat);
    marginGross = pln(margin.grossSales);
    procedures.push(margin.scheme === 'travel' ? 'MR_T' : 'MR_UZ');
  }

  const isCorrection = document.kind === 'correction';
  let direction = 0;
  for (const amount of Object.values(amounts)) direction += amount;
  return {
    sourceId: document.id,
    origin: document.kind,
    counterparty: jpkCounterparty(document.buyer),
    documentNumber: document.number.trim(),
    issueDate: document.issueDate,
    saleDate:
      document.saleDate !== null && document.saleDate !== document.issueDate ? document.saleDate : null,
    ksef: ksefReference(
      document.ksefNumber,
      document.ksefMarker,
      document.kind === 'receipts' || document.kind === 'internal' ? 'DI' : 'BFK',
    ),
    documentType: documentTypeOf(document),
    gtu: ordered(GTU_CODES, document.gtu),
    procedures: ordered(SALES_PROCEDURES, procedures),
    badDebt: document.badDebt,
    amounts,
    marginGross,
    splitPayment: document.splitPayment,
    correctionSign: isCorrection ? (direction < 0 ? -1 : 1) : null,
  };
}
