import { Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The cart dropdown while its code or the server's cart is on the way. */
export function CartLoading() {
  const { t } = useTranslation('common');
  return (
    <Group justify="center" p="md">
      <Loader size="sm" aria-label={t('navbar.cartMenu.loading')} />
    </Group>
  );
}
