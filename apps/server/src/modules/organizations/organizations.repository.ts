import { eq } from 'drizzle-orm';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import type { Db } from '../../db/client.ts';
import { organizationLogos } from './logos.table.ts';
import { organizations, type OrganizationRow } from './organizations.table.ts';

export async function insertOrganization(
  db: Db,
  values: { name: string; createdAt?: Date },
): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('organizations insert returned no row');
  return row;
}

export async function findOrganizationByName(db: Db, name: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.name, name)).limit(1);
  return row;
}

/** The organization's name ('' for an unknown id). */
export async function findOrganizationName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row?.name ?? '';
}

/** The organization with the key of its logo (null without one). */
export async function findOrganizationWithLogo(db: Db, id: number) {
  const [row] = await db
    .select({ organization: organizations, logoKey: organizationLogos.key })
    .from(organizations)
    .leftJoin(organizationLogos, eq(organizationLogos.organizationId, organizations.id))
    .where(eq(organizations.id, id));
  return row;
}

export async function updateOrganizationCompany(
  db: Db,
  id: number,
  values: CompanyInfoUpdate,
): Promise<void> {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}
