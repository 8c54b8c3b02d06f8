import { Alert, Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkerContracts } from '../api/queries.ts';
import { moneyLocale } from '../form/money-locale.ts';
import { contractAddForWorkerPath, contractPath } from '../paths.ts';
import { contractTitle, payText, periodText } from './contract-text.ts';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';

/** A worker's contracts, for the worker's page (composed there from app/): each links to its page. */
export function WorkerContractsPanel({ workerId }: { workerId: number }) {
  const { t, i18n } = useTranslation('contracts');
  const locale = moneyLocale(i18n.language);
  const contracts = useWorkerContracts(workerId);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('worker.title')}
          </Title>
          <Button component={Link} to={contractAddForWorkerPath(workerId)} variant="light">
            {t('actions.addForWorker')}
          </Button>
        </Group>
        {contracts.isLoading ? <Loader size="sm" aria-label={t('states.loading')} /> : null}
        {contracts.isError ? (
          <Alert color="red" role="alert">
            {t('states.loadFailed')}
          </Alert>
        ) : null}
        {contracts.data && contracts.data.contracts.length === 0 ? (
          <Text c="dimmed">{t('worker.none')}</Text>
        ) : null}
        {contracts.data && contracts.data.contracts.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.kind')}</Table.Th>
                <Table.Th>{t('worker.period')}</Table.Th>
                <Table.Th>{t('worker.pay')}</Table.Th>
                <Table.Th>{t('worker.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contracts.data.contracts.map((contract) => (
                <Table.Tr key={contract.id}>
                  <Table.Td>
                    <Anchor component={Link} to={contractPath(contract.id)}>
                      {contractTitle(contract, t)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{periodText(contract, t)}</Table.Td>
                  <Table.Td>{payText(contract.currentTerms, t, locale)}</Table.Td>
                  <Table.Td>
                    <ContractStatusBadge status={contract.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
