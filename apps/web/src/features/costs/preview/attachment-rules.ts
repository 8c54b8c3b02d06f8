import { ATTACHMENT_MIME_TYPES, COST_LIMITS } from '@saldo/contracts/costs';
import { numberFormat } from '../../../lib/intl-format.ts';

/** What the browser can tell about a file before sending it; the server checks the content again. */
export type AttachmentProblem = 'type' | 'size' | 'count';

const isAllowedType = (type: string) => ATTACHMENT_MIME_TYPES.some((allowed) => allowed === type);

export function attachmentProblem(file: File, attachedCount: number): AttachmentProblem | null {
  if (attachedCount >= COST_LIMITS.attachments) return 'count';
  if (!isAllowedType(file.type)) return 'type';
  if (file.size > COST_LIMITS.attachmentBytes) return 'size';
  return null;
}

export const ATTACHMENT_ACCEPT = ATTACHMENT_MIME_TYPES.join(',');
export const isImage = (mimeType: string) => mimeType.startsWith('image/');
export const isPdf = (mimeType: string) => mimeType === 'application/pdf';

/** "1.2 MB", "340 kB": enough to tell a scan from a photo. */
export function fileSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${numberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / 1024 / 1024, 'MB');
  return format(Math.max(bytes / 1024, 0.1), 'kB');
}
