import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { BlogStatus } from '@saldo/contracts/blog';
import type { Db } from '../../db/client.ts';
import { avatars } from '../account-settings/avatars.table.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { blogComments, blogFeeds, blogPosts, contentImages } from './blog.table.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PostFilter {
  organizationId: number;
  status: BlogStatus;
  /** Only this writer's posts (an author's drafts). */
  authorId?: number;
  q?: string;
  category?: string;
}

function postConditions(filter: PostFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(blogPosts.organizationId, filter.organizationId),
    eq(blogPosts.status, filter.status),
    filter.authorId !== undefined ? eq(blogPosts.authorId, filter.authorId) : undefined,
    filter.q ? sql`${blogPosts.searchText} like ${likePattern(filter.q.toLowerCase())}` : undefined,
    filter.category
      ? sql`exists (select 1 from jsonb_array_elements_text(${blogPosts.tags}) as tag where lower(tag) = ${filter.category.toLowerCase()})`
      : undefined,
  ];
  return and(...conditions);
}

/** A post with its writer's name and avatar key and its number of comments. */
export interface PostWithAuthor {
  post: BlogPostRow;
  authorName: string | null;
  avatarKey: string | null;
  comments: number;
}

const commentCount = sql<number>`(select count(*)::int from ${blogComments} where ${blogComments.postId} = ${blogPosts.id})`;

function selectPosts(db: Db) {
  return db
    .select({ post: blogPosts, authorName: users.fullName, avatarKey: avatars.key, comments: commentCount })
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(avatars, eq(avatars.userId, blogPosts.authorId));
}

export async function listPosts(
  db: Db,
  filter: PostFilter,
  page: number,
  perPage: number,
): Promise<{ rows: PostWithAuthor[]; total: number }> {
  const where = postConditions(filter);
  const [rows, [count]] = await Promise.all([
    selectPosts(db)
      .where(where)
      .orderBy(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt}) desc`, desc(blogPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findPost(
  db: Db,
  organizationId: number,
  id: number,
): Promise<PostWithAuthor | undefined> {
  const [row] = await selectPosts(db).where(
    and(eq(blogPosts.organizationId, organizationId), eq(blogPosts.id, id)),
  );
  return row;
}

/** The published categories with their number of posts, most used first. */
export async function publishedCategories(
  db: Db,
  organizationId: number,
): Promise<{ category: string; count: number }[]> {
  const result = (await db.execute(sql`
    select tag as category, count(*)::int as count
    from ${blogPosts}, jsonb_array_elements_text(${blogPosts.tags}) as tag
    where ${blogPosts.organizationId} = ${organizationId} and ${blogPosts.status} = 'published'
    group by tag order by count(*) desc, tag asc limit 30`)) as unknown as {
    rows: { category: string; count: number }[];
  };
  return result.rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}

export async function insertPost(db: Db, values: typeof blogPosts.$inferInsert): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog_posts insert returned no row');
  return row;
}

export async function updatePost(
  db: Db,
  organizationId: number,
  id: number,
  values: Partial<typeof blogPosts.$inferInsert>,
): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(blogPosts.organizationId, organizationId), eq(blogPosts.id, id)))
    .returning();
  return row;
}

export async function deletePost(db: Db, organizationId: number, id: number): Promise<void> {
  await db.delete(blogPosts).where(and(eq(blogPosts.organizationId, organizationId), eq(blogPosts.id, id)));
}

export interface CommentWithAuthor {
  id: number;
  userId: number | null;
  text: string;
  createdAt: Date;
  authorName: string | null;
  avatarKey: string | null;
}

export async function listComments(
  db: Db,
  organizationId: number,
  postId: number,
): Promise<CommentWithAuthor[]> {
  return db
    .select({
      id: blogComments.id,
      userId: blogComments.userId,
      text: blogComments.text,
      createdAt: blogComments.createdAt,
      authorName: users.fullName,
      avatarKey: avatars.key,
    })
    .from(blogComments)
    .leftJoin(users, eq(users.id, blogComments.userId))
    .leftJoin(avatars, eq(avatars.userId, blogComments.userId))
    .where(and(eq(blogComments.organizationId, organizationId), eq(blogComments.postId, postId)))
    .orderBy(blogComments.createdAt, blogComments.id);
}

export async function insertComment(db: Db, values: typeof blogComments.$inferInsert): Promise<number> {
  const [row] = await db.insert(blogComments).values(values).returning({ id: blogComments.id });
  if (!row) throw new Error('blog_comments insert returned no row');
  return row.id;
}

export async function findComment(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(blogComments)
    .where(and(eq(blogComments.organizationId, organizationId), eq(blogComments.id, id)));
  return row;
}

export async function deleteComment(db: Db, organizationId: number, id: number): Promise<void> {
  await db
    .delete(blogComments)
    .where(and(eq(blogComments.organizationId, organizationId), eq(blogComments.id, id)));
}

export async function findFeedKey(db: Db, organizationId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ key: blogFeeds.key })
    .from(blogFeeds)
    .where(eq(blogFeeds.organizationId, organizationId));
  return row?.key;
}

/** The organization's feed key: the stored one, or `key` stored now (a concurrent first call keeps the winner's). */
export async function claimFeedKey(db: Db, organizationId: number, key: string): Promise<string> {
  await db.insert(blogFeeds).values({ organizationId, key }).onConflictDoNothing();
  const stored = await findFeedKey(db, organizationId);
  if (!stored) throw new Error('blog_feeds insert left no row');
  return stored;
}

export async function organizationOfFeed(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: blogFeeds.organizationId })
    .from(blogFeeds)
    .where(eq(blogFeeds.key, key));
  return row?.id;
}

export async function insertContentImage(db: Db, values: typeof contentImages.$inferInsert): Promise<void> {
  await db.insert(contentImages).values(values);
}

export async function organizationOfImage(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ organizationId: contentImages.organizationId })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  return row?.organizationId;
}

/** Whether a slug is free in the organization (apart from the post being edited). */
export async function slugTaken(
  db: Db,
  organizationId: number,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.organizationId, organizationId),
        eq(blogPosts.slug, slug),
        exceptId !== undefined ? sql`${blogPosts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The organization's name, which titles its public feed. */
export async function organizationNameOf(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}
