import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { shopProductImages, shopProductReviews, type ProductImageRow } from './shop-media.table.ts';
import { shopOrders, shopProducts } from './shop.table.ts';

export async function listProductImages(db: Db, productId: number): Promise<ProductImageRow[]> {
  return db
    .select()
    .from(shopProductImages)
    .where(eq(shopProductImages.productId, productId))
    .orderBy(asc(shopProductImages.position), asc(shopProductImages.id));
}

export async function insertProductImage(
  db: Db,
  row: { organizationId: number; productId: number; imageId: string; width: number; height: number },
): Promise<void> {
  // After the last one: a new upload never replaces the main image by surprise.
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${shopProductImages.position}), -1)` })
    .from(shopProductImages)
    .where(eq(shopProductImages.productId, row.productId));
  await db.insert(shopProductImages).values({ ...row, position: (last?.position ?? -1) + 1 });
}

export async function setImagePosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(shopProductImages).set({ position }).where(eq(shopProductImages.id, id));
}

export async function deleteProductImage(db: Db, id: number): Promise<void> {
  await db.delete(shopProductImages).where(eq(shopProductImages.id, id));
}

export async function setProductImage(db: Db, productId: number, image: string): Promise<void> {
  await db.update(shopProducts).set({ image }).where(eq(shopProducts.id, productId));
}

/** The organization a product belongs to, for the public image route (which has no caller). */
export async function productOrganization(db: Db, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ organizationId: shopProducts.organizationId })
    .from(shopProducts)
    .where(eq(shopProducts.id, productId));
  return row?.organizationId;
}

export async function listReviews(db: Db, productId: number) {
  return db
    .select()
    .from(shopProductReviews)
    .where(eq(shopProductReviews.productId, productId))
    .orderBy(desc(shopProductReviews.createdAt), desc(shopProductReviews.id));
}

export async function hasReviewed(db: Db, productId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shopProductReviews.id })
    .from(shopProductReviews)
    .where(and(eq(shopProductReviews.productId, productId), eq(shopProductReviews.userId, userId)));
  return row !== undefined;
}

/** Whether the contractor has an order, not cancelled, with the product on one of its lines. */
export async function contractorOrdered(
  db: Db,
  organizationId: number,
  contractorId: number,
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(
      and(
        eq(shopOrders.organizationId, organizationId),
        eq(shopOrders.contractorId, contractorId),
        ne(shopOrders.status, 'cancelled'),
        sql`${shopOrders.lines} @> ${JSON.stringify([{ productId }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Inserts the review and adds it to the product's sum and count; null when the user already reviewed it. */
export async function insertReview(
  db: Db,
  row: { organizationId: number; productId: number; userId: number; rating: number; body: string },
) {
  return db.transaction(async (tx) => {
    const [author] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, row.userId));
    const [review] = await tx
      .insert(shopProductReviews)
      .values({ ...row, authorName: author?.name ?? '' })
      .onConflictDoNothing()
      .returning();
    if (!review) return null;
    await tx
      .update(shopProducts)
      .set({
        ratingSum: sql`${shopProducts.ratingSum} + ${row.rating}`,
        ratingCount: sql`${shopProducts.ratingCount} + 1`,
      })
      .where(eq(shopProducts.id, row.productId));
    return review;
  });
}
