// A worker's scans and certificates: bytes in the file storage (folder or S3, as cost attachments),
// the row in the database. The file is stored before its row and removed again if the row is not
// written, so a crash leaves at worst an unreferenced file, never a row without its file.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WORKER_LIMITS, type WorkerDocumentDto } from '@saldo/contracts/workers';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { detectFileType } from '../../lib/file-type.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  countWorkerDocuments,
  deleteWorkerDocument,
  findWorker,
  findWorkerDocument,
  insertWorkerAudit,
  insertWorkerDocument,
  lockWorker,
} from './workers.repository.ts';
import { workerNotFound } from './workers.service.ts';

const ALLOWED = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
export const documentTooLarge = () =>
  new AppError(413, 'workers.documentTooLarge', { params: { max: megabytes(WORKER_LIMITS.documentBytes) } });
const storageUnavailable = () => new AppError(503, 'workers.storageUnavailable');
const documentNotFound = () => new AppError(404, 'workers.documentNotFound');

function keySafe(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return cleaned === '' ? 'file' : cleaned;
}

export interface WorkerUpload {
  fileName: string;
  data: Uint8Array;
}

/** Stores a document; its type is read from the bytes (a name or a header is only a claim). */
export async function addWorkerDocument(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  workerId: number,
  file: WorkerUpload,
): Promise<WorkerDocumentDto> {
  const type = detectFileType(file.data);
  if (type === null || !(ALLOWED as readonly string[]).includes(type)) {
    throw new AppError(400, 'workers.documentInvalid');
  }
  if (file.data.byteLength > WORKER_LIMITS.documentBytes) throw documentTooLarge();
  // Checked before the bytes are stored, so another organization's id stores nothing.
  if (!(await findWorker(db, caller.organizationId, workerId))) throw workerNotFound();
  const key = `org-${caller.organizationId}/workers/${workerId}/${randomUUID()}-${keySafe(file.fileName)}`;
  try {
    await storage.put(key, file.data, type);
  } catch {
    throw storageUnavailable();
  }
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await lockWorker(tx, caller.organizationId, workerId))) throw workerNotFound();
      if ((await countWorkerDocuments(tx, workerId)) >= WORKER_LIMITS.documents) {
        throw new AppError(409, 'workers.tooManyDocuments', { params: { max: WORKER_LIMITS.documents } });
      }
      const inserted = await insertWorkerDocument(tx, {
        workerId,
        fileName: file.fileName.slice(0, 255) || 'file',
        mimeType: type,
        size: file.data.byteLength,
        storageKey: key,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        uploadedBy: caller.id,
      });
      await insertWorkerAudit(tx, {
        organizationId: caller.organizationId,
        workerId,
        userId: caller.id,
        action: 'document_added',
        fields: ['documents'],
      });
      return inserted;
    });
    return {
      id: row.id,
      fileName: row.fileName,
      mimeType: row.mimeType,
      size: row.size,
      uploadedAt: row.uploadedAt.toISOString(),
      uploadedBy: '',
    };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

export async function readWorkerDocument(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  workerId: number,
  documentId: number,
) {
  if (!(await findWorker(db, caller.organizationId, workerId))) throw workerNotFound();
  const row = await findWorkerDocument(db, workerId, documentId);
  if (!row) throw documentNotFound();
  const data = await storage.get(row.storageKey).catch(() => {
    throw storageUnavailable();
  });
  if (data === null) throw documentNotFound();
  return { data, mimeType: row.mimeType, fileName: row.fileName };
}

export async function removeWorkerDocument(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  workerId: number,
  documentId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    if (!(await lockWorker(tx, caller.organizationId, workerId))) throw workerNotFound();
    const removed = await deleteWorkerDocument(tx, workerId, documentId);
    if (!removed) throw documentNotFound();
    await insertWorkerAudit(tx, {
      organizationId: caller.organizationId,
      workerId,
      userId: caller.id,
      action: 'document_removed',
      fields: ['documents'],
    });
    return removed.storageKey;
  });
  // Best effort: a file left behind is harmless and unreachable without its row.
  await storage.delete(key).catch((err: unknown) => log.warn({ err }, 'worker document file not removed'));
}
