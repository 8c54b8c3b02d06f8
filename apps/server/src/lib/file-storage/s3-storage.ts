import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { assertStorageKey } from './storage-key.ts';

export interface S3StorageOptions {
  /**
   * Per attempt: connecting, then sending the body and getting the response head, then each pause
   * while the body streams in. Two attempts at most, so a hung S3 fails a request in about twice this.
   */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const CONNECT_TIMEOUT_MS = 5_000;

// A 404 other than NoSuchBucket: some S3-compatible servers answer a missing key without an error
// body. A missing bucket stays an error, or a misconfiguration would look like lost files.
const isMissingKey = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    error.$metadata.httpStatusCode === 404 &&
    error.name !== 'NoSuchBucket');

/** Attachments as objects in one bucket of an S3-compatible service (AWS, MinIO, Ceph, R2, …). */
export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): FileStorage {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Given outright, so the SDK never goes looking in the environment, ~/.aws or instance metadata.
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: Math.min(CONNECT_TIMEOUT_MS, timeoutMs),
      requestTimeout: timeoutMs,
      // Without it the SDK only logs a warning when requestTimeout passes and keeps waiting.
      throwOnRequestTimeout: true,
      socketTimeout: timeoutMs,
    },
    // The SDK's default CRC32 checksums on every upload are refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    kind: 's3',

    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },

    async get(key) {
      assertStorageKey(key);
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body ? await Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // S3 itself answers 204 for a missing key; some compatible servers say NoSuchKey instead.
        if (!isMissingKey(error)) throw error;
      }
    },
  };
}
