import { SimpleGrid, Stack, Text, Title, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useWishlist } from '../api/queries.ts';
import { ProductCard } from '../components/ProductCard.tsx';
import { ShopNav } from '../components/ShopNav.tsx';

/** /apps/e-commerce/wishlist: the user's own wishlist. */
export default function WishlistPage() {
  const { t } = useTranslation('shop');
  const wishlist = useWishlist();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz={26}>
          {t('wishlist')}
        </Title>
        <ShopNav />
      </Group>
      {wishlist.isError ? (
        <LoadError
          title={t('loadFailed')}
          error={wishlist.error}
          retrying={wishlist.isFetching}
          onRetry={() => void wishlist.refetch()}
        />
      ) : wishlist.data?.products.length === 0 ? (
        <Text c="dimmed">{t('wishlistEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {wishlist.data?.products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
