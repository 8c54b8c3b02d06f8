import { and, asc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  shopCartItems,
  shopProducts,
  shopWishlistItems,
  type NewProductRow,
  type ProductRow,
} from './shop.table.ts';

/** `%`, `_` and `\` typed by a user are searched for literally. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ProductFilter {
  q: string;
  slug?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  withArchived: boolean;
}

/**
 * The organization's products matching the text filters, in the shop's featured order. Price range,
 * rating, sort by gross and paging are applied by the service on the domain's gross: a company's
 * catalogue is hundreds of rows, not the invoice list's hundreds of thousands.
 */
export async function listProducts(
  db: Db,
  organizationId: number,
  filter: ProductFilter,
): Promise<ProductRow[]> {
  const where: SQL[] = [eq(shopProducts.organizationId, organizationId)];
  if (!filter.withArchived) where.push(isNull(shopProducts.archivedAt));
  const q = filter.q.trim();
  if (q !== '') where.push(ilike(shopProducts.name, `%${likeEscape(q)}%`));
  if (filter.slug) where.push(eq(shopProducts.slug, filter.slug));
  if (filter.category) where.push(eq(shopProducts.category, filter.category));
  if (filter.brand) where.push(eq(shopProducts.brand, filter.brand));
  return db
    .select()
    .from(shopProducts)
    .where(and(...where))
    .orderBy(asc(shopProducts.position), asc(shopProducts.id));
}

/** Categories and brands of the live catalogue, for the shop's filters. */
export async function catalogueFacets(db: Db, organizationId: number) {
  const rows = await db
    .selectDistinct({ category: shopProducts.category, brand: shopProducts.brand })
    .from(shopProducts)
    .where(and(eq(shopProducts.organizationId, organizationId), isNull(shopProducts.archivedAt)));
  const sorted = (values: string[]) =>
    [...new Set(values.filter((v) => v !== ''))].sort((a, b) => a.localeCompare(b, 'pl'));
  return { categories: sorted(rows.map((r) => r.category)), brands: sorted(rows.map((r) => r.brand)) };
}

export async function findProduct(
  db: Db,
  organizationId: number,
  id: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.organizationId, organizationId), eq(shopProducts.id, id)));
  return row;
}

export async function findProductsByIds(
  db: Db,
  organizationId: number,
  ids: number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.organizationId, organizationId), inArray(shopProducts.id, ids)));
}

export async function findProductBySlug(db: Db, organizationId: number, slug: string) {
  const [row] = await db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.organizationId, organizationId), eq(shopProducts.slug, slug)));
  return row;
}

export async function insertProduct(db: Db, row: NewProductRow): Promise<ProductRow> {
  const [inserted] = await db.insert(shopProducts).values(row).returning();
  if (!inserted) throw new Error('product insert returned no row');
  return inserted;
}

export async function insertProducts(db: Db, rows: NewProductRow[]): Promise<ProductRow[]> {
  return rows.length > 0 ? db.insert(shopProducts).values(rows).returning() : [];
}

export async function countProducts(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shopProducts)
    .where(eq(shopProducts.organizationId, organizationId));
  return row?.n ?? 0;
}

export async function updateProduct(
  db: Db,
  organizationId: number,
  id: number,
  values: Partial<NewProductRow>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(shopProducts)
    .set(values)
    .where(and(eq(shopProducts.organizationId, organizationId), eq(shopProducts.id, id)))
    .returning();
  return row;
}

/** The next position at the end of the featured order. */
export async function nextPosition(db: Db, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${shopProducts.position}), 0)::int` })
    .from(shopProducts)
    .where(eq(shopProducts.organizationId, organizationId));
  return (row?.last ?? 0) + 1;
}

/** Which of these products the user has on the wishlist and in the cart. */
export async function userMarks(db: Db, userId: number) {
  const [wishlist, cart] = await Promise.all([
    db
      .select({ id: shopWishlistItems.id, productId: shopWishlistItems.productId })
      .from(shopWishlistItems)
      .where(eq(shopWishlistItems.userId, userId))
      .orderBy(asc(shopWishlistItems.id)),
    db
      .select({ id: shopCartItems.id, productId: shopCartItems.productId, quantity: shopCartItems.quantity })
      .from(shopCartItems)
      .where(eq(shopCartItems.userId, userId))
      .orderBy(asc(shopCartItems.id)),
  ]);
  return { wishlist, cart };
}
