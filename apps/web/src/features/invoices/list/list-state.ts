import {
  INVOICE_DISPLAY_STATUSES,
  INVOICE_LIMITS,
  INVOICE_TYPES,
  invoiceSortFields,
  type InvoiceListQuery,
} from '@saldo/contracts/invoices';
import { pick } from '../../../lib/pick.ts';
import { useListState, writeListQuery, type ListSpec, type ListState } from '../../../lib/use-list-state.ts';

/**
 * The list's search, filters, sort and page live in the address (?q=…&status=overdue&page=2), so a
 * reload, the back button and a shared link all show the same list.
 */
export const PAGE_SIZES = INVOICE_LIMITS.perPage;
const DEFAULT_PER_PAGE = 10;
const DEFAULT_SORT = 'issuedDate';
const DEFAULT_SORT_DESC = 'true';

const isoDate = (value: string | null) =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export function readQuery(params: URLSearchParams): InvoiceListQuery {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const contractorId = Number(params.get('contractorId'));
  return {
    q: params.get('q')?.trim() || undefined,
    sortBy: pick(invoiceSortFields, params.get('sortBy')) ?? DEFAULT_SORT,
    sortDesc: params.get('sortDesc') === 'false' ? 'false' : DEFAULT_SORT_DESC,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PER_PAGE,
    status: pick(INVOICE_DISPLAY_STATUSES, params.get('status')),
    type: pick(INVOICE_TYPES, params.get('type')),
    dateFrom: isoDate(params.get('dateFrom')),
    dateTo: isoDate(params.get('dateTo')),
    contractorId: Number.isInteger(contractorId) && contractorId > 0 ? contractorId : undefined,
  };
}

export type ListQueryPatch = Partial<InvoiceListQuery>;

const spec: ListSpec<InvoiceListQuery> = {
  read: readQuery,
  defaults: { page: 1, perPage: DEFAULT_PER_PAGE, sortBy: DEFAULT_SORT, sortDesc: DEFAULT_SORT_DESC },
};

/** Parameters that are not the list's own (e.g. ?send=1 elsewhere) are not kept. */
export const writeQuery = (query: InvoiceListQuery) => writeListQuery(query, spec.defaults);

export type InvoiceListState = ListState<InvoiceListQuery>;

export const useInvoiceListState = (): InvoiceListState => useListState(spec);

export const hasFilters = (query: InvoiceListQuery) =>
  Boolean(query.q || query.status || query.type || query.dateFrom || query.dateTo || query.contractorId);
