import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  shopPayments,
  shopPaymentSettings,
  type PaymentRow,
  type PaymentSettingsRow,
} from './shop-payments.table.ts';
import { shopOrders, type OrderRow } from './shop.table.ts';

export async function findPaymentSettings(
  db: Db,
  organizationId: number,
): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(shopPaymentSettings)
    .where(eq(shopPaymentSettings.organizationId, organizationId));
  return row;
}

export async function upsertPaymentSettings(
  db: Db,
  organizationId: number,
  values: Omit<typeof shopPaymentSettings.$inferInsert, 'organizationId'>,
): Promise<PaymentSettingsRow | undefined> {
  const [row] = await db
    .insert(shopPaymentSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: shopPaymentSettings.organizationId, set: values })
    .returning();
  return row;
}

export async function insertPayment(
  db: Db,
  values: Omit<typeof shopPayments.$inferInsert, 'id' | 'createdAt'>,
): Promise<PaymentRow> {
  const [row] = await db.insert(shopPayments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** The attempt a gateway notification names: its sessionId is random, so it identifies one attempt. */
export async function findPaymentBySession(
  db: Db,
  sessionId: string,
  lock = false,
): Promise<PaymentRow | undefined> {
  const query = db.select().from(shopPayments).where(eq(shopPayments.sessionId, sessionId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function markPaymentPaid(db: Db, id: number, gatewayOrderId: number): Promise<boolean> {
  const rows = await db
    .update(shopPayments)
    .set({ paidAt: new Date(), gatewayOrderId })
    .where(and(eq(shopPayments.id, id), isNull(shopPayments.paidAt)))
    .returning({ id: shopPayments.id });
  return rows.length > 0;
}

/** The order a payment is for, locked, within the payment's organization. */
export async function lockOrderOfPayment(db: Db, payment: PaymentRow): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.id, payment.orderId), eq(shopOrders.organizationId, payment.organizationId)))
    .for('update');
  return row;
}
