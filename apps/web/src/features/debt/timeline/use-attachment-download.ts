import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DebtHistoryEntry } from '@saldo/contracts/debt';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { titledFileName } from '../../invoices/api/invoices-api.ts';
import { attachmentPath, fetchAttachment } from '../api/debt-api.ts';

/** "Wezwanie do zapłaty FV/1/2026" → "Wezwanie-do-zapłaty-FV-1-2026.pdf"; untitled, the entry's title. */
export const attachmentFileName = (entry: DebtHistoryEntry) =>
  titledFileName((entry.attachment?.title ?? entry.title).replace(/\.pdf$/i, ''));

export const hasAttachment = (entry: DebtHistoryEntry) =>
  entry.attachment !== undefined || entry.attachmentUrl !== undefined;

/** Saves an entry's PDF (a demand letter, the invoice sent); `busyId` is the entry being fetched. */
export function useAttachmentDownload() {
  const { t } = useTranslation('debt');
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (entry: DebtHistoryEntry) => {
    setBusyId(entry.id);
    try {
      saveBlob(await fetchAttachment(attachmentPath(entry)), attachmentFileName(entry));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('timeline.downloadFailed'),
        message: error instanceof ApiError ? error.message : t('errors.network'),
      });
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
