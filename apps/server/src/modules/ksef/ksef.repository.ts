// The KSeF module's SQL apart from the queue rows (ksef-submissions.repository.ts): the company's KSeF
// settings, the companies that fetch purchase invoices, and the KSeF numbers already taken into costs.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costs } from '../costs/costs.table.ts';
import { ksefSettings, type KsefSettingsRow } from './ksef.table.ts';

export type KsefSettingsValues = Partial<Omit<typeof ksefSettings.$inferInsert, 'organizationId'>>;

export async function findKsefSettings(db: Db, organizationId: number): Promise<KsefSettingsRow | undefined> {
  const [row] = await db.select().from(ksefSettings).where(eq(ksefSettings.organizationId, organizationId));
  return row;
}

/** The day the company is obliged from, locked until the transaction ends (the audit compares it). */
export async function lockObligedFrom(db: Db, organizationId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ obligedFrom: ksefSettings.obligedFrom })
    .from(ksefSettings)
    .where(eq(ksefSettings.organizationId, organizationId))
    .for('update');
  return row?.obligedFrom;
}

/** Creates the company's settings row or changes the given values of it. */
export async function upsertKsefSettings(
  db: Db,
  organizationId: number,
  values: KsefSettingsValues,
): Promise<KsefSettingsRow | undefined> {
  const [row] = await db
    .insert(ksefSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: ksefSettings.organizationId, set: values })
    .returning();
  return row;
}

/** Changes values of an existing settings row (the fetch's mark and its last result). */
export async function setKsefSettingsValues(db: Db, organizationId: number, values: KsefSettingsValues) {
  await db.update(ksefSettings).set(values).where(eq(ksefSettings.organizationId, organizationId));
}

/** The companies that asked for their purchase invoices to be fetched. */
export async function listReceivingOrganizations(db: Db): Promise<number[]> {
  const rows = await db
    .select({ organizationId: ksefSettings.organizationId })
    .from(ksefSettings)
    .where(eq(ksefSettings.receive, true));
  return rows.map((row) => row.organizationId);
}

/** Which of these KSeF numbers the organization's costs already carry. */
export async function knownKsefNumbers(
  db: Db,
  organizationId: number,
  numbers: readonly string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ ksefNumber: costs.ksefNumber })
    .from(costs)
    .where(and(eq(costs.organizationId, organizationId), inArray(costs.ksefNumber, [...numbers])));
  return new Set(rows.map((row) => row.ksefNumber ?? ''));
}
