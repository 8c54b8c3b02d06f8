import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT_IMAGES_MAX, type ProductImage, type Review, type ReviewList } from '@saldo/contracts/shop';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { deleteStoredImage, imageUrls, storeImage } from '../../lib/images/image-store.ts';
import { findProduct } from './catalogue.repository.ts';
import { productNotFound } from './catalogue.service.ts';
import { buyerOf } from './cart-wishlist.service.ts';
import {
  contractorOrdered,
  deleteProductImage,
  hasReviewed,
  insertProductImage,
  insertReview,
  listProductImages,
  listReviews,
  setImagePosition,
  setProductImage,
} from './product-media.repository.ts';
import type { ProductImageRow } from './shop-media.table.ts';

/** Where a product's pictures live in the file storage; built from ids the server trusts. */
export const imagePrefix = (organizationId: number, productId: number) =>
  `org-${organizationId}/shop/products/${productId}`;

/** The public route serving them (see product-media.routes.ts). */
export const imageBase = (productId: number) => `/api/apps/ecommerce/product-images/${productId}`;

const toImage = (row: ProductImageRow): ProductImage => ({
  id: row.id,
  ...imageUrls(imageBase(row.productId), row.imageId),
  width: row.width,
  height: row.height,
});

async function productOf(db: Db, caller: Caller, productId: number) {
  const product = await findProduct(db, caller.organizationId, productId);
  // Only administrators see archived products (catalogue.service.ts), so only they see their pictures.
  if (!product || (caller.role !== 'admin' && product.archivedAt !== null)) throw productNotFound();
  return product;
}

/** The main image (the first) is copied to the product's `image`, which the shop's cards show. */
async function syncMainImage(db: Db, productId: number): Promise<ProductImage[]> {
  const images = (await listProductImages(db, productId)).map(toImage);
  await setProductImage(db, productId, images[0]?.url ?? '');
  return images;
}

export async function productImages(db: Db, caller: Caller, productId: number) {
  await productOf(db, caller, productId);
  return { images: (await listProductImages(db, productId)).map(toImage) };
}

/** Checks and stores an upload through lib/images, then appends it to the product's pictures. */
export async function addProductImage(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  productId: number,
  data: Uint8Array,
) {
  const product = await productOf(db, caller, productId);
  if ((await listProductImages(db, productId)).length >= PRODUCT_IMAGES_MAX)
    throw new AppError(400, 'shop.tooManyImages', { params: { max: PRODUCT_IMAGES_MAX } });
  const prefix = imagePrefix(product.organizationId, productId);
  const stored = await storeImage(storage, prefix, data, { maxSize: 1600, thumbnailSize: 480 });
  try {
    await insertProductImage(db, {
      organizationId: product.organizationId,
      productId,
      imageId: stored.id,
      width: stored.width,
      height: stored.height,
    });
  } catch (error) {
    // No row, so no file either: a stored file without its row would never be removed.
    await deleteStoredImage(storage, prefix, stored.id).catch(() => undefined);
    throw error;
  }
  return { images: await syncMainImage(db, productId) };
}

export async function reorderProductImages(db: Db, caller: Caller, productId: number, imageIds: number[]) {
  await productOf(db, caller, productId);
  const rows = await listProductImages(db, productId);
  const same =
    imageIds.length === rows.length &&
    new Set(imageIds).size === imageIds.length &&
    rows.every((r) => imageIds.includes(r.id));
  if (!same) throw new AppError(400, 'shop.imageOrderMismatch');
  await db.transaction(async (tx) => {
    for (const [position, id] of imageIds.entries()) await setImagePosition(tx, id, position);
  });
  return { images: await syncMainImage(db, productId) };
}

export async function removeProductImage(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  productId: number,
  imageId: number,
  log: FastifyBaseLogger,
) {
  const product = await productOf(db, caller, productId);
  const row = (await listProductImages(db, productId)).find((r) => r.id === imageId);
  if (!row) throw new AppError(404, 'shop.imageNotFound');
  await deleteProductImage(db, row.id);
  // The row is gone first: a file left behind is harmless, a row without its file is a broken picture.
  await deleteStoredImage(storage, imagePrefix(product.organizationId, productId), row.imageId).catch(
    (err: unknown) => log.warn({ err, imageId: row.imageId }, 'product image file not removed'),
  );
  return { images: await syncMainImage(db, productId) };
}

async function mayReview(db: Db, caller: Caller, productId: number): Promise<boolean> {
  if (caller.role !== 'client') return false;
  const contractorId = await buyerOf(db, caller);
  if (contractorId === null) return false;
  return contractorOrdered(db, caller.organizationId, contractorId, productId);
}

export async function productReviews(db: Db, caller: Caller, productId: number): Promise<ReviewList> {
  const product = await productOf(db, caller, productId);
  const rows = await listReviews(db, productId);
  const canReview =
    (await mayReview(db, caller, productId)) && !(await hasReviewed(db, productId, caller.id));
  return {
    reviews: rows.map((r): Review => ({
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
    rating: product.ratingCount === 0 ? 0 : Math.round((product.ratingSum / product.ratingCount) * 10) / 10,
    count: product.ratingCount,
    canReview,
  };
}

/** A client whose order held the product rates it once; anyone else is refused. */
export async function addReview(
  db: Db,
  caller: Caller,
  productId: number,
  input: { rating: number; body: string },
): Promise<Review> {
  await productOf(db, caller, productId);
  if (!(await mayReview(db, caller, productId))) throw new AppError(403, 'shop.reviewNotBought');
  const row = await insertReview(db, {
    organizationId: caller.organizationId,
    productId,
    userId: caller.id,
    rating: input.rating,
    body: input.body,
  });
  if (!row) throw new AppError(409, 'shop.alreadyReviewed');
  return {
    id: row.id,
    authorName: row.authorName,
    rating: row.rating,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
