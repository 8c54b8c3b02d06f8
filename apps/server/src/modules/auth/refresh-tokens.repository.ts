import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from './tokens.table.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh_tokens insert returned no row');
  return row.id;
}

/** Locks the row, so two refreshes racing with one token are handled one after the other. */
export async function findRefreshTokenForUpdate(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function markRotated(db: Db, id: number, replacedBy: number, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: at, replacedBy }).where(eq(refreshTokens.id, id));
}

/** Ends one login session; its id is announced to every instance when the transaction commits. */
export async function revokeFamily(db: Db, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await notifySessionsRevoked(db, [familyId]);
}

/**
 * Ends every session of a user, or every one but `keepFamilyId` (the session that asked), and returns
 * their ids (announced to every instance when the transaction commits). Sessions whose refresh token
 * has expired are included: an access token of theirs may still be valid.
 */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  at: Date,
  keepFamilyId?: string,
): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  const ended = [...new Set(rows.map((row) => row.familyId))];
  await notifySessionsRevoked(db, ended);
  return ended;
}

/** The NOTIFY channel on which every instance hears of ended sessions (session-revocations.ts). */
export const REVOCATION_CHANNEL = 'saldo_sessions_revoked';

/**
 * Tells every instance, once the caller's transaction commits (NOTIFY is transactional), that these
 * sessions ended. Payloads are capped at 8000 bytes, so long lists go in chunks of 100 ids.
 */
export async function notifySessionsRevoked(db: Db, sessionIds: readonly string[]): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += 100) {
    const payload = sessionIds.slice(i, i + 100).join(',');
    await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${payload})`);
  }
}

/** Sessions ended (not merely rotated) since `since`: what a starting instance must not forget. */
export async function findRecentlyRevokedSessions(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(gt(refreshTokens.revokedAt, since), isNull(refreshTokens.replacedBy)));
  return rows.map((row) => row.familyId);
}
