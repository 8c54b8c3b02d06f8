import {
  bookingPeriodSchema,
  COST_STATUSES,
  costSortFields,
  type CostExportQuery,
  type CostListQuery,
} from '@saldo/contracts/costs';
import { pick } from '../../../lib/pick.ts';
import { useListState, type ListSpec } from '../../../lib/use-list-state.ts';

/**
 * The list's search, filters, sort and page live in the address (?status=draft&month=2026-03), so a
 * reload, the back button and a shared link all show the same list.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 10;
const DEFAULT_SORT = 'issuedDate';
const DEFAULT_SORT_DESC = 'true';

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

export function readQuery(params: URLSearchParams): CostListQuery {
  const perPage = Number(params.get('perPage'));
  const month = params.get('month');
  return {
    q: params.get('q')?.trim() || undefined,
    sortBy: pick(costSortFields, params.get('sortBy')) ?? DEFAULT_SORT,
    sortDesc: params.get('sortDesc') === 'false' ? 'false' : DEFAULT_SORT_DESC,
    page: positive(params.get('page')) ?? 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PER_PAGE,
    status: pick(COST_STATUSES, params.get('status')),
    categoryId: positive(params.get('categoryId')),
    month: bookingPeriodSchema.safeParse(month).success && month !== null ? month : undefined,
    contractorId: positive(params.get('contractorId')),
  };
}

export type ListQueryPatch = Partial<CostListQuery>;

const spec: ListSpec<CostListQuery> = {
  read: readQuery,
  defaults: { page: 1, perPage: DEFAULT_PER_PAGE, sortBy: DEFAULT_SORT, sortDesc: DEFAULT_SORT_DESC },
};

export const useCostListState = () => useListState(spec);

export const hasFilters = (query: CostListQuery) =>
  Boolean(query.q || query.status || query.categoryId || query.month || query.contractorId);

/** What the export downloads: the list as filtered and sorted, every page of it. */
export function exportQuery(query: CostListQuery, format: CostExportQuery['format']): CostExportQuery {
  const { perPage: _perPage, page: _page, ...filters } = query;
  return { ...filters, format };
}
