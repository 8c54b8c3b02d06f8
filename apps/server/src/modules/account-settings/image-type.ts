import type { AVATAR_MIME_TYPES } from '@saldo/contracts/account-settings';

export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];

const signatures: { mime: AvatarMimeType; bytes: number[] }[] = [
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { mime: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
];

/**
 * The image type read from the file's first bytes. The file name and the browser's Content-Type are
 * the sender's claims; the bytes are what a browser will actually decode.
 */
export function detectAvatarType(data: Uint8Array): AvatarMimeType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, i) => data[i] === byte));
  return match?.mime ?? null;
}
