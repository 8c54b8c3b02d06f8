import { crc32 } from 'node:zlib';
import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../file-storage/file-storage.ts';
import { detectImageType } from './image-type.ts';
import { deleteStoredImage, imageUrls, storeImage } from './image-store.ts';
import { processImage } from './process-image.ts';
import { sendStoredImage } from './serve-image.ts';

function memoryStorage(): FileStorage & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: 'folder',
    objects,
    put: async (key, data) => {
      objects.set(key, data);
    },
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => {
      objects.delete(key);
    },
  };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

describe('detectImageType', () => {
  it('reads JPEG, PNG, GIF and WebP from the bytes, whatever the name claims', async () => {
    expect(detectImageType(await picture(4, 4).jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await picture(4, 4).png().toBuffer())).toBe('image/png');
    expect(detectImageType(await picture(4, 4).gif().toBuffer())).toBe('image/gif');
    expect(detectImageType(await picture(4, 4).webp().toBuffer())).toBe('image/webp');
  });

  it('refuses SVG, PDF, executables and RIFF files that are not WebP', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(detectImageType(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(detectImageType(text('%PDF-1.7'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x4d, 0x5a, 0x90, 0x00]))).toBeNull(); // MZ: a Windows .exe
    expect(detectImageType(text('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe('processImage', () => {
  it('shrinks to the maximum size, keeps the aspect ratio and makes a thumbnail, as WebP', async () => {
    const image = await processImage(await picture(3000, 1500).png().toBuffer(), {
      maxSize: 1200,
      thumbnailSize: 300,
    });
    expect(image.sourceType).toBe('image/png');
    expect([image.main.width, image.main.height]).toEqual([1200, 600]);
    expect([image.thumbnail.width, image.thumbnail.height]).toEqual([300, 150]);
    expect(detectImageType(image.main.data)).toBe('image/webp');
    expect(detectImageType(image.thumbnail.data)).toBe('image/webp');
  });

  it('does not enlarge small images, and crops a square thumbnail when asked', async () => {
    const image = await processImage(await picture(200, 100).jpeg().toBuffer(), {
      maxSize: 1600,
      thumbnailSize: 80,
      squareThumbnail: true,
    });
    expect([image.main.width, image.main.height]).toEqual([200, 100]);
    expect([image.thumbnail.width, image.thumbnail.height]).toEqual([80, 80]);
  });

  it('drops EXIF (GPS, camera) and applies the orientation to the pixels', async () => {
    const photo = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'SpyCam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(photo.includes(Buffer.from('SpyCam'))).toBe(true);
    const image = await processImage(photo);
    const stored = await sharp(image.main.data).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored pixels are upright, so portrait now.
    expect([stored.width, stored.height]).toEqual([200, 400]);
    expect(image.main.data.includes(Buffer.from('SpyCam'))).toBe(false);
  });

  it('refuses non-images with a clear message, before decoding', async () => {
    await expect(processImage(new TextEncoder().encode('<svg/>'))).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'images.unsupportedType',
    });
  });

  it('refuses a truncated or corrupt image that has the right magic bytes', async () => {
    const png = await picture(300, 300).png().toBuffer();
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x41)]);
    await expect(processImage(corrupt)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'images.unreadable',
    });
  });

  it('refuses a decompression bomb by its pixel count', async () => {
    // A small PNG whose header claims 10 000 × 10 000 pixels (100 megapixels), with a valid CRC.
    const bomb = Buffer.from(await picture(16, 16).png().toBuffer());
    bomb.writeUInt32BE(10_000, 16);
    bomb.writeUInt32BE(10_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    await expect(processImage(bomb)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'images.tooManyPixels',
    });
  });
});

describe('storeImage', () => {
  it('stores both variants under the prefix and removes them again', async () => {
    const storage = memoryStorage();
    const stored = await storeImage(
      storage,
      'org-7/shop/products/3',
      await picture(900, 600).png().toBuffer(),
    );
    expect(stored.key).toBe(`org-7/shop/products/3/${stored.id}.webp`);
    expect(stored.thumbnailKey).toBe(`org-7/shop/products/3/${stored.id}-thumb.webp`);
    expect(stored).toMatchObject({ contentType: 'image/webp', width: 900, height: 600, thumbnailWidth: 400 });
    expect(storage.objects.get(stored.key)?.byteLength).toBe(stored.bytes);
    expect(imageUrls('/api/shop/images/3', stored.id)).toEqual({
      url: `/api/shop/images/3/${stored.id}.webp`,
      thumbnailUrl: `/api/shop/images/3/${stored.id}-thumb.webp`,
    });
    await deleteStoredImage(storage, 'org-7/shop/products/3', stored.id);
    expect(storage.objects.size).toBe(0);
  });

  it('answers 503 and leaves nothing behind when the storage fails half-way', async () => {
    const storage = memoryStorage();
    let writes = 0;
    const flaky: FileStorage = {
      ...storage,
      put: async (key, data, type) => {
        writes += 1;
        if (writes === 2) throw new Error('disk full');
        await storage.put(key, data, type);
      },
    };
    await expect(storeImage(flaky, 'org-1/x', await picture(10, 10).png().toBuffer())).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'images.storageUnavailable',
    });
    expect(storage.objects.size).toBe(0);
  });
});

describe('sendStoredImage', () => {
  async function serve(storage: FileStorage) {
    const app = Fastify();
    app.get<{ Params: { file: string } }>('/images/:file', (request, reply) =>
      sendStoredImage(request, reply, storage, 'org-1/shop', request.params.file),
    );
    await app.ready();
    return app;
  }

  it('serves a variant with long-lived private caching, an ETag, and 304 on revalidation', async () => {
    const storage = memoryStorage();
    const stored = await storeImage(storage, 'org-1/shop', await picture(50, 50).png().toBuffer());
    const app = await serve(storage);
    const first = await app.inject({ url: `/images/${stored.id}-thumb.webp` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.rawPayload.equals(Buffer.from(storage.objects.get(stored.thumbnailKey) ?? []))).toBe(true);
    const again = await app.inject({
      url: `/images/${stored.id}-thumb.webp`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });

  it('answers 404 for names it never makes and for missing images', async () => {
    const app = await serve(memoryStorage());
    expect((await app.inject({ url: '/images/..%2Fsecret.webp' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/images/passwd' })).statusCode).toBe(404);
    const missing = await app.inject({ url: '/images/0b8a5a0e-4b1f-4a52-8d4c-2f1e9c3f6b11.webp' });
    expect(missing.statusCode).toBe(404);
    await app.close();
  });
});
