import {
  feedCommentSchema,
  feedPageSchema,
  feedPostSchema,
  likeResultSchema,
  profileDataSchema,
  type CreateCommentBody,
  type CreatePostBody,
  type FeedComment,
  type FeedPage,
  type FeedPost,
  type LikeResult,
  type ProfileData,
} from '@saldo/contracts/profile';
import { api } from '../../../lib/api-client.ts';

export async function fetchProfile(signal?: AbortSignal): Promise<ProfileData> {
  return profileDataSchema.parse(await api.get<unknown>('/profile/data', { signal }));
}

export async function fetchFeed(before: number | undefined, signal?: AbortSignal): Promise<FeedPage> {
  const query = before === undefined ? '' : `?before=${before}`;
  return feedPageSchema.parse(await api.get<unknown>(`/profile/feed${query}`, { signal }));
}

export async function createPost(body: CreatePostBody): Promise<FeedPost> {
  return feedPostSchema.parse(await api.post<unknown>('/profile/posts', body));
}

export async function deletePost(id: number): Promise<void> {
  await api.delete<unknown>(`/profile/posts/${id}`);
}

export async function toggleLike(id: number): Promise<LikeResult> {
  return likeResultSchema.parse(await api.post<unknown>(`/profile/posts/${id}/like`));
}

export async function addComment(postId: number, body: CreateCommentBody): Promise<FeedComment> {
  return feedCommentSchema.parse(await api.post<unknown>(`/profile/posts/${postId}/comments`, body));
}

export async function deleteComment(id: number): Promise<void> {
  await api.delete<unknown>(`/profile/comments/${id}`);
}

export async function vote(postId: number, optionId: number): Promise<FeedPost> {
  return feedPostSchema.parse(await api.post<unknown>(`/profile/posts/${postId}/vote`, { optionId }));
}
