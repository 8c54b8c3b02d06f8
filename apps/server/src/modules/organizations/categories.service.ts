import type { Category, CategoryInput } from '@saldo/contracts/organization-settings';
import { categoryProblems } from '@saldo/contracts/organization-settings-rules';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { deleteCategory, insertCategory, listCategoryRows, updateCategory } from './categories.repository.ts';
import { assertNoProblems, isUniqueViolation } from './organization-settings-errors.ts';

export function listCategories(db: Db, organizationId: number): Promise<Category[]> {
  return listCategoryRows(db, organizationId);
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
  await insertCategory(db, organizationId, values).catch(mapTaken);
  return listCategories(db, organizationId);
}

export async function changeCategory(db: Db, organizationId: number, id: number, body: CategoryInput) {
  const values = checked(body);
  const updated = await updateCategory(db, organizationId, id, values).catch(mapTaken);
  if (!updated) throw new AppError(404, 'http.notFound');
  return listCategories(db, organizationId);
}

/** Deletes the category; its costs keep no category (costs.category_id is set null), so nothing blocks it. */
export async function removeCategory(db: Db, organizationId: number, id: number) {
  if (!(await deleteCategory(db, organizationId, id))) throw new AppError(404, 'http.notFound');
  return listCategories(db, organizationId);
}
