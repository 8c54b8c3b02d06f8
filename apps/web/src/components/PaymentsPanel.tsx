import { useState, type ReactNode } from 'react';
import { ActionIcon, Card, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import type { CurrencyCode } from '@saldo/domain/currency';
import { ApiError } from '../lib/api-client.ts';
import { useInvoiceFormat } from '../lib/format.ts';

export interface PaymentsPanelRow {
  id: number;
  /** Grosze (or cents) of the document's currency. */
  amount: number;
  /** ISO day. */
  date: string;
  method: string;
  note: string;
}

/** The words of the panel; the caller translates them in its document's namespace. */
export interface PaymentsPanelTexts {
  title: string;
  empty: string;
  date: string;
  amount: string;
  method: string;
  note: string;
  actions: string;
  methodLabel: (method: string) => string;
  remove: (values: { amount: string; date: string }) => string;
  removed: string;
  removeFailed: string;
  network: string;
}

/** A column of the document's own (the cost's white-list evidence), after the method. */
export interface PaymentsPanelColumn<Row> {
  header: string;
  cell: (payment: Row) => ReactNode;
}

/**
 * The payments recorded against an invoice or a cost document. Removing one asks the server
 * (onRemove) and says how it went; the remove buttons show only when the caller's abilities allow.
 * Adding stays with each document's own actions (its drawer differs: the cost's checks the VAT
 * white list).
 */
export function PaymentsPanel<Row extends PaymentsPanelRow>({
  payments,
  currency,
  texts,
  canRemove,
  onRemove,
  column,
}: {
  payments: readonly Row[];
  currency: CurrencyCode;
  texts: PaymentsPanelTexts;
  canRemove: boolean;
  onRemove: (paymentId: number) => Promise<unknown>;
  column?: PaymentsPanelColumn<Row>;
}) {
  const format = useInvoiceFormat();
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (paymentId: number) => {
    setRemoving(paymentId);
    try {
      await onRemove(paymentId);
      notifications.show({ color: 'teal', message: texts.removed });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: texts.removeFailed,
        message: error instanceof ApiError ? error.message : texts.network,
      });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={texts.title}>
      <Title order={2} fz={18} mb="sm">
        {texts.title}
      </Title>
      {payments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {texts.empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={column ? 640 : 520}>
          <Table verticalSpacing="xs" aria-label={texts.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.date}</Table.Th>
                <Table.Th ta="right">{texts.amount}</Table.Th>
                <Table.Th>{texts.method}</Table.Th>
                {column && <Table.Th>{column.header}</Table.Th>}
                <Table.Th>{texts.note}</Table.Th>
                {canRemove && <Table.Th w={60} aria-label={texts.actions} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{format.date(payment.date)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {format.money(payment.amount, currency)}
                  </Table.Td>
                  <Table.Td>{texts.methodLabel(payment.method)}</Table.Td>
                  {column && <Table.Td>{column.cell(payment)}</Table.Td>}
                  <Table.Td>{payment.note || '—'}</Table.Td>
                  {canRemove && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={texts.remove({
                          amount: format.money(payment.amount, currency),
                          date: format.date(payment.date),
                        })}
                        loading={removing === payment.id}
                        onClick={() => void remove(payment.id)}
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
