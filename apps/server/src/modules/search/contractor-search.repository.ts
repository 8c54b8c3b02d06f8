import { and, asc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@saldo/contracts/search';
import type { Db } from '../../db/client.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { byBitmaps, withoutJit } from './newest-section.repository.ts';
import type { SectionRows } from './search.repository.ts';

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, '\\$&');

/**
 * The contractors matching a term (name or NIP), ranked: the NIP typed whole, then names starting
 * with the term, then the other names, alphabetically; counted up to SEARCH_COUNT_CAP. Ranked in one
 * sort, a common term ("sp", in every "Sp. z o.o.") sorted thousands of rows (130 ms). So the count
 * comes first (it stops at the cap), and only a term with fewer matches than that is sorted whole;
 * a common one is ranked from three short index reads, merged: the NIP probe, the names from the
 * term on (the name index), and the first names of all matches by that index.
 */
export function searchContractors(
  db: Db,
  organizationId: number,
  q: string,
  limit: number,
  cap = SEARCH_COUNT_CAP,
): Promise<SectionRows> {
  return withoutJit(db, (tx) => rankedContractors(tx, organizationId, q, limit, cap));
}

async function rankedContractors(
  db: Db,
  organizationId: number,
  q: string,
  limit: number,
  cap = SEARCH_COUNT_CAP,
): Promise<SectionRows> {
  const name = sql`lower(${contractors.name})`;
  const digits = q.replace(/[\s-]/g, '');
  const prefix = `${escapeLike(q)}%`;
  // The same expressions as the trigram indexes of contractors.table.ts, so they are used.
  const match = and(
    eq(contractors.organizationId, organizationId),
    or(
      sql`${name} like ${`%${escapeLike(q)}%`}`,
      sql`lower(coalesce(${contractors.nip}, '')) like ${`%${escapeLike(digits || q)}%`}`,
    ),
  ) as SQL;
  const isExact = sql<boolean>`coalesce(${contractors.nip} = ${digits}, false)`;
  const isPrefix = sql<boolean>`${name} like ${prefix}`;
  const read = (where: SQL, order: SQL[], rows: number) =>
    db
      .select({
        id: contractors.id,
        title: contractors.name,
        subtitle: sql<string>`coalesce(${contractors.nip}, '')`,
        exact: isExact,
        prefix: isPrefix,
        sortName: sql<string>`${name}`,
      })
      .from(contractors)
      .where(where)
      .orderBy(...order)
      .limit(rows);

  // Through the trigram bitmaps: trusting the LIMIT, the planner read all 50,000 contractors of the
  // company to count a rare term ("budsys": 90 ms, 8 ms this way); a common one stops at the cap.
  const counted = (await byBitmaps(db, () =>
    db.execute(
      sql`select count(*)::int as n from (select 1 from ${contractors} where ${match} limit ${cap}) as capped`,
    ),
  )) as unknown as { rows: { n: number }[] };
  const total = Number(counted.rows[0]?.n ?? 0);
  const byName = [asc(name), asc(contractors.id)];
  let found: Awaited<ReturnType<typeof read>>;
  if (total < cap) {
    found = await read(match, [sql`${isExact} desc`, sql`${isPrefix} desc`, ...byName], limit);
  } else {
    const exact = digits === '' ? [] : await read(and(match, eq(contractors.nip, digits)) as SQL, byName, 1);
    // From the term on in the name index: a name starting with the term sorts after the term itself.
    const starting = await read(and(match, gte(name, q.toLowerCase()), isPrefix) as SQL, byName, limit);
    const first = await read(match, byName, limit);
    const seen = new Set<number>();
    found = [...exact, ...starting, ...first.filter((row) => !row.prefix)]
      .filter((row) => !seen.has(row.id) && seen.add(row.id))
      .slice(0, limit);
  }
  return {
    total,
    rows: found.map((row) => ({ id: row.id, title: row.title, subtitle: row.subtitle, ref: '' })),
  };
}
