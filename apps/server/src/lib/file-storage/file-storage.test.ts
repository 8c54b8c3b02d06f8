import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from './file-storage.ts';

const secret = { JWT_SECRET: 'a-test-secret-of-at-least-32-characters' };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('createFileStorage', () => {
  it('keeps files under FILES_DIR by default', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'saldo-files-'));
    dirs.push(dir);
    const storage = createFileStorage(loadConfig({ ...secret, FILES_DIR: dir }));
    expect(storage.kind).toBe('folder');
    await storage.put('org-1/costs/2/a.pdf', new TextEncoder().encode('%PDF-'), 'application/pdf');
    expect(readFileSync(join(dir, 'org-1/costs/2/a.pdf'), 'utf8')).toBe('%PDF-');
  });

  it('uses S3 when FILE_STORAGE=s3', () => {
    const config = loadConfig({
      ...secret,
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'saldo',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(createFileStorage(config).kind).toBe('s3');
  });
});
