import { rangeDates, type MonthRange } from '@saldo/domain/reports/periods';

/**
 * Where a bar or a row leads: the invoice list or the costs list, filtered as the figure was counted.
 * The invoice list filters by issue date, contractor and type (invoices/list/list-state.ts); the costs
 * list by one booking month, category and supplier (costs/list/list-state.ts), so a longer period's
 * cost drill-down keeps the category or supplier and leaves the month out.
 */
export const INVOICE_LIST_PATH = '/apps/invoice/list';
export const COSTS_LIST_PATH = '/documents/costs';

export function invoicesHref(
  range: MonthRange,
  filters: { contractorId?: number; type?: string } = {},
): string {
  const { from, to } = rangeDates(range);
  const params = new URLSearchParams({ dateFrom: from, dateTo: to });
  if (filters.contractorId !== undefined) params.set('contractorId', String(filters.contractorId));
  if (filters.type !== undefined) params.set('type', filters.type);
  return `${INVOICE_LIST_PATH}?${params.toString()}`;
}

export function costsHref(
  range: MonthRange,
  filters: { contractorId?: number; categoryId?: number } = {},
): string {
  const params = new URLSearchParams();
  if (range.from === range.to) params.set('month', range.from);
  if (filters.categoryId !== undefined) params.set('categoryId', String(filters.categoryId));
  if (filters.contractorId !== undefined) params.set('contractorId', String(filters.contractorId));
  const search = params.toString();
  return search === '' ? COSTS_LIST_PATH : `${COSTS_LIST_PATH}?${search}`;
}

export const monthRange = (month: string): MonthRange => ({ from: month, to: month });
