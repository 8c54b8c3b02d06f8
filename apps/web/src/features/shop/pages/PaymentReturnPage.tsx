import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { goToPaymentPage } from '../lib/go-to-payment.ts';
import { useOrder, useStartOrderPayment } from '../api/queries.ts';

/**
 * /apps/e-commerce/orders/:id/payment: where Przelewy24 sends the buyer back. The payment counts only
 * once the gateway's notification is verified on the server, which may come a few seconds after the
 * buyer returns, so the page asks again until the order reads paid.
 */
export default function PaymentReturnPage() {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useOrder(valid ? id : 0, true);
  const pay = useStartOrderPayment();

  if (!valid) return <Text>{t('pay.notFound')}</Text>;
  return (
    <Card withBorder radius="md" p="lg">
      <Stack>
        <Title order={1} fz={24}>
          {t('pay.returnTitle', { number: order.data?.number ?? '' })}
        </Title>
        {order.isError ? (
          <LoadError
            title={t('loadFailed')}
            error={order.error}
            retrying={order.isFetching}
            onRetry={() => void order.refetch()}
          />
        ) : !order.data ? (
          <Loader size="sm" aria-label={t('pay.checking')} />
        ) : order.data.paid ? (
          <Alert color="green" title={t('pay.paid')}>
            {t('pay.paidText', { amount: money(order.data.gross, 'PLN') })}
          </Alert>
        ) : (
          <Stack gap="xs">
            <Group gap="xs">
              <Loader size="xs" />
              <Text role="status">{t('pay.pending')}</Text>
            </Group>
            {order.data.payment === 'payment_link' && order.data.status !== 'cancelled' && (
              <Group>
                <Button
                  variant="light"
                  loading={pay.isPending || pay.isSuccess}
                  onClick={() => pay.mutate(id, { onSuccess: (url) => goToPaymentPage(url) })}
                >
                  {t('pay.again')}
                </Button>
              </Group>
            )}
            {pay.isError && <Alert color="red">{pay.error.message}</Alert>}
          </Stack>
        )}
        <Group>
          {order.data?.invoiceId != null && (
            <Button component={Link} to={`/apps/invoice/preview/${order.data.invoiceId}`} variant="default">
              {t('checkout.viewDocument')}
            </Button>
          )}
          <Button component={Link} to="/apps/e-commerce/orders" variant="default">
            {t('orders.title')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
