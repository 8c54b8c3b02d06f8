import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addBlogComment,
  createBlogPost,
  deleteBlogComment,
  deleteBlogPost,
  fetchBlogDetail,
  fetchBlogEdit,
  fetchBlogFeed,
  fetchBlogList,
  fetchBlogSidebar,
  updateBlogPost,
  type BlogListParams,
} from './blog-api.ts';

export const blogKeys = {
  all: ['blog'] as const,
  list: (params: BlogListParams) => [...blogKeys.all, 'list', params] as const,
  sidebar: () => [...blogKeys.all, 'sidebar'] as const,
  detail: (id: number) => [...blogKeys.all, 'detail', id] as const,
  edit: (id: number) => [...blogKeys.all, 'edit', id] as const,
  feed: () => [...blogKeys.all, 'feed'] as const,
};

export function useBlogList(params: BlogListParams) {
  return useQuery({
    queryKey: blogKeys.list(params),
    queryFn: ({ signal }) => fetchBlogList(params, signal),
    // The last page stays on screen while the next loads, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export const useBlogSidebar = () =>
  useQuery({ queryKey: blogKeys.sidebar(), queryFn: ({ signal }) => fetchBlogSidebar(signal) });

export const useBlogDetail = (id: number) =>
  useQuery({
    queryKey: blogKeys.detail(id),
    queryFn: ({ signal }) => fetchBlogDetail(id, signal),
    enabled: id > 0,
  });

export const useBlogEdit = (id: number | null) =>
  useQuery({
    queryKey: blogKeys.edit(id ?? 0),
    queryFn: ({ signal }) => fetchBlogEdit(id ?? 0, signal),
    enabled: id !== null,
    // The editor keeps what was loaded while it is open: a refetch would not reach the form anyway.
    staleTime: Infinity,
  });

export const useBlogFeed = (enabled: boolean) =>
  useQuery({
    queryKey: blogKeys.feed(),
    queryFn: ({ signal }) => fetchBlogFeed(signal),
    enabled,
    staleTime: Infinity,
  });

/** Every blog write changes lists, sidebar and the post: all of the blog's answers are refetched. */
function useBlogMutation<V, R>(fn: (value: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: blogKeys.all }),
  });
}

export const useCreateBlogPost = () => useBlogMutation(createBlogPost);
export const useUpdateBlogPost = () => useBlogMutation(updateBlogPost);
export const useDeleteBlogPost = () => useBlogMutation(deleteBlogPost);
export const useAddBlogComment = () => useBlogMutation(addBlogComment);
export const useDeleteBlogComment = () => useBlogMutation(deleteBlogComment);
