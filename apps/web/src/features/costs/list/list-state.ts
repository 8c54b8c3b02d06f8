import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  bookingPeriodSchema,
  COST_STATUSES,
  costSortFields,
  type CostExportQuery,
  type CostListQuery,
} from '@saldo/contracts/costs';
import { pick } from '../../../lib/pick.ts';

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

/** Defaults are left out of the address; parameters that are not the list's own are not kept. */
export function writeQuery(query: CostListQuery): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const isDefault =
      (key === 'page' && value === 1) ||
      (key === 'perPage' && value === DEFAULT_PER_PAGE) ||
      (key === 'sortBy' && value === DEFAULT_SORT) ||
      (key === 'sortDesc' && value === DEFAULT_SORT_DESC);
    if (value !== undefined && value !== '' && !isDefault) out.set(key, String(value));
  }
  return out;
}

export function useCostListQuery(): [CostListQuery, (patch: ListQueryPatch) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const update = useCallback(
    (patch: ListQueryPatch) =>
      setParams(
        (current) => {
          const next = { ...readQuery(current), ...patch };
          // A new search, filter or sort starts again from the first page.
          if (!('page' in patch)) next.page = 1;
          return writeQuery(next);
        },
        { replace: true },
      ),
    [setParams],
  );
  return [query, update];
}

export const hasFilters = (query: CostListQuery) =>
  Boolean(query.q || query.status || query.categoryId || query.month || query.contractorId);

/** What the export downloads: the list as filtered and sorted, every page of it. */
export function exportQuery(query: CostListQuery, format: CostExportQuery['format']): CostExportQuery {
  const { perPage: _perPage, page: _page, ...filters } = query;
  return { ...filters, format };
}
