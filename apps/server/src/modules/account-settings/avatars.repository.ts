import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars } from './avatars.table.ts';

/** One avatar per user: a new upload replaces the old one under a new key. */
export async function saveAvatar(
  db: Db,
  values: { userId: number; key: string; mimeType: string; data: Buffer },
) {
  await db
    .insert(avatars)
    .values(values)
    .onConflictDoUpdate({
      target: avatars.userId,
      set: { key: values.key, mimeType: values.mimeType, data: values.data, createdAt: new Date() },
    });
}

export async function deleteAvatar(db: Db, userId: number): Promise<void> {
  await db.delete(avatars).where(eq(avatars.userId, userId));
}

export async function findAvatar(db: Db, key: string) {
  const [row] = await db
    .select({ mimeType: avatars.mimeType, data: avatars.data, createdAt: avatars.createdAt })
    .from(avatars)
    .where(eq(avatars.key, key));
  return row;
}
