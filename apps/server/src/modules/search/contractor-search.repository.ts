import { and, asc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@saldo/contracts/search';
import type { Db } from '../../db/client.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { byBitmaps, withoutJit } from './newest-section.repository.ts';
import type { SectionRows } from './search.repository.ts';

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, '\\$&');

/**
 * The first string after every string that starts with `text` (its last character's successor), in
 * byte order as under the C collation; none when that character is the last of Unicode.
 */
export function successorOf(text: string): [string] | undefined {
  const points = Array.from(text);
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return undefined;
  const head = points.join('');
  // Past a surrogate the next code point is the first after the surrogates, not an unpaired one.
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1;
  return [head + String.fromCodePoint(next)];
}

/**
 * The contractors matching a term (name or NIP), ranked: the NIP typed whole, then names starting
 * with the term, then the other names, alphabetically; counted up to SEARCH_COUNT_CAP. Ranked in one
 * sort, a common term ("sp", in every "Sp. z o.o.") sorted thousands of rows (130 ms). So the
 * matches are read up to the cap first, and only a term with fewer matches than that is sorted whole;
 * a common one is ranked from three short index reads, merged: the NIP probe, the names starting
 * with the term (a range of the name index), and the first names of all matches by that index.
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
      })
      .from(contractors)
      .where(where)
      .orderBy(...order)
      .limit(rows);

  // The matches up to the cap, through the trigram bitmaps (trusting the LIMIT, the planner read all
  // 50,000 contractors of the company for a rare term: "budsys" 90 ms, 8 ms this way), counted and
  // ranked in the same statement: under the cap they are every match, so their first rows are the
  // answer, and a rare term is read once instead of counted and then read (2-letter "fv": 105 ms).
  const capped = (await byBitmaps(db, () =>
    db.execute(sql`
      select id, title, subtitle, (count(*) over ())::int as total
      from (
        select ${contractors.id} as id, ${contractors.name} as title,
          coalesce(${contractors.nip}, '') as subtitle, ${isExact} as exact, ${isPrefix} as prefix,
          ${name} as sort_name
        from ${contractors} where ${match} limit ${cap}
      ) as capped
      order by exact desc, prefix desc, sort_name asc, id asc
      limit ${limit}`),
  )) as unknown as { rows: { id: number; title: string; subtitle: string; total: number }[] };
  const total = Number(capped.rows[0]?.total ?? 0);
  if (total < cap) {
    return {
      total,
      rows: capped.rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        subtitle: row.subtitle,
        ref: '',
      })),
    };
  }
  // Common: the cap's worth of matches is any of them, so the ranking is read from the name index.
  const byName = [asc(name), asc(contractors.id)];
  const exact = digits === '' ? [] : await read(and(match, eq(contractors.nip, digits)) as SQL, byName, 1);
  // The names starting with the term are a range of the name index: from the term itself to the
  // term with its last character's successor ("fv" to "fw"). Open-ended, a term that is common
  // inside names but starts few walked the index to its end (70 ms).
  const lowered = q.toLowerCase();
  const range = and(gte(name, lowered), ...(successorOf(lowered) ?? []).map((end) => lt(name, end)));
  const starting = await read(and(match, range, isPrefix) as SQL, byName, limit);
  const first = await read(match, byName, limit);
  const seen = new Set<number>();
  const found = [...exact, ...starting, ...first]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
  return {
    total,
    rows: found.map((row) => ({ id: row.id, title: row.title, subtitle: row.subtitle, ref: '' })),
  };
}
