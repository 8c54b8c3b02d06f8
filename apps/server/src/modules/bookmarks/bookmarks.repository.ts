import { and, asc, eq, sql } from 'drizzle-orm';
import type { Bookmark } from '@saldo/contracts/bookmarks';
import type { Db } from '../../db/client.ts';
import { bookmarkLists, bookmarks } from './bookmarks.table.ts';

/** SQL of a user's navbar bookmarks; every query names the user, so no one reads another's. */

const columns = {
  id: bookmarks.id,
  path: bookmarks.path,
  title: bookmarks.title,
  labelKey: bookmarks.labelKey,
};

export async function listBookmarks(db: Db, userId: number): Promise<Bookmark[]> {
  return db
    .select(columns)
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(asc(bookmarks.position), asc(bookmarks.id));
}

/** Marks the list set up; true only the first time (the caller then adds the defaults). */
export async function claimBookmarkList(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .insert(bookmarkLists)
    .values({ userId })
    .onConflictDoNothing()
    .returning({ userId: bookmarkLists.userId });
  return rows.length > 0;
}

/** Adds at the end; starring a page already there keeps it where it is. */
export async function addBookmark(
  db: Db,
  userId: number,
  bookmark: { path: string; title: string; labelKey: string | null },
): Promise<void> {
  await db
    .insert(bookmarks)
    .values({
      userId,
      ...bookmark,
      position: sql`(select coalesce(max(${bookmarks.position}) + 1, 0) from ${bookmarks} where ${bookmarks.userId} = ${userId})`,
    })
    .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.path] });
}

export async function deleteBookmark(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.id, id)))
    .returning({ id: bookmarks.id });
  return rows.length > 0;
}

export async function setBookmarkPositions(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db
      .update(bookmarks)
      .set({ position })
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.id, id)));
}
