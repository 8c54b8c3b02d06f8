import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@saldo/domain/money';
import { LoadError } from '../../../components/LoadError.tsx';
import { useWorkerContracts } from '../../contracts/api/queries.ts';

/** The worker's contracts (read through the contracts feature's api), newest first. */
export function WorkerContractsPanel({ workerId }: { workerId: number }) {
  const { t, i18n } = useTranslation('workers');
  const contracts = useWorkerContracts(workerId);
  const locale = i18n.language === 'pl' ? 'pl' : 'en';
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('preview.contracts')}
        </Title>
        {contracts.isError ? (
          <LoadError
            title={t('errors.loadFailed')}
            error={contracts.error}
            retrying={contracts.isFetching}
            onRetry={() => void contracts.refetch()}
          />
        ) : !contracts.data ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : contracts.data.contracts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('preview.noContracts')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {contracts.data.contracts.map((contract) => {
                const pay = contract.monthlyGross ?? contract.hourlyRate ?? contract.flatFee;
                return (
                  <Table.Tr key={contract.id}>
                    <Table.Td>{t(`contractKinds.${contract.kind}`)}</Table.Td>
                    <Table.Td>{contract.position || contract.subject}</Table.Td>
                    <Table.Td>
                      {contract.startDate} – {contract.lastDay ?? contract.endDate ?? '…'}
                    </Table.Td>
                    <Table.Td>{pay === null ? '' : formatMoney(pay, { locale })}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={contract.status === 'active' ? 'green' : 'gray'}>
                        {t(`contractStatus.${contract.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
