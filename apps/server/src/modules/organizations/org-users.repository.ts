import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';

const columns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  contractorId: users.contractorId,
  emailConfirmedAt: users.emailConfirmedAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

export type OrganizationUserRow = {
  [K in keyof typeof columns]: (typeof users.$inferSelect)[K];
};

export async function listOrganizationUsers(db: Db, organizationId: number): Promise<OrganizationUserRow[]> {
  return db
    .select(columns)
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.id));
}

/** A user of this organization only (another tenant's id answers nothing), locked when asked. */
export async function findOrganizationUser(
  db: Db,
  organizationId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<OrganizationUserRow | undefined> {
  const query = db
    .select(columns)
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/**
 * The ids of the organization's administrators who are not switched off, locked for the rest of
 * the transaction: two administrators demoting each other at the same moment are then serialized,
 * and the second sees that only one is left.
 */
export async function lockActiveAdminIds(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.role, 'admin'), isNull(users.deactivatedAt)),
    )
    .for('update');
  return rows.map((row) => row.id);
}
