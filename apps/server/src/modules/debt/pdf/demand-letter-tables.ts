// The list of invoices claimed and the summary of the claim, with the total in words.
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import { formatMoney } from '@saldo/domain/money';
import { SECTION_GAP } from '../../../lib/pdf/pdf-context.ts';
import { COLOR, drawTable, FONT, type Column, type TableRow } from '../../../lib/pdf/pdf-layout.ts';
import type { DemandLetterInvoice } from './demand-letter-data.ts';
import { compensationEurSum, plnText, type LetterContext } from './demand-letter-sections.ts';

const SUMMARY_WIDTH = 250;

function compensationCell(ctx: LetterContext, invoice: DemandLetterInvoice): string {
  if (invoice.compensationEur === null) return '—';
  const eur = ctx.wording.eur(invoice.compensationEur);
  // The star points at the footnote with the statutory rate: no PLN figure is made up.
  return invoice.compensationPln === null ? `${eur}*` : `${eur}\n${plnText(ctx, invoice.compensationPln)}`;
}

/** One row per invoice; the table breaks across pages with its header repeated. */
export function drawInvoices(ctx: LetterContext): void {
  const { flow, data, wording, locale } = ctx;
  const [lp, number, issued, due, gross, balance, interest, compensation] = wording.columns;
  const columns: Column[] = [
    { header: lp, width: 20, align: 'right' },
    { header: number },
    { header: issued, width: 54 },
    { header: due, width: 54 },
    { header: gross, width: 64, align: 'right' },
    { header: balance, width: 64, align: 'right' },
    { header: interest, width: 70, align: 'right' },
    { header: compensation, width: 64, align: 'right' },
  ];
  // A consumer owes no compensation: the letter has no such column (a column of dashes would hint at one).
  const withCompensation = data.debtorKind === 'business';
  const inCurrency = (invoice: DemandLetterInvoice, amount: number): string =>
    formatMoney(amount, { locale, currency: invoice.currency });
  const rows: TableRow[] = data.invoices
    .map((invoice, index) => ({
      cells: [
        `${index + 1}`,
        invoice.number,
        invoice.issueDate,
        invoice.dueDate,
        inCurrency(invoice, invoice.gross),
        inCurrency(invoice, invoice.balance),
        `${inCurrency(invoice, invoice.interest)}\n${wording.interestPeriod(invoice.interestFrom, invoice.interestTo)}`,
        compensationCell(ctx, invoice),
      ],
    }))
    .map((row) => (withCompensation ? row : { ...row, cells: row.cells.slice(0, -1) }));
  drawTable(flow, withCompensation ? columns : columns.slice(0, -1), rows, {
    caption: wording.tableCaption,
  });
  if (data.invoices.some((invoice) => invoice.compensationEur !== null && invoice.compensationPln === null)) {
    flow.gap(3);
    flow.paragraph(wording.eurEquivalent, { size: 7, color: COLOR.muted });
  }
  flow.gap(SECTION_GAP);
}

/** Principal, interest, compensation and the total on the right; the total in words below. */
export function drawTotals(ctx: LetterContext): void {
  const { flow, data, wording, locale } = ctx;
  const { totals } = data;
  const eur = `${wording.eur(compensationEurSum(data))}*`;
  const business = data.debtorKind === 'business';
  const unknownPln = business && totals.compensationPln === null;
  const rows: TableRow[] = [
    { cells: [wording.principal, plnText(ctx, totals.principal)] },
    { cells: [wording.interest, plnText(ctx, totals.interest)] },
    ...(totals.latePaymentInterest > 0
      ? [{ cells: [wording.latePaymentInterest, plnText(ctx, totals.latePaymentInterest)] }]
      : []),
    ...(business
      ? [
          {
            cells: [
              wording.compensation,
              totals.compensationPln === null ? eur : plnText(ctx, totals.compensationPln),
            ],
          },
        ]
      : []),
    {
      cells: [wording.total, `${plnText(ctx, totals.total)}${unknownPln ? ` + ${eur}` : ''}`],
      bold: true,
      fill: COLOR.headerFill,
    },
  ];
  const x = flow.right - SUMMARY_WIDTH;
  drawTable(flow, [{ header: '' }, { header: '', width: 130, align: 'right' }], rows, {
    x,
    width: SUMMARY_WIDTH,
    size: 9,
    header: false,
  });
  flow.gap(4);
  const words = amountInWords(totals.total, { language: locale, currency: 'PLN' });
  flow.paragraph(`${wording.inWords}: ${words}`, { size: 8.5, font: FONT.regular }, x);
  if (data.ratesAssumedAfter !== null) {
    flow.gap(4);
    flow.paragraph(wording.ratesAssumed(data.ratesAssumedAfter), { size: 7, color: COLOR.muted });
  }
  flow.gap(SECTION_GAP);
}
