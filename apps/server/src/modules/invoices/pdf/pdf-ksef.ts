// KSeF "KOD I" of an accepted invoice: the verification link as a QR code, the KSeF number under it
// (the Ministry's rule for an invoice that has one) and the link itself in writing, for a reader who
// cannot scan. An invoice issued in offline mode that KSeF has not numbered yet carries two codes
// (kody-qr.md): KOD I labelled OFFLINE and KOD II, the issuer's signed certificate link, labelled
// CERTYFIKAT. The labels are the Ministry's words and are printed as they are on any invoice.
import { SECTION_GAP, type RenderContext } from '../../../lib/pdf/pdf-context.ts';
import { COLOR, FONT, type TextStyle } from '../../../lib/pdf/pdf-layout.ts';
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

/** The two links of an invoice issued in offline mode (ksef-queue.service printedKsef). */
export interface KsefOfflineMark {
  /** KOD I: the verification link of the frozen file. */
  readonly invoiceUrl: string;
  /** KOD II: the link signed with the company's KSeF offline certificate. */
  readonly certificateUrl: string;
}

export const OFFLINE_LABEL = 'OFFLINE';
export const CERTIFICATE_LABEL = 'CERTYFIKAT';
/** KOD II carries a signature (an RSA one is 342 characters), so its symbol has smaller modules. */
const CERTIFICATE_MODULE_SIZE = 1.6;
const CODE_GAP = 24;

/** Both codes side by side under one heading, each with its label, then both links in writing. */
export function drawKsefOfflineCodes(ctx: RenderContext, offline: KsefOfflineMark | null): void {
  const { flow, tr } = ctx;
  if (offline === null || ctx.ksef !== null) return;
  const doc = flow.doc;
  const heading = tr.t('ksefOfflineCodes');
  const codes = [
    { url: offline.invoiceUrl, label: OFFLINE_LABEL, moduleSize: MODULE_SIZE },
    { url: offline.certificateUrl, label: CERTIFICATE_LABEL, moduleSize: CERTIFICATE_MODULE_SIZE },
  ].map((code) => ({ ...code, side: layoutQr(code.url, 0, 0, code.moduleSize).side }));
  const headingHeight = flow.measure(heading, flow.width, HEADING_STYLE);
  const captionHeight = flow.measure(OFFLINE_LABEL, flow.width, CAPTION_STYLE);
  const linksText = codes.map((code) => `${code.label}: ${code.url}`);
  const linksHeight = linksText.reduce(
    (sum, text) => sum + flow.measure(text, flow.width, LINK_STYLE) + 2,
    0,
  );
  const tallest = Math.max(...codes.map((code) => code.side));
  flow.gap(SECTION_GAP - 4);
  flow.ensure(headingHeight + tallest + captionHeight + 2 + linksHeight);

  flow.textAt(heading, flow.left, flow.y, flow.width, HEADING_STYLE);
  flow.gap(headingHeight);
  const top = flow.y;
  let x = flow.left;
  for (const code of codes) {
    const quiet = QR_QUIET_ZONE * code.moduleSize;
    drawQr(doc, layoutQr(code.url, x - quiet, top, code.moduleSize));
    const symbolSide = code.side - 2 * quiet;
    flow.textAt(code.label, x, top + code.side, symbolSide, { ...CAPTION_STYLE, align: 'center' });
    x += symbolSide + CODE_GAP;
  }
  flow.gap(tallest + captionHeight + 2);
  flow.style(LINK_STYLE);
  codes.forEach((code, index) => {
    const text = linksText[index] ?? '';
    const height = flow.measure(text, flow.width, LINK_STYLE);
    doc.text(text, flow.left, flow.y, { width: flow.width, lineGap: 0, link: code.url });
    flow.gap(height + 2);
  });
  flow.gap(SECTION_GAP);
}
