// The balance confirmation (potwierdzenie salda) as Polish companies exchange it at year end: the two
// parties, the as-of day, the open documents behind the balance, the balance "in our favour" or "in
// yours", and the part the contractor fills in: confirmed, or disputed with its own balance and the
// reasons. Printed in the recipient's language (Polish, English, German, French or Portuguese): the
// words come from the web app's `dashboard` namespace (`confirmationPdf.*`), so the five languages are
// kept and checked with the rest of the locale files.
import PDFDocument from 'pdfkit';
import type {
  BalanceConfirmationDocument,
  ConfirmationPdfLanguage,
} from '@saldo/contracts/balance-confirmations';
import { formatAmount } from '@saldo/domain/money';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import {
  COLOR,
  DOCUMENT_FONT_OPTIONS,
  drawFooters,
  drawTable,
  FONT,
  PageFlow,
  registerFonts,
} from '../../../lib/pdf/pdf-layout.ts';

export interface BalanceConfirmationParty {
  name: string;
  nip: string;
  address: string[];
}

export interface BalanceConfirmationPdfData {
  language: ConfirmationPdfLanguage;
  reference: string;
  asOfDate: string;
  issuedOn: string;
  creditor: BalanceConfirmationParty;
  debtor: BalanceConfirmationParty;
  documents: BalanceConfirmationDocument[];
  /** PLN grosze; positive: the contractor owes the creditor. */
  balance: number;
}

function lookup(tree: TranslationTree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The document's words, dates and amounts in one language. */
interface Words {
  text(key: string, params?: Record<string, string>): string;
  date(iso: string): string;
  amount(grosze: number): string;
  pln(grosze: number): string;
}

function wordsFor(language: ConfirmationPdfLanguage): Words {
  const text = (key: string, params: Record<string, string> = {}) => {
    const found =
      lookup(resources[language].dashboard, `confirmationPdf.${key}`) ??
      lookup(resources.pl.dashboard, `confirmationPdf.${key}`) ??
      key;
    return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
  };
  // Digits grouped as the language writes them, from integer grosze (no floating point): Intl only
  // formats the whole units and names the decimal separator.
  const amount = (grosze: number) => {
    if (language === 'pl') return formatAmount(grosze, 'pl');
    const parts = new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).formatToParts(1.5);
    const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    const whole = Math.trunc(Math.abs(grosze) / 100);
    const cents = String(Math.abs(grosze) % 100).padStart(2, '0');
    return `${grosze < 0 ? '-' : ''}${new Intl.NumberFormat(language).format(whole)}${decimal}${cents}`;
  };
  return {
    text,
    // Calendar dates: read in UTC so no time zone moves them a day.
    date: (iso: string) =>
      new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    amount,
    pln: (grosze: number) => `${amount(grosze)} ${text('currencySign')}`,
  };
}

function drawParties(flow: PageFlow, data: BalanceConfirmationPdfData, words: Words): void {
  const gap = 24;
  const width = (flow.width - gap) / 2;
  const blocks = [
    { caption: words.text('creditor'), party: data.creditor, x: flow.left },
    { caption: words.text('debtor'), party: data.debtor, x: flow.left + width + gap },
  ];
  const lines = (party: BalanceConfirmationParty) =>
    [...party.address, party.nip === '' ? '' : words.text('nip', { nip: party.nip })]
      .filter((line) => line !== '')
      .join('\n');
  const height = Math.max(
    ...blocks.map(
      ({ caption, party }) =>
        flow.measure(caption, width, { font: FONT.bold, size: 8 }) +
        flow.measure(party.name, width, { font: FONT.bold, size: 10 }) +
        flow.measure(lines(party), width, { size: 9 }) +
        6,
    ),
  );
  flow.ensure(height);
  const top = flow.y;
  for (const { caption, party, x } of blocks) {
    let y = top;
    y += flow.textAt(caption, x, y, width, { font: FONT.bold, size: 8, color: COLOR.muted }) + 4;
    y += flow.textAt(party.name, x, y, width, { font: FONT.bold, size: 10 }) + 2;
    flow.textAt(lines(party), x, y, width, { size: 9 });
  }
  flow.y = top + height;
}

function drawDocuments(flow: PageFlow, data: BalanceConfirmationPdfData, words: Words): void {
  const column = (key: string) => words.text(`columns.${key}`);
  drawTable(
    flow,
    [
      { header: column('no'), width: 24, align: 'right' },
      { header: column('number') },
      { header: column('issueDate'), width: 62 },
      { header: column('dueDate'), width: 62 },
      { header: column('currency'), width: 46 },
      { header: column('gross'), width: 70, align: 'right' },
      { header: column('left'), width: 74, align: 'right' },
      { header: column('leftPln'), width: 74, align: 'right' },
    ],
    [
      ...data.documents.map((doc, i) => ({
        cells: [
          String(i + 1),
          doc.number,
          words.date(doc.issueDate),
          words.date(doc.dueDate),
          doc.currency,
          words.amount(doc.gross),
          words.amount(doc.balance),
          words.amount(doc.balancePln),
        ],
      })),
      { cells: ['', words.text('total'), '', '', '', '', '', words.amount(data.balance)], bold: true },
    ],
    { caption: words.text('documents'), size: 8 },
  );
}

function balanceSentence(data: BalanceConfirmationPdfData, words: Words): string {
  const date = words.date(data.asOfDate);
  if (data.balance === 0) return words.text('settled', { date, amount: words.pln(0) });
  return words.text('balance', {
    date,
    amount: words.pln(Math.abs(data.balance)),
    side: words.text(data.balance > 0 ? 'ourFavour' : 'yourFavour'),
  });
}

function drawAnswer(flow: PageFlow, words: Words): void {
  flow.ensure(210);
  flow.gap(14);
  flow.paragraph(words.text('answer'), { font: FONT.bold, size: 11 });
  flow.gap(6);
  flow.paragraph(`☐  ${words.text('confirm')}`, { size: 10 });
  flow.gap(8);
  flow.paragraph(`☐  ${words.text('dispute')}`, { size: 10 });
  flow.gap(10);
  flow.paragraph(words.text('disputedAmount', { currency: words.text('currencySign') }), { size: 10 });
  flow.gap(8);
  flow.paragraph(words.text('reasons'), { size: 10 });
  flow.gap(10);
  for (let i = 0; i < 3; i++) {
    flow.paragraph('…………………………………………………………………………………………………………………………', { size: 10 });
    flow.gap(6);
  }
  flow.gap(24);
  const width = (flow.width - 40) / 2;
  const y = flow.y;
  flow.textAt(`……………………………………\n${words.text('placeDate')}`, flow.left, y, width, {
    size: 8,
    align: 'center',
  });
  flow.textAt(`……………………………………\n${words.text('signature')}`, flow.left + width + 40, y, width, {
    size: 8,
    align: 'center',
  });
  flow.y = y + 30;
}

export function renderBalanceConfirmation(data: BalanceConfirmationPdfData): Promise<Buffer> {
  const words = wordsFor(data.language);
  const title = words.text('title');
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: data.language,
    info: {
      Title: `${title} ${data.reference}`,
      Author: data.creditor.name,
      Subject: title,
      Creator: 'Saldo',
    },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerFonts(doc);
      const flow = new PageFlow(doc, (continued) => {
        continued.paragraph(`${title} ${data.reference} – ${words.text('continued')}`, {
          font: FONT.bold,
          size: 8,
          color: COLOR.muted,
        });
        continued.gap(6);
      });
      flow.paragraph(words.text('issuedOn', { date: words.date(data.issuedOn) }), {
        size: 9,
        align: 'right',
      });
      flow.gap(10);
      flow.paragraph(title.toLocaleUpperCase(data.language), { font: FONT.bold, size: 16, align: 'center' });
      flow.paragraph(
        words.text('reference', { reference: data.reference, date: words.date(data.asOfDate) }),
        {
          size: 10,
          align: 'center',
        },
      );
      flow.gap(16);
      drawParties(flow, data, words);
      flow.gap(16);
      flow.paragraph(balanceSentence(data, words), { size: 10 });
      flow.gap(6);
      flow.paragraph(words.text('request'), { size: 9 });
      flow.gap(12);
      if (data.documents.length > 0) drawDocuments(flow, data, words);
      drawAnswer(flow, words);
      flow.gap(10);
      flow.paragraph(words.text('note'), { size: 7, color: COLOR.muted });
      drawFooters(doc, words.text('page'), `${title} ${data.reference} – ${data.debtor.name}`);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
