import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@saldo/domain/money';
import { LoadError } from '../../../components/LoadError.tsx';
import { useWorkerPayslips } from '../../payroll/api/queries.ts';

/** The worker's payslips from the payroll lists (read through the payroll feature's api). */
export function WorkerPayslipsPanel({ workerId }: { workerId: number }) {
  const { t, i18n } = useTranslation('workers');
  const payslips = useWorkerPayslips(workerId);
  const locale = i18n.language === 'pl' ? 'pl' : 'en';
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('preview.payslips')}
        </Title>
        {payslips.isError ? (
          <LoadError
            title={t('errors.loadFailed')}
            error={payslips.error}
            retrying={payslips.isFetching}
            onRetry={() => void payslips.refetch()}
          />
        ) : !payslips.data ? (
          <Text c="dimmed">{t('loading')}</Text>
        ) : payslips.data.payslips.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('preview.noPayslips')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('preview.month')}</Table.Th>
                <Table.Th>{t('preview.gross')}</Table.Th>
                <Table.Th>{t('preview.net')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payslips.data.payslips.map((slip) => (
                <Table.Tr key={slip.entryId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/documents/payroll/${slip.listId}`}>
                      {slip.month}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatMoney(slip.gross, { locale })}</Table.Td>
                  <Table.Td>{formatMoney(slip.net, { locale })}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={slip.status === 'approved' ? 'green' : 'gray'}>
                      {t(`payslipStatus.${slip.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
