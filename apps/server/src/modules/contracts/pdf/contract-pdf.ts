// Server-side PDF of a contract with a worker: A4, the DejaVu fonts and page flow of the invoice PDF.
// Polish, or Polish and English side by side (clause by clause, so each English text stands beside the
// Polish it translates; the Polish text binds).
import PDFDocument from 'pdfkit';
import type { Locale } from '@saldo/domain/currency';
import { formatMoney } from '@saldo/domain/money';
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import {
  COLOR,
  DOCUMENT_FONT_OPTIONS,
  drawFooters,
  FONT,
  PageFlow,
  registerFonts,
  type TextStyle,
} from '../../../lib/pdf/pdf-layout.ts';
import type { ContractPdfData, ContractPdfParty } from './contract-pdf-data.ts';
import { ENGLISH, POLISH, type ContractWording } from './contract-pdf-wording.ts';

const BODY = { size: 9.5 } as const;
const COLUMN_GAP = 18;

/** One text per language of the copy: [Polish] or [Polish, English]. */
type Texts = readonly string[];

interface Sheet {
  readonly flow: PageFlow;
  readonly wordings: readonly ContractWording[];
  readonly locales: readonly Locale[];
}

/** Polish and English side by side, each block measured first so the pair never splits across pages. */
function clause(sheet: Sheet, texts: Texts, style: TextStyle = {}): void {
  const { flow } = sheet;
  const textStyle: TextStyle = { size: BODY.size, ...style };
  const width = texts.length === 1 ? flow.width : (flow.width - COLUMN_GAP) / 2;
  const height = Math.max(...texts.map((text) => flow.measure(text, width, textStyle)));
  flow.ensure(height);
  texts.forEach((text, index) => {
    flow.textAt(text, flow.left + index * (width + COLUMN_GAP), flow.y, width, textStyle);
  });
  flow.y += height;
  flow.gap(6);
}

const each = (sheet: Sheet, text: (wording: ContractWording, locale: Locale) => string): Texts =>
  sheet.wordings.map((wording, index) => text(wording, sheet.locales[index] ?? 'pl'));

const pln = (amount: number, locale: Locale) => formatMoney(amount, { locale, currency: 'PLN' });

function roles(data: ContractPdfData, wording: ContractWording): [string, string] {
  if (data.kind === 'employment') return [wording.employer, wording.employee];
  if (data.kind === 'mandate') return [wording.principal, wording.contractor];
  return [wording.orderer, wording.maker];
}

function partyText(party: ContractPdfParty, wording: ContractWording): string {
  return [
    party.name,
    ...party.address,
    ...party.identifiers
      .filter(([, value]) => value.trim() !== '')
      .map(([label, value]) => `${wording.identifiers[label]}: ${value}`),
  ].join('\n');
}

function drawHeading(sheet: Sheet, data: ContractPdfData): void {
  const title = (wording: ContractWording) =>
    data.kind === 'employment'
      ? wording.titles.employment[data.employmentType ?? 'indefinite']
      : data.kind === 'mandate'
        ? wording.titles.mandate
        : wording.titles.specific_work;
  clause(sheet, each(sheet, title), { font: FONT.bold, size: 13, align: 'center' });
  clause(
    sheet,
    each(sheet, (wording) => wording.concludedOn(data.signedOn, data.signedPlace)),
    { align: 'center' },
  );
  sheet.flow.gap(6);
}

function drawParties(sheet: Sheet, data: ContractPdfData): void {
  clause(
    sheet,
    each(sheet, (wording) => `${wording.between}:`),
  );
  clause(
    sheet,
    each(sheet, (wording) => partyText(data.employer, wording)),
    { font: FONT.bold },
  );
  clause(
    sheet,
    each(sheet, (wording) => `– ${roles(data, wording)[0]},`),
  );
  clause(
    sheet,
    each(sheet, (wording) => `${wording.and}:`),
  );
  clause(
    sheet,
    each(sheet, (wording) => partyText(data.worker, wording)),
    { font: FONT.bold },
  );
  clause(
    sheet,
    each(sheet, (wording) => `– ${roles(data, wording)[1]}.`),
  );
  sheet.flow.gap(6);
}

function employmentClauses(data: ContractPdfData, wording: ContractWording, locale: Locale): string[] {
  const time = data.workingTime ?? { numerator: 1, denominator: 1 };
  const gross = data.monthlyGross ?? 0;
  return [
    wording.employment.type(data.employmentType ?? 'indefinite', data.startDate, data.endDate),
    wording.employment.work(data.position, data.subject),
    wording.employment.place(data.workplace),
    wording.employment.time(`${time.numerator}/${time.denominator}`, time.numerator === time.denominator),
    wording.employment.pay(pln(gross, locale), amountInWords(gross, { language: locale })),
    wording.employment.start(data.startDate),
    wording.employment.code,
  ];
}

function mandateClauses(data: ContractPdfData, wording: ContractWording, locale: Locale): string[] {
  const fee = data.flatFee ?? 0;
  return [
    wording.mandate.subject(data.subject),
    wording.mandate.period(data.startDate, data.endDate),
    data.payMode === 'hourly'
      ? wording.mandate.hourly(pln(data.hourlyRate ?? 0, locale))
      : wording.mandate.flat(pln(fee, locale), amountInWords(fee, { language: locale })),
    wording.mandate.hours,
    wording.mandate.insurance(data.mandateVariant ?? 'only-title', data.voluntarySickness),
    wording.mandate.code,
  ];
}

function specificWorkClauses(data: ContractPdfData, wording: ContractWording, locale: Locale): string[] {
  const fee = data.flatFee ?? 0;
  const code = data.authorRights
    ? wording.specificWork.code
    : wording.specificWork.code.replace('§ 5.', '§ 4.');
  return [
    wording.specificWork.subject(data.subject),
    wording.specificWork.period(data.startDate, data.endDate),
    wording.specificWork.fee(pln(fee, locale), amountInWords(fee, { language: locale })),
    ...(data.authorRights ? [wording.specificWork.rights] : []),
    code,
  ];
}

function drawClauses(sheet: Sheet, data: ContractPdfData): void {
  const byLanguage = sheet.wordings.map((wording, index) => {
    const locale = sheet.locales[index] ?? 'pl';
    if (data.kind === 'employment') return employmentClauses(data, wording, locale);
    if (data.kind === 'mandate') return mandateClauses(data, wording, locale);
    return specificWorkClauses(data, wording, locale);
  });
  const polish = byLanguage[0] ?? [];
  polish.forEach((_, index) =>
    clause(
      sheet,
      byLanguage.map((texts) => texts[index] ?? ''),
    ),
  );
  clause(
    sheet,
    each(sheet, (wording) => wording.copies),
  );
}

function drawSignatures(sheet: Sheet, data: ContractPdfData): void {
  const { flow } = sheet;
  const width = (flow.width - 60) / 2;
  const labels = (side: 0 | 1) =>
    sheet.wordings.map((wording) => wording.signatureOf(roles(data, wording)[side])).join(' / ');
  flow.ensure(70);
  flow.gap(40);
  const y = flow.y;
  for (const [side, x] of [
    [0, flow.left],
    [1, flow.left + width + 60],
  ] as const) {
    flow.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
    flow.textAt(labels(side), x, y + 3, width, { size: 8, color: COLOR.muted, align: 'center' });
  }
  flow.y = y + 20;
}

export function renderContractPdf(data: ContractPdfData): Promise<Buffer> {
  const bilingual = data.language === 'pl_en';
  const wordings = bilingual ? [POLISH, ENGLISH] : [POLISH];
  const locales: Locale[] = bilingual ? ['pl', 'en'] : ['pl'];
  const title =
    data.kind === 'employment'
      ? POLISH.titles.employment[data.employmentType ?? 'indefinite']
      : data.kind === 'mandate'
        ? POLISH.titles.mandate
        : POLISH.titles.specific_work;
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: 'pl',
    info: { Title: title, Author: data.employer.name, Subject: title, Creator: 'Saldo' },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      const flow = new PageFlow(doc, (continued) => {
        continued.paragraph(title, { font: FONT.bold, size: 8, color: COLOR.muted });
        continued.gap(6);
      });
      const sheet: Sheet = { flow, wordings, locales };
      drawHeading(sheet, data);
      drawParties(sheet, data);
      drawClauses(sheet, data);
      drawSignatures(sheet, data);
      drawFooters(
        doc,
        bilingual ? `${POLISH.page} / ${ENGLISH.page}` : POLISH.page,
        `${title} – ${data.worker.name}`,
      );
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
