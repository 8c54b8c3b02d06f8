// Procedure markers of a sales row that follow from the document itself, before the user's overrides.
// Only what the books can tell is derived here (MR_T / MR_UZ come from the margin scheme in
// jpk-sales-row.ts); markers that need facts the books do not hold (a related party, triangular trade,
// import procedures, vouchers, an electronic interface) stay the user's to set on the row.
import { FA3_EU_COUNTRY_CODES } from '../ksef/fa3-model.ts';
import type { JpkSalesDocumentInput, SalesProcedure } from './jpk-types.ts';

const isEuCountry = (country: string): boolean =>
  FA3_EU_COUNTRY_CODES.some((code) => code === (country === 'GR' ? 'EL' : country));

/**
 * WSTO_EE: a sale to a consumer in another EU country (no tax number) taxed where the consumer is
 * (art. 22 ust. 1 pkt 1a, art. 28k) — in the books, a line "np" to such a buyer.
 */
function isDistanceSale(document: JpkSalesDocumentInput): boolean {
  const country = (document.buyer.country ?? '').trim().toUpperCase();
  if (country === '' || country === 'PL' || !isEuCountry(country)) return false;
  if ((document.buyer.taxId ?? '').trim() !== '') return false;
  return document.rateTotals.some((total) => total.rate === 'np');
}

export function derivedSalesProcedures(document: JpkSalesDocumentInput): SalesProcedure[] {
  return isDistanceSale(document) ? ['WSTO_EE'] : [];
}
