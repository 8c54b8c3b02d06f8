import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { twoFactor, twoFactorRecoveryCodes } from './two-factor.table.ts';
import { users } from './users.table.ts';

export async function findTwoFactor(db: Db, userId: number) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

/** A new enrolment replaces one that was started and never confirmed (not an enabled one). */
export async function savePendingSecret(db: Db, userId: number, secretSealed: string): Promise<boolean> {
  const rows = await db
    .insert(twoFactor)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretSealed, lastStep: 0, updatedAt: sql`now()` },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return rows.length === 1;
}

/**
 * Takes the time step of an accepted code, unless that step (or a later one) was already used: the
 * compare-and-set in one statement is what makes a replayed code fail under concurrent requests too.
 */
export async function claimStep(db: Db, userId: number, step: number, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(twoFactor)
    .set({ lastStep: step, updatedAt: sql`now()` })
    .where(
      and(
        eq(twoFactor.userId, userId),
        lt(twoFactor.lastStep, step),
        enabled ? isNotNull(twoFactor.enabledAt) : isNull(twoFactor.enabledAt),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length === 1;
}

export async function markEnabled(db: Db, userId: number): Promise<void> {
  await db
    .update(twoFactor)
    .set({ enabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(twoFactor.userId, userId));
}

export async function deleteTwoFactor(db: Db, userId: number): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends a recovery code; false when it is unknown or already spent (one statement, so only once). */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function requiresAdminTwoFactor(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: organizations.requireAdminTwoFactor })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.required ?? false;
}

export async function setRequireAdminTwoFactor(
  db: Db,
  organizationId: number,
  userId: number,
  required: boolean,
): Promise<void> {
  const [before] = await db
    .select({ required: organizations.requireAdminTwoFactor })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (before?.required === required) return;
  await db
    .update(organizations)
    .set({ requireAdminTwoFactor: required, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
  await db.insert(organizationAudit).values({
    organizationId,
    userId,
    action: 'requireAdminTwoFactor',
    details: { from: before?.required ?? false, to: required },
  });
}

export async function listOrganizationAudit(db: Db, organizationId: number) {
  return db
    .select()
    .from(organizationAudit)
    .where(eq(organizationAudit.organizationId, organizationId))
    .orderBy(organizationAudit.at, organizationAudit.id);
}

/**
 * Per request (plugins/auth.ts): an administrator of an organization that requires two-factor
 * sign-in, without it enabled, may only enrol. One subquery on a primary key.
 */
export const mustEnrolTwoFactorSql = sql<boolean>`(${users.role} = 'admin' and ${organizations.requireAdminTwoFactor} and not exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${users.id} and ${twoFactor.enabledAt} is not null))`;
