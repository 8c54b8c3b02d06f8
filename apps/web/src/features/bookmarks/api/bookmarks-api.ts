import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookmarkListSchema, type Bookmark, type CreateBookmarkBody } from '@saldo/contracts/bookmarks';
import { api } from '../../../lib/api-client.ts';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';

/** Fetchers of /api/bookmarks; every answer is the user's whole list, in order. */
const parse = (answer: unknown): Bookmark[] => bookmarkListSchema.parse(answer).bookmarks;

export const bookmarkKeys = { all: ['bookmarks'] as const };

export function useBookmarks() {
  return useQuery({
    queryKey: bookmarkKeys.all,
    queryFn: async ({ signal }) => parse(await api.get<unknown>('/bookmarks', { signal })),
    // The stars can come a moment after the page.
    enabled: useAfterFirstPaint(),
  });
}

function useListMutation<V>(call: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => parse(await call(variables)),
    onSuccess: (bookmarks) => client.setQueryData(bookmarkKeys.all, bookmarks),
    // A refused change (another window reordered first) shows the list as the server has it.
    onError: () => void client.invalidateQueries({ queryKey: bookmarkKeys.all }),
  });
}

export const useStarPage = () => useListMutation((body: CreateBookmarkBody) => api.post('/bookmarks', body));
export const useUnstar = () => useListMutation((id: number) => api.delete(`/bookmarks/${id}`));
export const useReorderBookmarks = () =>
  useListMutation((ids: number[]) => api.put('/bookmarks/order', { ids }));
