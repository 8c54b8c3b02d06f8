// Server-side PDF of a sales invoice: A4, DejaVu fonts embedded (the 14 standard PDF fonts have no
// Polish letters), every element of art. 106e of the VAT act, Polish with English alongside for
// invoices whose language is 'english'.
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import PDFDocument from 'pdfkit';
import {
  documentTitle,
  drawAnnotations,
  drawCorrectionReference,
  drawHeader,
  drawKsefPreviewBand,
  drawNotes,
  drawParties,
} from './invoice-pdf-sections.ts';
import type { BankAccount, KsefMark, RenderContext } from '../../../lib/pdf/pdf-context.ts';
import { drawKsefOfflineCodes, drawKsefVerification, type KsefOfflineMark } from './pdf-ksef.ts';
import { localeOf, makeTranslator } from '@saldo/contracts/invoice-wording';
import {
  COLOR,
  DOCUMENT_FONT_OPTIONS,
  drawFooters,
  FONT,
  PageFlow,
  registerFonts,
} from '../../../lib/pdf/pdf-layout.ts';
import { drawLines } from './pdf-lines.ts';
import { drawAdvances, drawPayment, drawSummary } from './pdf-totals.ts';

export { invoicePdfFilename } from '../../../lib/pdf/pdf-format.ts';
export type { BankAccount, KsefMark } from '../../../lib/pdf/pdf-context.ts';
export type { KsefOfflineMark } from './pdf-ksef.ts';

export interface InvoicePdfOptions {
  /** The account printed for payment; null prints none (cash, card). */
  readonly bank: BankAccount | null;
  /** PNG or JPEG bytes of the seller's logo. */
  readonly logo?: Buffer | null;
  /** The KSeF number and KOD I link of an invoice KSeF accepted; absent until then, and none is printed. */
  readonly ksef?: KsefMark | null;
  /** KOD I and the signed KOD II of an invoice issued in offline mode that KSeF has not numbered yet. */
  readonly ksefOffline?: KsefOfflineMark | null;
}

export function renderInvoicePdf(invoice: InvoiceDetail, options: InvoicePdfOptions): Promise<Buffer> {
  const tr = makeTranslator(invoice.language);
  const title = documentTitle({ invoice, tr });
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 40,
    // Buffered so that the footers can say "page X/Y" once the page count is known.
    bufferPages: true,
    lang: invoice.language === 'english' ? 'en' : 'pl',
    info: { Title: title, Author: invoice.seller.name, Subject: title, Creator: 'Saldo' },
  });

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      const flow = new PageFlow(doc, (continued) => {
        continued.paragraph(`${title} – ${tr.t('continued')}`, {
          font: FONT.bold,
          size: 8,
          color: COLOR.muted,
        });
        continued.gap(6);
      });
      const ctx: RenderContext = {
        flow,
        invoice,
        tr,
        locale: localeOf(invoice),
        bank: options.bank,
        logo: options.logo ?? null,
        ksef: options.ksef ?? null,
      };
      drawKsefPreviewBand(ctx);
      drawHeader(ctx);
      drawParties(ctx);
      drawCorrectionReference(ctx);
      drawLines(ctx);
      drawSummary(ctx);
      drawAdvances(ctx);
      drawPayment(ctx);
      drawAnnotations(ctx);
      drawNotes(ctx);
      drawKsefVerification(ctx);
      drawKsefOfflineCodes(ctx, options.ksefOffline ?? null);
      drawFooters(doc, tr.t('page'), title);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
