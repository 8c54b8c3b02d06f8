import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationLogos } from './logos.table.ts';

/** One logo per organization: a new upload replaces the old one under a new key. */
export async function saveLogo(
  db: Db,
  values: { organizationId: number; key: string; mimeType: string; data: Buffer },
): Promise<void> {
  await db
    .insert(organizationLogos)
    .values(values)
    .onConflictDoUpdate({
      target: organizationLogos.organizationId,
      set: { key: values.key, mimeType: values.mimeType, data: values.data, createdAt: new Date() },
    });
}

export async function deleteLogo(db: Db, organizationId: number): Promise<void> {
  await db.delete(organizationLogos).where(eq(organizationLogos.organizationId, organizationId));
}

export async function findLogo(db: Db, key: string) {
  const [row] = await db
    .select({ mimeType: organizationLogos.mimeType, data: organizationLogos.data })
    .from(organizationLogos)
    .where(eq(organizationLogos.key, key));
  return row;
}

/** The logo's bytes for printing (invoice PDFs), or null when the organization has none. */
export async function findLogoOfOrganization(db: Db, organizationId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: organizationLogos.data })
    .from(organizationLogos)
    .where(eq(organizationLogos.organizationId, organizationId));
  return row?.data ?? null;
}
