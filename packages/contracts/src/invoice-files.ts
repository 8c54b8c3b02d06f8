import type { InvoiceType } from './invoices.ts';

const FILENAME_PREFIX: Readonly<Record<InvoiceType, string>> = {
  vat: 'Faktura',
  vatMargin: 'Faktura_marza',
  proforma: 'Proforma',
  advance: 'Faktura_zaliczkowa',
  final: 'Faktura_koncowa',
  correction: 'Korekta',
};

/**
 * The one name of an invoice's file, wherever it goes: the download, the e-mail attachment, the name
 * the send form announces, the KSeF XML (same name, own extension). ASCII only: Content-Disposition
 * and many mail clients mangle anything else. Diacritics lose their marks (ł has none to lose, so it
 * is mapped by hand); everything else outside [A-Za-z0-9.-] becomes _.
 */
export function invoiceFileName(
  invoice: { readonly number: string; readonly type: InvoiceType },
  extension: 'pdf' | 'xml',
): string {
  const ascii = `${FILENAME_PREFIX[invoice.type]}_${invoice.number}`
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  return `${ascii}.${extension}`;
}
