import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category } from '@saldo/contracts/organization-settings';
import type { Db } from '../../db/client.ts';
import { categories } from './categories.table.ts';

type CategoryValues = Omit<Category, 'id'>;

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(categories.organizationId, organizationId), eq(categories.id, id));

/** The organization's categories, costs' first, each kind by name ignoring case. */
export async function listCategoryRows(db: Db, organizationId: number): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, kind: categories.kind })
    .from(categories)
    .where(eq(categories.organizationId, organizationId))
    .orderBy(asc(categories.kind), asc(sql`lower(${categories.name})`));
}

/** Fails with the unique index's violation when the name is taken (the service maps it). */
export async function insertCategory(db: Db, organizationId: number, values: CategoryValues): Promise<void> {
  await db.insert(categories).values({ organizationId, ...values });
}

/** Whether the organization's category existed and was changed. */
export async function updateCategory(
  db: Db,
  organizationId: number,
  id: number,
  values: CategoryValues,
): Promise<boolean> {
  const updated = await db
    .update(categories)
    .set(values)
    .where(ofOrganization(organizationId, id))
    .returning({ id: categories.id });
  return updated.length > 0;
}

/** Whether the organization's category existed and was deleted. */
export async function deleteCategory(db: Db, organizationId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(categories)
    .where(ofOrganization(organizationId, id))
    .returning({ id: categories.id });
  return deleted.length > 0;
}
