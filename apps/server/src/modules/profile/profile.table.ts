import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The organization's internal feed (issue 26): posts and polls by its users. A poll is a post whose
 * text is the question, with its options in feed_poll_options. Texts are plain (shown as text).
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'post' | 'poll'>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed pages newest first by id (keyset); the poll limit counts an organization's last minute.
    index('feed_posts_organization_idx').on(t.organizationId, t.id),
    index('feed_posts_polls_idx').on(t.organizationId, t.kind, t.createdAt),
    index('feed_posts_author_idx').on(t.authorId),
    check('feed_posts_kind_check', sql`${t.kind} in ('post', 'poll')`),
    check('feed_posts_text_check', sql`char_length(${t.text}) between 1 and 10000`),
  ],
);
export type FeedPostRow = typeof feedPosts.$inferSelect;

export const feedPollOptions = pgTable(
  'feed_poll_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [unique('feed_poll_options_position_key').on(t.postId, t.position)],
);

/** One vote per user and poll: the primary key refuses a second one, even from a concurrent request. */
export const feedPollVotes = pgTable(
  'feed_poll_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => feedPollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('feed_poll_votes_option_idx').on(t.optionId)],
);

/** One like per user and post (a second click takes it back). */
export const feedLikes = pgTable(
  'feed_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('feed_likes_user_idx').on(t.userId)],
);

export const feedComments = pgTable(
  'feed_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feed_comments_post_idx').on(t.postId, t.id),
    check('feed_comments_text_check', sql`char_length(${t.text}) between 1 and 10000`),
  ],
);
