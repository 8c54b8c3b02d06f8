// Attachments of cost documents: the bytes live in the file storage (a folder or S3), the row in the
// database. A file is stored before its row is written and removed again if the row is not, so a crash
// leaves at worst an unreferenced file, never a row without its file.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { COST_LIMITS, type AttachmentMimeType, type CostAttachmentDto } from '@saldo/contracts/costs';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { detectFileType } from '../../lib/file-type.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import type { Caller } from '../../lib/caller.ts';
import { findCost, insertCostAudit, lockCost } from './costs.repository.ts';
import {
  countAttachments,
  deleteAttachment,
  findAttachmentRow,
  insertAttachment,
} from './cost-attachments.repository.ts';
import { costNotFound } from './costs.service.ts';

export interface CostFiles {
  storage: FileStorage;
  /** Best effort: a file left behind is harmless, so a failure is logged, not thrown. */
  removeStored(keys: readonly string[], log: FastifyBaseLogger): Promise<void>;
}

export function costFiles(storage: FileStorage): CostFiles {
  return {
    storage,
    async removeStored(keys, log) {
      for (const key of keys) {
        await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'stored file not removed'));
      }
    },
  };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A file name safe in a storage key and a Content-Disposition header; the original is kept in the row. */
function keySafe(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-80);
  return cleaned === '' ? 'file' : cleaned;
}

export function storageKey(organizationId: number, costId: number, fileName: string): string {
  return `org-${organizationId}/costs/${costId}/${randomUUID()}-${keySafe(fileName)}`;
}

async function putOrFail(storage: FileStorage, key: string, data: Uint8Array, type: string) {
  try {
    await storage.put(key, data, type);
  } catch {
    throw new AppError(503, 'costs.storageUnavailable');
  }
}

export interface UploadedFile {
  fileName: string;
  data: Uint8Array;
}

/** Stores a file and its row. The type is read from the bytes: a name or a header is only a claim. */
export async function addAttachment(
  db: Db,
  files: CostFiles,
  caller: Caller,
  costId: number,
  file: UploadedFile,
  options: { allowXml?: boolean; tx?: Db } = {},
): Promise<CostAttachmentDto> {
  const type = detectFileType(file.data);
  const allowed: readonly (AttachmentMimeType | null)[] = options.allowXml
    ? ['application/pdf', 'image/jpeg', 'image/png', 'application/xml']
    : ['application/pdf', 'image/jpeg', 'image/png'];
  if (type === null || !allowed.includes(type)) throw new AppError(400, 'costs.attachmentInvalid');
  if (file.data.byteLength > COST_LIMITS.attachmentBytes) {
    throw new AppError(413, 'costs.attachmentTooLarge', {
      params: { max: megabytes(COST_LIMITS.attachmentBytes) },
    });
  }
  const key = storageKey(caller.organizationId, costId, file.fileName);
  await putOrFail(files.storage, key, file.data, type);
  const write = async (tx: Db) => {
    const cost = await lockCost(tx, caller.organizationId, costId);
    if (!cost) throw costNotFound();
    if ((await countAttachments(tx, costId)) >= COST_LIMITS.attachments) {
      throw new AppError(409, 'costs.tooManyAttachments', { params: { max: COST_LIMITS.attachments } });
    }
    const row = await insertAttachment(tx, {
      costId,
      fileName: file.fileName.slice(0, 255) || 'file',
      mimeType: type,
      size: file.data.byteLength,
      storageKey: key,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      uploadedBy: caller.id,
    });
    await insertCostAudit(tx, costId, caller.id, 'attachment_added', { fileName: row.fileName });
    return row;
  };
  try {
    const row = options.tx ? await write(options.tx) : await db.transaction(write);
    return {
      id: row.id,
      fileName: row.fileName,
      mimeType: row.mimeType,
      size: row.size,
      uploadedAt: row.uploadedAt.toISOString(),
    };
  } catch (error) {
    await files.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

async function findAttachment(db: Db, organizationId: number, costId: number, attachmentId: number) {
  const cost = await findCost(db, organizationId, costId);
  if (!cost) throw costNotFound();
  const row = await findAttachmentRow(db, costId, attachmentId);
  if (!row) throw new AppError(404, 'costs.attachmentNotFound');
  return row;
}

export async function readAttachment(
  db: Db,
  files: CostFiles,
  caller: Caller,
  costId: number,
  attachmentId: number,
) {
  const row = await findAttachment(db, caller.organizationId, costId, attachmentId);
  const data = await files.storage.get(row.storageKey).catch(() => {
    throw new AppError(503, 'costs.storageUnavailable');
  });
  if (data === null) throw new AppError(404, 'costs.attachmentNotFound');
  return { data, mimeType: row.mimeType, fileName: row.fileName };
}

export async function removeAttachment(
  db: Db,
  files: CostFiles,
  caller: Caller,
  costId: number,
  attachmentId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const cost = await lockCost(tx, caller.organizationId, costId);
    if (!cost) throw costNotFound();
    const removed = await deleteAttachment(tx, costId, attachmentId);
    if (!removed) throw new AppError(404, 'costs.attachmentNotFound');
    await insertCostAudit(tx, costId, caller.id, 'attachment_removed', { fileName: removed.fileName });
    return removed.storageKey;
  });
  await files.removeStored([key], log);
}
