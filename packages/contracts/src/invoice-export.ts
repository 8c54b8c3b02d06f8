import { invoiceTotalsQuerySchema } from './invoices.ts';

/** The month-end export takes the invoice list's filters (without paging and sorting). */
export const invoiceExportQuerySchema = invoiceTotalsQuerySchema;

/** Beyond this many invoices the user narrows the filter (a month of a busy company is far below it). */
export const INVOICE_EXPORT_LIMIT = 20_000;

/** The response header that says how many invoices the ZIP holds, read by the web for its progress. */
export const INVOICE_EXPORT_COUNT_HEADER = 'x-export-invoices';

/** The ZIP's folder of invoice PDFs: one entry per invoice, which is what the web counts. */
export const INVOICE_EXPORT_PDF_FOLDER = 'faktury/';
/** The FA(3) files KSeF received. */
export const INVOICE_EXPORT_XML_FOLDER = 'ksef/';
