import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { basename, dirname, resolve, sep } from 'node:path';
import type { FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

const isErrorCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && 'code' in error && codes.includes(String(error.code));

/** Attachments as files under `root`, one per key; `root` is created on the first write. */
export function createFolderStorage(root: string): FileStorage {
  const base = resolve(root);

  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    // assertStorageKey already rules this out; a second, independent check costs nothing.
    if (!path.startsWith(base + sep)) throw new Error(`Storage key escapes ${base}: ${key}`);
    return path;
  };

  return {
    kind: 'folder',

    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Same directory, so the rename is atomic: readers see the old file or the new one, never half.
      const temp = resolve(dirname(path), `.${basename(path)}.${randomUUID()}.tmp`);
      try {
        const file = await open(temp, 'wx', 0o600);
        try {
          await file.writeFile(data);
          // Without it a power cut after the rename can leave an empty file under the final name.
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, path);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch (error) {
        // A key naming a folder ("org-12/costs") or going through a file is as missing as no file.
        if (isErrorCode(error, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        if (!isErrorCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },
  };
}
