import {
  blogDetailSchema,
  blogEditSchema,
  blogFeedSchema,
  blogListSchema,
  blogPostSavedSchema,
  blogSidebarSchema,
  contentImageSchema,
  CONTENT_IMAGE_FIELD,
  type BlogDetail,
  type BlogEdit,
  type BlogList,
  type BlogPostBody,
  type BlogSidebar,
  type BlogStatus,
  type ContentImage,
  type UpdateBlogPostBody,
} from '@saldo/contracts/blog';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/blog (the seed's four reads, writes and comments). */
export interface BlogListParams {
  q?: string;
  category?: string;
  status?: BlogStatus;
  page: number;
  perPage: number;
}

export async function fetchBlogList(params: BlogListParams, signal?: AbortSignal): Promise<BlogList> {
  return blogListSchema.parse(await api.get<unknown>('/blog/list/data', { query: { ...params }, signal }));
}

export async function fetchBlogSidebar(signal?: AbortSignal): Promise<BlogSidebar> {
  return blogSidebarSchema.parse(await api.get<unknown>('/blog/list/data/sidebar', { signal }));
}

export async function fetchBlogDetail(id: number, signal?: AbortSignal): Promise<BlogDetail> {
  return blogDetailSchema.parse(await api.get<unknown>('/blog/list/data/detail', { query: { id }, signal }));
}

export async function fetchBlogEdit(id: number, signal?: AbortSignal): Promise<BlogEdit> {
  return blogEditSchema.parse(await api.get<unknown>('/blog/list/data/edit', { query: { id }, signal }));
}

export async function fetchBlogFeed(signal?: AbortSignal): Promise<string> {
  return blogFeedSchema.parse(await api.get<unknown>('/blog/feed', { signal })).url;
}

export const createBlogPost = async (body: BlogPostBody) =>
  blogPostSavedSchema.parse(await api.post<unknown>('/blog/posts', body));

export const updateBlogPost = async ({ id, ...body }: UpdateBlogPostBody & { id: number }) =>
  blogPostSavedSchema.parse(await api.patch<unknown>(`/blog/posts/${id}`, body));

export const deleteBlogPost = (id: number) => api.delete<unknown>(`/blog/posts/${id}`);

export const addBlogComment = ({ postId, text }: { postId: number; text: string }) =>
  api.post<unknown>(`/blog/posts/${postId}/comments`, { text });

export const deleteBlogComment = (id: number) => api.delete<unknown>(`/blog/comments/${id}`);

/** Where an image goes: the blog's upload or the knowledge base's (each asks its own writers' ability). */
export type ImageUploadTarget = 'blog' | 'kb';

/** Uploads one image (checked and resized by the server); answers its address under /api/content-images. */
export async function uploadContentImage(target: ImageUploadTarget, file: File): Promise<ContentImage> {
  const body = new FormData();
  body.append(CONTENT_IMAGE_FIELD, file);
  return contentImageSchema.parse(await api.post<unknown>(`/${target}/images`, body));
}
