import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractPrintLanguage } from '@saldo/contracts/employment-contracts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { fetchContractPdf } from '../api/contracts-api.ts';

/** Downloads the contract as signed: in Polish, or Polish and English side by side. */
export function ContractPdfMenu({ contractId }: { contractId: number }) {
  const { t } = useTranslation('contracts');
  const [busy, setBusy] = useState(false);
  const download = async (language: ContractPrintLanguage) => {
    setBusy(true);
    try {
      saveBlob(await fetchContractPdf(contractId, language), `umowa-${contractId}.pdf`);
    } catch {
      notifications.show({ color: 'red', message: t('errors.pdfFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy}>
          {t('actions.pdf')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('pl')}>{t('printLanguages.pl')}</Menu.Item>
        <Menu.Item onClick={() => void download('pl_en')}>{t('printLanguages.pl_en')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
