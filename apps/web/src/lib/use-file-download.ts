import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiError, type DownloadedFile } from './api-client.ts';
import { saveBlob } from './save-blob.ts';

export interface FileDownload {
  /** Fetches the file (usually `api.file`). */
  file: () => Promise<DownloadedFile>;
  /** The name to save it under when the server gives none. */
  fallbackName: string;
  /** The toast's title when it fails; the message is the server's reason. */
  failedTitle: string;
}

/**
 * Downloads a file the API answers (an invoice's PDF, its KSeF XML, the UPO…) and offers it to the
 * browser; a failure is a toast with the server's reason. `busy` is the key of the download in
 * flight, if any.
 */
export function useFileDownload<K>() {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState<K | null>(null);
  const download = async (key: K, { file, fallbackName, failedTitle }: FileDownload) => {
    setBusy(key);
    try {
      const { blob, fileName } = await file();
      saveBlob(blob, fileName ?? fallbackName);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: failedTitle,
        message: error instanceof ApiError ? error.message : t('loadError.network'),
      });
    } finally {
      setBusy(null);
    }
  };
  return { download, busy };
}
