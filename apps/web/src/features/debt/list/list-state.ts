import { OVERDUE_BANDS, overdueSortFields, type OverdueListQuery } from '@saldo/contracts/debt';
import { pick } from '../../../lib/pick.ts';
import { useListState, type ListSpec } from '../../../lib/use-list-state.ts';

/**
 * The list's search, filters, sort and page live in the address (?band=31_60&minAmount=1000), so a
 * reload, the back button and a shared link all show the same list.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 10;
// The longest overdue first: those are the ones to chase.
const DEFAULT_SORT = 'daysOverdue';
const DEFAULT_SORT_DESC = 'true';

const positive = (value: string | null) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** A decimal as typed ("5 000,00"); the server reads it in the invoice's currency. */
export const isAmount = (value: string) => /^\d[\d\s\u00a0]*([.,]\d{1,2})?$/.test(value.trim());
const amount = (value: string | null) => (value !== null && isAmount(value) ? value.trim() : undefined);

export function readQuery(params: URLSearchParams): OverdueListQuery {
  const perPage = Number(params.get('perPage'));
  return {
    q: params.get('q')?.trim() || undefined,
    contractorId: positive(params.get('contractorId')),
    band: pick(OVERDUE_BANDS, params.get('band')),
    minAmount: amount(params.get('minAmount')),
    maxAmount: amount(params.get('maxAmount')),
    paidLate: params.get('paidLate') === 'true' ? 'true' : 'false',
    sortBy: pick(overdueSortFields, params.get('sortBy')) ?? DEFAULT_SORT,
    sortDesc: params.get('sortDesc') === 'false' ? 'false' : DEFAULT_SORT_DESC,
    page: positive(params.get('page')) ?? 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PER_PAGE,
  };
}

export type ListQueryPatch = Partial<OverdueListQuery>;

const spec: ListSpec<OverdueListQuery> = {
  read: readQuery,
  defaults: {
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    sortBy: DEFAULT_SORT,
    sortDesc: DEFAULT_SORT_DESC,
    paidLate: 'false',
  },
  newColumnDesc: true,
};

export const useOverdueListState = () => useListState(spec);

export const hasFilters = (query: OverdueListQuery) =>
  Boolean(
    query.q ||
    query.contractorId ||
    query.band ||
    query.minAmount ||
    query.maxAmount ||
    query.paidLate === 'true',
  );
