import { z } from 'zod';
import { recordIdParamSchema } from './ids.ts';

/**
 * The blog (issue 26): the company's news and articles under /api/blog, in the seed's shapes (the
 * template's list, sidebar, detail and edit data), with comments and a public RSS feed.
 */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_LANGUAGES = ['pl', 'en', 'de', 'fr', 'pt'] as const;

export const BLOG_LIMITS = {
  q: 100,
  title: 200,
  slug: 80,
  excerpt: 500,
  tag: 40,
  tags: 5,
  /** A post's HTML, in UTF-8 bytes: a larger one is refused with a clear message (413). */
  contentBytes: 1_000_000,
  /** A comment's characters: a longer one is refused with a clear message (400). */
  comment: 10_000,
  perPage: 50,
} as const;

/** The multipart field of an image upload (blog and help articles). */
export const CONTENT_IMAGE_FIELD = 'image';

/**
 * Where uploaded images are served: `/api/content-images/<uuid>.webp`. The rich-text sanitizer keeps
 * an <img> only with such an address (server and web alike), and a cover image must be one.
 */
export const CONTENT_IMAGE_URL =
  /^\/api\/content-images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;

const slugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(BLOG_LIMITS.slug);
const tagSchema = z.string().trim().min(1).max(BLOG_LIMITS.tag);

export const blogListQuerySchema = z.object({
  q: z.string().trim().max(BLOG_LIMITS.q).optional(),
  /** One category (case-insensitive). */
  category: tagSchema.optional(),
  /** Drafts are listed only to writers: editors see all, authors their own; others always get published posts. */
  status: z.enum(BLOG_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(BLOG_LIMITS.perPage).default(6),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** A list entry, with the template's field names (img, userFullName, blogPosted, comment). */
export const blogListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  excerpt: z.string(),
  avatar: z.string().nullable(),
  userFullName: z.string(),
  /** Publication time (ISO), or the creation time of a draft. */
  blogPosted: z.string(),
  publishedAt: z.string().nullable(),
  tags: z.array(z.string()),
  /** Number of comments. */
  comment: z.number().int(),
  status: z.enum(BLOG_STATUSES),
  language: z.string(),
});
export const blogListSchema = z.object({ posts: z.array(blogListItemSchema), total: z.number().int() });
export type BlogListItem = z.infer<typeof blogListItemSchema>;
export type BlogList = z.infer<typeof blogListSchema>;

export const blogSidebarSchema = z.object({
  recentPosts: z.array(
    z.object({ id: z.number().int(), img: z.string(), title: z.string(), createdTime: z.string() }),
  ),
  /** The published posts' categories with their number of posts, most used first. */
  categories: z.array(z.object({ category: z.string(), count: z.number().int() })),
});
export type BlogSidebar = z.infer<typeof blogSidebarSchema>;

export const blogIdQuerySchema = z.object({ id: recordIdParamSchema });

export const blogCommentSchema = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  userFullName: z.string(),
  commentedAt: z.string(),
  /** Plain text: shown as text, never as HTML. */
  commentText: z.string(),
  /** Whether the caller may delete it (their own, or an editor's moderation). */
  canDelete: z.boolean(),
});
export type BlogComment = z.infer<typeof blogCommentSchema>;

export const blogDetailSchema = z.object({
  blog: z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    img: z.string(),
    avatar: z.string().nullable(),
    userFullName: z.string(),
    createdTime: z.string(),
    publishedAt: z.string().nullable(),
    tags: z.array(z.string()),
    /** Sanitized HTML (stored sanitized; the web renders it through its own allow-list). */
    content: z.string(),
    excerpt: z.string(),
    status: z.enum(BLOG_STATUSES),
    language: z.string(),
    allowComments: z.boolean(),
    /** Whether the caller may open the editor on this post. */
    canEdit: z.boolean(),
  }),
  comments: z.array(blogCommentSchema),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

/** The editor's data, with the template's names (blogTitle, blogCategories, featuredImage). */
export const blogEditSchema = z.object({
  id: z.number().int(),
  blogTitle: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featuredImage: z.string(),
  blogCategories: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  language: z.enum(BLOG_LANGUAGES),
  allowComments: z.boolean(),
  avatar: z.string().nullable(),
  userFullName: z.string(),
  createdTime: z.string(),
});
export type BlogEdit = z.infer<typeof blogEditSchema>;

const coverSchema = z.union([z.literal(''), z.string().regex(CONTENT_IMAGE_URL)]);

/** `content` is HTML, sanitized by the server; its size is checked there (413 past BLOG_LIMITS.contentBytes). */
export const blogPostBodySchema = z.object({
  title: z.string().trim().min(1).max(BLOG_LIMITS.title),
  slug: slugSchema.min(1),
  excerpt: z.string().trim().max(BLOG_LIMITS.excerpt).default(''),
  content: z.string().default(''),
  img: coverSchema.default(''),
  tags: z.array(tagSchema).max(BLOG_LIMITS.tags).default([]),
  status: z.enum(BLOG_STATUSES).default('draft'),
  language: z.enum(BLOG_LANGUAGES).default('pl'),
  allowComments: z.boolean().default(true),
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;
// Written out, not `.partial()` of the above: a default inside would blank a field left out of an edit.
export const updateBlogPostBodySchema = z.object({
  title: z.string().trim().min(1).max(BLOG_LIMITS.title).optional(),
  slug: slugSchema.min(1).optional(),
  excerpt: z.string().trim().max(BLOG_LIMITS.excerpt).optional(),
  content: z.string().optional(),
  img: coverSchema.optional(),
  tags: z.array(tagSchema).max(BLOG_LIMITS.tags).optional(),
  status: z.enum(BLOG_STATUSES).optional(),
  language: z.enum(BLOG_LANGUAGES).optional(),
  allowComments: z.boolean().optional(),
});
export type UpdateBlogPostBody = z.infer<typeof updateBlogPostBodySchema>;
export const blogPostSavedSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(BLOG_STATUSES),
});

// Named apart from other records' ids, so each is a kind of record of its own to the route walkers.
export const blogPostParamsSchema = z.object({ blogPostId: recordIdParamSchema });
export const blogCommentParamsSchema = z.object({ blogCommentId: recordIdParamSchema });

/** The comment's length is checked by the service, so a long one gets its own clear message. */
export const blogCommentBodySchema = z.object({ text: z.string().trim().min(1) });

export const contentImageSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type ContentImage = z.infer<typeof contentImageSchema>;

/** The organization's public RSS address. */
export const blogFeedSchema = z.object({ url: z.string() });
export const blogFeedParamsSchema = z.object({ feedKey: z.string().regex(/^[\w-]{20,100}$/) });
