// Server-side PDF of a pre-court demand for payment (przedsądowe wezwanie do zapłaty): A4, the DejaVu
// fonts and page flow of the invoice PDF, Polish or English.
import PDFDocument from 'pdfkit';
import {
  COLOR,
  DOCUMENT_FONT_OPTIONS,
  drawFooters,
  FONT,
  PageFlow,
  registerFonts,
} from '../../../lib/pdf/pdf-layout.ts';
import type { DemandLetterData } from './demand-letter-data.ts';
import {
  drawCall,
  drawClosing,
  drawHeading,
  drawParties,
  type LetterContext,
} from './demand-letter-sections.ts';
import { drawInvoices, drawTotals } from './demand-letter-tables.ts';
import { ENGLISH, POLISH } from './demand-letter-wording.ts';

export type { DemandLetterData, DemandLetterInvoice } from './demand-letter-data.ts';

export function renderDemandLetter(data: DemandLetterData): Promise<Buffer> {
  const wording = data.language === 'en' ? ENGLISH : POLISH;
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 50,
    // Buffered so that the footers can say "page X/Y" once the page count is known.
    bufferPages: true,
    lang: data.language,
    info: { Title: wording.title, Author: data.creditor.name, Subject: wording.title, Creator: 'Saldo' },
  });

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      const flow = new PageFlow(doc, (continued) => {
        continued.paragraph(`${wording.title} – ${wording.continued}`, {
          font: FONT.bold,
          size: 8,
          color: COLOR.muted,
        });
        continued.gap(6);
      });
      const ctx: LetterContext = { flow, data, wording, locale: data.language };
      drawHeading(ctx);
      drawParties(ctx);
      drawCall(ctx);
      drawInvoices(ctx);
      drawTotals(ctx);
      drawClosing(ctx);
      drawFooters(doc, wording.page, `${wording.title} – ${data.debtor.name}`);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
