import type { Db } from '../../db/client.ts';
import { organizationAudit } from './organization-audit.table.ts';

export interface OrganizationAuditEntry {
  organizationId: number;
  userId: number | null;
  action: string;
  details: Record<string, unknown>;
}

/** One entry of the organization's audit, in the caller's transaction (it goes with the change it records). */
export async function insertOrganizationAudit(db: Db, entry: OrganizationAuditEntry): Promise<void> {
  await db.insert(organizationAudit).values(entry);
}
