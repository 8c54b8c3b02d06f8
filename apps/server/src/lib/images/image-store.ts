import { randomUUID } from 'node:crypto';
import { AppError } from '../app-error.ts';
import type { FileStorage } from '../file-storage/file-storage.ts';
import { assertStorageKey } from '../file-storage/storage-key.ts';
import {
  DEFAULT_IMAGE_SIZES,
  processImage,
  STORED_IMAGE_EXTENSION,
  STORED_IMAGE_TYPE,
  type ImageSizes,
} from './process-image.ts';

export type ImageVariantName = 'main' | 'thumbnail';

/** The last path segment of a stored variant: `<uuid>.webp` or `<uuid>-thumb.webp`. */
export const STORED_IMAGE_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?\.webp$/;

export const imageFileName = (id: string, variant: ImageVariantName): string =>
  `${id}${variant === 'thumbnail' ? '-thumb' : ''}.${STORED_IMAGE_EXTENSION}`;

/** `prefix` names the owner, e.g. `org-12/shop/products/345`; the caller builds it from trusted ids. */
export const imageKey = (prefix: string, id: string, variant: ImageVariantName): string =>
  `${prefix}/${imageFileName(id, variant)}`;

export interface StoredImage {
  /** A random UUID; the variants' keys and file names derive from it. */
  id: string;
  key: string;
  thumbnailKey: string;
  contentType: typeof STORED_IMAGE_TYPE;
  width: number;
  height: number;
  thumbnailWidth: number;
  thumbnailHeight: number;
  /** Size of the main variant. */
  bytes: number;
}

/**
 * Checks, resizes and stores an upload under `prefix`. A new id per upload means a key's bytes never
 * change, so the serving route may let browsers cache them for good. If the second write fails the
 * first is removed, so no half-stored image is left behind.
 */
export async function storeImage(
  storage: FileStorage,
  prefix: string,
  data: Uint8Array,
  sizes: ImageSizes = DEFAULT_IMAGE_SIZES,
): Promise<StoredImage> {
  const image = await processImage(data, sizes);
  const id = randomUUID();
  const key = imageKey(prefix, id, 'main');
  const thumbnailKey = imageKey(prefix, id, 'thumbnail');
  assertStorageKey(key);
  try {
    await storage.put(key, image.main.data, STORED_IMAGE_TYPE);
    await storage.put(thumbnailKey, image.thumbnail.data, STORED_IMAGE_TYPE);
  } catch {
    await storage.delete(key).catch(() => undefined);
    throw new AppError(503, 'images.storageUnavailable');
  }
  return {
    id,
    key,
    thumbnailKey,
    contentType: STORED_IMAGE_TYPE,
    width: image.main.width,
    height: image.main.height,
    thumbnailWidth: image.thumbnail.width,
    thumbnailHeight: image.thumbnail.height,
    bytes: image.main.data.byteLength,
  };
}

/** Removes both variants; a missing one is not an error (FileStorage.delete). */
export async function deleteStoredImage(storage: FileStorage, prefix: string, id: string): Promise<void> {
  await storage.delete(imageKey(prefix, id, 'main'));
  await storage.delete(imageKey(prefix, id, 'thumbnail'));
}

/** URLs for a route that serves `GET <base>/:file` with sendStoredImage. */
export const imageUrls = (base: string, id: string): { url: string; thumbnailUrl: string } => ({
  url: `${base}/${imageFileName(id, 'main')}`,
  thumbnailUrl: `${base}/${imageFileName(id, 'thumbnail')}`,
});
