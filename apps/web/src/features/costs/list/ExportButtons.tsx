import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COST_EXPORT_FORMATS, type CostListQuery } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { todayIso } from '../../../lib/format.ts';
import { fetchCostsExport } from '../api/costs-api.ts';
import { exportQuery } from './list-state.ts';

type Format = (typeof COST_EXPORT_FORMATS)[number];

/** Downloads what the current search, filters and sort find, every page, as CSV or Excel. */
export function ExportButtons({ query }: { query: CostListQuery }) {
  const { t } = useTranslation('costs');
  const [busy, setBusy] = useState<Format | null>(null);
  const download = async (format: Format) => {
    setBusy(format);
    try {
      const blob = await fetchCostsExport(exportQuery(query, format));
      saveBlob(blob, `${t('export.fileName')}-${todayIso()}.${format}`);
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
      {COST_EXPORT_FORMATS.map((format) => (
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
