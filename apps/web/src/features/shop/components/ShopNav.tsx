import { Button, Group } from '@mantine/core';
import { IconHeart, IconListDetails, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The shop's own links: wishlist, cart and checkout, orders. */
export function ShopNav() {
  const { t } = useTranslation('shop');
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to="/apps/e-commerce/wishlist"
        variant="default"
        leftSection={<IconHeart size={16} />}
      >
        {t('wishlist')}
      </Button>
      <Button
        component={Link}
        to="/apps/e-commerce/orders"
        variant="default"
        leftSection={<IconListDetails size={16} />}
      >
        {t('orders.title')}
      </Button>
      <Button component={Link} to="/apps/e-commerce/checkout" leftSection={<IconShoppingCart size={16} />}>
        {t('cart')}
      </Button>
    </Group>
  );
}
