import sharp, { type Sharp } from 'sharp';
import { AppError } from '../app-error.ts';
import { detectImageType } from './image-type.ts';

/** Stored variants are WebP: every browser the app supports shows it, it keeps transparency, and it is small. */
export const STORED_IMAGE_TYPE = 'image/webp';
export const STORED_IMAGE_EXTENSION = 'webp';

export interface ImageSizes {
  /** Longest side of the main variant, in pixels; smaller images are not enlarged. */
  maxSize: number;
  /** Longest side of the thumbnail (or its side, when `squareThumbnail`). */
  thumbnailSize: number;
  /** Crop the thumbnail to a centred square, for grids of cards. */
  squareThumbnail?: boolean;
}

export const DEFAULT_IMAGE_SIZES: ImageSizes = { maxSize: 1600, thumbnailSize: 400 };

/**
 * A decoded image's pixel count is what costs memory, not its file size: a 100 kB PNG can claim
 * 30 000 × 30 000 pixels. 40 megapixels covers any phone or camera photo.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** The upload's own type, read from its bytes. */
  sourceType: string;
  main: ImageVariant;
  thumbnail: ImageVariant;
}

async function toVariant(pipeline: Sharp): Promise<ImageVariant> {
  const { data, info } = await pipeline.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Checks an upload by content and makes the stored variants. Anything not a JPEG, PNG, GIF or WebP by
 * its bytes is refused before it reaches the decoder. Metadata (EXIF with GPS position, camera serial,
 * embedded thumbnails) is dropped because sharp writes none unless asked; the EXIF orientation is
 * applied to the pixels first, so a portrait photo stays upright without it.
 */
export async function processImage(
  data: Uint8Array,
  sizes: ImageSizes = DEFAULT_IMAGE_SIZES,
): Promise<ProcessedImage> {
  const sourceType = detectImageType(data);
  if (sourceType === null) throw new AppError(400, 'images.unsupportedType');

  // One decoder, cloned for both variants. sharp reads only the first frame of an animated GIF or WebP.
  const source = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const metadata = await source.metadata();
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new AppError(400, 'images.tooManyPixels');
    const [main, thumbnail] = await Promise.all([
      toVariant(
        source.clone().resize(sizes.maxSize, sizes.maxSize, { fit: 'inside', withoutEnlargement: true }),
      ),
      toVariant(
        source
          .clone()
          .resize(
            sizes.thumbnailSize,
            sizes.thumbnailSize,
            sizes.squareThumbnail
              ? { fit: 'cover', position: 'attention' }
              : { fit: 'inside', withoutEnlargement: true },
          ),
      ),
    ]);
    return { sourceType, main, thumbnail };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Right magic bytes but a body the decoder rejects: truncated, corrupt, or crafted.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(400, 'images.tooManyPixels');
    }
    throw new AppError(400, 'images.unreadable');
  }
}
