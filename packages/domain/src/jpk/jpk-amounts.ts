// Sums over the registers and the rounding of the declaration. The control sums (SprzedazCtrl,
// ZakupCtrl) and the declaration's P fields are computed here, once, for the screens and the file.
import { assertMoney, type Money } from '../money.ts';
import {
  PURCHASE_AMOUNT_FIELDS,
  SALES_AMOUNT_FIELDS,
  type JpkPurchaseRow,
  type JpkSalesRow,
  type PurchaseAmountField,
  type RegisterTotals,
  type SalesAmountField,
  type WholeZloty,
} from './jpk-types.ts';

/** Output VAT fields added to PodatekNalezny / P_38 … */
export const OUTPUT_VAT_ADDED: readonly SalesAmountField[] = [
  'K_16',
  'K_18',
  'K_20',
  'K_24',
  'K_26',
  'K_28',
  'K_30',
  'K_32',
  'K_33',
  'K_34',
];
/** … and the ones subtracted, because they are paid apart (art. 103 ust. 3–5ac, art. 17b). */
export const OUTPUT_VAT_SUBTRACTED: readonly SalesAmountField[] = ['K_35', 'K_36', 'K_360'];
/** Input VAT fields of PodatekNaliczony. */
export const INPUT_VAT_FIELDS: readonly PurchaseAmountField[] = [
  'K_41',
  'K_43',
  'K_44',
  'K_45',
  'K_46',
  'K_47',
];

/**
 * Art. 63 § 1 of the Tax Ordinance: bases and tax amounts are rounded to whole złoty, less than 50
 * grosze down, 50 and more up. Applied to the magnitude so that a negative correction rounds like a
 * positive one (-0,50 zł is -1 zł, not 0).
 */
export function roundToZloty(amount: Money): WholeZloty {
  assertMoney(amount);
  const magnitude = Math.floor((Math.abs(amount) + 50) / 100);
  // No -0: it would print as "0" but fails strict equality in the checks built on it.
  return amount < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** Output VAT a sales row adds to PodatekNalezny (0 for FP rows: their tax sits in the RO summary). */
export function salesRowOutputVat(row: JpkSalesRow): Money {
  if (row.documentType === 'FP') return 0;
  let vat = 0;
  for (const field of OUTPUT_VAT_ADDED) vat += row.amounts[field] ?? 0;
  for (const field of OUTPUT_VAT_SUBTRACTED) vat -= row.amounts[field] ?? 0;
  return vat;
}

export function purchaseRowInputVat(row: JpkPurchaseRow): Money {
  let vat = 0;
  for (const field of INPUT_VAT_FIELDS) vat += row.amounts[field] ?? 0;
  return vat;
}

function zeroes<F extends string>(fields: readonly F[]): Record<F, Money> {
  const record = {} as Record<F, Money>;
  for (const field of fields) record[field] = 0;
  return record;
}

/**
 * Every register field summed in grosze. Rows of type FP are counted but their amounts are not: an
 * invoice issued to a receipt repeats a sale the cash-register summary (RO) already reports.
 */
export function registerTotals(
  sales: Iterable<JpkSalesRow>,
  purchases: Iterable<JpkPurchaseRow>,
): RegisterTotals {
  const salesSums = zeroes(SALES_AMOUNT_FIELDS);
  const purchaseSums = zeroes(PURCHASE_AMOUNT_FIELDS);
  let salesRowCount = 0;
  let purchaseRowCount = 0;
  for (const row of sales) {
    salesRowCount++;
    if (row.documentType === 'FP') continue;
    for (const field of SALES_AMOUNT_FIELDS) salesSums[field] += row.amounts[field] ?? 0;
  }
  for (const row of purchases) {
    purchaseRowCount++;
    for (const field of PURCHASE_AMOUNT_FIELDS) purchaseSums[field] += row.amounts[field] ?? 0;
  }
  for (const field of SALES_AMOUNT_FIELDS) assertMoney(salesSums[field], field);
  for (const field of PURCHASE_AMOUNT_FIELDS) assertMoney(purchaseSums[field], field);
  let outputVat = 0;
  for (const field of OUTPUT_VAT_ADDED) outputVat += salesSums[field];
  for (const field of OUTPUT_VAT_SUBTRACTED) outputVat -= salesSums[field];
  let inputVat = 0;
  for (const field of INPUT_VAT_FIELDS) inputVat += purchaseSums[field];
  return {
    sales: salesSums,
    purchases: purchaseSums,
    salesRowCount,
    purchaseRowCount,
    outputVat,
    inputVat,
  };
}
