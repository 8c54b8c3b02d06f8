import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useAbility } from '@casl/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { ORDER_TRANSITIONS, type OrderStatus } from '@saldo/contracts/order-status';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { goToPaymentPage } from '../lib/go-to-payment.ts';
import { useChangeOrderStatus, useOrders, useStartOrderPayment } from '../api/queries.ts';
import { PaymentSettingsCard } from '../components/PaymentSettingsCard.tsx';
import { ShopNav } from '../components/ShopNav.tsx';

const COLORS: Record<OrderStatus, string> = {
  new: 'blue',
  confirmed: 'cyan',
  shipped: 'orange',
  delivered: 'green',
  cancelled: 'gray',
};

/** /apps/e-commerce/orders: the shop's orders (a client's own); the administrator moves their status. */
export default function OrdersPage() {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  const ability = useAbility<AppAbility>();
  const manages = ability.can('manage', 'Shop');
  const orders = useOrders();
  const change = useChangeOrderStatus();
  const pay = useStartOrderPayment();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('orders.title')}
        </Title>
        <ShopNav />
      </Group>
      <Card withBorder radius="md" p="md">
        {orders.isError ? (
          <LoadError
            title={t('loadFailed')}
            error={orders.error}
            retrying={orders.isFetching}
            onRetry={() => void orders.refetch()}
          />
        ) : orders.data?.length === 0 ? (
          <Text c="dimmed">{t('orders.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orders.number')}</Table.Th>
                  <Table.Th>{t('orders.date')}</Table.Th>
                  <Table.Th>{t('orders.customer')}</Table.Th>
                  <Table.Th>{t('orders.document')}</Table.Th>
                  <Table.Th>{t('orders.total')}</Table.Th>
                  <Table.Th>{t('orders.status')}</Table.Th>
                  {manages && <Table.Th>{t('orders.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.data?.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>{o.number}</Table.Td>
                    <Table.Td>{o.createdAt.slice(0, 10)}</Table.Td>
                    <Table.Td>{o.contractorName}</Table.Td>
                    <Table.Td>
                      {o.invoiceId !== null ? (
                        <Anchor component={Link} to={`/apps/invoice/preview/${o.invoiceId}`}>
                          {o.invoiceNumber}
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{money(o.gross, 'PLN')}</Text>
                      <Text size="xs" c={o.paid ? 'green' : 'dimmed'}>
                        {o.paid ? t('pay.paidShort') : t('pay.unpaidShort')}
                      </Text>
                      {!manages && o.payment === 'payment_link' && !o.paid && o.status !== 'cancelled' && (
                        <Button
                          size="compact-xs"
                          mt={4}
                          loading={pay.isPending && pay.variables === o.id}
                          onClick={() => pay.mutate(o.id, { onSuccess: (url) => goToPaymentPage(url) })}
                          aria-label={t('pay.nowNamed', { number: o.number })}
                        >
                          {t('pay.now')}
                        </Button>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={COLORS[o.status]} variant="light">
                        {t(`status.${o.status}`)}
                      </Badge>
                    </Table.Td>
                    {manages && (
                      <Table.Td>
                        <Group gap={4}>
                          {ORDER_TRANSITIONS[o.status].map((next) => (
                            <Button
                              key={next}
                              size="compact-xs"
                              variant={next === 'cancelled' ? 'subtle' : 'light'}
                              color={next === 'cancelled' ? 'red' : undefined}
                              loading={change.isPending && change.variables.id === o.id}
                              onClick={() => change.mutate({ id: o.id, status: next })}
                              aria-label={t(`orders.moveNamed.${next}`, { number: o.number })}
                            >
                              {t(`orders.move.${next}`)}
                            </Button>
                          ))}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pay.isError && (
          <Alert color="red" mt="sm" title={t('pay.failed')}>
            {pay.error.message}
          </Alert>
        )}
      </Card>
      {manages && <PaymentSettingsCard />}
    </Stack>
  );
}
