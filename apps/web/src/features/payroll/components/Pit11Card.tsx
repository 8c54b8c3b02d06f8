import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { downloadPayrollFile, pit11CsvPath } from '../api/payroll-api.ts';
import { usePit11 } from '../api/queries.ts';
import { amount } from './format.ts';

/** The year's PIT-11 figures per person and source of income, from the approved lists. */
export function Pit11Card({ year }: { year: number }) {
  const { t, i18n } = useTranslation('payroll');
  const pit11 = usePit11(year);
  const money = (value: number) => amount(value, i18n.language);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="payroll-pit11-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz={18} id="payroll-pit11-title">
            {t('pit11.title', { year })}
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
            disabled={!pit11.data || pit11.data.rows.length === 0}
            onClick={() =>
              void downloadPayrollFile(pit11CsvPath(year), 'text/csv', `pit-11-${year}.csv`).catch(
                (error: unknown) =>
                  notifications.show({ color: 'red', message: error instanceof Error ? error.message : '' }),
              )
            }
          >
            {t('pit11.csv')}
          </Button>
        </Group>
        {pit11.isError ? (
          <LoadError
            title={t('pit11.loadFailed')}
            error={pit11.error}
            retrying={pit11.isFetching}
            onRetry={() => void pit11.refetch()}
          />
        ) : !pit11.data ? (
          <Loader size="sm" aria-label={t('detail.loading')} />
        ) : pit11.data.rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pit11.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table striped fz="sm" aria-label={t('pit11.title', { year })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('entries.person')}</Table.Th>
                  <Table.Th>{t('pit11.source')}</Table.Th>
                  <Table.Th ta="right">{t('pit11.revenue')}</Table.Th>
                  <Table.Th ta="right">{t('pit11.costs')}</Table.Th>
                  <Table.Th ta="right">{t('entries.social')}</Table.Th>
                  <Table.Th ta="right">{t('entries.health')}</Table.Th>
                  <Table.Th ta="right">{t('entries.tax')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pit11.data.rows.map((row) => (
                  <Table.Tr key={`${row.workerId}-${row.source}`}>
                    <Table.Td>{row.workerName}</Table.Td>
                    <Table.Td>{t(`pit11.sources.${row.source}`)}</Table.Td>
                    <Table.Td ta="right">{money(row.revenue)}</Table.Td>
                    <Table.Td ta="right">{money(row.costs)}</Table.Td>
                    <Table.Td ta="right">{money(row.social)}</Table.Td>
                    <Table.Td ta="right">{money(row.health)}</Table.Td>
                    <Table.Td ta="right">{money(row.tax)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
