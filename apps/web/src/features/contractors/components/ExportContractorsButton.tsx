import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContractorFilterQuery } from '@saldo/contracts/contractors';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchContractorsCsv } from '../api/contractors-api.ts';
import { exportFileName, saveCsvFile } from '../save-file.ts';

/** Downloads what the current search and filters find, as CSV for Excel. */
export function ExportContractorsButton({ filter }: { filter: ContractorFilterQuery }) {
  const { t } = useTranslation('contractors');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveCsvFile(await fetchContractorsCsv(filter), exportFileName());
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('export.failed'),
        message: error instanceof ApiError ? error.message : t('errors.network'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={download}
    >
      {t('export.button')}
    </Button>
  );
}
