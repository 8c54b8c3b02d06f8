import { and, asc, desc, eq, inArray, isNull, or, sql, gte } from 'drizzle-orm';
import type { OrderStatus } from '@saldo/contracts/order-status';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import {
  shopOrderAudit,
  shopOrders,
  shopProducts,
  shopSettings,
  type OrderRow,
  type ProductRow,
} from './shop.table.ts';

/**
 * Locks the ordered products' rows for the checkout's transaction, in id order so two checkouts of
 * the same products wait for each other instead of deadlocking.
 */
export async function lockProducts(db: Db, organizationId: number, ids: number[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.organizationId, organizationId), inArray(shopProducts.id, ids)))
    .orderBy(asc(shopProducts.id))
    .for('update');
}

/**
 * Reserves units of a product only if that many are still free: the condition is in the UPDATE
 * itself, so even without the row lock two checkouts cannot both take the last unit (the second
 * re-reads the row after the first commits and finds the condition false). False: not enough.
 */
export async function reserveStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(shopProducts)
    .set({ reserved: sql`${shopProducts.reserved} + ${quantity}` })
    .where(
      and(
        eq(shopProducts.id, productId),
        or(isNull(shopProducts.stock), gte(sql`${shopProducts.stock} - ${shopProducts.reserved}`, quantity)),
      ),
    )
    .returning({ id: shopProducts.id });
  return rows.length > 0;
}

/** Shipped: the units leave the stock and the reservation. Cancelled: only the reservation. */
export async function releaseStock(
  db: Db,
  productId: number,
  quantity: number,
  shipped: boolean,
): Promise<void> {
  await db
    .update(shopProducts)
    .set({
      reserved: sql`greatest(${shopProducts.reserved} - ${quantity}, 0)`,
      ...(shipped
        ? {
            stock: sql`case when ${shopProducts.stock} is null then null else greatest(${shopProducts.stock} - ${quantity}, 0) end`,
          }
        : {}),
    })
    .where(eq(shopProducts.id, productId));
}

export async function findOrderByKey(
  db: Db,
  organizationId: number,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(shopOrders)
    .where(and(eq(shopOrders.organizationId, organizationId), eq(shopOrders.idempotencyKey, key)));
  return row;
}

export async function insertOrder(db: Db, values: typeof shopOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(shopOrders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof shopOrders.$inferInsert>) {
  const [row] = await db.update(shopOrders).set(values).where(eq(shopOrders.id, id)).returning();
  return row;
}

export async function insertOrderAudit(
  db: Db,
  orderId: number,
  userId: number | null,
  status: OrderStatus,
  at: Date = new Date(),
) {
  await db.insert(shopOrderAudit).values({ orderId, userId, status, at });
}

/** One order of the scope (a client's own contractor's only), locked when asked. */
export async function findOrder(
  db: Db,
  scope: CallerScope,
  id: number,
  lock = false,
): Promise<OrderRow | undefined> {
  const where = and(
    eq(shopOrders.organizationId, scope.organizationId),
    eq(shopOrders.id, id),
    scope.contractorId === undefined ? undefined : eq(shopOrders.contractorId, scope.contractorId),
  );
  const query = db.select().from(shopOrders).where(where);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The scope's orders (or the one of that id), the latest 200 first, with what the list shows of their contractor and document. */
export async function listOrders(db: Db, scope: CallerScope, id?: number) {
  return db
    .select({
      order: shopOrders,
      contractorName: contractors.name,
      invoiceNumber: invoices.number,
      invoiceType: invoices.type,
      invoiceBalance: invoices.balance,
    })
    .from(shopOrders)
    .innerJoin(contractors, eq(contractors.id, shopOrders.contractorId))
    .leftJoin(invoices, eq(invoices.id, shopOrders.invoiceId))
    .where(
      and(
        eq(shopOrders.organizationId, scope.organizationId),
        scope.contractorId === undefined ? undefined : eq(shopOrders.contractorId, scope.contractorId),
        id === undefined ? undefined : eq(shopOrders.id, id),
      ),
    )
    .orderBy(desc(shopOrders.id))
    .limit(200);
}

export async function orderHistory(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: shopOrderAudit.orderId,
      status: shopOrderAudit.status,
      at: shopOrderAudit.at,
      userName: users.fullName,
    })
    .from(shopOrderAudit)
    .leftJoin(users, eq(users.id, shopOrderAudit.userId))
    .where(inArray(shopOrderAudit.orderId, orderIds))
    .orderBy(asc(shopOrderAudit.id));
}

export async function findShopSettings(db: Db, organizationId: number) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.organizationId, organizationId));
  return row ?? { organizationId, documentType: 'proforma' as const };
}

export async function saveShopSettings(db: Db, organizationId: number, documentType: 'proforma' | 'vat') {
  await db
    .insert(shopSettings)
    .values({ organizationId, documentType })
    .onConflictDoUpdate({ target: shopSettings.organizationId, set: { documentType } });
}

/** The contractor card the checkout's address step starts from. */
export async function findContractorCard(db: Db, organizationId: number, contractorId: number) {
  const [row] = await db
    .select()
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, contractorId)));
  return row;
}

/** The organization's first contractors (the demo orders' buyers). */
export async function firstContractors(db: Db, organizationId: number, limit: number) {
  return db
    .select()
    .from(contractors)
    .where(eq(contractors.organizationId, organizationId))
    .orderBy(asc(contractors.id))
    .limit(limit);
}
