import {
  contractorSortFields,
  contractorVatFilters,
  type ContractorListQuery,
} from '@saldo/contracts/contractors';
import { pick } from '../../lib/pick.ts';
import { useListState, type ListSpec } from '../../lib/use-list-state.ts';

/**
 * The list's search, filters, sort and page live in the address (?q=…&sortBy=…&page=2), so a
 * reload, the back button and a shared link all show the same list.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 10;

function readQuery(params: URLSearchParams): ContractorListQuery {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const text = (name: string) => params.get(name)?.trim() || undefined;
  return {
    q: text('q'),
    sortBy: pick(contractorSortFields, params.get('sortBy')) ?? 'name',
    sortDesc: params.get('sortDesc') === 'true' ? 'true' : 'false',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PER_PAGE,
    country: text('country'),
    tag: text('tag'),
    vatStatus: pick(contractorVatFilters, params.get('vatStatus')),
  };
}

export type ListQueryPatch = Partial<ContractorListQuery>;

const spec: ListSpec<ContractorListQuery> = {
  read: readQuery,
  defaults: { page: 1, perPage: DEFAULT_PER_PAGE, sortBy: 'name', sortDesc: 'false' },
};

export const useContractorListState = () => useListState(spec);

export const hasFilters = (query: ContractorListQuery) =>
  Boolean(query.q || query.country || query.tag || query.vatStatus);
