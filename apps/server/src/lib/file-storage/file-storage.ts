import type { Config } from '../../config.ts';
import { createFolderStorage } from './folder-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * Where attachments live. Keys are relative paths such as `org-12/costs/345/9f3a…-scan.pdf`; every
 * method throws InvalidStorageKeyError for a key that could escape the storage (see storage-key.ts).
 */
export interface FileStorage {
  readonly kind: 'folder' | 's3';
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export function createFileStorage(config: Config): FileStorage {
  if (config.fileStorage === 'folder') return createFolderStorage(config.filesDir);
  if (config.s3 === null) throw new Error('FILE_STORAGE=s3 without S3 settings'); // loadConfig prevents it
  return createS3Storage(config.s3);
}
