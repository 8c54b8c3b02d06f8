import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from './debounce.ts';

/** What every list screen keeps in the address besides its own filters. */
export interface ListQuery {
  q?: string;
  sortBy: string;
  sortDesc: 'true' | 'false';
  page: number;
  perPage: number;
}

/**
 * One list screen's address: how it is read (unknown or malformed values fall back to defaults),
 * and the values the address leaves out because they are the defaults.
 */
export interface ListSpec<Q extends ListQuery> {
  read: (params: URLSearchParams) => Q;
  defaults: Partial<Q>;
  /** The first click on another column sorts it descending (the overdue list: the most first). */
  newColumnDesc?: boolean;
}

/**
 * The search field: what it starts with, and each change of its text, which reaches the address as
 * `q` once typing pauses. The field keeps its own text, so a key press re-renders the field, not
 * the whole list.
 */
export interface SearchField {
  defaultValue: string;
  onChange: (text: string) => void;
}

export interface ListState<Q extends ListQuery> {
  query: Q;
  /** Writes at once; a patch without `page` starts again from the first page. */
  update: (patch: Partial<Q>) => void;
  /** A new column starts in its spec's direction; the same column flips. */
  sort: (field: Q['sortBy']) => void;
  search: SearchField;
}

/** The query as an address: defaults and empty values left out, anything not the list's own dropped. */
export function writeListQuery<Q extends ListQuery>(query: Q, defaults: Partial<Q>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const isDefault = (defaults as Record<string, unknown>)[key] === value;
    if (value !== undefined && value !== '' && !isDefault) out.set(key, String(value));
  }
  return out;
}

/**
 * The search, filters, sort and page of a list live in the address (?q=…&status=overdue&page=2),
 * so a reload, the back button and a shared link all show the same list.
 *
 * Writes happen only while the list's route is still where the user is. A data router keeps the
 * list mounted while the next page's code loads, and a write there (a search settling just after
 * a click on a result) is a navigation relative to the list that would cancel the one under way:
 * the user would be taken back to the list. So a pending search is dropped as soon as a navigation
 * to another path starts, and any write is refused while one is under way.
 */
export function useListState<Q extends ListQuery>(spec: ListSpec<Q>): ListState<Q> {
  const { read, defaults, newColumnDesc = false } = spec;
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => read(params), [read, params]);

  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  const leavingRef = useRef(leaving);
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    leavingRef.current = leaving;
    if (leaving) clearTimeout(pendingSearch.current);
  }, [leaving]);
  useEffect(() => () => clearTimeout(pendingSearch.current), []);

  const update = useCallback(
    (patch: Partial<Q>) => {
      if (leavingRef.current) return;
      setParams(
        (current) => {
          const next: Q = { ...read(current), ...patch };
          if (!('page' in patch)) next.page = 1;
          return writeListQuery(next, defaults);
        },
        { replace: true },
      );
    },
    [read, defaults, setParams],
  );

  const sort = useCallback(
    (field: Q['sortBy']) => {
      const first = newColumnDesc ? 'true' : 'false';
      const flipped = first === 'true' ? 'false' : 'true';
      update({
        sortBy: field,
        sortDesc: query.sortBy === field && query.sortDesc === first ? flipped : first,
      } as Partial<Q>);
    },
    [newColumnDesc, query.sortBy, query.sortDesc, update],
  );

  const currentQ = query.q ?? '';
  const onSearch = useCallback(
    (next: string) => {
      clearTimeout(pendingSearch.current);
      const settled = next.trim();
      pendingSearch.current = setTimeout(() => {
        if (settled !== currentQ) update({ q: settled || undefined } as Partial<Q>);
      }, SEARCH_DEBOUNCE_MS);
    },
    [currentQ, update],
  );

  return { query, update, sort, search: { defaultValue: currentQ, onChange: onSearch } };
}
