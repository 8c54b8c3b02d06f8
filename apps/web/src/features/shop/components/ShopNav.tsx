import { Button, Group } from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconBox, IconHeart, IconListDetails, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';

/** The shop's own links: wishlist, cart and checkout, orders. */
export function ShopNav() {
  const { t } = useTranslation('shop');
  const manages = useAbility<AppAbility>().can('manage', 'Shop');
  return (
    <Group gap="xs">
      {manages && (
        <Button
          component={Link}
          to="/apps/e-commerce/products"
          variant="default"
          leftSection={<IconBox size={16} />}
        >
          {t('admin.title')}
        </Button>
      )}
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
