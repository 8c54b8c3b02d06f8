// The balance confirmation (potwierdzenie salda) as Polish companies exchange it at year end: the two
// parties, the as-of day, the open documents behind the balance, the balance "na naszą korzyść" or "na
// Państwa korzyść", and the part the contractor fills in: confirmed, or disputed with its own balance
// and the reasons. In Polish: the form is a Polish business document whatever the app's language.
import PDFDocument from 'pdfkit';
import type { BalanceConfirmationDocument } from '@saldo/contracts/balance-confirmations';
import { formatAmount, formatMoney } from '@saldo/domain/money';
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
  reference: string;
  asOfDate: string;
  issuedOn: string;
  creditor: BalanceConfirmationParty;
  debtor: BalanceConfirmationParty;
  documents: BalanceConfirmationDocument[];
  /** PLN grosze; positive: the contractor owes the creditor. */
  balance: number;
}

const TITLE = 'Potwierdzenie salda';
const polishDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const pln = (grosze: number) => formatMoney(grosze, { locale: 'pl', currency: 'PLN' });

function drawParties(flow: PageFlow, data: BalanceConfirmationPdfData): void {
  const gap = 24;
  const width = (flow.width - gap) / 2;
  const blocks = [
    { caption: 'Wierzyciel (wystawca potwierdzenia)', party: data.creditor, x: flow.left },
    { caption: 'Kontrahent (adresat)', party: data.debtor, x: flow.left + width + gap },
  ];
  const lines = (party: BalanceConfirmationParty) =>
    [...party.address, party.nip === '' ? '' : `NIP: ${party.nip}`].filter((line) => line !== '').join('\n');
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

function drawDocuments(flow: PageFlow, data: BalanceConfirmationPdfData): void {
  drawTable(
    flow,
    [
      { header: 'Lp.', width: 24, align: 'right' },
      { header: 'Numer dokumentu' },
      { header: 'Data wystawienia', width: 62 },
      { header: 'Termin płatności', width: 62 },
      { header: 'Waluta', width: 38 },
      { header: 'Kwota brutto', width: 70, align: 'right' },
      { header: 'Pozostało do zapłaty', width: 74, align: 'right' },
      { header: 'Pozostało w PLN', width: 74, align: 'right' },
    ],
    [
      ...data.documents.map((doc, i) => ({
        cells: [
          String(i + 1),
          doc.number,
          polishDate(doc.issueDate),
          polishDate(doc.dueDate),
          doc.currency,
          formatAmount(doc.gross, 'pl'),
          formatAmount(doc.balance, 'pl'),
          formatAmount(doc.balancePln, 'pl'),
        ],
      })),
      { cells: ['', 'Razem (PLN)', '', '', '', '', '', formatAmount(data.balance, 'pl')], bold: true },
    ],
    { caption: 'Dokumenty składające się na saldo', size: 8 },
  );
}

function balanceSentence(data: BalanceConfirmationPdfData): string {
  const day = polishDate(data.asOfDate);
  if (data.balance === 0)
    return `Według naszych ksiąg na dzień ${day} nasze wzajemne rozrachunki są rozliczone (saldo 0,00 zł).`;
  const side =
    data.balance > 0 ? 'na naszą korzyść (Państwa zobowiązanie)' : 'na Państwa korzyść (nasze zobowiązanie)';
  return `Według naszych ksiąg na dzień ${day} saldo naszych wzajemnych rozrachunków wynosi ${pln(Math.abs(data.balance))} ${side}.`;
}

function drawAnswer(flow: PageFlow): void {
  flow.ensure(210);
  flow.gap(14);
  flow.paragraph('Odpowiedź kontrahenta', { font: FONT.bold, size: 11 });
  flow.gap(6);
  flow.paragraph('☐  Potwierdzamy zgodność powyższego salda.', { size: 10 });
  flow.gap(8);
  flow.paragraph('☐  Nie potwierdzamy salda. Według naszych ksiąg saldo na ten dzień wynosi:', { size: 10 });
  flow.gap(10);
  flow.paragraph('……………………………………… zł na korzyść ………………………………………', { size: 10 });
  flow.gap(8);
  flow.paragraph('Przyczyny różnicy (numery i kwoty dokumentów):', { size: 10 });
  flow.gap(10);
  for (let i = 0; i < 3; i++) {
    flow.paragraph('…………………………………………………………………………………………………………………………', { size: 10 });
    flow.gap(6);
  }
  flow.gap(24);
  const width = (flow.width - 40) / 2;
  const y = flow.y;
  flow.textAt('……………………………………\nmiejscowość, data', flow.left, y, width, { size: 8, align: 'center' });
  flow.textAt('……………………………………\npieczęć i podpis kontrahenta', flow.left + width + 40, y, width, {
    size: 8,
    align: 'center',
  });
  flow.y = y + 30;
}

export function renderBalanceConfirmation(data: BalanceConfirmationPdfData): Promise<Buffer> {
  const doc = new PDFDocument({
    ...DOCUMENT_FONT_OPTIONS,
    size: 'A4',
    margin: 50,
    bufferPages: true,
    lang: 'pl',
    info: {
      Title: `${TITLE} ${data.reference}`,
      Author: data.creditor.name,
      Subject: TITLE,
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
        continued.paragraph(`${TITLE} ${data.reference} – cd.`, {
          font: FONT.bold,
          size: 8,
          color: COLOR.muted,
        });
        continued.gap(6);
      });
      flow.paragraph(`Data wystawienia: ${polishDate(data.issuedOn)}`, { size: 9, align: 'right' });
      flow.gap(10);
      flow.paragraph(TITLE.toUpperCase(), { font: FONT.bold, size: 16, align: 'center' });
      flow.paragraph(`nr ${data.reference} na dzień ${polishDate(data.asOfDate)}`, {
        size: 10,
        align: 'center',
      });
      flow.gap(16);
      drawParties(flow, data);
      flow.gap(16);
      flow.paragraph(balanceSentence(data), { size: 10 });
      flow.gap(6);
      flow.paragraph(
        'Prosimy o sprawdzenie salda z Państwa księgami i odesłanie potwierdzenia w ciągu 14 dni. W razie niezgodności prosimy o podanie salda według Państwa ksiąg oraz dokumentów, z których wynika różnica. Odpowiedź można też złożyć w aplikacji Saldo.',
        { size: 9 },
      );
      flow.gap(12);
      if (data.documents.length > 0) drawDocuments(flow, data);
      drawAnswer(flow);
      flow.gap(10);
      flow.paragraph(
        'Potwierdzenie salda nie jest wezwaniem do zapłaty. Dokument sporządzono w systemie Saldo.',
        { size: 7, color: COLOR.muted },
      );
      drawFooters(doc, 'Strona', `${TITLE} ${data.reference} – ${data.debtor.name}`);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
