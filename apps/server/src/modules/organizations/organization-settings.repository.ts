import { asc, eq, sql } from 'drizzle-orm';
import type { Series } from '@saldo/contracts/organization-settings';
import type { Db } from '../../db/client.ts';
import { numberingSeries } from './numbering-series.table.ts';
import { organizationSettings, type OrganizationSettingsRow } from './organization-settings.table.ts';

export type OrganizationSettingsSections = Partial<
  Pick<OrganizationSettingsRow, 'invoiceTypes' | 'printing' | 'debt'>
>;

export async function findOrganizationSettings(
  db: Db,
  organizationId: number,
): Promise<OrganizationSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row;
}

/** Writes the given sections, creating the organization's row on its first save. */
export async function saveSettingsSections(
  db: Db,
  organizationId: number,
  sections: OrganizationSettingsSections,
): Promise<void> {
  await db
    .insert(organizationSettings)
    .values({ organizationId, ...sections })
    .onConflictDoUpdate({
      target: organizationSettings.organizationId,
      set: { ...sections, updatedAt: new Date() },
    });
}

export async function listSeries(db: Db, organizationId: number): Promise<Series[]> {
  return db
    .select({
      documentType: numberingSeries.documentType,
      template: numberingSeries.template,
      reset: numberingSeries.reset,
    })
    .from(numberingSeries)
    .where(eq(numberingSeries.organizationId, organizationId))
    .orderBy(asc(numberingSeries.id));
}

/** Inserts or replaces the series of the given document types (one statement). */
export async function upsertSeries(db: Db, organizationId: number, list: readonly Series[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(numberingSeries)
    .values(list.map((series) => ({ organizationId, ...series })))
    .onConflictDoUpdate({
      target: [numberingSeries.organizationId, numberingSeries.documentType],
      set: {
        template: sql`excluded.template`,
        reset: sql`excluded.reset`,
        updatedAt: new Date(),
      },
    });
}
