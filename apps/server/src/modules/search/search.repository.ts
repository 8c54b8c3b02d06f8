import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { INVOICE_TYPES } from '@saldo/contracts/invoices';
import { SEARCH_COUNT_CAP, type SearchRecent } from '@saldo/contracts/search';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import type { contractors } from '../contractors/contractors.table.ts';
import { costs } from '../costs/costs.table.ts';
import { kbArticles, kbCategories } from '../help/help.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { shopProducts } from '../shop/shop.table.ts';
import { workers } from '../workers/workers.table.ts';
import { newestSection } from './newest-section.repository.ts';
import { searchRecents } from './search.table.ts';

/** SQL of the navbar search: each section scoped to the organization (and a client's contractor). */

const COUNT_CAP = SEARCH_COUNT_CAP;

export interface SectionRows {
  total: number;
  /** `ref`: what the hit's path needs besides the id (a slug), '' when nothing. */
  rows: { id: number; title: string; subtitle: string; ref: string }[];
}

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
const startsWith = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
/** ILIKE's pattern matching `text` whole, its % and _ taken literally (the trigram index serves it). */
const literally = (text: string) => text.replace(/[\\%_]/g, '\\$&');
/** Document numbers hold digits: a term without any skips the query for a number typed whole. */
const mayBeNumber = (text: string) => /\d/.test(text);

/** The rows matching `where`, counted up to COUNT_CAP, and the first `limit` of them by `rank`. */
async function section(
  db: Db,
  table:
    | typeof contractors
    | typeof invoices
    | typeof costs
    | typeof workers
    | typeof shopProducts
    | typeof kbArticles,
  fields: { id: SQL; title: SQL; subtitle: SQL; ref?: SQL },
  where: SQL,
  rank: SQL[],
  limit: number,
): Promise<SectionRows> {
  // The rows, then (only when the page is full) their count: one connection, one after the other.
  const rows = await db
    .select({
      id: sql<number>`${fields.id}`,
      title: sql<string>`${fields.title}`,
      subtitle: sql<string>`${fields.subtitle}`,
      ref: sql<string>`${fields.ref ?? sql`''`}`,
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

export async function searchInvoices(db: Db, scope: CallerScope, q: string, limit: number) {
  const pattern = contains(q);
  const digits = q.replace(/[\s-]/g, '');
  const conditions: SQL[] = [eq(invoices.organizationId, scope.organizationId)];
  if (scope.contractorId !== undefined) conditions.push(eq(invoices.contractorId, scope.contractorId));
  // The number, buyer and NIP columns carry trigram indexes (ILIKE); a KSeF number is matched whole.
  const match = or(
    sql`${invoices.number} ilike ${pattern}`,
    sql`${invoices.buyerName} ilike ${pattern}`,
    sql`${invoices.buyerNip} ilike ${contains(digits || q)}`,
    // An array, not `in (subquery)`: a subplan inside the OR stops PostgreSQL from OR-ing the trigram
    // bitmaps and turned every search into a scan of the organization's invoices (5 s at 500,000).
    sql`${invoices.id} = any(array(${db
      .select({ id: ksefSubmissions.invoiceId })
      .from(ksefSubmissions)
      .where(
        and(eq(ksefSubmissions.organizationId, scope.organizationId), eq(ksefSubmissions.ksefNumber, q)),
      )}))`,
  ) as SQL;
  const found = await newestSection(db, {
    table: invoices,
    fields: { id: sql`${invoices.id}`, title: sql`${invoices.number}`, subtitle: sql`${invoices.buyerName}` },
    scope: and(...conditions) as SQL,
    match,
    limit,
    cap: COUNT_CAP,
  });
  if (!mayBeNumber(q)) return found;
  const exact = await db
    .select({ id: invoices.id, title: invoices.number, subtitle: invoices.buyerName, ref: sql<string>`''` })
    .from(invoices)
    // The unique (organization, type, number) index, one probe per type (15 ms): the trigram index is
    // slow at this (0.7 s) since a number's parts ("fv", "11", "2026") are in most numbers.
    .where(
      and(
        ...conditions,
        inArray(invoices.type, [...INVOICE_TYPES]),
        inArray(invoices.number, [q, q.toUpperCase()]),
      ),
    )
    .limit(limit);
  return exactFirst(found, exact, limit);
}

/**
 * The number typed whole first, then the newest. Ranked apart rather than by an `(number = q) desc`
 * sort key: that key no index provides, so a common term ("bud", 90,000 buyers of the 1M-invoice set)
 * sorted every match (7 s) where walking the issue-date index stops at the fifth (0.1 s).
 */
function exactFirst(found: SectionRows, exact: SectionRows['rows'], limit: number): SectionRows {
  if (exact.length === 0) return found;
  const ids = new Set(exact.map((row) => row.id));
  return {
    total: found.total,
    rows: [...exact, ...found.rows.filter((row) => !ids.has(row.id))].slice(0, limit),
  };
}

export async function searchCosts(db: Db, organizationId: number, q: string, limit: number) {
  const pattern = contains(q);
  const digits = q.replace(/[\s-]/g, '');
  const found = await newestSection(db, {
    table: costs,
    fields: { id: sql`${costs.id}`, title: sql`${costs.number}`, subtitle: sql`${costs.supplierName}` },
    scope: eq(costs.organizationId, organizationId),
    match: or(
      sql`${costs.number} ilike ${pattern}`,
      sql`${costs.supplierName} ilike ${pattern}`,
      sql`${costs.supplierNip} ilike ${contains(digits || q)}`,
      eq(costs.ksefNumber, q),
    ) as SQL,
    limit,
    cap: COUNT_CAP,
  });
  if (!mayBeNumber(q)) return found;
  const exact = await db
    .select({ id: costs.id, title: costs.number, subtitle: costs.supplierName, ref: sql<string>`''` })
    .from(costs)
    .where(and(eq(costs.organizationId, organizationId), sql`${costs.number} ilike ${literally(q)}`))
    .limit(limit);
  return exactFirst(found, exact, limit);
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

/** The catalogue's products on sale (not archived), by name, brand or category. */
export function searchProducts(db: Db, organizationId: number, q: string, limit: number) {
  const pattern = contains(q);
  const name = sql`lower(${shopProducts.name})`;
  const where = and(
    eq(shopProducts.organizationId, organizationId),
    isNull(shopProducts.archivedAt),
    or(
      sql`${name} like ${pattern}`,
      sql`lower(${shopProducts.brand}) like ${pattern}`,
      sql`lower(${shopProducts.category}) like ${pattern}`,
    ),
  ) as SQL;
  return section(
    db,
    shopProducts,
    {
      id: sql`${shopProducts.id}`,
      title: sql`${shopProducts.name}`,
      subtitle: sql`${shopProducts.brand}`,
      ref: sql`${shopProducts.slug}`,
    },
    where,
    [sql`(${name} like ${startsWith(q)}) desc`, sql`${name} asc`, sql`${shopProducts.id} asc`],
    limit,
  );
}

/**
 * The help centre's articles whose title or text in any language matches (`search_text`), titled in
 * the reader's language with English as the fallback, like the knowledge base itself.
 */
export function searchHelpArticles(
  db: Db,
  organizationId: number,
  q: string,
  language: string,
  limit: number,
) {
  const title = sql`coalesce(${kbArticles.title} ->> ${language}, ${kbArticles.title} ->> 'en', '')`;
  const category = (field: SQL) =>
    sql`(select ${field} from ${kbCategories} where ${kbCategories.id} = ${kbArticles.categoryId})`;
  const where = and(
    eq(kbArticles.organizationId, organizationId),
    sql`${kbArticles.searchText} like ${contains(q)}`,
  ) as SQL;
  return section(
    db,
    kbArticles,
    {
      id: sql`${kbArticles.id}`,
      title,
      subtitle: category(
        sql`coalesce(${kbCategories.title} ->> ${language}, ${kbCategories.title} ->> 'en', '')`,
      ),
      ref: sql`${category(sql`${kbCategories.slug}`)} || '/' || ${kbArticles.slug}`,
    },
    where,
    [sql`(lower(${title}) like ${contains(q)}) desc`, sql`lower(${title}) asc`, sql`${kbArticles.id} asc`],
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
