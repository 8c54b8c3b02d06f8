import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  shopCartItems,
  shopPriceLists,
  shopProducts,
  shopWishlistItems,
  type ProductRow,
} from './shop.table.ts';

export type ListKind = 'wishlist' | 'cart';
const tableOf = (kind: ListKind) => (kind === 'cart' ? shopCartItems : shopWishlistItems);

/** The user's wishlist or cart, as products (archived ones included: the screens mark them). */
export async function listedProducts(
  db: Db,
  userId: number,
  kind: ListKind,
): Promise<{ product: ProductRow; quantity: number }[]> {
  if (kind === 'cart') {
    const rows = await db
      .select({ product: shopProducts, quantity: shopCartItems.quantity })
      .from(shopCartItems)
      .innerJoin(shopProducts, eq(shopProducts.id, shopCartItems.productId))
      .where(eq(shopCartItems.userId, userId))
      .orderBy(asc(shopCartItems.id));
    return rows;
  }
  const rows = await db
    .select({ product: shopProducts })
    .from(shopWishlistItems)
    .innerJoin(shopProducts, eq(shopProducts.id, shopWishlistItems.productId))
    .where(eq(shopWishlistItems.userId, userId))
    .orderBy(asc(shopWishlistItems.id));
  return rows.map((r) => ({ product: r.product, quantity: 1 }));
}

/** Adds the product once; adding it again leaves the entry (and the cart's quantity) as it was. */
export async function addListed(db: Db, userId: number, productId: number, kind: ListKind): Promise<void> {
  await db.insert(tableOf(kind)).values({ userId, productId }).onConflictDoNothing();
}

export async function removeListed(
  db: Db,
  userId: number,
  productId: number,
  kind: ListKind,
): Promise<boolean> {
  const table = tableOf(kind);
  const removed = await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.productId, productId)))
    .returning({ id: table.id });
  return removed.length > 0;
}

export async function setCartQuantity(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(shopCartItems)
    .set({ quantity })
    .where(and(eq(shopCartItems.userId, userId), eq(shopCartItems.productId, productId)))
    .returning({ id: shopCartItems.id });
  return rows.length > 0;
}

/** Empties the cart of the products just ordered (other products stay for later). */
export async function removeFromCart(db: Db, userId: number, productIds: number[]): Promise<void> {
  for (const productId of productIds) await removeListed(db, userId, productId, 'cart');
}

export async function cartItemCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shopCartItems).where(eq(shopCartItems.userId, userId));
  return row?.n ?? 0;
}

/** The contractor's discount on the catalogue (hundredths of a percent); 0 without a price list. */
export async function contractorDiscount(
  db: Db,
  organizationId: number,
  contractorId: number | null,
): Promise<number> {
  if (contractorId === null) return 0;
  const [row] = await db
    .select({ discount: shopPriceLists.discount })
    .from(shopPriceLists)
    .where(
      and(eq(shopPriceLists.organizationId, organizationId), eq(shopPriceLists.contractorId, contractorId)),
    );
  return row?.discount ?? 0;
}

export async function upsertPriceList(
  db: Db,
  organizationId: number,
  contractorId: number,
  discount: number,
) {
  await db
    .insert(shopPriceLists)
    .values({ organizationId, contractorId, discount })
    .onConflictDoUpdate({
      target: [shopPriceLists.organizationId, shopPriceLists.contractorId],
      set: { discount },
    });
}
