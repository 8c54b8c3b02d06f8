import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { CartLoading } from './CartLoading.tsx';

const CartContents = lazy(() => import('./CartContents.tsx'));

/**
 * The cart's item count from the user data (the shop keeps `extras.eCommerceCartItemsCount`), and
 * a dropdown of the server's cart on click. Nothing is shown until the cart holds something: no
 * shop, no badge, never a made-up count.
 */
export function CartBadge() {
  const { t } = useTranslation('common');
  const { userData } = useSession();
  const [opened, setOpened] = useState(false);
  const count = userData?.extras.eCommerceCartItemsCount ?? 0;
  if (!(count > 0)) return null;
  const label = t('navbar.cart', { count });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Indicator label={count > 99 ? '99+' : count} size={16} offset={6} color="red">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={label}
            title={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconShoppingCart size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('navbar.cartMenu.title')}>
        {opened && (
          <Suspense fallback={<CartLoading />}>
            <CartContents onLeave={() => setOpened(false)} />
          </Suspense>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
