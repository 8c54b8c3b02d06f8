import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SearchRecent } from '@saldo/contracts/search';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { costs } from '../costs/costs.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { workers } from '../workers/workers.table.ts';
import { searchRecents } from './search.table.ts';

/** SQL of the navbar search: each section scoped to the organization (and a client's contractor). */

/** A section never counts past this: "1000+" tells enough, and counting a million rows does not pay. */
export const COUNT_CAP = 1000;

export interface SectionRows {
  total: number;
  rows: { id: number; title: string; subtitle: string }[];
}

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The rows matching `where`, counted up to COUNT_CAP, and the first `limit` of them by `rank`. */
async function section(
  db: Db,
  table: typeof contractors | typeof invoices | typeof costs | typeof workers,
  fields: { id: SQL; title: SQL; subtitle: SQL },
  where: SQL,
  rank: SQL[],
  limit: number,
): Promise<SectionRows> {
  // One after the other: a keystroke takes one pooled connection at a time, not eight.
  const rows = await db
    .select({
      id: sql<number>`${fields.id}`,
      title: sql<string>`${fields.title}`,
      subtitle: sql<string>`${fields.subtitle}`,
    })
    .from(table)
    .where(where)
    .orderBy(...rank)
    .limit(limit);
  // Fewer rows than asked for: they are all there is, no count needed.
  if (rows.length < limit) return { total: rows.length, rows };
  const counted = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${table} where ${where} limit ${COUNT_CAP}) as capped`,
  )) as unknown as { rows: { total: number }[] };
  return { total: Number(counted.rows[0]?.total ?? 0), rows };
}

export function searchContractors(db: Db, organizationId: number, q: string, limit: number) {
  const pattern = contains(q);
  const digits = q.replace(/[\s-]/g, '');
  const name = sql`lower(${contractors.name})`;
  // The same expressions as the trigram indexes of contractors.table.ts, so they are used.
  const where = and(
    eq(contractors.organizationId, organizationId),
    or(
      sql`${name} like ${pattern}`,
      sql`lower(coalesce(${contractors.nip}, '')) like ${contains(digits || q)}`,
    ),
  ) as SQL;
  return section(
    db,
    contractors,
    {
      id: sql`${contractors.id}`,
      title: sql`${contractors.name}`,
      subtitle: sql`coalesce(${contractors.nip}, '')`,
    },
    where,
    [
      sql`(${contractors.nip} = ${digits}) desc`,
      sql`(${name} like ${startsWith(q)}) desc`,
      sql`${name} asc`,
      sql`${contractors.id} asc`,
    ],
    limit,
  );
}

export function searchInvoices(db: Db, scope: CallerScope, q: string, limit: number) {
  const pattern = contains(q);
  const digits = q.replace(/[\s-]/g, '');
  const conditions: SQL[] = [eq(invoices.organizationId, scope.organizationId)];
  if (scope.contractorId !== undefined) conditions.push(eq(invoices.contractorId, scope.contractorId));
  // The number, buyer and NIP columns carry trigram indexes (ILIKE); a KSeF number is matched whole.
  const where = and(
    ...conditions,
    or(
      sql`${invoices.number} ilike ${pattern}`,
      sql`${invoices.buyerName} ilike ${pattern}`,
      sql`${invoices.buyerNip} ilike ${contains(digits || q)}`,
      inArray(
        invoices.id,
        db
          .select({ id: ksefSubmissions.invoiceId })
          .from(ksefSubmissions)
          .where(
            and(eq(ksefSubmissions.organizationId, scope.organizationId), eq(ksefSubmissions.ksefNumber, q)),
          ),
      ),
    ),
  ) as SQL;
  return section(
    db,
    invoices,
    { id: sql`${invoices.id}`, title: sql`${invoices.number}`, subtitle: sql`${invoices.buyerName}` },
    where,
    [sql`(lower(${invoices.number}) = ${q.toLowerCase()}) desc`, desc(invoices.issueDate), desc(invoices.id)],
    limit,
  );
}

export function searchCosts(db: Db, organizationId: number, q: string, limit: number) {
  const pattern = contains(q);
  const digits = q.replace(/[\s-]/g, '');
  const where = and(
    eq(costs.organizationId, organizationId),
    or(
      sql`${costs.number} ilike ${pattern}`,
      sql`${costs.supplierName} ilike ${pattern}`,
      sql`${costs.supplierNip} ilike ${contains(digits || q)}`,
      eq(costs.ksefNumber, q),
    ),
  ) as SQL;
  return section(
    db,
    costs,
    { id: sql`${costs.id}`, title: sql`${costs.number}`, subtitle: sql`${costs.supplierName}` },
    where,
    [sql`(lower(${costs.number}) = ${q.toLowerCase()}) desc`, desc(costs.issueDate), desc(costs.id)],
    limit,
  );
}

export function searchWorkers(db: Db, organizationId: number, q: string, limit: number) {
  const pattern = contains(q);
  const fullName = sql`${workers.firstName} || ' ' || ${workers.lastName}`;
  const where = and(
    eq(workers.organizationId, organizationId),
    or(
      sql`${fullName} ilike ${pattern}`,
      sql`${workers.lastName} || ' ' || ${workers.firstName} ilike ${pattern}`,
      sql`coalesce(${workers.email}, '') ilike ${pattern}`,
    ),
  ) as SQL;
  return section(
    db,
    workers,
    { id: sql`${workers.id}`, title: fullName, subtitle: sql`coalesce(${workers.email}, '')` },
    where,
    [sql`lower(${workers.lastName}) asc`, sql`lower(${workers.firstName}) asc`, sql`${workers.id} asc`],
    limit,
  );
}

/** How many recents a user keeps; older ones are dropped as new ones come. */
export const RECENTS_KEPT = 10;

export async function listRecents(db: Db, userId: number): Promise<SearchRecent[]> {
  return db
    .select({
      kind: searchRecents.kind,
      key: searchRecents.key,
      label: searchRecents.label,
      section: searchRecents.section,
    })
    .from(searchRecents)
    .where(eq(searchRecents.userId, userId))
    .orderBy(desc(searchRecents.usedAt), desc(searchRecents.id))
    .limit(RECENTS_KEPT);
}

export async function upsertRecent(db: Db, userId: number, recent: SearchRecent): Promise<void> {
  const now = new Date();
  await db
    .insert(searchRecents)
    .values({ userId, ...recent, usedAt: now })
    .onConflictDoUpdate({
      target: [searchRecents.userId, searchRecents.kind, searchRecents.key],
      set: { label: recent.label, section: recent.section, usedAt: now },
    });
  // Keep the newest RECENTS_KEPT: the rest are never shown again.
  const kept = db
    .select({ id: searchRecents.id })
    .from(searchRecents)
    .where(eq(searchRecents.userId, userId))
    .orderBy(desc(searchRecents.usedAt), desc(searchRecents.id))
    .limit(RECENTS_KEPT);
  await db
    .delete(searchRecents)
    .where(and(eq(searchRecents.userId, userId), sql`${searchRecents.id} not in (${kept})`));
}
