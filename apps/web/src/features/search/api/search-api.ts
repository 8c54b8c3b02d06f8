import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  searchRecentListSchema,
  searchResultSchema,
  type SearchRecent,
  type SearchResult,
} from '@saldo/contracts/search';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/search, answers parsed with the contract schemas. */
export async function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResult> {
  return searchResultSchema.parse(await api.get<unknown>('/search', { query: { q }, signal }));
}

export async function fetchRecents(signal?: AbortSignal): Promise<SearchRecent[]> {
  return searchRecentListSchema.parse(await api.get<unknown>('/search/recent', { signal })).recents;
}

export async function rememberRecent(recent: SearchRecent): Promise<SearchRecent[]> {
  return searchRecentListSchema.parse(await api.post<unknown>('/search/recent', recent)).recents;
}

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => [...searchKeys.all, 'q', q] as const,
  recents: () => [...searchKeys.all, 'recents'] as const,
};

export function useSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
  });
}

export function useRecents(enabled: boolean) {
  return useQuery({ queryKey: searchKeys.recents(), queryFn: ({ signal }) => fetchRecents(signal), enabled });
}

export function useRememberRecent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rememberRecent,
    onSuccess: (recents) => client.setQueryData(searchKeys.recents(), recents),
  });
}
