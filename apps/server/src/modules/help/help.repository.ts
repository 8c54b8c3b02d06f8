import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  faqCategories,
  faqEntries,
  helpInstalls,
  kbArticles,
  kbArticleVotes,
  kbCategories,
  type FaqCategoryRow,
  type FaqEntryRow,
  type KbArticleRow,
  type KbCategoryRow,
} from './help.table.ts';

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Marks the organization's help centre installed; true for the one transaction that did it (a
 * concurrent one waits on the key and then gets false), which then writes the shipped content.
 */
export async function claimHelpInstall(db: Db, organizationId: number): Promise<boolean> {
  const rows = await db
    .insert(helpInstalls)
    .values({ organizationId })
    .onConflictDoNothing()
    .returning({ organizationId: helpInstalls.organizationId });
  return rows.length > 0;
}

export async function isHelpInstalled(db: Db, organizationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: helpInstalls.organizationId })
    .from(helpInstalls)
    .where(eq(helpInstalls.organizationId, organizationId));
  return rows.length > 0;
}

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────────

export async function insertFaqCategory(db: Db, values: typeof faqCategories.$inferInsert): Promise<number> {
  const [row] = await db.insert(faqCategories).values(values).returning({ id: faqCategories.id });
  if (!row) throw new Error('faq_categories insert returned no row');
  return row.id;
}

export async function insertFaqEntry(db: Db, values: typeof faqEntries.$inferInsert): Promise<number> {
  const [row] = await db.insert(faqEntries).values(values).returning({ id: faqEntries.id });
  if (!row) throw new Error('faq_entries insert returned no row');
  return row.id;
}

export async function listFaqCategories(db: Db, organizationId: number): Promise<FaqCategoryRow[]> {
  return db
    .select()
    .from(faqCategories)
    .where(eq(faqCategories.organizationId, organizationId))
    .orderBy(asc(faqCategories.position), asc(faqCategories.id));
}

export async function listFaqEntries(db: Db, organizationId: number): Promise<FaqEntryRow[]> {
  return db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.organizationId, organizationId))
    .orderBy(asc(faqEntries.position), asc(faqEntries.id));
}

export async function findFaqCategory(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(faqCategories)
    .where(and(eq(faqCategories.organizationId, organizationId), eq(faqCategories.id, id)))
    .for('update');
  return row;
}

export async function findFaqCategoryByKey(db: Db, organizationId: number, key: string) {
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(and(eq(faqCategories.organizationId, organizationId), eq(faqCategories.key, key)));
  return row;
}

export async function nextFaqCategoryPosition(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${faqCategories.position}), -1)::int` })
    .from(faqCategories)
    .where(eq(faqCategories.organizationId, organizationId));
  return (row?.max ?? -1) + 1;
}

export async function nextFaqEntryPosition(db: Db, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${faqEntries.position}), -1)::int` })
    .from(faqEntries)
    .where(eq(faqEntries.categoryId, categoryId));
  return (row?.max ?? -1) + 1;
}

export async function updateFaqCategory(
  db: Db,
  id: number,
  values: Partial<Pick<FaqCategoryRow, 'icon' | 'title' | 'subtitle'>>,
) {
  // An edit that names no field changes nothing (and an empty SET is not SQL).
  if (Object.keys(values).length === 0) return;
  await db.update(faqCategories).set(values).where(eq(faqCategories.id, id));
}

export async function findFaqEntry(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.organizationId, organizationId), eq(faqEntries.id, id)))
    .for('update');
  return row;
}

export async function updateFaqEntry(
  db: Db,
  id: number,
  values: Partial<Pick<FaqEntryRow, 'question' | 'answer'>>,
) {
  // An edit that names no field changes nothing (and an empty SET is not SQL).
  if (Object.keys(values).length === 0) return;
  await db.update(faqEntries).set(values).where(eq(faqEntries.id, id));
}

// ─── Knowledge base ─────────────────────────────────────────────────────────────────────────────

export async function insertKbCategory(db: Db, values: typeof kbCategories.$inferInsert): Promise<number> {
  const [row] = await db.insert(kbCategories).values(values).returning({ id: kbCategories.id });
  if (!row) throw new Error('kb_categories insert returned no row');
  return row.id;
}

export async function insertKbArticle(db: Db, values: typeof kbArticles.$inferInsert): Promise<number> {
  const [row] = await db.insert(kbArticles).values(values).returning({ id: kbArticles.id });
  if (!row) throw new Error('kb_articles insert returned no row');
  return row.id;
}

/** The categories with the number of their articles that match `q` (all of them without one). */
export async function listKbCategoriesWithCounts(db: Db, organizationId: number, q: string | undefined) {
  return db
    .select({ category: kbCategories, count: sql<number>`count(${kbArticles.id})::int` })
    .from(kbCategories)
    .leftJoin(
      kbArticles,
      and(
        eq(kbArticles.categoryId, kbCategories.id),
        q ? like(kbArticles.searchText, likePattern(q.toLowerCase())) : undefined,
      ),
    )
    .where(eq(kbCategories.organizationId, organizationId))
    .groupBy(kbCategories.id)
    .orderBy(asc(kbCategories.position), asc(kbCategories.id));
}

export async function findKbCategoryBySlug(
  db: Db,
  organizationId: number,
  slug: string,
): Promise<KbCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(kbCategories)
    .where(and(eq(kbCategories.organizationId, organizationId), eq(kbCategories.slug, slug)));
  return row;
}

export async function findKbCategory(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(kbCategories)
    .where(and(eq(kbCategories.organizationId, organizationId), eq(kbCategories.id, id)))
    .for('update');
  return row;
}

export async function nextKbCategoryPosition(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${kbCategories.position}), -1)::int` })
    .from(kbCategories)
    .where(eq(kbCategories.organizationId, organizationId));
  return (row?.max ?? -1) + 1;
}

export async function nextKbArticlePosition(db: Db, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${kbArticles.position}), -1)::int` })
    .from(kbArticles)
    .where(eq(kbArticles.categoryId, categoryId));
  return (row?.max ?? -1) + 1;
}

export async function updateKbCategory(
  db: Db,
  id: number,
  values: Partial<Pick<KbCategoryRow, 'icon' | 'title' | 'description'>>,
) {
  // An edit that names no field changes nothing (and an empty SET is not SQL).
  if (Object.keys(values).length === 0) return;
  await db.update(kbCategories).set(values).where(eq(kbCategories.id, id));
}

/** The category's article titles (not their content), matching `q` when given. */
export async function listKbArticleLinks(db: Db, categoryId: number, q?: string) {
  return db
    .select({ id: kbArticles.id, slug: kbArticles.slug, title: kbArticles.title })
    .from(kbArticles)
    .where(
      and(
        eq(kbArticles.categoryId, categoryId),
        q ? like(kbArticles.searchText, likePattern(q.toLowerCase())) : undefined,
      ),
    )
    .orderBy(asc(kbArticles.position), asc(kbArticles.id));
}

export async function findKbArticle(
  db: Db,
  categoryId: number,
  slug: string,
): Promise<KbArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(kbArticles)
    .where(and(eq(kbArticles.categoryId, categoryId), eq(kbArticles.slug, slug)));
  return row;
}

export async function findKbArticleById(db: Db, organizationId: number, id: number, lock = false) {
  const query = db
    .select({ article: kbArticles, categorySlug: kbCategories.slug })
    .from(kbArticles)
    .innerJoin(kbCategories, eq(kbCategories.id, kbArticles.categoryId))
    .where(and(eq(kbArticles.organizationId, organizationId), eq(kbArticles.id, id)));
  const [row] = lock ? await query.for('update', { of: kbArticles }) : await query;
  return row;
}

export async function updateKbArticle(
  db: Db,
  id: number,
  values: Partial<Pick<KbArticleRow, 'title' | 'content' | 'screen' | 'searchText'>>,
) {
  await db
    .update(kbArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(kbArticles.id, id));
}

/** The article's votes and the user's own (one article: counted from its votes). */
export async function articleFeedback(db: Db, articleId: number, userId: number) {
  const [row] = await db
    .select({
      helpful: sql<number>`count(*) filter (where ${kbArticleVotes.helpful})::int`,
      notHelpful: sql<number>`count(*) filter (where not ${kbArticleVotes.helpful})::int`,
      mine: sql<
        boolean | null
      >`bool_or(${kbArticleVotes.helpful}) filter (where ${kbArticleVotes.userId} = ${userId})`,
    })
    .from(kbArticleVotes)
    .where(eq(kbArticleVotes.articleId, articleId));
  return { helpful: row?.helpful ?? 0, notHelpful: row?.notHelpful ?? 0, mine: row?.mine ?? null };
}

/** One vote per user and article: a second vote replaces the first. */
export async function upsertArticleVote(db: Db, articleId: number, userId: number, helpful: boolean) {
  await db
    .insert(kbArticleVotes)
    .values({ articleId, userId, helpful })
    .onConflictDoUpdate({
      target: [kbArticleVotes.articleId, kbArticleVotes.userId],
      set: { helpful, votedAt: new Date() },
    });
}

/** True when a write tripped a unique index (a key or slug taken by a concurrent request). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}
