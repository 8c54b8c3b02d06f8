import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentBody } from '@saldo/contracts/profile';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  fetchFeed,
  fetchProfile,
  toggleLike,
  vote,
} from './profile-api.ts';

export const profileKeys = {
  all: ['profile'] as const,
  data: () => [...profileKeys.all, 'data'] as const,
  feed: () => [...profileKeys.all, 'feed'] as const,
};

export function useProfile() {
  return useQuery({ queryKey: profileKeys.data(), queryFn: ({ signal }) => fetchProfile(signal) });
}

/** The feed newest first; each page asks for the posts older than the last one shown. */
export function useFeed() {
  return useInfiniteQuery({
    queryKey: profileKeys.feed(),
    queryFn: ({ pageParam, signal }) => fetchFeed(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Every feed change refreshes the feed and the profile's polls (likes, counts and results move). */
function useFeedMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export const useCreatePost = () => useFeedMutation(createPost);
export const useDeletePost = () => useFeedMutation(deletePost);
export const useToggleLike = () => useFeedMutation(toggleLike);
export const useAddComment = () =>
  useFeedMutation(({ postId, body }: { postId: number; body: CreateCommentBody }) =>
    addComment(postId, body),
  );
export const useDeleteComment = () => useFeedMutation(deleteComment);
export const useVote = () =>
  useFeedMutation(({ postId, optionId }: { postId: number; optionId: number }) => vote(postId, optionId));
