import type {
  Product,
  ProductInput,
  ProductList,
  ProductListQuery,
  ProductResponse,
} from '@saldo/contracts/shop';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  catalogueFacets,
  findProduct,
  findProductBySlug,
  insertProduct,
  listProducts,
  nextPosition,
  updateProduct,
  userMarks,
} from './catalogue.repository.ts';
import { productValues, toProduct } from './product-mapping.ts';

export const productNotFound = () => new AppError(404, 'shop.productNotFound');

/** Only the company's staff see archived products; a client never does. */
const seesArchived = (caller: Caller) => caller.role === 'admin';

/** The seed's product list: filters, sort by gross, paging, and the caller's own wishlist and cart. */
export async function productList(db: Db, caller: Caller, query: ProductListQuery): Promise<ProductList> {
  const [rows, marks, facets] = await Promise.all([
    listProducts(db, caller.organizationId, {
      q: query.q,
      slug: query.slug,
      category: query.category,
      brand: query.brand,
      withArchived: query.archived === 'true' && seesArchived(caller),
    }),
    userMarks(db, caller.id),
    catalogueFacets(db, caller.organizationId),
  ]);
  let products = rows.map((row) => toProduct(row, marks));
  const { priceMin, priceMax, ratingMin } = query;
  if (priceMin !== undefined) products = products.filter((p) => p.price >= priceMin);
  if (priceMax !== undefined) products = products.filter((p) => p.price <= priceMax);
  if (ratingMin !== undefined) products = products.filter((p) => p.rating >= ratingMin);
  // Array.sort is stable: equal prices keep the featured order.
  if (query.sortBy === 'price-asc') products.sort((a, b) => a.price - b.price);
  if (query.sortBy === 'price-desc') products.sort((a, b) => b.price - a.price);
  const start = (query.page - 1) * query.perPage;
  return {
    products: products.slice(start, start + query.perPage),
    total: products.length,
    userWishlist: marks.wishlist,
    userCart: marks.cart,
    ...facets,
  };
}

/** One product with related ones (same category, else same brand); archived ones for the admin only. */
export async function productDetail(db: Db, caller: Caller, id: number): Promise<ProductResponse> {
  const row = await findProduct(db, caller.organizationId, id);
  if (!row || (row.archivedAt !== null && !seesArchived(caller))) throw productNotFound();
  const [marks, all] = await Promise.all([
    userMarks(db, caller.id),
    listProducts(db, caller.organizationId, { q: '', withArchived: false }),
  ]);
  const others = all.filter((p) => p.id !== row.id);
  const related = [
    ...others.filter((p) => row.category !== '' && p.category === row.category),
    ...others.filter((p) => row.brand !== '' && p.brand === row.brand && p.category !== row.category),
  ].slice(0, 4);
  return { product: toProduct(row, marks), related: related.map((p) => toProduct(p, marks)) };
}

async function assertSlugFree(db: Db, organizationId: number, slug: string, id?: number) {
  const taken = await findProductBySlug(db, organizationId, slug);
  if (taken && taken.id !== id) throw validationError({ slug: { key: 'shop.slugTaken' } });
}

export async function createProduct(db: Db, caller: Caller, input: ProductInput): Promise<Product> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, caller.organizationId, input.slug);
    const row = await insertProduct(tx, {
      ...productValues(input),
      organizationId: caller.organizationId,
      position: await nextPosition(tx, caller.organizationId),
    });
    return toProduct(row);
  });
}

export async function editProduct(db: Db, caller: Caller, id: number, input: ProductInput): Promise<Product> {
  return db.transaction(async (tx) => {
    const current = await findProduct(tx, caller.organizationId, id);
    if (!current) throw productNotFound();
    await assertSlugFree(tx, caller.organizationId, input.slug, id);
    const values = productValues(input);
    // Units already promised to open orders cannot be taken out of stock by an edit.
    if (values.stock !== null && values.stock !== undefined && values.stock < current.reserved)
      throw validationError({
        stock: { key: 'shop.stockBelowReserved', params: { reserved: current.reserved } },
      });
    const row = await updateProduct(tx, caller.organizationId, id, values);
    if (!row) throw productNotFound();
    return toProduct(row);
  });
}

/** Archived: gone from the shop and the carts' checkout, kept for the invoices that name it. */
export async function setArchived(db: Db, caller: Caller, id: number, archived: boolean): Promise<Product> {
  const row = await updateProduct(db, caller.organizationId, id, {
    archivedAt: archived ? new Date() : null,
  });
  if (!row) throw productNotFound();
  return toProduct(row);
}
