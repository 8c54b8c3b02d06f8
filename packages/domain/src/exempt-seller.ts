// Art. 113 and art. 108 of the VAT act: a seller exempt from VAT who still shows VAT on an invoice owes
// that tax. The invoice form asks before issuing such an invoice and the server refuses it unless the
// request confirms, both by this rule: lines at a rate with a percentage of VAT (0 %, zw, np do not count;
// a margin invoice shows no VAT).
import { vatRateInfo, type VatRateCode } from './vat-rates.ts';

/** The percentages of VAT the lines charge ("23 %", "8 %"), each once, in the lines' order. */
export function ratesChargingVat(lines: readonly { readonly vatRate: VatRateCode }[]): string[] {
  const taxed = lines.map((line) => vatRateInfo(line.vatRate)).filter((info) => info.kind === 'taxed');
  return [...new Set(taxed.map((info) => `${info.percent} %`))];
}
