import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costAttachments } from './costs.table.ts';

type AttachmentRow = typeof costAttachments.$inferSelect;
type NewAttachmentRow = typeof costAttachments.$inferInsert;

const ofCost = (costId: number, attachmentId: number) =>
  and(eq(costAttachments.costId, costId), eq(costAttachments.id, attachmentId));

export async function countAttachments(db: Db, costId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(costAttachments)
    .where(eq(costAttachments.costId, costId));
  return row?.total ?? 0;
}

export async function insertAttachment(db: Db, values: NewAttachmentRow): Promise<AttachmentRow> {
  const [row] = await db.insert(costAttachments).values(values).returning();
  if (!row) throw new Error('attachment insert returned nothing');
  return row;
}

/** The cost's attachment; the caller has checked that the cost is the organization's. */
export async function findAttachmentRow(
  db: Db,
  costId: number,
  attachmentId: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(costAttachments).where(ofCost(costId, attachmentId));
  return row;
}

/** The deleted row, or undefined when the cost has no such attachment. */
export async function deleteAttachment(
  db: Db,
  costId: number,
  attachmentId: number,
): Promise<AttachmentRow | undefined> {
  const [removed] = await db.delete(costAttachments).where(ofCost(costId, attachmentId)).returning();
  return removed;
}
