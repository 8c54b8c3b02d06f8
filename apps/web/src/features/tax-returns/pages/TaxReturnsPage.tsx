import { Button, Card, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useTaxReturns } from '../api/queries.ts';
import { CompanyCard } from '../components/CompanyCard.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { useTaxFormat } from '../format.ts';
import { taxReturnPath } from '../paths.ts';

/** /documents/tax-returns: the months with their status and figures; a month opens its return. */
export default function TaxReturnsPage() {
  const { t } = useTranslation('taxReturns');
  const format = useTaxFormat();
  const months = useTaxReturns();

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('list.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('list.intro')}
      </Text>
      <CompanyCard />
      <Card withBorder radius="md" p="md">
        {months.isError ? (
          <LoadError
            title={t('list.loadFailed')}
            error={months.error}
            retrying={months.isFetching}
            onRetry={() => void months.refetch()}
          />
        ) : !months.data ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={32} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.columns.month')}</Table.Th>
                  <Table.Th>{t('list.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('list.columns.outputVat')}</Table.Th>
                  <Table.Th ta="right">{t('list.columns.inputVat')}</Table.Th>
                  <Table.Th ta="right">{t('list.columns.balance')}</Table.Th>
                  <Table.Th>{t('list.columns.dueDate')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.data.months.map((month) => {
                  const prepared = month.status !== 'not_prepared';
                  return (
                    <Table.Tr key={month.period} data-testid={`month-${month.period}`}>
                      <Table.Td>{format.month(month.period)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={month.status} purpose={month.purpose} />
                        {month.referenceNumber !== '' && (
                          <Text size="xs" c="dimmed">
                            {t('list.reference', { reference: month.referenceNumber })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{prepared ? format.money(month.outputVat) : '—'}</Table.Td>
                      <Table.Td ta="right">{prepared ? format.money(month.inputVat) : '—'}</Table.Td>
                      <Table.Td ta="right">
                        {!prepared
                          ? '—'
                          : month.surplus > 0
                            ? t('list.surplus', { amount: format.money(month.surplus) })
                            : t('list.toPay', { amount: format.money(month.toPay) })}
                      </Table.Td>
                      <Table.Td>{format.date(month.dueDate)}</Table.Td>
                      <Table.Td>
                        <Button
                          component={Link}
                          to={taxReturnPath(month.period)}
                          size="xs"
                          variant="light"
                          aria-label={t('list.openMonth', { month: format.month(month.period) })}
                        >
                          {t('list.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
