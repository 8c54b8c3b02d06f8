// Purchase documents (costs) as the app stores them when entered per VAT rate: the supplier's
// figures, totals, PLN amounts and deductible VAT from @saldo/domain/cost-totals, statuses and
// payments that agree with the dates.
import { vatOnNet, costTotalsOf, type CostRateSummary, type VatDeduction } from '@saldo/domain/cost-totals';
import { addDays, daysBetween } from '@saldo/domain/dates/calendar';
import { formatExchangeRate } from '@saldo/domain/exchange-rate';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import type { RowBuffer } from './copy.ts';
import type { Party } from './contractors.ts';
import { eurRate } from './invoices.ts';
import { weightedTable, type Lcg } from './random.ts';

export const COST_COLUMNS = [
  'id',
  'organization_id',
  'contractor_id',
  'status',
  'source',
  'number',
  'issue_date',
  'receipt_date',
  'due_date',
  'booking_period',
  'category_id',
  'currency',
  'exchange_rate',
  'entry_mode',
  'vat_deduction',
  'payment_method',
  'bank_account',
  'notes',
  'supplier',
  'supplier_name',
  'supplier_nip',
  'supplier_email',
  'by_rate',
  'net',
  'vat',
  'gross',
  'net_pln',
  'vat_pln',
  'gross_pln',
  'deductible_vat_pln',
  'paid',
  'balance',
  'created_by',
  'created_at',
  'updated_at',
] as const;
export const COST_PAYMENT_COLUMNS = [
  'id',
  'cost_id',
  'amount',
  'date',
  'method',
  'created_by',
  'created_at',
] as const;
export const COST_AUDIT_COLUMNS = ['id', 'cost_id', 'user_id', 'action', 'details', 'at'] as const;

export interface BuyerContext {
  organizationId: number;
  adminId: number;
  /** Contractors that sell to the organization (companies and sole traders). */
  suppliers: readonly Party[];
  /** Cost categories: [id, name]. */
  categories: readonly (readonly [number, string])[];
}

export interface CostBuffers {
  costs: RowBuffer;
  payments: RowBuffer;
  audit: RowBuffer;
}

const RATE_TABLE = weightedTable<VatRateCode>([
  ['23', 80],
  ['8', 12],
  ['5', 5],
  ['zw', 3],
]);

const at = (date: string, hour: number, minute: number) =>
  `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00 Europe/Warsaw`;
const minDay = (a: string, b: string) => (a < b ? a : b);

export class CostWriter {
  private nextPaymentId = 1;
  private nextAuditId = 1;
  /** Per organization: a running number inside each supplier's own numbering format. */
  private readonly sequence = new Map<number, number>();

  constructor(
    private readonly rng: Lcg,
    private readonly out: CostBuffers,
    private readonly today: string,
    public nextId: number,
  ) {}

  write(buyer: BuyerContext, issueDate: string): void {
    const rng = this.rng;
    const id = this.nextId++;
    const supplier = buyer.suppliers[Math.floor(rng.next() ** 2 * buyer.suppliers.length)];
    if (!supplier) throw new Error('an organization without suppliers');
    const seq = (this.sequence.get(buyer.organizationId) ?? 0) + 1;
    this.sequence.set(buyer.organizationId, seq);
    // Each supplier numbers its invoices its own way; the running number keeps them unique.
    const [year, month] = [issueDate.slice(0, 4), issueDate.slice(5, 7)];
    const number = [
      `FV/${seq}/${month}/${year}`,
      `F ${seq}/${year.slice(2)}`,
      `${year}/${month}/${String(seq).padStart(6, '0')}`,
      `FS-${seq}-${year}`,
    ][supplier.id % 4] as string;

    const [categoryId, categoryName] = rng.pick(buyer.categories);
    const deduction: VatDeduction =
      categoryName === 'Paliwo' || categoryName.startsWith('Samochód')
        ? rng.chance(0.6)
          ? 'half'
          : 'full'
        : rng.chance(0.02)
          ? 'none'
          : 'full';
    const rates = new Set<VatRateCode>([rng.weighted(RATE_TABLE)]);
    if (rng.chance(0.25)) rates.add(rng.weighted(RATE_TABLE));
    const rows: CostRateSummary[] = [...rates].map((vatRate) => {
      // Log-uniform between 20 zł and 20,000 zł: many small bills, a few large ones.
      const net = Math.round(Math.exp(Math.log(2_000) + rng.next() * Math.log(1_000)));
      const vat = vatOnNet(net, vatRate);
      return { vatRate, net, vat, gross: net + vat };
    });
    const currency = supplier.country !== 'PL' || rng.chance(0.03) ? 'EUR' : 'PLN';
    const rate = currency === 'EUR' ? eurRate(issueDate) : undefined;
    const totals = costTotalsOf(rows, rate, deduction);

    const receiptDate = minDay(addDays(issueDate, rng.int(0, 5)), this.today);
    const dueDate = addDays(issueDate, rng.pick([7, 14, 14, 21, 30, 30]));
    const late = daysBetween(dueDate, this.today);
    const roll = rng.next();
    let status: 'draft' | 'unpaid' | 'partially_paid' | 'paid';
    if (daysBetween(issueDate, this.today) < 20 && rng.chance(0.15)) status = 'draft';
    else if (late < 0) status = roll < 0.3 ? 'paid' : roll < 0.33 ? 'partially_paid' : 'unpaid';
    else if (late < 60) status = roll < 0.7 ? 'paid' : roll < 0.75 ? 'partially_paid' : 'unpaid';
    else status = roll < 0.96 ? 'paid' : roll < 0.975 ? 'partially_paid' : 'unpaid';
    const source = status === 'draft' ? 'ksef_fetch' : 'manual';
    const method = rng.chance(0.9) ? 'transfer' : rng.pick(['card', 'cash'] as const);

    const createdAt = at(receiptDate, rng.int(8, 17), rng.int(0, 59));
    let updatedAt = createdAt;
    const auditAction = status === 'draft' ? 'imported' : 'created';
    this.out.audit.add([
      this.nextAuditId++,
      id,
      source === 'manual' ? buyer.adminId : null,
      auditAction,
      JSON.stringify({ number, gross: totals.gross, source }),
      createdAt,
    ]);
    let paid = 0;
    if (status === 'paid' || status === 'partially_paid') {
      const amount =
        status === 'paid' ? totals.gross : Math.max(1, Math.round(totals.gross * (0.2 + 0.6 * rng.next())));
      const payDay = minDay(
        addDays(receiptDate, rng.int(0, daysBetween(issueDate, dueDate) + 10)),
        this.today,
      );
      const paidAt = at(payDay, rng.int(8, 20), rng.int(0, 59));
      this.out.payments.add([this.nextPaymentId++, id, amount, payDay, method, buyer.adminId, paidAt]);
      this.out.audit.add([
        this.nextAuditId++,
        id,
        buyer.adminId,
        'payment_added',
        JSON.stringify({ amount, date: payDay, method }),
        paidAt,
      ]);
      paid = amount;
      updatedAt = paidAt;
    }

    this.out.costs.add([
      id,
      buyer.organizationId,
      supplier.id,
      status,
      source,
      number,
      issueDate,
      receiptDate,
      dueDate,
      receiptDate.slice(0, 7),
      categoryId,
      currency,
      rate === undefined ? null : formatExchangeRate(rate),
      'summary',
      deduction,
      method,
      method === 'transfer' ? supplier.iban : '',
      '',
      supplier.supplierJson,
      supplier.name,
      supplier.nip,
      supplier.email,
      JSON.stringify(
        totals.byRate.map((r) => ({ vatRate: r.vatRate, net: r.net, vat: r.vat, gross: r.gross })),
      ),
      totals.net,
      totals.vat,
      totals.gross,
      totals.pln.net,
      totals.pln.vat,
      totals.pln.gross,
      totals.deductibleVatPln,
      paid,
      totals.gross - paid,
      buyer.adminId,
      createdAt,
      updatedAt,
    ]);
  }
}
