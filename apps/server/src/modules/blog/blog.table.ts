import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BlogStatus } from '@saldo/contracts/blog';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** The company's news and articles (issue 26): each post is written in one language. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    /** The writer; an author may change only their own drafts. Null once that user is deleted. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    language: text('language').notNull().default('pl'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Sanitized HTML (sanitizeRichText on the way in), images only from our own uploads. */
    content: text('content').notNull().default(''),
    /** The cover: an address of one of our own uploaded images, or ''. */
    coverImage: text('cover_image').notNull().default(''),
    /** Categories, as the writer names them (a few short labels). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status').$type<BlogStatus>().notNull().default('draft'),
    allowComments: boolean('allow_comments').notNull().default(true),
    /** Title, excerpt and visible text, lower-cased: what the list's search looks in. */
    searchText: text('search_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_org_slug').on(t.organizationId, t.slug),
    index('blog_posts_org_status_idx').on(t.organizationId, t.status, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** Readers' comments: plain text, shown as text, never as HTML. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_comments_post_idx').on(t.postId, t.createdAt)],
);

/**
 * The organization's public RSS address: a random key, so the feed names no organization id and
 * organizations cannot be counted by trying numbers. Made the first time someone asks for it.
 */
export const blogFeeds = pgTable('blog_feeds', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  key: text('key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Images uploaded into posts, covers and help articles. The random id is the file's name and the
 * secret of its public address (an <img> sends no token); the row says whose storage holds it.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: text('id').primaryKey(),
    organizationId: organizationId(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_images_org_idx').on(t.organizationId)],
);
