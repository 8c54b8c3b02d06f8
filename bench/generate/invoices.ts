// Sales invoices as the app would have stored them: numbered by the organization's series (counters
// per type and period, continued by invoice_number_counters), lines and totals computed by
// @saldo/domain exactly as the server computes them, statuses, payments and audit entries that agree
// with the dates and the amounts.
import { addDays, daysBetween, dayOfWeek, toDayNumber } from '@saldo/domain/dates/calendar';
import { computeDueDate, type PaymentTermCode } from '@saldo/domain/dates/terms';
import { formatScaled } from '@saldo/domain/decimal';
import { formatExchangeRate, type ExchangeRate } from '@saldo/domain/exchange-rate';
import type { InvoiceLine, PriceMode } from '@saldo/domain/invoice-line';
import { computeInvoiceTotals } from '@saldo/domain/invoice-totals';
import { formatInvoiceNumber, periodKey, type ResetPeriod } from '@saldo/domain/numbering';
import { requiresSplitPayment } from '@saldo/domain/split-payment';
import { VAT_RATES } from '@saldo/domain/vat-rates';
import type { RowBuffer } from './copy.ts';
import type { Party } from './contractors.ts';
import { exportProducts, productTable, type Product } from './polish-data.ts';
import { weightedTable, type Lcg } from './random.ts';

export const INVOICE_COLUMNS = [
  'id',
  'organization_id',
  'contractor_id',
  'type',
  'number',
  'counter',
  'period_key',
  'status',
  'issue_date',
  'sale_date',
  'due_date',
  'place_of_issue',
  'payment_term',
  'payment_term_days',
  'payment_method',
  'bank_account_id',
  'bank',
  'currency',
  'exchange_rate',
  'exchange_rate_table',
  'exchange_rate_date',
  'language',
  'price_mode',
  'notes',
  'seller',
  'buyer',
  'buyer_name',
  'buyer_nip',
  'buyer_email',
  'service',
  'by_rate',
  'net',
  'vat',
  'gross',
  'net_pln',
  'vat_pln',
  'gross_pln',
  'to_pay',
  'paid',
  'balance',
  'split_payment',
  'sent_at',
  'created_by',
  'created_at',
  'updated_at',
] as const;

export const LINE_COLUMNS = [
  'id',
  'invoice_id',
  'position',
  'name',
  'quantity',
  'unit',
  'unit_price',
  'discount_percent',
  'vat_rate',
  'net',
  'vat',
  'gross',
] as const;

export const PAYMENT_COLUMNS = [
  'id',
  'invoice_id',
  'amount',
  'date',
  'method',
  'created_by',
  'created_at',
] as const;
export const AUDIT_COLUMNS = ['id', 'invoice_id', 'user_id', 'action', 'details', 'at'] as const;

export interface SellerContext {
  organizationId: number;
  adminId: number;
  /** The SellerSnapshot, as JSON text. */
  sellerJson: string;
  placeOfIssue: string;
  banks: { PLN: { id: number; json: string }; EUR: { id: number; json: string } };
  series: Record<'vat' | 'proforma', { template: string; reset: ResetPeriod }>;
  buyers: readonly Party[];
}

export interface InvoiceBuffers {
  invoices: RowBuffer;
  lines: RowBuffer;
  payments: RowBuffer;
  audit: RowBuffer;
}

/** Kept as code and days: the invoice stores both (payment_term_days only for 'custom'). */
const TERM_TABLE = weightedTable<{ code: PaymentTermCode; days: number | null }>([
  [{ code: '14_days', days: null }, 50],
  [{ code: '7_days', days: null }, 20],
  [{ code: '21_days', days: null }, 10],
  [{ code: 'custom', days: 30 }, 14],
  [{ code: 'custom', days: 60 }, 4],
  [{ code: 'custom', days: 3 }, 2],
]);
const METHOD_TABLE = weightedTable([
  ['transfer', 85],
  ['card', 6],
  ['cash', 6],
  ['compensation', 1],
  ['other', 2],
] as const);
const DISCOUNTS = [250, 500, 1000, 1500] as const;

/** A believable NBP EUR mid rate for the day (4.15–4.45, scaled by 10 000). */
export function eurRate(date: string): ExchangeRate {
  const day = toDayNumber(date);
  return 43_000 + Math.round(1_200 * Math.sin(day / 45) + 300 * Math.sin(day / 7));
}

/** The business day before `date`: the rate of an invoice is the NBP table of that day (art. 31a). */
function previousBusinessDay(date: string): string {
  let day = addDays(date, -1);
  while (dayOfWeek(day) > 5) day = addDays(day, -1);
  return day;
}

/** The NBP table A number of a business day ("87/A/NBP/2025"): about five tables a week. */
function nbpTable(date: string): string {
  const year = date.slice(0, 4);
  const dayOfYear = daysBetween(`${year}-01-01`, date) + 1;
  return `${Math.max(1, Math.round((dayOfYear * 5) / 7))}/A/NBP/${year}`;
}

const at = (date: string, hour: number, minute: number) =>
  `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00 Europe/Warsaw`;

export class InvoiceWriter {
  /** Last counter per organization, type and period: the rows of invoice_number_counters. */
  readonly counters = new Map<
    string,
    { organizationId: number; type: string; periodKey: string; last: number }
  >();
  nextId: number;
  private nextLineId: number;
  private nextPaymentId = 1;
  private nextAuditId = 1;

  constructor(
    private readonly rng: Lcg,
    private readonly out: InvoiceBuffers,
    private readonly today: string,
    firstIds: { invoice: number; line: number },
  ) {
    this.nextId = firstIds.invoice;
    this.nextLineId = firstIds.line;
  }

  /** One invoice of `seller` issued on `issueDate`, with its lines, payments and audit entries. */
  write(seller: SellerContext, issueDate: string): void {
    const rng = this.rng;
    const id = this.nextId++;
    // A few buyers buy often, most rarely: the square pulls picks towards the start of the list.
    const buyer = seller.buyers[Math.floor(rng.next() ** 2 * seller.buyers.length)];
    if (!buyer) throw new Error('an organization without buyers');
    const foreign = buyer.kind === 'foreign';
    const type = rng.chance(0.04) ? 'proforma' : 'vat';

    const series = seller.series[type];
    const period = periodKey(series.reset, issueDate);
    const counterKey = `${seller.organizationId}|${type}|${period}`;
    const counterRow = this.counters.get(counterKey) ?? {
      organizationId: seller.organizationId,
      type,
      periodKey: period,
      last: 0,
    };
    counterRow.last += 1;
    this.counters.set(counterKey, counterRow);
    const number = formatInvoiceNumber(series.template, counterRow.last, issueDate);

    const currency = foreign ? (rng.chance(0.9) ? 'EUR' : 'PLN') : rng.chance(0.02) ? 'EUR' : 'PLN';
    const exchangeRate = currency === 'EUR' ? eurRate(issueDate) : undefined;
    const priceMode: PriceMode = !foreign && rng.chance(0.1) ? 'gross' : 'net';

    // Lines: 1–9 (5 on average) from the catalogue; buyers abroad get 0 % goods (WDT, export).
    const count = foreign ? rng.int(1, 5) : rng.int(1, 9);
    const lines: InvoiceLine[] = [];
    const products: Product[] = [];
    for (let i = 0; i < count; i++) {
      const product = foreign ? rng.pick(exportProducts) : rng.weighted(productTable);
      const percent = VAT_RATES[product.vatRate].percent;
      const net = Math.round(product.price * (0.85 + 0.3 * rng.next()));
      const price = priceMode === 'gross' ? Math.round((net * (100 + percent)) / 100) : net;
      const units = rng.int(product.quantity[0], product.quantity[1]);
      lines.push({
        quantity: units * 10_000 + (product.halves && rng.chance(0.3) ? 5_000 : 0),
        unitPrice: price * 100,
        discount: rng.chance(0.08) ? rng.pick(DISCOUNTS) : 0,
        vatRate: product.vatRate,
        annex15: false,
      });
      products.push(product);
    }
    const totals = computeInvoiceTotals(
      lines,
      exchangeRate === undefined ? { priceMode } : { priceMode, exchangeRate },
    );
    const splitPayment = requiresSplitPayment({
      grossTotal: totals.gross,
      ...(exchangeRate === undefined ? {} : { exchangeRate }),
      lines,
      buyerIsTaxpayer: buyer.nip !== '',
    });

    const term = rng.weighted(TERM_TABLE);
    const dueDate = computeDueDate(
      issueDate,
      term.code === 'custom' ? { code: 'custom', days: term.days ?? 0 } : { code: term.code },
    );
    const method = rng.weighted(METHOD_TABLE);
    const bank = method === 'transfer' ? seller.banks[currency === 'EUR' ? 'EUR' : 'PLN'] : null;
    const saleDate = rng.chance(0.8) ? issueDate : addDays(issueDate, -rng.int(1, 10));

    // Status from the dates: older invoices are mostly paid, recent ones open, some overdue.
    const toPay = totals.gross;
    const late = daysBetween(dueDate, this.today);
    let status: 'issued' | 'sent' | 'paid' | 'partially_paid' | 'cancelled';
    const roll = rng.next();
    if (rng.chance(0.015)) status = 'cancelled';
    else if (type === 'proforma') status = roll < 0.4 ? 'sent' : 'issued';
    else if (late < 0)
      status = roll < 0.25 ? 'paid' : roll < 0.28 ? 'partially_paid' : roll < 0.73 ? 'sent' : 'issued';
    else if (late < 60)
      status = roll < 0.6 ? 'paid' : roll < 0.67 ? 'partially_paid' : roll < 0.87 ? 'sent' : 'issued';
    else status = roll < 0.94 ? 'paid' : roll < 0.96 ? 'partially_paid' : roll < 0.985 ? 'sent' : 'issued';

    const createdAt = at(issueDate, rng.int(8, 16), rng.int(0, 59));
    let updatedAt = createdAt;
    const audit: [string, string, string][] = [['created', JSON.stringify({ number }), createdAt]];
    const sent =
      status === 'sent' || ((status === 'paid' || status === 'partially_paid') && rng.chance(0.75));
    const sentDay = sent ? minDay(addDays(issueDate, rng.int(0, 2)), this.today) : issueDate;
    const sentAt = sent ? at(sentDay, rng.int(9, 17), rng.int(0, 59)) : null;
    if (sentAt !== null) {
      const to = buyer.email || 'biuro@example.pl';
      audit.push(['sent', JSON.stringify({ to, cc: '', subject: `Faktura ${number}` }), sentAt]);
      updatedAt = sentAt;
    }

    let paid = 0;
    if (status === 'paid' || status === 'partially_paid') {
      const amount = status === 'paid' ? toPay : Math.max(1, Math.round(toPay * (0.2 + 0.6 * rng.next())));
      const termDays = daysBetween(issueDate, dueDate);
      const payDay = minDay(addDays(sentDay, rng.int(0, termDays + 20)), this.today);
      const paidAt = at(payDay, rng.int(8, 20), rng.int(0, 59));
      const paymentMethod = method === 'cash' || method === 'card' ? method : 'transfer';
      this.out.payments.add([
        this.nextPaymentId++,
        id,
        amount,
        payDay,
        paymentMethod,
        seller.adminId,
        paidAt,
      ]);
      audit.push(['payment_added', JSON.stringify({ amount, date: payDay, method: paymentMethod }), paidAt]);
      paid = amount;
      updatedAt = paidAt;
    }
    if (status === 'cancelled') {
      const cancelledAt = at(minDay(addDays(issueDate, rng.int(0, 5)), this.today), 18, 30);
      audit.push(['cancelled', '{}', cancelledAt]);
      updatedAt = cancelledAt;
    }
    const balance = status === 'cancelled' ? 0 : toPay - paid;

    const byRate = totals.byRate.map((r) => ({
      vatRate: r.vatRate,
      net: r.net,
      vat: r.vat,
      gross: r.gross,
      ...(r.pln ? { pln: { net: r.pln.net, vat: r.pln.vat, gross: r.pln.gross } } : {}),
    }));
    const rateDate = exchangeRate === undefined ? null : previousBusinessDay(issueDate);
    this.out.invoices.add([
      id,
      seller.organizationId,
      buyer.id,
      type,
      number,
      counterRow.last,
      period,
      status,
      issueDate,
      saleDate,
      dueDate,
      seller.placeOfIssue,
      term.code,
      term.days,
      method,
      bank?.id ?? null,
      bank === null ? null : bank.json,
      currency,
      exchangeRate === undefined ? null : formatExchangeRate(exchangeRate),
      rateDate === null ? '' : nbpTable(rateDate),
      rateDate,
      foreign && rng.chance(0.7) ? 'english' : 'polish',
      priceMode,
      rng.chance(0.05) ? 'Dziękujemy za współpracę.' : '',
      seller.sellerJson,
      buyer.buyerJson,
      buyer.name,
      buyer.nip,
      buyer.email,
      products[0]?.name ?? '',
      JSON.stringify(byRate),
      totals.net,
      totals.vat,
      totals.gross,
      totals.pln?.net ?? null,
      totals.pln?.vat ?? null,
      totals.pln?.gross ?? null,
      toPay,
      paid,
      balance,
      splitPayment,
      sentAt,
      seller.adminId,
      createdAt,
      updatedAt,
    ]);
    lines.forEach((line, index) => {
      const amounts = totals.lines[index];
      const product = products[index];
      if (!amounts || !product) throw new Error('line amounts missing');
      this.out.lines.add([
        this.nextLineId++,
        id,
        index + 1,
        product.name,
        formatScaled(line.quantity, 4, { minDecimals: 0 }),
        product.unit,
        formatScaled(line.unitPrice, 4, { minDecimals: 2 }),
        line.discount === 0 ? '' : formatScaled(line.discount, 2, { minDecimals: 0 }),
        line.vatRate,
        amounts.net,
        amounts.vat,
        amounts.gross,
      ]);
    });
    for (const [action, details, when] of audit)
      this.out.audit.add([this.nextAuditId++, id, seller.adminId, action, details, when]);
  }
}

const minDay = (a: string, b: string) => (a < b ? a : b);
