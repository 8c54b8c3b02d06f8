import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFolderStorage } from './folder-storage.ts';
import { InvalidStorageKeyError } from './storage-key.ts';

let parent: string;
let root: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'saldo-files-'));
  root = join(parent, 'files');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const key = 'org-12/costs/345/9f3a0c1e-scan.pdf';
const bytes = (text: string) => new TextEncoder().encode(text);
const allFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

describe('folder storage', () => {
  it('stores, reads and overwrites a file, creating folders as needed', async () => {
    const storage = createFolderStorage(root);
    expect(storage.kind).toBe('folder');
    await storage.put(key, bytes('%PDF-1 first'), 'application/pdf');
    expect(Buffer.from((await storage.get(key)) ?? [])).toEqual(Buffer.from('%PDF-1 first'));
    await storage.put(key, bytes('second'), 'application/pdf');
    expect(Buffer.from((await storage.get(key)) ?? []).toString()).toBe('second');
    expect(allFiles(root)).toEqual([join(root, key)]);
  });

  it('answers null for a missing key, a folder or a path through a file', async () => {
    const storage = createFolderStorage(root);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, bytes('x'), 'application/pdf');
    expect(await storage.get('org-12/costs')).toBeNull();
    expect(await storage.get(`${key}/inside`)).toBeNull();
  });

  it('deletes, and deleting twice or a missing key is fine', async () => {
    const storage = createFolderStorage(root);
    await storage.put(key, bytes('x'), 'application/pdf');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    await storage.delete('org-99/never/stored.pdf');
  });

  it('refuses keys that could leave the folder, before touching the disk', async () => {
    const storage = createFolderStorage(root);
    for (const bad of ['../outside.pdf', '/etc/passwd', 'a\\b', 'a/../../b', 'a\u0000b']) {
      await expect(storage.put(bad, bytes('x'), 'application/pdf')).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(bad)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(bad)).rejects.toThrow(InvalidStorageKeyError);
    }
    expect(readdirSync(parent)).toEqual([]);
  });

  it('writes through a temporary file and leaves none behind', async () => {
    const storage = createFolderStorage(root);
    const big = new Uint8Array(3 * 1024 * 1024).fill(7);
    await Promise.all([
      storage.put(key, big, 'application/pdf'),
      storage.put(key, bytes('small'), 'application/pdf'),
      storage.put('org-12/costs/345/other.pdf', big, 'application/pdf'),
    ]);
    // Concurrent writers never mix: the file is one whole version or the other.
    const stored = Buffer.from((await storage.get(key)) ?? []);
    expect([big.length, 5]).toContain(stored.length);
    expect(allFiles(root).sort()).toEqual(
      [join(root, 'org-12/costs/345/9f3a0c1e-scan.pdf'), join(root, 'org-12/costs/345/other.pdf')].sort(),
    );
  });

  it('removes the temporary file when a write fails', async () => {
    const storage = createFolderStorage(root);
    await storage.put('org-12/costs/345/dir/f.pdf', bytes('y'), 'application/pdf');
    // `dir` is a folder now, so renaming the new file onto it fails after the temporary file is written.
    await expect(storage.put('org-12/costs/345/dir', bytes('z'), 'application/pdf')).rejects.toThrow();
    expect(allFiles(root).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
