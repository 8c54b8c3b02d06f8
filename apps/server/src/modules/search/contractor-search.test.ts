import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { searchContractors, successorOf } from './contractor-search.repository.ts';

let t: TestApp;
let organizationId: number;
let terms: string[];

beforeAll(async () => {
  t = await createTestApp();
  const [first] = await t.database.db
    .select({ organizationId: contractors.organizationId, n: sql<number>`count(*)::int` })
    .from(contractors)
    .groupBy(contractors.organizationId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  organizationId = first?.organizationId ?? 0;
  expect(first?.n ?? 0).toBeGreaterThan(10);
  const [some] = await t.database.db
    .select({ nip: contractors.nip, name: contractors.name })
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), sql`${contractors.nip} ~ '^[0-9]{10}$'`))
    .limit(1);
  const nip = some?.nip ?? '';
  const name = (some?.name ?? '').toLowerCase();
  // A NIP typed whole and dashed, its start, a name's start and middle, common letters, a miss.
  terms = [
    nip,
    `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6)}`,
    nip.slice(0, 4),
    name.slice(0, 3),
    name.slice(2, 6),
    // Inside many names, at the start of few: the prefix range ends before the index does.
    name.slice(1, 3),
    'ó',
    'a',
    'o',
    'sp',
    'e',
    'zzqxjw',
  ];
});
afterAll(async () => {
  await t.close();
});

/** The ranking in one sort over every match: what the section must answer. */
async function oracle(q: string, limit: number, cap: number) {
  const name = sql`lower(${contractors.name})`;
  const digits = q.replace(/[\s-]/g, '');
  const all = await t.database.db
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(
        eq(contractors.organizationId, organizationId),
        or(
          sql`${name} like ${`%${q.toLowerCase()}%`}`,
          sql`lower(coalesce(${contractors.nip}, '')) like ${`%${(digits || q).toLowerCase()}%`}`,
        ),
      ) as SQL,
    )
    .orderBy(
      sql`coalesce(${contractors.nip} = ${digits}, false) desc`,
      sql`(${name} like ${`${q.toLowerCase()}%`}) desc`,
      asc(name),
      asc(contractors.id),
    );
  return { total: Math.min(all.length, cap), ids: all.slice(0, limit).map((row) => row.id) };
}

describe('the contractors of the navbar search', () => {
  it('rank as one sort over every match would, whether the term is rare or common', async () => {
    for (const q of terms) {
      for (const [limit, cap] of [
        [5, 100],
        [5, 3],
        [2, 1],
        [3, 5],
      ] as const) {
        const found = await searchContractors(t.database.db, organizationId, q, limit, cap);
        expect(
          { total: found.total, ids: found.rows.map((row) => row.id) },
          `'${q}' limit ${limit} cap ${cap}`,
        ).toEqual(await oracle(q, limit, cap));
      }
    }
  });
});

describe('the end of the names starting with a term', () => {
  it('is the term with its last character stepped on, in code points', () => {
    expect(successorOf('fv')).toEqual(['fw']);
    expect(successorOf('sp. z')).toEqual(['sp. {']);
    expect(successorOf('zó')).toEqual(['zô']);
    expect(successorOf('a\u{1F600}')).toEqual(['a\u{1F601}']);
    expect(successorOf('a\uD7FF')).toEqual(['a\uE000']);
    expect(successorOf('')).toBeUndefined();
    expect(successorOf('a\u{10FFFF}')).toBeUndefined();
  });
});
