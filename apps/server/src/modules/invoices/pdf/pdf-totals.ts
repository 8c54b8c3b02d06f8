// Totals per rate, advances, and what is due (art. 106e ust. 1 pkt 13–15 and ust. 11, art. 106f).
import type { AmountsDto as Amounts } from '@saldo/contracts/invoices';
import type { Locale } from '@saldo/domain/currency';
import { bankNameOf } from '../bank-name.ts';
import { SECTION_GAP, nonEmpty, type RenderContext } from '../../../lib/pdf/pdf-context.ts';
import {
  advanceReference,
  amountInWordsLines,
  exchangeRateSentence,
  PAYMENT_METHOD_NAMES,
  quantityText,
  rateLabel,
  unitPriceText,
  type Translator,
} from '@saldo/contracts/invoice-wording';
import { amount, formatIban, money, pln } from '../../../lib/pdf/pdf-format.ts';
import { COLOR, drawTable, FONT, type Column, type TableRow } from '../../../lib/pdf/pdf-layout.ts';

const SUMMARY_WIDTH = 250;
const AMOUNT_WIDTH = 64;

function amountsRow(label: string, amounts: Amounts, locale: Locale, bold = false): TableRow {
  const cells = [
    label,
    amount(amounts.net, locale),
    amount(amounts.vat, locale),
    amount(amounts.gross, locale),
  ];
  return { cells, bold };
}

/** Net, VAT and gross per rate (art. 106e ust. 1 pkt 13–14), and in PLN for a foreign currency. */
export function drawSummary(ctx: RenderContext): void {
  const { flow, invoice, tr, locale } = ctx;
  const x = flow.right - SUMMARY_WIDTH;
  const h = (key: Parameters<Translator['t']>[0]): string => tr.t(key, '\n');
  const currency = ` (${invoice.currency})`;

  if (invoice.type === 'vatMargin') {
    drawTable(
      flow,
      [{ header: '' }, { header: '', width: 110, align: 'right' }],
      [{ cells: [`${tr.t('total')}${currency}`, amount(invoice.totals.gross, locale)], bold: true }],
      { x, width: SUMMARY_WIDTH, header: false },
    );
  } else {
    const columns: Column[] = [
      { header: h('vatRate') },
      { header: h('netValue'), width: AMOUNT_WIDTH, align: 'right' },
      { header: h('vatAmount'), width: AMOUNT_WIDTH, align: 'right' },
      { header: h('grossValue'), width: AMOUNT_WIDTH, align: 'right' },
    ];
    const caption = tr.t(invoice.type === 'correction' ? 'differenceSummary' : 'vatSummary') + currency;
    const rows = invoice.byRate.map((rate) =>
      amountsRow(rateLabel(rate.vatRate, tr.bilingual), rate, locale),
    );
    rows.push(amountsRow(tr.t('total'), invoice.totals, locale, true));
    drawTable(flow, columns, rows, { x, width: SUMMARY_WIDTH, caption });

    // Art. 106e ust. 11: VAT of a foreign-currency invoice is also stated in PLN.
    if (invoice.totalsPln !== null && invoice.currency !== 'PLN') {
      flow.gap(8);
      const plnRows = invoice.byRate.flatMap((rate) =>
        rate.pln === undefined ? [] : [amountsRow(rateLabel(rate.vatRate, tr.bilingual), rate.pln, locale)],
      );
      const totals = invoice.totalsPln;
      plnRows.push(amountsRow(tr.t('total'), totals, locale, true));
      drawTable(flow, columns, plnRows, { x, width: SUMMARY_WIDTH, caption: tr.t('vatSummaryPln') });
      flow.gap(4);
      flow.paragraph(`${tr.t('vatInPln')}: ${pln(totals.vat, locale)}`, { font: FONT.bold, size: 8.5 }, x);
    }
  }

  // One sentence per language: interleaving "z tabeli / from table" word by word reads badly.
  const ratePl = exchangeRateSentence(invoice, 'pl', locale);
  if (ratePl !== null) {
    flow.gap(2);
    flow.paragraph(ratePl, { size: 7.5 }, x);
    const rateEn = tr.bilingual ? exchangeRateSentence(invoice, 'en', locale) : null;
    if (rateEn !== null) flow.paragraph(rateEn, { size: 7.5, color: COLOR.muted }, x);
  }
  flow.gap(SECTION_GAP);
}

/** The ordered goods or services: quantity, net value, rate and tax (art. 106f ust. 1 pkt 4). */
function drawOrder(ctx: RenderContext): void {
  const { flow, invoice, tr, locale } = ctx;
  drawTable(
    flow,
    [
      { header: tr.t('lp', '\n'), width: 18, align: 'right' },
      { header: tr.t('name', '\n') },
      { header: tr.t('quantity', '\n'), width: 40, align: 'right' },
      { header: tr.t('unit', '\n'), width: 30 },
      { header: tr.t('unitPriceNet', '\n'), width: AMOUNT_WIDTH, align: 'right' },
      { header: tr.t('netValue', '\n'), width: AMOUNT_WIDTH, align: 'right' },
      { header: tr.t('vatRate', '\n'), width: 32, align: 'right' },
      { header: tr.t('vatAmount', '\n'), width: AMOUNT_WIDTH, align: 'right' },
      { header: tr.t('grossValue', '\n'), width: AMOUNT_WIDTH, align: 'right' },
    ],
    invoice.orderLines.map((line, index) => ({
      cells: [
        String(index + 1),
        line.name,
        quantityText(line, locale),
        line.unit,
        unitPriceText(line, locale),
        amount(line.net, locale),
        rateLabel(line.vatRate, false),
        amount(line.vat, locale),
        amount(line.gross, locale),
      ],
    })),
    { caption: tr.t('order') },
  );
  flow.gap(4);
}

/** Advance invoices: the order value (art. 106f ust. 1 pkt 3); final invoices: what the advances paid. */
export function drawAdvances(ctx: RenderContext): void {
  const { flow, invoice, tr, locale } = ctx;
  if (invoice.type === 'advance' && invoice.orderLines.length > 0) drawOrder(ctx);
  if (invoice.type === 'advance' && invoice.orderValue !== null) {
    flow.paragraph(`${tr.t('orderValue')}: ${money(invoice.orderValue, invoice)}`, { size: 9 });
    flow.gap(SECTION_GAP - 4);
  }
  if (invoice.type !== 'final') return;
  if (invoice.advanceInvoices.length > 0) {
    const list = invoice.advanceInvoices.map((advance) =>
      advanceReference(advance, money(advance.gross, invoice), tr),
    );
    flow.paragraph(`${tr.t('advances')}: ${list.join(', ')}`, { size: 9 });
    flow.gap(4);
  }
  if (invoice.advancesDeducted !== null) {
    const x = flow.right - SUMMARY_WIDTH;
    drawTable(
      flow,
      [
        { header: '' },
        { header: tr.t('netValue', '\n'), width: AMOUNT_WIDTH, align: 'right' },
        { header: tr.t('vatAmount', '\n'), width: AMOUNT_WIDTH, align: 'right' },
        { header: tr.t('grossValue', '\n'), width: AMOUNT_WIDTH, align: 'right' },
      ],
      [amountsRow(tr.t('advancesDeducted', '\n'), invoice.advancesDeducted, locale, true)],
      { x, width: SUMMARY_WIDTH },
    );
  }
  flow.gap(SECTION_GAP);
}

const TERMS_STYLE = { size: 8 } as const;
const TERMS_LABEL_STYLE = { size: 8, color: COLOR.muted } as const;

/** Payment terms and account on the left, the amount due and its words on the right. */
export function drawPayment(ctx: RenderContext): void {
  const { flow, invoice, tr, bank } = ctx;
  const gap = 16;
  const leftWidth = flow.width - SUMMARY_WIDTH - gap;
  const labelWidth = 88;
  const valueWidth = leftWidth - labelWidth - 4;
  const x = flow.right - SUMMARY_WIDTH;

  const terms: [string, string][] = [
    [tr.t('paymentMethod'), tr.pick(PAYMENT_METHOD_NAMES[invoice.paymentMethod])],
  ];
  // An advance invoice documents money already received: there is nothing left to pay by a date.
  if (invoice.type !== 'advance') terms.push([tr.t('dueDate'), invoice.dueDate]);
  if (bank !== null) {
    terms.push(
      [tr.t('bank'), bankNameOf(bank)],
      [tr.t('account'), formatIban(bank.iban)],
      [tr.t('swift'), bank.swift],
    );
  }
  const rows = terms
    .filter(([, value]) => nonEmpty(value))
    .map(([label, value]) => {
      const height = Math.max(
        flow.measure(label, labelWidth, TERMS_LABEL_STYLE),
        flow.measure(value, valueWidth, TERMS_STYLE),
      );
      return { label, value, height: height + 2 };
    });

  const refund = invoice.toPay < 0;
  const dueLabel = invoice.type === 'advance' ? 'amountReceived' : refund ? 'toRefund' : 'toPay';
  const dueText = `${tr.t(dueLabel)}: ${money(Math.abs(invoice.toPay), invoice)}`;
  const dueStyle = { font: FONT.bold, size: tr.bilingual ? 10.5 : 12 } as const;
  const words = amountInWordsLines(invoice).join('\n');
  const wordsStyle = { size: 8 } as const;
  const inner = SUMMARY_WIDTH - 12;

  const leftHeight = rows.reduce((sum, row) => sum + row.height, 0);
  const rightHeight =
    flow.measure(dueText, inner, dueStyle) +
    (words === '' ? 0 : 4 + flow.measure(words, inner, wordsStyle)) +
    12;
  flow.ensure(Math.max(leftHeight, rightHeight));
  const top = flow.y;
  let y = top;
  for (const row of rows) {
    flow.textAt(row.label, flow.left, y, labelWidth, TERMS_LABEL_STYLE);
    flow.textAt(row.value, flow.left + labelWidth + 4, y, valueWidth, TERMS_STYLE);
    y += row.height;
  }

  flow.doc
    .save()
    .rect(x, top, SUMMARY_WIDTH, rightHeight)
    .fillAndStroke(COLOR.headerFill, COLOR.rule)
    .restore();
  y = top + 6;
  y += flow.textAt(dueText, x + 6, y, inner, dueStyle);
  if (words !== '') flow.textAt(words, x + 6, y + 4, inner, wordsStyle);
  flow.y = top + Math.max(leftHeight, rightHeight) + SECTION_GAP;
}

/** The wordings the act requires verbatim (art. 106e ust. 1 pkt 18, 18a, 19, 24). */
