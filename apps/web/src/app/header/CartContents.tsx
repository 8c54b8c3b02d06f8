import { Alert, Button, CloseButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartProduct } from '@saldo/contracts/shop';
import { useCart, useRemoveFromList } from '../../features/shop/api/queries.ts';
import { useMoneyFormat } from '../../lib/use-money-format.ts';
import { CartLoading } from './CartLoading.tsx';

/**
 * The cart's lines, read when the dropdown opens: the badge alone costs no request. A chunk of its own
 * with the shop's API and schemas, which the navbar of every page otherwise evaluated at start-up.
 */
export default function CartContents({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation(['common', 'shop']);
  const money = useMoneyFormat();
  const cart = useCart();
  const remove = useRemoveFromList();
  if (cart.isPending) return <CartLoading />;
  if (cart.isError)
    return (
      <Alert color="red" variant="light">
        {t('common:navbar.cartMenu.failed')}
      </Alert>
    );
  const products = cart.data.products;
  // Every line is in one currency in the shop today; the total is shown per currency all the same.
  const totals = new Map<CartProduct['currency'], number>();
  for (const p of products) totals.set(p.currency, (totals.get(p.currency) ?? 0) + p.offers * p.quantity);
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('common:navbar.cartMenu.title')}</Text>
      {products.length === 0 ? (
        <Text c="dimmed">{t('shop:checkout.empty')}</Text>
      ) : (
        <ScrollArea.Autosize mah={300}>
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {products.map((p) => (
              <Group key={p.id} component="li" wrap="nowrap" justify="space-between" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text
                    component={Link}
                    to={`/apps/e-commerce/${p.slug}`}
                    onClick={onLeave}
                    size="sm"
                    truncate
                    display="block"
                  >
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('common:navbar.cartMenu.line', {
                      count: p.quantity,
                      price: money(p.offers, p.currency),
                    })}
                  </Text>
                </div>
                <CloseButton
                  size="sm"
                  aria-label={t('shop:checkout.remove', { name: p.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ kind: 'cart', productId: p.id })}
                />
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {[...totals].map(([currency, total]) => (
        <Group key={currency} justify="space-between">
          <Text size="sm">{t('common:navbar.cartMenu.subtotal')}</Text>
          <Text size="sm" fw={600}>
            {money(total, currency)}
          </Text>
        </Group>
      ))}
      <Button component={Link} to="/apps/e-commerce/checkout" onClick={onLeave} fullWidth>
        {t('common:navbar.cartMenu.checkout')}
      </Button>
    </Stack>
  );
}
