import type {
  InvoiceList,
  InvoiceListQuery,
  InvoiceTotals,
  InvoiceTotalsQuery,
} from '@saldo/contracts/invoices';
import type { AppContext } from '../../app-context.ts';
import { scopeOf, type Caller } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { toListItem } from './invoice-mapping.ts';
import { listInvoicePage } from './invoice-list.repository.ts';
import { listTotals } from './invoice-totals.repository.ts';
import { listBounds } from './invoices.service.ts';

/**
 * A page of the list with "Showing X to Y of Z" (decision 0014). The count comes from the aggregates
 * (or a capped count of a search); a page past the first needs it first, to choose the end it reads from.
 */
export async function listInvoices(
  ctx: AppContext,
  caller: Caller,
  query: InvoiceListQuery,
): Promise<InvoiceList> {
  const today = todayInPoland();
  const bounds = listBounds(today);
  const scope = await scopeOf(ctx.db, caller);
  const cap = ctx.config.listSearchCountCap;
  const totalsPromise = listTotals(ctx.db, scope, query, bounds, cap);
  const totals = query.page > 1 ? await totalsPromise : undefined;
  const [rows, resolved] = await Promise.all([
    listInvoicePage(ctx.db, scope, query, bounds, totals && !totals.totalCapped ? totals.total : undefined),
    totalsPromise,
  ]);
  return {
    invoices: rows.map((row) => toListItem(row, today)),
    total: resolved.total,
    totalCapped: resolved.totalCapped,
    sums: query.sums === 'false' ? [] : resolved.sums,
  };
}

/** The count and per-currency sums of a filtered list, asked for beside its rows. */
export async function invoiceListTotals(
  ctx: AppContext,
  caller: Caller,
  query: InvoiceTotalsQuery,
): Promise<InvoiceTotals> {
  const scope = await scopeOf(ctx.db, caller);
  return listTotals(ctx.db, scope, query, listBounds(todayInPoland()), ctx.config.listSearchCountCap);
}
