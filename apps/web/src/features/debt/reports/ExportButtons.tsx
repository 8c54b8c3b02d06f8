import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import {
  EXPORT_FORMATS,
  fetchReceivablesExport,
  type ExportFormat,
  type ReceivablesQuery,
} from './reports-api.ts';

/** Downloads the report of the chosen date and range as CSV or Excel. */
export function ExportButtons({ query }: { query: ReceivablesQuery }) {
  const { t } = useTranslation('debtReports');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const blob = await fetchReceivablesExport(query, format);
      saveBlob(blob, `${t('export.fileName')}-${query.date}.${format}`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('export.failed'),
        message: error instanceof ApiError ? error.message : t('errors.network'),
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === format}
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
    </Group>
  );
}
