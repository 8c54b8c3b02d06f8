import { defaultBookmarks, type BookmarkList, type CreateBookmarkBody } from '@saldo/contracts/bookmarks';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  addBookmark,
  claimBookmarkList,
  deleteBookmark,
  listBookmarks,
  setBookmarkPositions,
} from './bookmarks.repository.ts';

/**
 * A user's bookmarks. The first read sets up the defaults (invoices, add invoice, contractors), once:
 * a user who removes them all keeps an empty list.
 */
export async function getBookmarks(db: Db, caller: Caller): Promise<BookmarkList> {
  return db.transaction(async (tx) => {
    if (await claimBookmarkList(tx, caller.id))
      for (const bookmark of defaultBookmarks) await addBookmark(tx, caller.id, bookmark);
    return { bookmarks: await listBookmarks(tx, caller.id) };
  });
}

export async function starPage(db: Db, caller: Caller, body: CreateBookmarkBody): Promise<BookmarkList> {
  await getBookmarks(db, caller);
  await db.transaction(async (tx) =>
    addBookmark(tx, caller.id, { path: body.path, title: body.title, labelKey: body.labelKey ?? null }),
  );
  return { bookmarks: await listBookmarks(db, caller.id) };
}

export async function unstar(db: Db, caller: Caller, id: number): Promise<BookmarkList> {
  const deleted = await db.transaction(async (tx) => deleteBookmark(tx, caller.id, id));
  if (!deleted) throw new AppError(404, 'http.notFound');
  return { bookmarks: await listBookmarks(db, caller.id) };
}

/** The new order must name each of the user's bookmarks once: a stale list (another tab) is refused. */
export async function reorder(db: Db, caller: Caller, ids: readonly number[]): Promise<BookmarkList> {
  return db.transaction(async (tx) => {
    const current = await listBookmarks(tx, caller.id);
    const known = new Set(current.map((b) => b.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw new AppError(409, 'navbar.bookmarkOrderStale', { code: 'stale_order' });
    await setBookmarkPositions(tx, caller.id, ids);
    return { bookmarks: await listBookmarks(tx, caller.id) };
  });
}
