import { detectFileType } from '../file-type.ts';

export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

const GIF87A = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89A = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);

/**
 * The image type read from the upload's bytes: the file name and the browser's Content-Type are the
 * sender's claims. JPEG and PNG come from the shared detector (lib/file-type.ts) so both agree on them;
 * GIF and WebP are only images, so they are recognised here. SVG is deliberately not an image here:
 * it is a document that can carry scripts.
 */
export function detectImageType(data: Uint8Array): ImageUploadType | null {
  const known = detectFileType(data);
  if (known === 'image/jpeg' || known === 'image/png') return known;
  if (startsWith(data, GIF87A) || startsWith(data, GIF89A)) return 'image/gif';
  // RIFF, a 4-byte size, then the form type: "WEBP".
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return 'image/webp';
  return null;
}
