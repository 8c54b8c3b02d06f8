// The overdue list: which invoices are late today, what each owes beyond its balance (interest on the
// balance and on parts paid late, the recovery compensation for a business debtor), and what has been
// done to collect it.
import { isBusinessDate } from '@saldo/contracts/business-date';
import type {
  OverdueItem,
  OverdueList,
  OverdueListQuery,
  OverdueTotals,
  OverdueTotalsQuery,
} from '@saldo/contracts/debt';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import { compensationRateDate } from '@saldo/domain/late-payment/compensation';
import { defaultDebtorKind, overdueClaim, type RateTable } from '@saldo/domain/late-payment/overdue-claim';
import { parseMoney } from '@saldo/domain/money';
import { agingBoundaries, daysOverdue, OVERDUE_BANDS } from '@saldo/domain/receivables';
import type { AppContext } from '../../app-context.ts';
import type { Language } from '@saldo/i18n/languages';
import { validationError } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { clientOf } from '../invoices/invoice-mapping.ts';
import { listBounds } from '../invoices/invoices.service.ts';
import { type Caller, scopeOf } from '../../lib/caller.ts';
import { debtSummaries } from './debt-history.repository.ts';
import { entryTitle } from './debt-history.service.ts';
import { eurRatesOn } from './eur-rates.ts';
import {
  listOverduePage,
  listOverdueRows,
  paymentsOf,
  type OverdueFilter,
  type OverduePageSort,
  type OverdueRow,
} from './overdue.repository.ts';
import { overdueTotals } from './overdue-totals.repository.ts';
import { rateTableOf } from './reference-rates.repository.ts';

/** A bound typed by the user: "1000", "5 000,00". */
function amountBound(field: 'minAmount' | 'maxAmount', text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const parsed = parseMoney(text);
  if (!parsed.ok || parsed.value < 0) throw validationError({ [field]: { key: 'invoices.invalidNumber' } });
  return parsed.value;
}

/** The due-date window of a days-overdue band on `today`. */
function bandWindow(band: OverdueListQuery['band'], today: IsoDate) {
  if (band === undefined) return {};
  const boundaries = agingBoundaries(today);
  const index = OVERDUE_BANDS.indexOf(band);
  const older = OVERDUE_BANDS[index + 1];
  return {
    latestDueDate: boundaries[band],
    earliestDueDate: older === undefined ? undefined : boundaries[older],
  };
}

export function overdueFilter(query: Partial<OverdueListQuery>, today: IsoDate): OverdueFilter {
  const window = bandWindow(query.band, today);
  const latest = listBounds(today).overdueDueDate;
  return {
    q: query.q,
    contractorId: query.contractorId,
    latestDueDate:
      window.latestDueDate !== undefined && window.latestDueDate < latest ? window.latestDueDate : latest,
    earliestDueDate: window.earliestDueDate,
    minBalance: amountBound('minAmount', query.minAmount),
    maxBalance: amountBound('maxAmount', query.maxAmount),
    paidLate: query.paidLate === 'true',
  };
}

type Figured = Omit<OverdueItem, 'lastAction'>;

/**
 * The NBP EUR rate date of the compensation, or null for a row stored before dates were bounded to
 * the business range (one due in January of year 1 has no month before it): its compensation is then
 * claimed in EUR only, as when NBP cannot be asked, instead of the whole list failing.
 */
const rateDateOf = (dueDate: IsoDate): IsoDate | null =>
  isBusinessDate(dueDate) ? compensationRateDate(dueDate) : null;

/**
 * Interest to `today` (on the balance and on the parts paid late) and the compensation for each row;
 * NBP is asked once per rate date, and only for business debtors (a consumer owes no compensation).
 */
export async function withFigures(
  ctx: AppContext,
  rows: readonly OverdueRow[],
  today: IsoDate,
  table: RateTable,
): Promise<Figured[]> {
  const debtors = rows.map((row) => row.debtorKind ?? defaultDebtorKind(row.buyerNip));
  const rateDates = rows.map((row, index) =>
    debtors[index] === 'consumer' ? null : rateDateOf(row.dueDate),
  );
  const [rates, payments] = await Promise.all([
    eurRatesOn(
      ctx,
      rateDates.filter((date) => date !== null),
    ),
    paymentsOf(
      ctx.db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row, index) => {
    const rateDate = rateDates[index] ?? null;
    const rate = rateDate === null ? null : (rates.get(rateDate) ?? null);
    const debtor = debtors[index] ?? 'business';
    const facts = { ...row, debtor, payments: payments.get(row.id) ?? [] };
    const priced = overdueClaim(facts, today, rate?.rate ?? null, table);
    return {
      id: row.id,
      number: row.number,
      issuedDate: row.issueDate,
      dueDate: row.dueDate,
      client: clientOf(row.contractorId, row.buyer),
      currency: row.currency,
      total: row.toPay,
      balance: row.balance,
      daysOverdue: daysOverdue(row.dueDate, today),
      interest: priced.interest,
      latePaymentInterest: priced.latePaymentInterest,
      interestRate: priced.interestRate ?? 0,
      interestKind: priced.interestKind,
      debtor,
      ratesAssumed: priced.ratesAssumed,
      compensation: priced.compensation && {
        eur: priced.compensation.eur,
        pln: priced.compensation.pln,
        rateDate: rate?.effectiveDate ?? rateDate ?? row.dueDate,
        rate: rate?.literal ?? null,
      },
      reminders: row.reminders,
    };
  });
}

const byText = (a: string, b: string) => a.localeCompare(b, 'pl', { sensitivity: 'base' });
const sortKeys: Record<OverdueListQuery['sortBy'], (a: Figured, b: Figured) => number> = {
  daysOverdue: (a, b) => a.daysOverdue - b.daysOverdue,
  dueDate: (a, b) => byText(a.dueDate, b.dueDate),
  client: (a, b) => byText(a.client.name, b.client.name),
  balance: (a, b) => a.balance - b.balance,
  // Unknown interest sorts below every known amount.
  interest: (a, b) => (a.interest ?? -1) - (b.interest ?? -1),
  reminders: (a, b) => a.reminders - b.reminders,
};

/** Up to this many overdue invoices (or the count cap, if lower), the list's interest is summed. */
const FIGURES_LIMIT = 2_000;

const pageSorts: readonly OverdueListQuery['sortBy'][] = ['daysOverdue', 'dueDate', 'client', 'balance'];
const isPageSort = (sort: OverdueListQuery['sortBy']): sort is OverduePageSort => pageSorts.includes(sort);

export async function listOverdue(
  ctx: AppContext,
  caller: Caller,
  query: OverdueListQuery,
  language: Language,
): Promise<OverdueList> {
  const today = todayInPoland();
  const scope = await scopeOf(ctx.db, caller);
  const filter = overdueFilter(query, today);
  const cap = ctx.config.listSearchCountCap;
  const [totals, table] = await Promise.all([
    // Paid-late rows stay only while their interest is owed: only the figures can count them.
    filter.paidLate ? undefined : overdueTotals(ctx.db, scope, filter, cap),
    rateTableOf(ctx.db, caller.organizationId),
  ]);
  const sortBy = query.sortBy;
  // Decision 0014: a sort SQL can do reads one page and counts the figures of its rows only; the
  // interest of the whole list is summed while the list is small enough.
  const paged =
    totals !== undefined &&
    isPageSort(sortBy) &&
    (totals.totalCapped || totals.total > Math.min(FIGURES_LIMIT, cap));
  const figured = paged
    ? await withFigures(
        ctx,
        await listOverduePage(ctx.db, scope, filter, {
          sort: sortBy,
          descending: query.sortDesc === 'true',
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
        }),
        today,
        table,
      )
    : await allFigured(ctx, scope, filter, today, table, query);
  const start = paged ? 0 : (query.page - 1) * query.perPage;
  const page = figured.slice(start, start + query.perPage);
  // A client sees the entries sent to it: its "last action" is the last of those.
  const summaries = await debtSummaries(
    ctx.db,
    page.map((item) => item.id),
    scope.contractorId !== undefined,
  );
  return {
    invoices: page.map((item) => {
      const last = summaries.get(item.id)?.last ?? null;
      return {
        ...item,
        lastAction: last ? { title: entryTitle(last, language), time: last.createdAt.toISOString() } : null,
      };
    }),
    total: paged ? totals.total : figured.length,
    totalCapped: paged ? totals.totalCapped : false,
    interestSummed: !paged,
    ratesAssumed: figured.some((item) => item.ratesAssumed),
    sums: paged
      ? totals.sums.map((sum) => ({ ...sum, interest: 0, latePaymentInterest: 0 }))
      : sumsOf(figured),
  };
}

/** Every overdue invoice of the filter with its figures, sorted as asked (the list up to the cap). */
async function allFigured(
  ctx: AppContext,
  scope: Awaited<ReturnType<typeof scopeOf>>,
  filter: OverdueFilter,
  today: IsoDate,
  table: RateTable,
  query: OverdueListQuery,
): Promise<Figured[]> {
  const rows = await listOverdueRows(ctx.db, scope, filter);
  // A paid-in-full row stays only while its late parts owe interest (or the amount is unknown).
  const figured = (await withFigures(ctx, rows, today, table)).filter(
    (item) => item.balance > 0 || item.latePaymentInterest !== 0,
  );
  const direction = query.sortDesc === 'true' ? -1 : 1;
  const compare = sortKeys[query.sortBy];
  return figured.sort((a, b) => direction * compare(a, b) || direction * (a.id - b.id));
}

function sumsOf(figured: readonly Figured[]): OverdueList['sums'] {
  const sums = new Map<
    OverdueItem['currency'],
    { balance: number; interest: number; latePaymentInterest: number }
  >();
  for (const item of figured) {
    const sum = sums.get(item.currency) ?? { balance: 0, interest: 0, latePaymentInterest: 0 };
    sum.balance += item.balance;
    sum.interest += item.interest ?? 0;
    sum.latePaymentInterest += item.latePaymentInterest ?? 0;
    sums.set(item.currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([currency, sum]) => ({ currency, ...sum }));
}

/** The count and balance sums of the filtered list, asked for beside its rows (decision 0014). */
export async function overdueListTotals(
  ctx: AppContext,
  caller: Caller,
  query: OverdueTotalsQuery,
): Promise<OverdueTotals> {
  const scope = await scopeOf(ctx.db, caller);
  const filter = { ...overdueFilter(query, todayInPoland()), paidLate: false };
  return overdueTotals(ctx.db, scope, filter, ctx.config.listSearchCountCap);
}
