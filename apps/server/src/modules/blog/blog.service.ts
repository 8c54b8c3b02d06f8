import {
  BLOG_LIMITS,
  type BlogDetail,
  type BlogEdit,
  type BlogList,
  type BlogListItem,
  type BlogListQuery,
  type BlogPostBody,
  type BlogSidebar,
  type BlogStatus,
  type UpdateBlogPostBody,
} from '@saldo/contracts/blog';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text/rich-text.ts';
import { avatarUrl } from '../auth/user-data.ts';
import {
  deleteComment,
  deletePost,
  findComment,
  findPost,
  insertComment,
  insertPost,
  listComments,
  listPosts,
  publishedCategories,
  slugTaken,
  updatePost,
  type BlogPostRow,
  type PostWithAuthor,
} from './blog.repository.ts';

/**
 * Who is asking, as the blog sees it. `editor` is 'manage Blog' (administrators and editors: publish,
 * edit and delete anyone's posts, moderate comments); `writer` is 'create Blog' (also authors, who
 * change only their own drafts). Everyone else reads published posts only.
 */
export interface BlogCaller {
  id: number;
  organizationId: number;
  editor: boolean;
  writer: boolean;
}

const notFound = () => new AppError(404, 'http.notFound');
const iso = (date: Date) => date.toISOString();

/** A post the caller may see: published, or a draft of their own (authors), or any draft (editors). */
function visible(caller: BlogCaller, post: BlogPostRow): boolean {
  if (post.status === 'published') return true;
  return caller.editor || (caller.writer && post.authorId === caller.id);
}

/** An author changes only their own drafts; an editor changes anything. */
function mayChange(caller: BlogCaller, post: BlogPostRow): boolean {
  return caller.editor || (caller.writer && post.authorId === caller.id && post.status === 'draft');
}

function listItem({ post, authorName, avatarKey, comments }: PostWithAuthor): BlogListItem {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    img: post.coverImage,
    excerpt: post.excerpt,
    avatar: avatarKey ? avatarUrl(avatarKey) : null,
    userFullName: authorName ?? '',
    blogPosted: iso(post.publishedAt ?? post.createdAt),
    publishedAt: post.publishedAt ? iso(post.publishedAt) : null,
    tags: post.tags,
    comment: comments,
    status: post.status,
    language: post.language,
  };
}

export async function blogList(ctx: AppContext, caller: BlogCaller, query: BlogListQuery): Promise<BlogList> {
  const drafts = query.status === 'draft' && caller.writer;
  const { rows, total } = await listPosts(
    ctx.db,
    {
      organizationId: caller.organizationId,
      status: drafts ? 'draft' : 'published',
      // An author's draft list is their own drafts.
      ...(drafts && !caller.editor ? { authorId: caller.id } : {}),
      ...(query.q ? { q: query.q } : {}),
      ...(query.category ? { category: query.category } : {}),
    },
    query.page,
    query.perPage,
  );
  return { posts: rows.map(listItem), total };
}

export async function blogSidebar(ctx: AppContext, organizationId: number): Promise<BlogSidebar> {
  const [recent, categories] = await Promise.all([
    listPosts(ctx.db, { organizationId, status: 'published' }, 1, 5),
    publishedCategories(ctx.db, organizationId),
  ]);
  return {
    recentPosts: recent.rows.map(({ post }) => ({
      id: post.id,
      img: post.coverImage,
      title: post.title,
      createdTime: iso(post.publishedAt ?? post.createdAt),
    })),
    categories,
  };
}

export async function blogDetail(ctx: AppContext, caller: BlogCaller, id: number): Promise<BlogDetail> {
  const found = await findPost(ctx.db, caller.organizationId, id);
  if (!found || !visible(caller, found.post)) throw notFound();
  const { post } = found;
  const comments = await listComments(ctx.db, caller.organizationId, post.id);
  return {
    blog: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      img: post.coverImage,
      avatar: found.avatarKey ? avatarUrl(found.avatarKey) : null,
      userFullName: found.authorName ?? '',
      createdTime: iso(post.createdAt),
      publishedAt: post.publishedAt ? iso(post.publishedAt) : null,
      tags: post.tags,
      content: post.content,
      excerpt: post.excerpt,
      status: post.status,
      language: post.language,
      allowComments: post.allowComments,
      canEdit: mayChange(caller, post),
    },
    comments: comments.map((comment) => ({
      id: comment.id,
      avatar: comment.avatarKey ? avatarUrl(comment.avatarKey) : null,
      userFullName: comment.authorName ?? '',
      commentedAt: iso(comment.createdAt),
      commentText: comment.text,
      canDelete: caller.editor || comment.userId === caller.id,
    })),
  };
}

/** The editor's data: a post the caller may change (an author's own draft; anything for an editor). */
export async function blogEditData(ctx: AppContext, caller: BlogCaller, id: number): Promise<BlogEdit> {
  const found = await findPost(ctx.db, caller.organizationId, id);
  if (!found || !visible(caller, found.post)) throw notFound();
  const { post } = found;
  if (!mayChange(caller, post)) throw new AppError(403, 'blog.notYourDraft');
  return {
    id: post.id,
    blogTitle: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    featuredImage: post.coverImage,
    blogCategories: post.tags,
    status: post.status,
    language: post.language as BlogEdit['language'],
    allowComments: post.allowComments,
    avatar: found.avatarKey ? avatarUrl(found.avatarKey) : null,
    userFullName: found.authorName ?? '',
    createdTime: iso(post.createdAt),
  };
}

/** A post past 1 MB is refused before it is parsed (the sanitizer's work grows with it). */
function cleanContent(html: string): string {
  if (Buffer.byteLength(html, 'utf8') > BLOG_LIMITS.contentBytes)
    throw new AppError(413, 'blog.postTooLarge', { params: { max: '1 MB' } });
  return sanitizeRichText(html, { images: true });
}

const searchText = (title: string, excerpt: string, content: string) =>
  [title, excerpt, richTextToPlain(content)].join(' \n ').toLowerCase();

/** Categories once each (case-insensitively), in the order written. */
function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function checkPublishing(caller: BlogCaller, status: BlogStatus | undefined): void {
  if (status === 'published' && !caller.editor) throw new AppError(403, 'blog.publishForbidden');
}

async function checkSlug(ctx: AppContext, caller: BlogCaller, slug: string, exceptId?: number) {
  if (await slugTaken(ctx.db, caller.organizationId, slug, exceptId))
    throw new AppError(409, 'blog.slugTaken');
}

export async function createPost(
  ctx: AppContext,
  caller: BlogCaller,
  body: BlogPostBody,
): Promise<{ id: number; slug: string; status: BlogStatus }> {
  checkPublishing(caller, body.status);
  const content = cleanContent(body.content);
  await checkSlug(ctx, caller, body.slug);
  const post = await insertPost(ctx.db, {
    organizationId: caller.organizationId,
    authorId: caller.id,
    slug: body.slug,
    language: body.language,
    title: body.title,
    excerpt: body.excerpt,
    content,
    coverImage: body.img,
    tags: uniqueTags(body.tags),
    status: body.status,
    allowComments: body.allowComments,
    searchText: searchText(body.title, body.excerpt, content),
    publishedAt: body.status === 'published' ? new Date() : null,
  });
  return { id: post.id, slug: post.slug, status: post.status };
}

export async function editPost(
  ctx: AppContext,
  caller: BlogCaller,
  id: number,
  changes: UpdateBlogPostBody,
): Promise<{ id: number; slug: string; status: BlogStatus }> {
  const found = await findPost(ctx.db, caller.organizationId, id);
  if (!found || !visible(caller, found.post)) throw notFound();
  const { post } = found;
  if (!mayChange(caller, post)) throw new AppError(403, 'blog.notYourDraft');
  checkPublishing(caller, changes.status);
  const content = changes.content !== undefined ? cleanContent(changes.content) : post.content;
  if (changes.slug !== undefined && changes.slug !== post.slug)
    await checkSlug(ctx, caller, changes.slug, post.id);
  const title = changes.title ?? post.title;
  const excerpt = changes.excerpt ?? post.excerpt;
  const publishing = changes.status === 'published' && post.status !== 'published';
  const saved = await updatePost(ctx.db, caller.organizationId, post.id, {
    title,
    excerpt,
    content,
    searchText: searchText(title, excerpt, content),
    ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
    ...(changes.img !== undefined ? { coverImage: changes.img } : {}),
    ...(changes.tags !== undefined ? { tags: uniqueTags(changes.tags) } : {}),
    ...(changes.language !== undefined ? { language: changes.language } : {}),
    ...(changes.allowComments !== undefined ? { allowComments: changes.allowComments } : {}),
    ...(changes.status !== undefined ? { status: changes.status } : {}),
    // The first publication dates the post; republishing after an unpublish keeps that date.
    ...(publishing && !post.publishedAt ? { publishedAt: new Date() } : {}),
  });
  if (!saved) throw notFound();
  return { id: saved.id, slug: saved.slug, status: saved.status };
}

export async function removePost(ctx: AppContext, caller: BlogCaller, id: number): Promise<void> {
  const found = await findPost(ctx.db, caller.organizationId, id);
  if (!found || !visible(caller, found.post)) throw notFound();
  if (!mayChange(caller, found.post)) throw new AppError(403, 'blog.notYourDraft');
  await deletePost(ctx.db, caller.organizationId, id);
}

/** A comment on a published post that allows them; plain text of at most 10,000 characters. */
export async function addComment(
  ctx: AppContext,
  caller: BlogCaller,
  postId: number,
  text: string,
): Promise<{ id: number }> {
  if (text.length > BLOG_LIMITS.comment)
    throw new AppError(400, 'blog.commentTooLong', {
      params: { max: BLOG_LIMITS.comment.toLocaleString('en') },
    });
  const found = await findPost(ctx.db, caller.organizationId, postId);
  if (!found || !visible(caller, found.post)) throw notFound();
  if (found.post.status !== 'published' || !found.post.allowComments)
    throw new AppError(403, 'blog.commentsClosed');
  const id = await insertComment(ctx.db, {
    organizationId: caller.organizationId,
    postId,
    userId: caller.id,
    text,
  });
  return { id };
}

/** A reader removes their own comment; an editor moderates any. */
export async function removeComment(ctx: AppContext, caller: BlogCaller, id: number): Promise<void> {
  const comment = await findComment(ctx.db, caller.organizationId, id);
  if (!comment) throw notFound();
  const post = await findPost(ctx.db, caller.organizationId, comment.postId);
  if (!post || !visible(caller, post.post)) throw notFound();
  if (!caller.editor && comment.userId !== caller.id) throw new AppError(403, 'blog.notYourComment');
  await deleteComment(ctx.db, caller.organizationId, id);
}
