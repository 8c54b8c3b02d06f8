import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars } from '../account-settings/avatars.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { mustEnrolTwoFactorSql } from './two-factor.repository.ts';
import { users, type UserRow } from './users.table.ts';

export type NewUser = typeof users.$inferInsert;

/** What `userData` is built from: the user, its organization and its avatar key. */
export interface UserProfile {
  user: UserRow;
  organization: { id: number; name: string };
  avatarKey: string | null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The contractor a client user is linked to (null for none, or for an unknown user). */
export async function findContractorLink(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ contractorId: users.contractorId }).from(users).where(eq(users.id, userId));
  return row?.contractorId ?? null;
}

/** The organization's first administrator (the oldest account), in whose name jobs record imports. */
export async function findFirstAdmin(db: Db, organizationId: number): Promise<number | null> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .limit(1);
  return owner?.id ?? null;
}

export async function findUserForAuth(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      organizationId: users.organizationId,
      role: users.role,
      deactivatedAt: users.deactivatedAt,
      mustEnrolTwoFactor: mustEnrolTwoFactorSql,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, id));
  return row;
}

export async function findUserProfile(db: Db, id: number): Promise<UserProfile | undefined> {
  const [row] = await db
    .select({
      user: users,
      organization: { id: organizations.id, name: organizations.name },
      avatarKey: avatars.key,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** Which of an e-mail and a username already belong to someone else (case-insensitive). */
export async function findTaken(
  db: Db,
  wanted: { email: string | null; username: string | null },
  exceptUserId?: number,
): Promise<{ email: boolean; username: boolean }> {
  const email = wanted.email?.toLowerCase() ?? null;
  const username = wanted.username?.toLowerCase() ?? null;
  const matches = [
    email ? sql`lower(${users.email}) = ${email}` : undefined,
    username ? sql`lower(${users.username}) = ${username}` : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return { email: false, username: false };
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(...matches), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)));
  return {
    email: rows.some((r) => r.email.toLowerCase() === email),
    username: rows.some((r) => r.username.toLowerCase() === username),
  };
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('users insert returned no row');
  return row;
}

export async function updateUser(db: Db, id: number, patch: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The unique index a failed insert or update tripped over, when that was the reason. */
export function uniqueViolationField(error: unknown): 'email' | 'username' | null {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null || !('code' in cause) || cause.code !== '23505')
    return null;
  const constraint = 'constraint' in cause ? String(cause.constraint) : '';
  if (constraint === 'users_email_lower_key') return 'email';
  if (constraint === 'users_username_lower_key') return 'username';
  return null;
}

/** The seeded demo accounts (db/seed.ts), all present and active: DEMO=off or deleting them hides the hint. */
export async function demoAccountsAvailable(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.email, ['admin@demo.com', 'client@demo.com']), isNull(users.deactivatedAt)));
  return rows.length === 2;
}
