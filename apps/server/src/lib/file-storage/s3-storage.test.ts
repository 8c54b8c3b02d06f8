import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../config.ts';
import { startFakeS3, type FakeS3 } from './fake-s3-server.ts';
import { createS3Storage } from './s3-storage.ts';
import { InvalidStorageKeyError } from './storage-key.ts';

const credentials = { accessKeyId: 'SALDOTESTKEY', secretAccessKey: 'saldo-test-secret' };
let s3: FakeS3;
let settings: S3Settings;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'saldo-files', ...credentials });
  settings = {
    endpoint: s3.endpoint,
    region: 'eu-central-1',
    bucket: 'saldo-files',
    forcePathStyle: true,
    ...credentials,
  };
});
afterAll(() => s3.close());

const key = 'org-12/costs/345/9f3a0c1e-skan faktury ż.pdf';
const pdf = new TextEncoder().encode('%PDF-1.7 test');

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('S3 storage', () => {
  it('stores, reads, overwrites and deletes an object through the real client', async () => {
    const storage = createS3Storage(settings);
    expect(storage.kind).toBe('s3');
    await storage.put(key, pdf, 'application/pdf');
    expect(s3.objects.get(key)).toMatchObject({ contentType: 'application/pdf' });
    expect(Buffer.from((await storage.get(key)) ?? [])).toEqual(Buffer.from(pdf));
    await storage.put(key, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    expect([...((await storage.get(key)) ?? [])]).toEqual([1, 2, 3]);
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    await storage.delete(key);
  });

  it('answers null for a missing key, but throws for a missing bucket', async () => {
    expect(await createS3Storage(settings).get('org-1/nothing-here.pdf')).toBeNull();
    const wrongBucket = createS3Storage({ ...settings, bucket: 'no-such-bucket' });
    await expect(wrongBucket.get('org-1/x.pdf')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('is refused with a wrong access key or secret', async () => {
    const wrongKey = createS3Storage({ ...settings, accessKeyId: 'SOMEBODYELSE' });
    await expect(wrongKey.put(key, pdf, 'application/pdf')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(wrongKey.get(key)).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    const wrongSecret = createS3Storage({ ...settings, secretAccessKey: 'guessed' });
    await expect(wrongSecret.put(key, pdf, 'application/pdf')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(wrongSecret.delete(key)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(s3.objects.has(key)).toBe(false);
  });

  it('refuses bad keys without asking the server', async () => {
    const storage = createS3Storage(settings);
    await expect(storage.put('../x.pdf', pdf, 'application/pdf')).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.get('/x.pdf')).rejects.toThrow(InvalidStorageKeyError);
  });

  it('fails quickly when the server is down', async () => {
    const storage = createS3Storage(
      { ...settings, endpoint: `http://127.0.0.1:${await closedPort()}` },
      { timeoutMs: 1000 },
    );
    const started = Date.now();
    await expect(storage.get(key)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up on a hung server after the time-out', async () => {
    const storage = createS3Storage(settings, { timeoutMs: 300 });
    s3.setHanging(true);
    try {
      const started = Date.now();
      await expect(storage.get(key)).rejects.toMatchObject({ name: 'TimeoutError' });
      await expect(storage.put(key, pdf, 'application/pdf')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      s3.setHanging(false);
    }
  });
});
