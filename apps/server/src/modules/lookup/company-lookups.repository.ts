import { eq, inArray } from 'drizzle-orm';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import type { Db } from '../../db/client.ts';
import { companyLookups, type CompanyLookupRow } from './company-lookups.table.ts';

export async function findCachedLookup(db: Db, nip: string): Promise<CompanyLookupRow | undefined> {
  const [row] = await db.select().from(companyLookups).where(eq(companyLookups.nip, nip)).limit(1);
  return row;
}

/** Keeps the newest answer per NIP (two concurrent look-ups simply both write). */
export async function saveLookup(
  db: Db,
  nip: string,
  result: CompanyLookupResult,
  fetchedAt: Date,
): Promise<void> {
  await db
    .insert(companyLookups)
    .values({ nip, result, fetchedAt })
    .onConflictDoUpdate({ target: companyLookups.nip, set: { result, fetchedAt } });
}

/** Cached answers for many NIPs at once (a CSV import), by NIP. */
export async function findCachedLookups(
  db: Db,
  nips: readonly string[],
): Promise<Map<string, CompanyLookupRow>> {
  if (nips.length === 0) return new Map();
  const rows = await db
    .select()
    .from(companyLookups)
    .where(inArray(companyLookups.nip, [...nips]));
  return new Map(rows.map((row) => [row.nip, row]));
}
