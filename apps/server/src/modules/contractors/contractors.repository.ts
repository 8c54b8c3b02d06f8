import { and, arrayContains, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ContractorFilterQuery } from '@saldo/contracts/contractors';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import type { ContractorValues } from './contractor-mapping.ts';
import { contractors, type ContractorRow } from './contractors.table.ts';
import { countInvoicesOfContractor } from '../invoices/invoices.repository.ts';
import { countCostsOfContractor } from '../costs/costs.repository.ts';

/** SQL only, always scoped to one organization. */

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function filterConditions(organizationId: number, filter: ContractorFilterQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contractors.organizationId, organizationId)];
  const q = filter.q?.trim();
  if (q) {
    const pattern = contains(q);
    // A NIP is stored as digits; "526-104-08-28" still finds it.
    const digits = q.replace(/[\s-]/g, '');
    conditions.push(
      or(
        sql`lower(${contractors.name}) like ${pattern}`,
        sql`lower(${contractors.email}) like ${pattern}`,
        sql`lower(${contractors.city}) like ${pattern}`,
        sql`lower(coalesce(${contractors.nip}, '')) like ${contains(digits || q)}`,
      ),
    );
  }
  if (filter.country) conditions.push(eq(contractors.country, filter.country.toUpperCase()));
  if (filter.tag) conditions.push(arrayContains(contractors.tags, [filter.tag]));
  if (filter.vatStatus === 'unknown') conditions.push(isNull(contractors.vatStatus));
  else if (filter.vatStatus) conditions.push(eq(contractors.vatStatus, filter.vatStatus));
  return and(...conditions);
}

/**
 * The list's order, or its exact reverse (`reversed`). Every order ends in the id, so it is total and
 * a page reads the same from either end. NULLs sort as PostgreSQL's default puts them (last going up,
 * first going down), except NIPs, which go last either way: each direction of the NIP sort has its
 * own index, so every order and its reverse are index walks (decision 0014).
 */
function orderBy(filter: ContractorFilterQuery, reversed = false): SQL[] {
  const descending = (filter.sortDesc === 'true') !== reversed;
  const direction = descending ? desc : asc;
  if (filter.sortBy === 'nip') {
    const nipLast = filter.sortDesc === 'true' ? sql`desc nulls last` : sql`asc nulls last`;
    const nipFirst = filter.sortDesc === 'true' ? sql`asc nulls first` : sql`desc nulls first`;
    return [sql`${contractors.nip} ${reversed ? nipFirst : nipLast}`, direction(contractors.id)];
  }
  const column = {
    name: sql`lower(${contractors.name})`,
    city: sql`lower(${contractors.city})`,
    createdAt: sql`${contractors.createdAt}`,
  }[filter.sortBy];
  return [direction(column), direction(contractors.id)];
}

/**
 * The query of one page of the list (not run: the test explains it). Given the exact count of the
 * filtered set, a page in its second half is read in the reverse order from the end and turned round,
 * so the first and the last pages are both short index walks whatever the size of the organization.
 */
export function contractorPageQuery(
  db: Db,
  organizationId: number,
  filter: ContractorFilterQuery,
  page: { limit: number; offset: number },
  exactTotal: number | undefined,
) {
  const fromEnd = exactTotal !== undefined && page.offset > exactTotal / 2;
  const end = Math.min(page.offset + page.limit, exactTotal ?? 0);
  return {
    fromEnd,
    query: db
      .select()
      .from(contractors)
      .where(filterConditions(organizationId, filter))
      .orderBy(...orderBy(filter, fromEnd))
      .limit(fromEnd ? Math.max(end - page.offset, 0) : page.limit)
      .offset(fromEnd ? (exactTotal ?? 0) - end : page.offset),
  };
}

export async function listContractors(
  db: Db,
  organizationId: number,
  filter: ContractorFilterQuery,
  page?: { limit: number; offset: number },
  exactTotal?: number,
): Promise<ContractorRow[]> {
  if (!page) {
    return db
      .select()
      .from(contractors)
      .where(filterConditions(organizationId, filter))
      .orderBy(...orderBy(filter));
  }
  if (exactTotal !== undefined && page.offset >= exactTotal) return [];
  const { fromEnd, query } = contractorPageQuery(db, organizationId, filter, page, exactTotal);
  const rows = await query;
  return fromEnd ? rows.reverse() : rows;
}

/**
 * The contractors a search or tag filter matches, counted up to `cap` + 1 (the trigram and tag
 * indexes find them; the cap bounds the work): more than `cap` means "more than `cap`".
 */
export async function countContractorMatches(
  db: Db,
  organizationId: number,
  filter: ContractorFilterQuery,
  cap: number,
): Promise<number> {
  const matches = db
    .select({ id: contractors.id })
    .from(contractors)
    .where(filterConditions(organizationId, filter))
    .limit(cap + 1)
    .as('m');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

export async function findContractor(
  db: Db,
  organizationId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ContractorRow | undefined> {
  const query = db
    .select()
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, id)))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

type VatValues = Pick<ContractorRow, 'vatStatus' | 'vatCheckedAt'>;

export async function insertContractors(
  db: Db,
  organizationId: number,
  rows: readonly (ContractorValues & VatValues)[],
): Promise<ContractorRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(contractors)
    .values(rows.map((values) => ({ ...values, organizationId })))
    .returning();
}

export async function updateContractor(
  db: Db,
  organizationId: number,
  id: number,
  values: ContractorValues & VatValues,
): Promise<ContractorRow | undefined> {
  const [row] = await db
    .update(contractors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, id)))
    .returning();
  return row;
}

export async function deleteContractor(db: Db, organizationId: number, id: number): Promise<void> {
  await db
    .delete(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, id)));
}

/** The organization's first contractor with this NIP (an import's supplier), if any. */
export async function findContractorIdByNip(
  db: Db,
  organizationId: number,
  nip: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.nip, nip)));
  return row?.id;
}

/** The NIPs among `nips` that contractors of the organization already have. */
export async function existingNips(
  db: Db,
  organizationId: number,
  nips: readonly string[],
): Promise<Set<string>> {
  if (nips.length === 0) return new Set();
  const rows = await db
    .select({ nip: contractors.nip })
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), inArray(contractors.nip, [...nips])));
  return new Set(rows.flatMap((row) => (row.nip === null ? [] : [row.nip])));
}

/**
 * How many records still point at a contractor; deleting is refused while any do. THE one place
 * that knows every reference: invoices and cost documents add their counts here when they arrive.
 * Client users linked to it (they see its documents), its sales invoices and its cost documents.
 */
export async function countContractorReferences(db: Db, organizationId: number, id: number): Promise<number> {
  const [linkedUsers] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.contractorId, id)));
  const invoices = await countInvoicesOfContractor(db, organizationId, id);
  const costs = await countCostsOfContractor(db, organizationId, id);
  return (linkedUsers?.total ?? 0) + invoices + costs;
}

/** Whether a write failed on the per-organization NIP uniqueness (also through Drizzle's wrapper). */
export function isNipTaken(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === '23505' &&
    'constraint' in cause &&
    cause.constraint === 'contractors_organization_nip_key'
  );
}
