// The blocks of the invoice around the tables, top to bottom. Each one is an element of art. 106e
// ust. 1 of the VAT act (or of art. 106j for corrective invoices) and skips itself when it does not apply.
import type { InvoiceParty } from '@saldo/contracts/invoices';
import { nonEmpty, SECTION_GAP, type RenderContext } from '../../../lib/pdf/pdf-context.ts';
import { addressLines, isCrossBorder } from '../../../lib/pdf/pdf-format.ts';
import { embeddableImage } from '../../../lib/pdf/pdf-image.ts';
import {
  correctedKsefLine,
  documentTitleOf,
  invoiceAnnotations,
  KSEF_PREVIEW_WORDING,
  recipientUnitOf,
  buyerCorrectionOf,
  sellerVatId,
} from '@saldo/contracts/invoice-wording';
import { COLOR, FONT } from '../../../lib/pdf/pdf-layout.ts';

export function documentTitle(ctx: Pick<RenderContext, 'invoice' | 'tr'>): string {
  return `${ctx.tr.pick(documentTitleOf(ctx.invoice))} ${ctx.tr.t('number')} ${ctx.invoice.number}`;
}

const PREVIEW_COLOR = '#b42318';

/**
 * Above everything on an obliged company's invoice that KSeF has not numbered: a framed band saying
 * it is not an invoice yet, so that a printed copy cannot pass for one (art. 106ga).
 */
export function drawKsefPreviewBand(ctx: RenderContext): void {
  const { flow, invoice, tr } = ctx;
  if (!invoice.ksefPreview) return;
  const padding = 6;
  const text = tr.pick(KSEF_PREVIEW_WORDING, '\n');
  const style = { font: FONT.bold, size: 10, color: PREVIEW_COLOR } as const;
  const inner = flow.width - 2 * padding;
  const height = flow.measure(text, inner, style) + 2 * padding;
  flow.doc
    .save()
    .rect(flow.left, flow.y, flow.width, height)
    .lineWidth(1.5)
    .strokeColor(PREVIEW_COLOR)
    .stroke()
    .restore();
  flow.textAt(text, flow.left + padding, flow.y + padding, inner, { ...style, align: 'center' });
  flow.y += height + SECTION_GAP;
}

/** Logo, title and number on the left; the dates (and the KSeF number once accepted) on the right. */
export function drawHeader(ctx: RenderContext): void {
  const { flow, invoice, tr } = ctx;
  const half = flow.width / 2;
  const top = flow.y;
  let left = top;
  // A logo stored before uploads were checked may be one pdfkit cannot read: the invoice goes without.
  if (ctx.logo !== null && embeddableImage(ctx.logo)) {
    const logoHeight = 48;
    flow.doc.image(ctx.logo, flow.left, left, { fit: [160, logoHeight] });
    left += logoHeight + 8;
  }
  const title = documentTitleOf(invoice);
  left += flow.textAt(title.pl, flow.left, left, half, { font: FONT.bold, size: 17 });
  if (tr.bilingual) left += flow.textAt(title.en, flow.left, left, half, { size: 10, color: COLOR.muted });
  left += 3;
  left += flow.textAt(`${tr.t('number')} ${invoice.number}`, flow.left, left, half, {
    font: FONT.bold,
    size: 12,
  });

  const dates: [string, string][] = [
    [tr.t('issueDate'), invoice.issuedDate],
    // An advance invoice states when the payment was received (art. 106f ust. 1 pkt 1), not a sale.
    [tr.t(invoice.type === 'advance' ? 'paymentReceivedDate' : 'saleDate'), invoice.saleDate],
  ];
  if (nonEmpty(invoice.placeOfIssue)) dates.push([tr.t('placeOfIssue'), invoice.placeOfIssue]);
  // Next to the invoice's own number: the KSeF number is the identifier the buyer books it under.
  if (ctx.ksef !== null) dates.push([tr.t('ksefNumber'), ctx.ksef.number]);
  let right = top;
  for (const [label, value] of dates) {
    right += flow.textAt(label, flow.left + half, right, half, {
      size: 7.5,
      color: COLOR.muted,
      align: 'right',
    });
    right += flow.textAt(value, flow.left + half, right, half, {
      font: FONT.bold,
      size: 9.5,
      align: 'right',
    });
    right += 3;
  }
  flow.y = Math.max(left, right) + SECTION_GAP;
}

function partyLines(ctx: RenderContext, party: InvoiceParty, extra: [string, string][]): string[] {
  const withCountry = isCrossBorder(ctx.invoice);
  const identifiers: [string, string][] = [[ctx.tr.t('nip'), party.nip], ...extra];
  return [
    ...addressLines(party, ctx.locale, withCountry),
    ...identifiers.filter(([, value]) => nonEmpty(value)).map(([label, value]) => `${label}: ${value}`),
  ];
}

/** Seller and buyer side by side, measured first so that the pair never splits across pages. */
export function drawParties(ctx: RenderContext): void {
  const { flow, invoice, tr } = ctx;
  const gap = 16;
  const width = (flow.width - gap) / 2;
  const seller = partyLines(ctx, { ...invoice.seller, nip: sellerVatId(invoice) }, [
    [tr.t('regon'), invoice.seller.regon],
    ['tel.', invoice.seller.phone],
    ['e-mail', invoice.seller.email],
  ]);
  const recipient = recipientUnitOf(invoice, tr);
  const buyerCorrection = buyerCorrectionOf(invoice, tr);
  const buyer = [
    ...partyLines(ctx, invoice.buyer, []),
    // The JST unit or VAT-group member the KSeF file names in Podmiot3, under the buyer it belongs to.
    ...(recipient === null
      ? []
      : [
          '',
          `${recipient.caption}:`,
          recipient.unit.name,
          ...addressLines(recipient.unit, ctx.locale, isCrossBorder(invoice)),
          `${tr.t('nip')}: ${recipient.unit.nip}`,
        ]),
    // A correction of the buyer's data: the buyer as on the corrected invoice (Podmiot2K), under the new.
    ...(buyerCorrection === null
      ? []
      : [
          '',
          `${buyerCorrection.beforeCaption}:`,
          buyerCorrection.before.name,
          ...partyLines(ctx, buyerCorrection.before, []),
        ]),
  ];
  const parties = [
    { caption: tr.t('seller'), name: invoice.seller.name, lines: seller, x: flow.left },
    {
      caption: buyerCorrection?.afterCaption ?? tr.t('buyer'),
      name: invoice.buyer.name,
      lines: buyer,
      x: flow.left + width + gap,
    },
  ];
  const heightOf = (party: (typeof parties)[number]): number =>
    flow.measure(party.caption, width, { font: FONT.bold, size: 8 }) +
    6 +
    flow.measure(party.name, width, { font: FONT.bold, size: 10 }) +
    2 +
    flow.measure(party.lines.join('\n'), width, { size: 9 });
  const height = Math.max(...parties.map(heightOf));
  flow.ensure(height);
  const top = flow.y;
  for (const party of parties) {
    let y = top;
    y += flow.textAt(party.caption, party.x, y, width, { font: FONT.bold, size: 8, color: COLOR.muted });
    flow.doc
      .save()
      .moveTo(party.x, y + 2)
      .lineTo(party.x + width, y + 2)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    y += 6;
    y += flow.textAt(party.name, party.x, y, width, { font: FONT.bold, size: 10 }) + 2;
    flow.textAt(party.lines.join('\n'), party.x, y, width, { size: 9 });
  }
  flow.y = top + height + SECTION_GAP;
}

/** Art. 106j ust. 2: the corrected invoice and the reason. */
export function drawCorrectionReference(ctx: RenderContext): void {
  const { flow, invoice, tr } = ctx;
  if (invoice.type !== 'correction') return;
  if (invoice.correctedInvoice !== null) {
    const { number, issuedDate } = invoice.correctedInvoice;
    flow.paragraph(
      `${tr.t('correctedInvoice')}: ${tr.t('number')} ${number} ${tr.t('ofDate')} ${issuedDate}`,
      {
        font: FONT.bold,
        size: 9,
      },
    );
    const ksef = correctedKsefLine(invoice, tr);
    if (ksef !== null) flow.paragraph(ksef, { font: FONT.bold, size: 9 });
  }
  if (nonEmpty(invoice.correctionReason)) {
    flow.paragraph(`${tr.t('correctionReason')}: ${invoice.correctionReason}`, { size: 9 });
  }
  flow.gap(SECTION_GAP - 4);
}

export function drawAnnotations(ctx: RenderContext): void {
  const { flow, invoice, tr } = ctx;
  const notes = invoiceAnnotations(invoice, tr);
  if (notes.length === 0) return;
  flow.paragraph(tr.t('annotations'), { font: FONT.bold, size: 8, color: COLOR.muted });
  flow.gap(2);
  for (const note of notes) flow.paragraph(note, { font: FONT.bold, size: 9 });
  flow.gap(SECTION_GAP - 4);
}

export function drawNotes(ctx: RenderContext): void {
  const { flow, invoice, tr } = ctx;
  if (!nonEmpty(invoice.notes)) return;
  flow.paragraph(tr.t('notes'), { font: FONT.bold, size: 8, color: COLOR.muted });
  flow.gap(2);
  // One paragraph per line so that long notes can continue on the next page.
  for (const line of invoice.notes.split(/\r?\n/)) flow.paragraph(line === '' ? ' ' : line, { size: 8.5 });
}
