import { asc, count, eq } from 'drizzle-orm';
import type { ContractorPlace } from '@saldo/contracts/gallery-charts';
import type { Db } from '../../db/client.ts';
import { contractors } from '../contractors/contractors.table.ts';

/** Read-only SQL of the gallery's map: one organization's contractors and where they are. */

/** The organization's contractors by name (then id, so the cut at `limit` is stable), with their address's place. */
export async function contractorPlaces(
  db: Db,
  organizationId: number,
  limit: number,
): Promise<ContractorPlace[]> {
  return db
    .select({
      id: contractors.id,
      name: contractors.name,
      city: contractors.city,
      postalCode: contractors.postalCode,
      country: contractors.country,
    })
    .from(contractors)
    .where(eq(contractors.organizationId, organizationId))
    .orderBy(asc(contractors.name), asc(contractors.id))
    .limit(limit);
}

export async function countContractors(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contractors)
    .where(eq(contractors.organizationId, organizationId));
  return Number(row?.total ?? 0);
}
