// KSeF "KOD I" of an accepted invoice: the verification link as a QR code, the KSeF number under it
// (the Ministry's rule for an invoice that has one; "OFFLINE" is for one that has none yet, which this
// PDF never prints a code for) and the link itself in writing, for a reader who cannot scan.
import { SECTION_GAP, type RenderContext } from './pdf-context.ts';
import { COLOR, FONT, type TextStyle } from './pdf-layout.ts';
import { drawQr, layoutQr, QR_QUIET_ZONE } from './pdf-qr.ts';

/** 2.4 pt ≈ 0.85 mm per module: a version 6 symbol (a production link) is about 35 mm wide. */
const MODULE_SIZE = 2.4;
const CAPTION_STYLE: TextStyle = { font: FONT.condensedBold, size: 7 };
const LINK_STYLE: TextStyle = { size: 7, color: COLOR.muted };
// Like the headings of the annotations and notes above it.
const HEADING_STYLE: TextStyle = { font: FONT.bold, size: 8, color: COLOR.muted };

/** At the end of the document, where it cannot push the totals apart; kept whole on one page. */
export function drawKsefVerification(ctx: RenderContext): void {
  const { flow, tr, ksef } = ctx;
  if (ksef === null) return;
  const doc = flow.doc;
  const heading = tr.t('ksefVerification');
  const quiet = QR_QUIET_ZONE * MODULE_SIZE;
  // Laid out at (0, 0) to measure: the page, and so the position, is known only after `ensure`.
  const side = layoutQr(ksef.verificationUrl, 0, 0, MODULE_SIZE).side;
  const symbolSide = side - 2 * quiet;
  flow.style(CAPTION_STYLE);
  // The caption is centred under the symbol, so their column is as wide as the wider of the two.
  const column = Math.max(symbolSide, doc.widthOfString(ksef.number));
  const headingHeight = flow.measure(heading, flow.width, HEADING_STYLE);
  const captionHeight = flow.measure(ksef.number, column, CAPTION_STYLE);
  const linkHeight = flow.measure(ksef.verificationUrl, flow.width, LINK_STYLE);
  flow.gap(SECTION_GAP - 4);
  flow.ensure(headingHeight + side + captionHeight + 2 + linkHeight);

  flow.textAt(heading, flow.left, flow.y, flow.width, HEADING_STYLE);
  flow.gap(headingHeight);
  // The quiet zone starts under the heading and ends above the caption: nothing dark may be inside it.
  const symbolLeft = flow.left + (column - symbolSide) / 2;
  drawQr(doc, layoutQr(ksef.verificationUrl, symbolLeft - quiet, flow.y, MODULE_SIZE));
  flow.gap(side);
  flow.textAt(ksef.number, flow.left, flow.y, column, { ...CAPTION_STYLE, align: 'center' });
  flow.gap(captionHeight + 2);
  flow.style(LINK_STYLE);
  // Clickable too: a PDF is mostly read on a screen, where scanning one's own screen is awkward.
  doc.text(ksef.verificationUrl, flow.left, flow.y, {
    width: flow.width,
    lineGap: 0,
    link: ksef.verificationUrl,
  });
  flow.gap(linkHeight + SECTION_GAP);
}
