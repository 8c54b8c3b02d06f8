import { and, count, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars } from '../account-settings/avatars.table.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { feedComments, feedLikes, feedPollOptions, feedPollVotes, feedPosts } from './profile.table.ts';

/** The newest comments shown under each post; the rest are counted. */
export const COMMENTS_PER_POST = 50;

const person = {
  id: users.id,
  fullName: users.fullName,
  role: users.role,
  avatarKey: avatars.key,
};

/** The user whose profile is shown, their organization's name and their avatar key. */
export async function findProfileUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      role: users.role,
      info: users.info,
      createdAt: users.createdAt,
      organization: organizations.name,
      avatarKey: avatars.key,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The organization's other active staff (clients are not colleagues on the feed). */
export async function listColleagues(db: Db, organizationId: number, exceptUserId: number) {
  return db
    .select(person)
    .from(users)
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(
      and(
        eq(users.organizationId, organizationId),
        ne(users.id, exceptUserId),
        ne(users.role, 'client'),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(users.fullName)
    .limit(20);
}

/** One page of the feed, newest first, keyset-paged by id. */
export async function listPosts(
  db: Db,
  organizationId: number,
  options: { before?: number | undefined; limit: number; kind?: 'poll' },
) {
  return db
    .select({ post: feedPosts, author: person })
    .from(feedPosts)
    .innerJoin(users, eq(users.id, feedPosts.authorId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(
      and(
        eq(feedPosts.organizationId, organizationId),
        options.before === undefined ? undefined : lt(feedPosts.id, options.before),
        options.kind === undefined ? undefined : eq(feedPosts.kind, options.kind),
      ),
    )
    .orderBy(desc(feedPosts.id))
    .limit(options.limit);
}
export type PostWithAuthor = Awaited<ReturnType<typeof listPosts>>[number];

export async function findPost(db: Db, organizationId: number, postId: number) {
  const [row] = await db
    .select({ post: feedPosts, author: person })
    .from(feedPosts)
    .innerJoin(users, eq(users.id, feedPosts.authorId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(and(eq(feedPosts.id, postId), eq(feedPosts.organizationId, organizationId)));
  return row;
}

export async function likesOf(db: Db, postIds: number[], userId: number) {
  if (postIds.length === 0) return [];
  return db
    .select({
      postId: feedLikes.postId,
      likes: count(),
      youLiked: sql<boolean>`bool_or(${feedLikes.userId} = ${userId})`,
    })
    .from(feedLikes)
    .where(inArray(feedLikes.postId, postIds))
    .groupBy(feedLikes.postId);
}

export async function commentCountsOf(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: feedComments.postId, comments: count() })
    .from(feedComments)
    .where(inArray(feedComments.postId, postIds))
    .groupBy(feedComments.postId);
}

/** The newest COMMENTS_PER_POST comments of each post, with their authors. */
export async function commentsOf(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  const ranked = db
    .select({
      id: feedComments.id,
      rank: sql<number>`row_number() over (partition by ${feedComments.postId} order by ${feedComments.id} desc)`.as(
        'rank',
      ),
    })
    .from(feedComments)
    .where(inArray(feedComments.postId, postIds))
    .as('ranked');
  return db
    .select({ comment: feedComments, author: person })
    .from(feedComments)
    .innerJoin(ranked, eq(ranked.id, feedComments.id))
    .innerJoin(users, eq(users.id, feedComments.authorId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(sql`${ranked.rank} <= ${COMMENTS_PER_POST}`)
    .orderBy(feedComments.id);
}
export type CommentWithAuthor = Awaited<ReturnType<typeof commentsOf>>[number];

/** Each option of the polls with its vote count, in the poll's order. */
export async function pollOptionsOf(db: Db, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({
      id: feedPollOptions.id,
      postId: feedPollOptions.postId,
      text: feedPollOptions.text,
      votes: sql<number>`count(${feedPollVotes.userId})::int`,
    })
    .from(feedPollOptions)
    .leftJoin(feedPollVotes, eq(feedPollVotes.optionId, feedPollOptions.id))
    .where(inArray(feedPollOptions.postId, postIds))
    .groupBy(feedPollOptions.id)
    .orderBy(feedPollOptions.postId, feedPollOptions.position);
}

export async function myVotesOf(db: Db, postIds: number[], userId: number) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: feedPollVotes.postId, optionId: feedPollVotes.optionId })
    .from(feedPollVotes)
    .where(and(inArray(feedPollVotes.postId, postIds), eq(feedPollVotes.userId, userId)));
}

export async function insertPost(db: Db, values: typeof feedPosts.$inferInsert) {
  const [row] = await db.insert(feedPosts).values(values).returning();
  if (!row) throw new Error('feed_posts insert returned no row');
  return row;
}

export async function insertPollOptions(db: Db, postId: number, options: string[]) {
  await db.insert(feedPollOptions).values(options.map((text, position) => ({ postId, position, text })));
}

/**
 * Serializes an organization's poll creation for the rest of the transaction, so the per-minute count
 * below cannot be passed by requests racing each other.
 */
export async function lockOrganizationPolls(db: Db, organizationId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('feed_polls'), ${organizationId})`);
}

export async function countPollsSince(db: Db, organizationId: number, since: Date) {
  const [row] = await db
    .select({ polls: count() })
    .from(feedPosts)
    .where(
      and(
        eq(feedPosts.organizationId, organizationId),
        eq(feedPosts.kind, 'poll'),
        gte(feedPosts.createdAt, since),
      ),
    );
  return row?.polls ?? 0;
}

export async function deletePost(db: Db, postId: number) {
  await db.delete(feedPosts).where(eq(feedPosts.id, postId));
}

/** Adds the like, or takes it back when there is one; true when the post is now liked. */
export async function toggleLike(db: Db, postId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(feedLikes)
    .where(and(eq(feedLikes.postId, postId), eq(feedLikes.userId, userId)))
    .returning({ postId: feedLikes.postId });
  if (removed.length > 0) return false;
  await db.insert(feedLikes).values({ postId, userId }).onConflictDoNothing();
  return true;
}

export async function insertComment(db: Db, values: typeof feedComments.$inferInsert) {
  const [row] = await db.insert(feedComments).values(values).returning();
  if (!row) throw new Error('feed_comments insert returned no row');
  return row;
}

/** A comment on one of the organization's posts, with its author. */
export async function findComment(db: Db, organizationId: number, commentId: number) {
  const [row] = await db
    .select({ comment: feedComments, author: person })
    .from(feedComments)
    .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
    .innerJoin(users, eq(users.id, feedComments.authorId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(and(eq(feedComments.id, commentId), eq(feedPosts.organizationId, organizationId)));
  return row;
}

export async function deleteComment(db: Db, commentId: number) {
  await db.delete(feedComments).where(eq(feedComments.id, commentId));
}

export async function findPollOption(db: Db, postId: number, optionId: number) {
  const [row] = await db
    .select({ id: feedPollOptions.id })
    .from(feedPollOptions)
    .where(and(eq(feedPollOptions.id, optionId), eq(feedPollOptions.postId, postId)));
  return row;
}

/** The vote, unless the user has voted in this poll already (false then): the primary key decides. */
export async function insertVote(db: Db, values: typeof feedPollVotes.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(feedPollVotes)
    .values(values)
    .onConflictDoNothing()
    .returning({ postId: feedPollVotes.postId });
  return rows.length > 0;
}

export async function hasPosts(db: Db, organizationId: number) {
  const [row] = await db
    .select({ id: feedPosts.id })
    .from(feedPosts)
    .where(eq(feedPosts.organizationId, organizationId))
    .limit(1);
  return row !== undefined;
}
