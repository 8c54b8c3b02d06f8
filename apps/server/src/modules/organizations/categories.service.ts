import { and, asc, eq, sql } from 'drizzle-orm';
import type { Category, CategoryInput } from '@saldo/contracts/organization-settings';
import { categoryProblems } from '@saldo/contracts/organization-settings-rules';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { categories } from './categories.table.ts';
import { assertNoProblems, isUniqueViolation } from './settings-errors.ts';

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(categories.organizationId, organizationId), eq(categories.id, id));

export async function listCategories(db: Db, organizationId: number): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, kind: categories.kind })
    .from(categories)
    .where(eq(categories.organizationId, organizationId))
    .orderBy(asc(categories.kind), asc(sql`lower(${categories.name})`));
}

function checked(body: CategoryInput): CategoryInput {
  const values = { name: body.name.trim(), kind: body.kind };
  assertNoProblems(categoryProblems(values));
  return values;
}

/** Names are unique per organization ignoring case; the unique index decides, so races are safe. */
function mapTaken(error: unknown): never {
  if (isUniqueViolation(error, 'categories_organization_name_key')) {
    throw validationError({ name: { key: 'settings.validation.categoryTaken' } });
  }
  throw error;
}

export async function createCategory(db: Db, organizationId: number, body: CategoryInput) {
  const values = checked(body);
  await db
    .insert(categories)
    .values({ organizationId, ...values })
    .catch(mapTaken);
  return listCategories(db, organizationId);
}

export async function changeCategory(db: Db, organizationId: number, id: number, body: CategoryInput) {
  const values = checked(body);
  const updated = await db
    .update(categories)
    .set(values)
    .where(ofOrganization(organizationId, id))
    .returning({ id: categories.id })
    .catch(mapTaken);
  if (updated.length === 0) throw new AppError(404, 'http.notFound');
  return listCategories(db, organizationId);
}

/**
 * Deletes the category. Cost documents (a later issue) will keep their category as a copied name
 * or a nullable reference, so nothing here blocks a delete yet.
 */
export async function removeCategory(db: Db, organizationId: number, id: number) {
  const deleted = await db
    .delete(categories)
    .where(ofOrganization(organizationId, id))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError(404, 'http.notFound');
  return listCategories(db, organizationId);
}
