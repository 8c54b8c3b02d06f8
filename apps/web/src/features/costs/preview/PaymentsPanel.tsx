import { ActionIcon, Card, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useRemoveCostPayment } from '../api/queries.ts';
import { WhiteListBadge } from './WhiteListBadge.tsx';

/** The payments made to the supplier, each with its white-list evidence; one may be removed. */
export function PaymentsPanel({ cost }: { cost: CostDetail }) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const remove = useRemoveCostPayment();
  const removePayment = (paymentId: number) =>
    remove.mutate(
      { id: cost.id, paymentId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('payments.removed') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('payments.removeFailed'),
            message: error instanceof ApiError ? error.message : t('errors.network'),
          }),
      },
    );

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('payments.title')}>
      <Title order={2} fz={18} mb="sm">
        {t('payments.title')}
      </Title>
      {cost.payments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('payments.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label={t('payments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.date')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                <Table.Th>{t('payments.method')}</Table.Th>
                <Table.Th>{t('payments.whiteList')}</Table.Th>
                <Table.Th>{t('payments.note')}</Table.Th>
                <Table.Th w={60}>
                  <Text span size="sm" style={{ visibility: 'hidden' }}>
                    {t('payments.actions')}
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cost.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{format.date(payment.date)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.money(payment.amount, cost.currency)}
                  </Table.Td>
                  <Table.Td>{t(`paymentMethods.${payment.method}`)}</Table.Td>
                  <Table.Td>
                    <WhiteListBadge evidence={payment.whiteList} />
                  </Table.Td>
                  <Table.Td>{payment.note || '—'}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('payments.remove', {
                        amount: format.money(payment.amount, cost.currency),
                        date: format.date(payment.date),
                      })}
                      loading={remove.isPending && remove.variables.paymentId === payment.id}
                      onClick={() => removePayment(payment.id)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
