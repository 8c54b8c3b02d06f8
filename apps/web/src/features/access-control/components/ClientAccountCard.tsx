import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import { LoadError } from '../../../components/LoadError.tsx';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useClientAccount } from '../../dashboard/api/queries.ts';

/** A client's account with the company: the balance, open and overdue invoices, and recent payments. */
export function ClientAccountCard() {
  const { t } = useTranslation('dashboard');
  const account = useClientAccount();
  const format = useInvoiceFormat();
  const money = (amount: number, currency: string) => format.money(amount, currency as CurrencyCode);

  return (
    <Card withBorder radius="md" p="lg" aria-labelledby="client-account-title">
      <Stack gap="md">
        <Title order={2} fz={20} id="client-account-title">
          {t('account.title')}
        </Title>
        {account.isError ? (
          <LoadError
            title={t('account.loadFailed')}
            error={account.error}
            retrying={account.isFetching}
            onRetry={() => void account.refetch()}
          />
        ) : !account.data ? (
          <Skeleton height={120} aria-label={t('common:loading')} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {t('account.balance')}
                </Text>
                <Text fz={24} fw={700} data-testid="account-balance">
                  {money(account.data.balancePln, 'PLN')}
                </Text>
                {account.data.balances
                  .filter((b) => b.currency !== 'PLN')
                  .map((b) => (
                    <Text size="sm" key={b.currency}>
                      {money(b.balance, b.currency)}
                    </Text>
                  ))}
              </Stack>
              <Stack gap={0}>
                <Text size="sm" c="dimmed">
                  {t('account.overdue')}
                </Text>
                <Text
                  fz={24}
                  fw={700}
                  c={account.data.overduePln > 0 ? 'red' : undefined}
                  data-testid="account-overdue"
                >
                  {money(account.data.overduePln, 'PLN')}
                </Text>
              </Stack>
            </SimpleGrid>
            {account.data.openInvoices.length === 0 ? (
              <Text c="dimmed">{t('account.nothingOpen')}</Text>
            ) : (
              <Table striped verticalSpacing={4}>
                <Table.Caption>{t('account.openInvoices')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('account.number')}</Table.Th>
                    <Table.Th scope="col">{t('account.dueDate')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('account.left')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {account.data.openInvoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/apps/invoice/preview/${invoice.id}`} size="sm">
                          {invoice.number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6}>
                          {format.date(invoice.dueDate)}
                          {invoice.overdue && (
                            <Badge color="red" variant="light" size="sm">
                              {t('account.daysOverdue', { count: invoice.daysOverdue })}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{money(invoice.balance, invoice.currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {account.data.payments.length > 0 && (
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {t('account.payments')}
                </Text>
                {account.data.payments.slice(0, 5).map((payment, i) => (
                  <Text size="sm" key={`${payment.invoiceId}-${i}`}>
                    {format.date(payment.date)} · {payment.number} · {money(payment.amount, payment.currency)}
                  </Text>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
