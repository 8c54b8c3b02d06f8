import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CostAttachmentDto } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fetchAttachment } from '../api/costs-api.ts';
import { costKeys } from '../api/queries.ts';

/**
 * The API wants a Bearer header, which an <iframe> or <img> cannot send: the bytes are fetched and
 * shown through an object URL. A stored attachment never changes, so its bytes are fetched once.
 */
export function useAttachmentBytes(costId: number, attachmentId: number) {
  return useQuery({
    queryKey: [...costKeys.detail(costId), 'attachment', attachmentId],
    queryFn: () => fetchAttachment(costId, attachmentId),
    staleTime: Infinity,
    enabled: attachmentId > 0,
  });
}

/**
 * Points the element at an object URL of the blob, and revokes it when the blob changes or the
 * element goes. Set on the element itself, so each effect run owns the URL it made.
 */
export function useObjectUrl<T extends HTMLIFrameElement | HTMLImageElement>(blob: Blob | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!blob || !element) return;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return ref;
}

/** Saves an attachment under its own name; `busyId` is the one being downloaded. */
export function useAttachmentDownload(costId: number) {
  const { t } = useTranslation('costs');
  const [busyId, setBusyId] = useState<number | null>(null);
  const download = async (attachment: CostAttachmentDto) => {
    setBusyId(attachment.id);
    try {
      saveBlob(await fetchAttachment(costId, attachment.id, true), attachment.fileName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('attachments.downloadFailed'),
        message: error instanceof ApiError ? error.message : t('errors.network'),
      });
    } finally {
      setBusyId(null);
    }
  };
  return { download, busyId };
}
