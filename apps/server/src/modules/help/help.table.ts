import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@saldo/contracts/help';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The help centre's content is the organization's own copy: Saldo's shipped FAQ and articles are
 * written into it the first time the organization opens its help centre (help-content.ts), and from
 * then on its administrators edit them like anything they wrote. One row per organization marks that.
 */
export const helpInstalls = pgTable('help_installs', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});

const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
// Texts per language, English always present (the fallback); a few small strings, read whole.
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();

export const faqCategories = pgTable(
  'faq_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    /** The seed's keys (payment, delivery, …) and the ones administrators add; the answer's keys. */
    key: text('key').notNull(),
    icon: text('icon').notNull(),
    title: localized('title'),
    subtitle: localized('subtitle'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_categories_org_key').on(t.organizationId, t.key)],
);

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    question: localized('question'),
    answer: localized('answer'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faq_entries_category_idx').on(t.categoryId)],
);

export const kbCategories = pgTable(
  'kb_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    slug: text('slug').notNull(),
    icon: text('icon').notNull(),
    title: localized('title'),
    description: localized('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('kb_categories_org_slug').on(t.organizationId, t.slug)],
);

export const kbArticles = pgTable(
  'kb_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: organizationId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => kbCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: localized('title'),
    /** Sanitized HTML per language (sanitizeRichText on the way in). */
    content: localized('content'),
    /** The app screen the article explains ('' none). */
    screen: text('screen').notNull().default(''),
    /** Lower-cased titles and visible text of every language, so search is one LIKE on any database. */
    searchText: text('search_text').notNull().default(''),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kb_articles_category_slug').on(t.categoryId, t.slug),
    index('kb_articles_org_idx').on(t.organizationId),
  ],
);

/** "Was this helpful?": one vote per user and article, changeable. */
export const kbArticleVotes = pgTable(
  'kb_article_votes',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    votedAt: timestamp('voted_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);

export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type KbCategoryRow = typeof kbCategories.$inferSelect;
export type KbArticleRow = typeof kbArticles.$inferSelect;
