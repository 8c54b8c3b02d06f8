// The lines table (art. 106e ust. 1 pkt 7–12), or for a correction the lines before and after it.
import type { InvoiceLineDto } from '@saldo/contracts/invoices';
import { parseInvoiceLine, type InvoiceLine } from '@saldo/domain/invoice-line';
import { computeInvoiceTotals, type Amounts } from '@saldo/domain/invoice-totals';
import { sumMoney } from '@saldo/domain/money';
import { nonEmpty, SECTION_GAP, type RenderContext } from '../../../lib/pdf/pdf-context.ts';
import {
  discountAmountText,
  discountText,
  discountValue,
  quantityText,
  rateLabel,
  unitPriceText,
  type Translator,
} from '@saldo/contracts/invoice-wording';
import { amount } from '../../../lib/pdf/pdf-format.ts';
import { drawTable, type Column, type TableRow } from '../../../lib/pdf/pdf-layout.ts';

interface LineColumn extends Column {
  readonly cell: (line: InvoiceLineDto, index: number) => string;
  /** The cell of the "Razem" row under each side of a correction. */
  readonly total?: (totals: Amounts) => string;
}

function lineColumns(ctx: RenderContext, allLines: readonly InvoiceLineDto[]): LineColumn[] {
  const { invoice, tr, locale } = ctx;
  const h = (key: Parameters<Translator['t']>[0]): string => tr.t(key, '\n');
  const margin = invoice.type === 'vatMargin';
  const columns: (LineColumn | false)[] = [
    { header: h('lp'), width: 20, align: 'right', cell: (_line, i) => String(i + 1) },
    { header: h('name'), cell: (line) => line.name, total: () => tr.t('total') },
    allLines.some((line) => nonEmpty(line.classification)) && {
      header: h('classification'),
      width: 44,
      cell: (line) => line.classification,
    },
    {
      header: h('quantity'),
      width: margin ? 42 : 36,
      align: 'right',
      cell: (line) => quantityText(line, locale),
    },
    { header: h('unit'), width: margin ? 32 : 26, cell: (line) => line.unit },
    {
      header: margin ? h('unitPrice') : h(invoice.priceMode === 'gross' ? 'unitPriceGross' : 'unitPriceNet'),
      width: margin ? 70 : 52,
      align: 'right',
      cell: (line) => unitPriceText(line, locale),
    },
    // The percentage and, under it, the amount it takes off (art. 106e ust. 1 pkt 10).
    allLines.some((line) => discountValue(line) !== 0) && {
      header: h('discount'),
      width: 44,
      align: 'right',
      cell: (line) =>
        [discountText(line, locale), discountAmountText(line, invoice.priceMode, locale)]
          .filter(nonEmpty)
          .join('\n'),
    },
  ];
  // Art. 106e ust. 3: a margin-scheme invoice shows neither the VAT rate nor the VAT amount.
  if (margin) {
    columns.push({
      header: h('value'),
      width: 70,
      align: 'right',
      cell: (line) => amount(line.gross, locale),
      total: (totals) => amount(totals.gross, locale),
    });
  } else {
    columns.push(
      {
        header: h('netValue'),
        width: 56,
        align: 'right',
        cell: (line) => amount(line.net, locale),
        total: (totals) => amount(totals.net, locale),
      },
      { header: h('vatRate'), width: 32, align: 'right', cell: (line) => rateLabel(line.vatRate, false) },
      {
        header: h('vatAmount'),
        width: 50,
        align: 'right',
        cell: (line) => amount(line.vat, locale),
        total: (totals) => amount(totals.vat, locale),
      },
      {
        header: h('grossValue'),
        width: 56,
        align: 'right',
        cell: (line) => amount(line.gross, locale),
        total: (totals) => amount(totals.gross, locale),
      },
    );
  }
  return columns.filter((column): column is LineColumn => column !== false);
}

/**
 * Statutory totals of one side of a correction, from the domain (VAT per rate on summed values); the
 * sum of the line amounts stands in only if a stored line no longer parses.
 */
function sideTotals(ctx: RenderContext, lines: readonly InvoiceLineDto[]): Amounts {
  const parsed: InvoiceLine[] = [];
  for (const line of lines) {
    const result = parseInvoiceLine(line);
    if (!result.ok) {
      return {
        net: sumMoney(lines.map((l) => l.net)),
        vat: sumMoney(lines.map((l) => l.vat)),
        gross: sumMoney(lines.map((l) => l.gross)),
      };
    }
    parsed.push(result.value);
  }
  return computeInvoiceTotals(parsed, { priceMode: ctx.invoice.priceMode });
}

function linesTable(
  ctx: RenderContext,
  columns: readonly LineColumn[],
  lines: readonly InvoiceLineDto[],
  caption?: string,
): void {
  const rows: TableRow[] = lines.map((line, i) => ({ cells: columns.map((column) => column.cell(line, i)) }));
  if (caption !== undefined) {
    const totals = sideTotals(ctx, lines);
    rows.push({ cells: columns.map((column) => column.total?.(totals) ?? ''), bold: true });
  }
  drawTable(ctx.flow, columns, rows, caption === undefined ? {} : { caption });
  ctx.flow.gap(SECTION_GAP);
}

/** The lines, or for a correction the lines before and after it (art. 106j ust. 2 pkt 5). */
export function drawLines(ctx: RenderContext): void {
  const { invoice, tr } = ctx;
  if (invoice.type === 'correction') {
    const columns = lineColumns(ctx, [...invoice.linesBefore, ...invoice.lines]);
    linesTable(ctx, columns, invoice.linesBefore, tr.t('before'));
    linesTable(ctx, columns, invoice.lines, tr.t('after'));
    return;
  }
  linesTable(ctx, lineColumns(ctx, invoice.lines), invoice.lines);
}
