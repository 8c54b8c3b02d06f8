import { and, desc, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { costs } from '../costs/costs.table.ts';
import type { invoices } from '../invoices/invoices.table.ts';
import type { SectionRows } from './search.repository.ts';

/**
 * The newest matches of a dated register (invoices, costs) at a million rows, and their count up to
 * a cap. A `%term%` match is served by trigram indexes whose estimates mislead the planner both ways:
 * trusting the LIMIT it walks the issue-date index past 80,000 older rows for a term whose matches
 * are all old ("FV/1" among costs: 390 ms), or seq-scans 50,000 rows to count a common fragment
 * ("budowl": 150 ms). So the plan follows what the data shows instead of the estimates:
 * 1. the newest rows of the scope (STRETCHES.window of them, bounded by the issue date of the last of them,
 *    an index-only probe) give the newest matches and their number, whatever the plan;
 * 2. when they hold the hits asked for, the term is common: the count walks on by date, a bounded
 *    stretch at a time, and stops at the cap;
 * 3. otherwise the term is rare: the trigram bitmaps find every older match (few, by what step 1
 *    saw), sorted and counted in one go.
 */

export interface Stretches {
  /** How many of the scope's newest rows the first look reads. */
  window: number;
  /** How many older rows a common term's count walks by date before it asks the bitmaps. */
  walk: number;
}

/** Measured on the bench set (`npm run bench -- --only=search`); tests pass small ones. */
export const STRETCHES: Stretches = { window: 2000, walk: 20_000 };

type Dated = typeof invoices | typeof costs;

interface Section {
  table: Dated;
  fields: { id: SQL; title: SQL; subtitle: SQL };
  /** The rows the caller may read (organization, a client's contractor). */
  scope: SQL;
  /** The term's condition. */
  match: SQL;
  limit: number;
  cap: number;
}

/** The issue date of the scope's `offset`-th newest row (0-based), or null when it has fewer rows. */
async function dateAt(db: Db, { table, scope }: Section, offset: number): Promise<string | null> {
  const [row] = await db
    .select({ date: table.issueDate })
    .from(table)
    .where(scope)
    .orderBy(desc(table.issueDate))
    .offset(offset)
    .limit(1);
  return row?.date ?? null;
}

/** The first `limit` matches under `where`, newest first, and how many match there in all. */
async function newestOf(db: Db, s: Section, where: SQL | undefined) {
  const rows = await db
    .select({
      id: sql<number>`${s.fields.id}`,
      title: sql<string>`${s.fields.title}`,
      subtitle: sql<string>`${s.fields.subtitle}`,
      matches: sql<number>`count(*) over ()`,
    })
    .from(s.table)
    .where(and(where, s.match))
    .orderBy(desc(s.table.issueDate), desc(s.table.id))
    .limit(s.limit);
  return {
    rows: rows.map(({ matches: _m, ...row }) => ({ ...row, ref: '' })),
    matches: Number(rows[0]?.matches ?? 0),
  };
}

/** Matches under `where`, counted up to `upTo`. */
async function countUpTo(db: Db, s: Section, where: SQL | undefined, upTo: number): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${s.table} where ${and(where, s.match)} limit ${upTo}) as capped`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** `run` with the trigram bitmaps as the only way in: a rare term's matches, found wherever they lie. */
export async function byBitmaps<T>(tx: Db, run: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local enable_indexscan = off`);
  try {
    return await run();
  } finally {
    await tx.execute(sql`set local enable_seqscan = on`);
    await tx.execute(sql`set local enable_indexscan = on`);
  }
}

/**
 * `run` in one transaction without JIT: a plan left out by byBitmaps is priced out, not removed, and
 * a count over every match is priced by the trigram estimates; either cost would have PostgreSQL
 * compile the query (0.4 s) for a few milliseconds of work.
 */
export function withoutJit<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

export function newestSection(db: Db, s: Section, stretches = STRETCHES): Promise<SectionRows> {
  return withoutJit(db, (tx) => newestIn(tx, s, stretches));
}

async function newestIn(db: Db, s: Section, stretches: Stretches): Promise<SectionRows> {
  const edge = await dateAt(db, s, stretches.window - 1);
  // A small scope (a client's documents, a young company): every match, sorted, is cheap.
  if (edge === null) {
    const all = await newestOf(db, s, s.scope);
    return { total: Math.min(all.matches, s.cap), rows: all.rows };
  }
  const recent = await newestOf(db, s, and(s.scope, gte(s.table.issueDate, edge)));
  const older = and(s.scope, lt(s.table.issueDate, edge));
  if (recent.rows.length < s.limit) {
    // Rare in the newest rows: the older matches, however deep, through the bitmaps.
    const rest = await byBitmaps(db, () => newestOf(db, s, older));
    return {
      total: Math.min(recent.matches + rest.matches, s.cap),
      rows: [...recent.rows, ...rest.rows].slice(0, s.limit),
    };
  }
  let total = recent.matches;
  if (total >= s.cap) return { total: s.cap, rows: recent.rows };
  // Common: count on by date through the next OLDER_WALK rows, then through the bitmaps.
  const far = await dateAt(db, s, stretches.window + stretches.walk - 1);
  total += await countUpTo(
    db,
    s,
    far === null ? older : and(older, gte(s.table.issueDate, far)),
    s.cap - total,
  );
  if (total < s.cap && far !== null) {
    const farther = and(s.scope, lt(s.table.issueDate, far));
    total += await byBitmaps(db, () => countUpTo(db, s, farther, s.cap - total));
  }
  return { total: Math.min(total, s.cap), rows: recent.rows };
}
