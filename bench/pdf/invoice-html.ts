// The baseline's input: the same invoice as an HTML page with a print stylesheet, the way invoicing
// tools that print through a headless browser do it. Same content as our PDF (header, parties, lines,
// VAT summary, totals, amount due in words, payment terms, annotations, notes, page footer), and the
// same wording and number formatting, taken from the invoice wording the PDF and the preview share
// (contracts' invoice-wording) and the PDF's own helpers, so that both renderers lay out the same text.
import type { InvoiceDetail, InvoiceLineDto, InvoiceParty } from '@saldo/contracts/invoices';
import { SPLIT_PAYMENT_ANNOTATION } from '@saldo/domain/split-payment';
import type { BankAccount } from '../../apps/server/src/modules/invoices/pdf/invoice-pdf.ts';
import {
  discountText,
  discountValue,
  DOCUMENT_TITLES,
  localeOf,
  makeTranslator,
  PAYMENT_METHOD_NAMES,
  quantityText,
  rateLabel,
  unitPriceText,
} from '@saldo/contracts/invoice-wording';
import { addressLines, amount, formatIban, money } from '../../apps/server/src/lib/pdf/pdf-format.ts';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

// DejaVu Sans is the font our PDF embeds; Debian's Chromium finds it among the system fonts.
const STYLE = `
@page { size: A4; margin: 14mm 14mm 16mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 9pt/1.35 'DejaVu Sans', sans-serif; color: #1a1a1a; }
header { display: flex; justify-content: space-between; margin-bottom: 12pt; }
h1 { font-size: 17pt; margin: 0 0 3pt; }
.number { font-weight: bold; font-size: 12pt; }
.dates { text-align: right; }
.dates dt { font-size: 7.5pt; color: #5c5c5c; }
.dates dd { margin: 0 0 3pt; font-weight: bold; font-size: 9.5pt; }
.parties { display: flex; gap: 16pt; margin-bottom: 12pt; }
.parties section { flex: 1; }
.caption { font-weight: bold; font-size: 8pt; color: #5c5c5c; border-bottom: 0.5pt solid #9a9a9a;
  padding-bottom: 2pt; margin-bottom: 4pt; }
.party-name { font-weight: bold; font-size: 10pt; margin-bottom: 2pt; }
table { border-collapse: collapse; width: 100%; font-size: 7.5pt; margin-bottom: 12pt; }
th, td { border: 0.5pt solid #9a9a9a; padding: 2pt 3pt; vertical-align: top; }
th { background: #ececec; font-weight: bold; text-align: left; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
.num { text-align: right; }
td.num { white-space: nowrap; }
th.num { width: 1%; }
.total td { font-weight: bold; }
.summary { width: 250pt; margin-left: auto; }
.payment { display: flex; gap: 16pt; margin-bottom: 12pt; break-inside: avoid; }
.terms { flex: 1; border-collapse: collapse; }
.terms td { border: 0; padding: 0 4pt 2pt 0; font-size: 8.5pt; }
.terms td:first-child { color: #5c5c5c; width: 88pt; }
.due { width: 250pt; background: #ececec; border: 0.5pt solid #9a9a9a; padding: 6pt; }
.due .amount { font-weight: bold; font-size: 12pt; }
.due .words { font-size: 8pt; margin-top: 4pt; }
.notes p { margin: 0; font-size: 8.5pt; }
.annotation { font-weight: bold; }
`;

function party(caption: string, data: InvoiceParty, lines: readonly string[]): string {
  return `<section><div class="caption">${esc(caption)}</div>
<div class="party-name">${esc(data.name)}</div>
${lines.map((line) => `<div>${esc(line)}</div>`).join('')}</section>`;
}

function lineRow(line: InvoiceLineDto, i: number, invoice: InvoiceDetail, withDiscount: boolean): string {
  const locale = localeOf(invoice);
  const cells = [
    `<td class="num">${i + 1}</td>`,
    `<td>${esc(line.name)}</td>`,
    `<td>${esc(line.classification)}</td>`,
    `<td class="num">${esc(quantityText(line, locale))}</td>`,
    `<td>${esc(line.unit)}</td>`,
    `<td class="num">${esc(unitPriceText(line, locale))}</td>`,
    withDiscount ? `<td class="num">${esc(discountText(line, locale))}</td>` : '',
    `<td class="num">${esc(amount(line.net, locale))}</td>`,
    `<td class="num">${esc(rateLabel(line.vatRate, false))}</td>`,
    `<td class="num">${esc(amount(line.vat, locale))}</td>`,
    `<td class="num">${esc(amount(line.gross, locale))}</td>`,
  ];
  return `<tr>${cells.join('')}</tr>`;
}

/** A complete HTML document of a VAT invoice (the types the bench prints; no correction layout). */
export function invoiceHtml(invoice: InvoiceDetail, bank: BankAccount | null): string {
  const tr = makeTranslator(invoice.language);
  const locale = localeOf(invoice);
  const withDiscount = invoice.lines.some((line) => discountValue(line) !== 0);
  const th = (key: Parameters<typeof tr.t>[0], numeric = false): string =>
    `<th${numeric ? ' class="num"' : ''}>${esc(tr.t(key))}</th>`;
  const sellerLines = [
    ...addressLines(invoice.seller, locale, false),
    `${tr.t('nip')}: ${invoice.seller.nip}`,
    `${tr.t('regon')}: ${invoice.seller.regon}`,
    `tel.: ${invoice.seller.phone}`,
    `e-mail: ${invoice.seller.email}`,
  ];
  const buyerLines = [...addressLines(invoice.buyer, locale, false), `${tr.t('nip')}: ${invoice.buyer.nip}`];
  const terms: [string, string][] = [
    [tr.t('paymentMethod'), tr.pick(PAYMENT_METHOD_NAMES[invoice.paymentMethod])],
    [tr.t('dueDate'), invoice.dueDate],
    ...(bank === null
      ? []
      : ([
          [tr.t('bank'), bank.name],
          [tr.t('account'), formatIban(bank.iban)],
          [tr.t('swift'), bank.swift],
        ] as [string, string][])),
  ];
  const summaryRows = invoice.byRate.map(
    (rate) =>
      `<tr><td>${esc(rateLabel(rate.vatRate, false))}</td><td class="num">${esc(amount(rate.net, locale))}</td>` +
      `<td class="num">${esc(amount(rate.vat, locale))}</td><td class="num">${esc(amount(rate.gross, locale))}</td></tr>`,
  );
  const { net, vat, gross } = invoice.totals;
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><title>${esc(tr.pick(DOCUMENT_TITLES[invoice.type]))} ${esc(invoice.number)}</title>
<style>${STYLE}</style></head><body>
<header><div><h1>${esc(tr.pick(DOCUMENT_TITLES[invoice.type]))}</h1>
<div class="number">${esc(tr.t('number'))} ${esc(invoice.number)}</div></div>
<dl class="dates"><dt>${esc(tr.t('issueDate'))}</dt><dd>${esc(invoice.issuedDate)}</dd>
<dt>${esc(tr.t('saleDate'))}</dt><dd>${esc(invoice.saleDate)}</dd>
<dt>${esc(tr.t('placeOfIssue'))}</dt><dd>${esc(invoice.placeOfIssue)}</dd></dl></header>
<div class="parties">${party(tr.t('seller'), invoice.seller, sellerLines)}${party(tr.t('buyer'), invoice.buyer, buyerLines)}</div>
<table><thead><tr>${th('lp', true)}${th('name')}${th('classification')}${th('quantity', true)}${th('unit')}${th('unitPriceNet', true)}${withDiscount ? th('discount', true) : ''}${th('netValue', true)}${th('vatRate', true)}${th('vatAmount', true)}${th('grossValue', true)}</tr></thead>
<tbody>${invoice.lines.map((line, i) => lineRow(line, i, invoice, withDiscount)).join('\n')}</tbody></table>
<table class="summary"><caption class="caption">${esc(tr.t('vatSummary'))} (${esc(invoice.currency)})</caption>
<thead><tr>${th('vatRate')}${th('netValue', true)}${th('vatAmount', true)}${th('grossValue', true)}</tr></thead>
<tbody>${summaryRows.join('')}<tr class="total"><td>${esc(tr.t('total'))}</td><td class="num">${esc(amount(net, locale))}</td><td class="num">${esc(amount(vat, locale))}</td><td class="num">${esc(amount(gross, locale))}</td></tr></tbody></table>
<div class="payment"><table class="terms">${terms.map(([label, value]) => `<tr><td>${esc(label)}</td><td>${esc(value)}</td></tr>`).join('')}</table>
<div class="due"><div class="amount">${esc(tr.t('toPay'))}: ${esc(money(invoice.toPay, invoice))}</div>
<div class="words">${esc(tr.t('inWords'))}: ${esc(invoice.amountInWords)}</div></div></div>
${invoice.splitPayment ? `<div class="caption">${esc(tr.t('annotations'))}</div><p class="annotation">${esc(SPLIT_PAYMENT_ANNOTATION)}</p>` : ''}
${
  invoice.notes.trim() === ''
    ? ''
    : `<div class="notes"><div class="caption">${esc(tr.t('notes'))}</div>${invoice.notes
        .split(/\r?\n/)
        .map((line) => `<p>${esc(line)}</p>`)
        .join('')}</div>`
}
</body></html>`;
}

/** Chromium's page footer (its own print header/footer mechanism), like our "Strona X/Y". */
export function invoiceFooterTemplate(invoice: InvoiceDetail): string {
  const tr = makeTranslator(invoice.language);
  return `<div style="width:100%;margin:0 14mm;font:7pt 'DejaVu Sans',sans-serif;color:#5c5c5c;display:flex;justify-content:space-between">
<span>${esc(tr.pick(DOCUMENT_TITLES[invoice.type]))} ${esc(tr.t('number'))} ${esc(invoice.number)}</span>
<span>${esc(tr.t('page'))} <span class="pageNumber"></span>/<span class="totalPages"></span></span></div>`;
}
