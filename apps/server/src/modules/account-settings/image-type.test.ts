import { describe, expect, it } from 'vitest';
import { detectAvatarType } from './image-type.ts';

describe('detectAvatarType', () => {
  it.each([
    ['image/jpeg', [0xff, 0xd8, 0xff, 0xe0]],
    ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ['image/gif', [...Buffer.from('GIF87a')]],
    ['image/gif', [...Buffer.from('GIF89a!')]],
  ])('recognises %s', (mime, bytes) => {
    expect(detectAvatarType(Uint8Array.from(bytes))).toBe(mime);
  });

  it.each([
    ['an empty file', []],
    ['a truncated PNG signature', [0x89, 0x50, 0x4e]],
    ['SVG text', [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]],
    ['WebP', [...Buffer.from('RIFF....WEBP')]],
    ['GIF88a', [...Buffer.from('GIF88a')]],
  ])('refuses %s', (_name, bytes) => {
    expect(detectAvatarType(Uint8Array.from(bytes))).toBeNull();
  });
});
