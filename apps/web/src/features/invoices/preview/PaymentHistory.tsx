import { ActionIcon, Card, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { ApiError } from '../../../lib/api-client.ts';
import { useRemovePayment } from '../api/queries.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';

/** The payments recorded against the invoice; an admin may remove one. */
export function PaymentHistory({ invoice, canRemove }: { invoice: InvoiceDetail; canRemove: boolean }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const remove = useRemovePayment();
  const removePayment = (paymentId: number) =>
    remove.mutate(
      { id: invoice.id, paymentId },
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
    <Card withBorder radius="md" p="md">
      <Title order={2} fz={18} mb="sm">
        {t('payments.title')}
      </Title>
      {invoice.payments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('payments.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs" aria-label={t('payments.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payments.date')}</Table.Th>
                <Table.Th ta="right">{t('payments.amount')}</Table.Th>
                <Table.Th>{t('payments.method')}</Table.Th>
                <Table.Th>{t('payments.note')}</Table.Th>
                {canRemove && <Table.Th w={60} aria-label={t('payments.actions')} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{format.date(payment.date)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.money(payment.amount, invoice.currency)}
                  </Table.Td>
                  <Table.Td>{t(`paymentMethods.${payment.method}`)}</Table.Td>
                  <Table.Td>{payment.note || '—'}</Table.Td>
                  {canRemove && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('payments.remove', {
                          amount: format.money(payment.amount, invoice.currency),
                          date: format.date(payment.date),
                        })}
                        loading={remove.isPending && remove.variables.paymentId === payment.id}
                        onClick={() => removePayment(payment.id)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
