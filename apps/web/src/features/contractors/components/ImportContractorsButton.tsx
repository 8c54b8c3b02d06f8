import { useState } from 'react';
import { Alert, Button, FileButton, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContractorImportResult } from '@saldo/contracts/contractors';
import { ApiError } from '../../../lib/api-client.ts';
import { useImportContractors } from '../api/queries.ts';

type Outcome = { result: ContractorImportResult } | { failure: string };

/** Picks a CSV file, imports it (all or nothing) and shows what happened, row by row. */
export function ImportContractorsButton() {
  const { t } = useTranslation('contractors');
  const importFile = useImportContractors();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = (file: File | null) => {
    if (!file) return;
    importFile.mutate(file, {
      onSuccess: (result) => setOutcome({ result }),
      onError: (error) =>
        setOutcome({ failure: error instanceof ApiError ? error.message : t('errors.network') }),
    });
  };

  return (
    <>
      <FileButton onChange={upload} accept=".csv,text/csv">
        {(props) => (
          <Button
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={importFile.isPending}
            {...props}
          >
            {t('import.button')}
          </Button>
        )}
      </FileButton>
      <Modal opened={outcome !== null} onClose={() => setOutcome(null)} title={t('import.title')} size="lg">
        {outcome && <ImportOutcome outcome={outcome} />}
      </Modal>
    </>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('contractors');
  if ('failure' in outcome) {
    return (
      <Alert
        color="red"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={t('import.failed')}
        role="alert"
      >
        <Stack gap="xs">
          <Text size="sm">{outcome.failure}</Text>
          <Text size="sm" c="dimmed">
            {t('import.format')}
          </Text>
        </Stack>
      </Alert>
    );
  }
  const { imported, errors } = outcome.result;
  if (errors.length === 0) {
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
        {t('import.imported', { count: imported })}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
        {t('import.nothingImported', { count: errors.length })}
      </Alert>
      <ScrollArea.Autosize mah={360}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.row')}</Table.Th>
              <Table.Th>{t('import.column')}</Table.Th>
              <Table.Th>{t('import.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error, index) => (
              <Table.Tr key={index}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.field || '—'}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
