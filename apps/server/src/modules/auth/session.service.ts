import { randomUUID } from 'node:crypto';
import type { AuthResponse, TokenPair } from '@saldo/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { DAY_MS, inFuture, now } from '../../lib/dates.ts';
import { hashToken, newSecureToken } from '../../lib/secure-token.ts';
import type { Db } from '../../db/client.ts';
import {
  findRefreshToken,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from './refresh-tokens.repository.ts';
import { loadUserData } from './user-data.ts';
import { findUserForAuth } from './users.repository.ts';

const invalidRefreshToken = () => new AppError(401, 'auth.invalidRefreshToken');

async function issueRefreshToken(db: Db, ctx: AppContext, userId: number, familyId: string) {
  const token = newSecureToken();
  const id = await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: inFuture(ctx.config.refreshTokenTtlDays * DAY_MS),
  });
  return { id, token };
}

/** A new login session (a new refresh-token family): the answer of login and register. */
export async function startSession(ctx: AppContext, userId: number): Promise<AuthResponse> {
  const familyId = randomUUID();
  const { token } = await issueRefreshToken(ctx.db, ctx, userId, familyId);
  return {
    userData: await loadUserData(ctx.db, userId),
    accessToken: ctx.signAccessToken(userId, familyId),
    refreshToken: token,
  };
}

/**
 * Trades a refresh token for a new pair. The old token stops working; presenting it again means it
 * was copied (or the client is confused), so the whole family is revoked and that login must start over.
 */
export async function rotateSession(ctx: AppContext, presented: string | undefined): Promise<TokenPair> {
  if (!presented) throw invalidRefreshToken();
  const at = now();
  type Outcome =
    | { kind: 'refused' }
    | { kind: 'ended'; familyId: string }
    | { kind: 'rotated'; userId: number; familyId: string; refreshToken: string };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await findRefreshTokenForUpdate(tx, hashToken(presented));
    if (!row) return { kind: 'refused' };
    if (row.revokedAt) {
      if (row.replacedBy === null) return { kind: 'refused' };
      // A reused token: the access token issued with its successor ends too.
      await revokeFamily(tx, row.familyId, at);
      return { kind: 'ended', familyId: row.familyId };
    }
    if (row.expiresAt <= at) return { kind: 'refused' };
    const user = await findUserForAuth(tx, row.userId);
    if (!user || user.deactivatedAt) {
      await revokeFamily(tx, row.familyId, at);
      return { kind: 'ended', familyId: row.familyId };
    }
    const next = await issueRefreshToken(tx, ctx, row.userId, row.familyId);
    await markRotated(tx, row.id, next.id, at);
    return { kind: 'rotated', userId: row.userId, familyId: row.familyId, refreshToken: next.token };
  });
  // Returned rather than thrown inside the transaction, so a family revocation is committed.
  if (outcome.kind === 'ended') ctx.sessions?.add([outcome.familyId]);
  if (outcome.kind !== 'rotated') throw invalidRefreshToken();
  return {
    accessToken: ctx.signAccessToken(outcome.userId, outcome.familyId),
    refreshToken: outcome.refreshToken,
  };
}

/** Logout: ends the login the token belongs to. Unknown or spent tokens are fine (nothing to end). */
export async function endSession(ctx: AppContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await findRefreshToken(ctx.db, hashToken(presented));
  if (!row) return;
  await ctx.db.transaction((tx) => revokeFamily(tx, row.familyId, now()));
  ctx.sessions?.add([row.familyId]);
}
