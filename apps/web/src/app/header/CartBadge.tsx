import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';

/**
 * The cart's item count from the user data (the shop keeps `extras.eCommerceCartItemsCount`).
 * Nothing is shown until the cart holds something: no shop, no badge, never a made-up count.
 */
export function CartBadge() {
  const { t } = useTranslation('common');
  const { userData } = useSession();
  const count = userData?.extras.eCommerceCartItemsCount ?? 0;
  if (!(count > 0)) return null;
  const label = t('navbar.cart', { count });
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} offset={6} color="red">
      <ActionIcon
        component={Link}
        to="/apps/e-commerce/checkout"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={label}
      >
        <IconShoppingCart size={20} />
      </ActionIcon>
    </Indicator>
  );
}
