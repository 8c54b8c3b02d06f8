import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EcommerceData } from '@saldo/contracts/analytics';
import type { CurrencyCode } from '@saldo/domain/currency';
import { useDashboardFormat } from '../use-dashboard-format.ts';
import { DashCard } from './DashCard.tsx';

const STATUS_COLOR: Record<EcommerceData['orders']['byStatus'][number]['status'], string> = {
  new: 'blue',
  confirmed: 'indigo',
  shipped: 'orange',
  delivered: 'teal',
  cancelled: 'gray',
};

/**
 * The shop's orders on the e-commerce dashboard: this month's count and value, how many wait in each
 * status, and the latest orders, each opening the orders list.
 */
export function OrdersCard({ orders }: { orders: EcommerceData['orders'] }) {
  const { t } = useTranslation(['dashboard', 'shop']);
  const format = useDashboardFormat();
  const title = t('books.orders.title');
  const statusLabel = (status: keyof typeof STATUS_COLOR) => t(`shop:status.${status}`);
  return (
    <DashCard id="books-orders" title={title} to="/apps/e-commerce/orders" linkLabel={t('open')}>
      {!orders.available ? (
        <Text size="sm" c="dimmed">
          {t('books.orders.unavailable')}
        </Text>
      ) : orders.items.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="orders-empty">
          {t('books.orders.none')}
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="orders-month">
            {t('books.orders.month', {
              orders: format.integer(orders.month.count),
              value: format.pln(orders.month.gross),
            })}
          </Text>
          <Group gap="xs" aria-label={t('books.orders.byStatus')} role="list">
            {orders.byStatus.map((s) => (
              <Badge
                key={s.status}
                role="listitem"
                variant="light"
                color={STATUS_COLOR[s.status]}
                data-testid={`orders-status-${s.status}`}
              >
                {statusLabel(s.status)}: {format.integer(s.count)}
              </Badge>
            ))}
          </Group>
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing={4} data-testid="books-orders-table">
              <Table.Caption>{t('books.orders.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('books.orders.number')}</Table.Th>
                  <Table.Th scope="col">{t('books.orders.date')}</Table.Th>
                  <Table.Th scope="col">{t('books.orders.client')}</Table.Th>
                  <Table.Th scope="col">{t('books.orders.status')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('books.orders.gross')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {orders.items.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Th scope="row" fw={500}>
                      <Anchor component={Link} to="/apps/e-commerce/orders" size="sm">
                        {order.number}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{format.date(order.date)}</Table.Td>
                    <Table.Td>{order.contractorName}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLOR[order.status]}>
                        {statusLabel(order.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      {format.money(order.amount, order.currency as CurrencyCode)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </DashCard>
  );
}
