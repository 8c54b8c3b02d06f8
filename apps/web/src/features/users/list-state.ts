import { roles } from '@saldo/contracts/abilities';
import { USER_STATUSES } from '@saldo/contracts/organization-settings';
import { PLANS, USER_SORT_FIELDS, type UserListQuery } from '@saldo/contracts/users';
import { pick } from '../../lib/pick.ts';
import { useListState, type ListSpec } from '../../lib/use-list-state.ts';

/** The list's search, filters, sort and page live in the address, as on the other lists. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 10;

function readQuery(params: URLSearchParams): UserListQuery {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    q: params.get('q')?.trim() || undefined,
    sortBy: pick(USER_SORT_FIELDS, params.get('sortBy')) ?? 'fullName',
    sortDesc: params.get('sortDesc') === 'true' ? 'true' : 'false',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: PAGE_SIZES.find((size) => size === perPage) ?? DEFAULT_PER_PAGE,
    role: pick(roles, params.get('role')),
    plan: pick(PLANS, params.get('plan')),
    status: pick(USER_STATUSES, params.get('status')),
  };
}

const spec: ListSpec<UserListQuery> = {
  read: readQuery,
  defaults: { page: 1, perPage: DEFAULT_PER_PAGE, sortBy: 'fullName', sortDesc: 'false' },
};

export const useUserListState = () => useListState(spec);

export const hasFilters = (query: UserListQuery) =>
  Boolean(query.q || query.role || query.plan || query.status);
