import {
  Badge,
  Button,
  Card,
  ColorSwatch,
  Grid,
  Group,
  Loader,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import {
  useAddToList,
  useProduct,
  useProductImages,
  useProducts,
  useRemoveFromList,
} from '../api/queries.ts';
import { ProductGallery } from '../components/ProductGallery.tsx';
import { ProductReviews } from '../components/ProductReviews.tsx';
import { ProductCard } from '../components/ProductCard.tsx';

const SWATCH: Record<string, string> = {
  primary: 'var(--mantine-color-blue-6)',
  success: 'var(--mantine-color-green-6)',
  warning: 'var(--mantine-color-yellow-6)',
  danger: 'var(--mantine-color-red-6)',
  info: 'var(--mantine-color-cyan-6)',
};

/** /apps/e-commerce/:slug: one product with its gallery, colours, cart and wishlist, and related products. */
export default function ProductPage() {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  const { slug = '' } = useParams();
  const found = useProducts({ slug, perPage: 1 });
  const id = found.data?.products[0]?.id;
  const detail = useProduct(id);
  const images = useProductImages(id);
  const add = useAddToList();
  const remove = useRemoveFromList();
  const [color, setColor] = useState<string | null>(null);
  if (found.isError || detail.isError)
    return (
      <LoadError
        title={t('loadFailed')}
        error={found.error ?? detail.error}
        retrying={found.isFetching || detail.isFetching}
        onRetry={() => void found.refetch()}
      />
    );
  if (found.data && found.data.total === 0) return <Text>{t('notFound')}</Text>;
  if (!detail.data) return <Loader aria-label={t('loading')} />;
  const { product, related } = detail.data;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="lg">
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ProductGallery name={product.name} images={images.data ?? []} fallback={product.image} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Title order={1} fz={24}>
                {product.name}
              </Title>
              <Group gap="xs">
                <Rating
                  value={product.rating}
                  fractions={2}
                  readOnly
                  aria-label={t('rating', { rating: product.rating })}
                />
                {product.brand && <Badge variant="light">{product.brand}</Badge>}
              </Group>
              <Text fz={22} fw={700}>
                {money(product.price, product.currency)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('netPrice', { price: money(product.netPrice, product.currency), rate: product.vatRate })}
              </Text>
              <Text>{product.description}</Text>
              <Text size="sm">
                {product.available === null
                  ? t('available')
                  : product.available > 0
                    ? t('inStock', { count: product.available })
                    : t('soldOut')}
              </Text>
              {product.colorOptions.length > 0 && (
                <Group gap="xs" role="radiogroup" aria-label={t('colors')}>
                  {product.colorOptions.map((c) => (
                    <ColorSwatch
                      key={c}
                      component="button"
                      type="button"
                      color={SWATCH[c] ?? 'gray'}
                      role="radio"
                      aria-checked={color === c}
                      aria-label={t(`color.${c}`)}
                      onClick={() => setColor(c)}
                      style={{ outline: color === c ? '2px solid black' : undefined, cursor: 'pointer' }}
                    />
                  ))}
                </Group>
              )}
              <Group>
                {product.isInCart ? (
                  <Button
                    component={Link}
                    to="/apps/e-commerce/checkout"
                    variant="light"
                    leftSection={<IconShoppingCart size={16} />}
                  >
                    {t('viewInCart')}
                  </Button>
                ) : (
                  <Button
                    leftSection={<IconShoppingCart size={16} />}
                    loading={add.isPending}
                    onClick={() => add.mutate({ kind: 'cart', productId: product.id })}
                  >
                    {t('addToCart')}
                  </Button>
                )}
                <Button
                  variant="default"
                  leftSection={<IconHeart size={16} />}
                  onClick={() =>
                    (product.isInWishlist ? remove : add).mutate({ kind: 'wishlist', productId: product.id })
                  }
                >
                  {product.isInWishlist ? t('inWishlist') : t('wishlistAdd')}
                </Button>
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
      </Card>
      <ProductReviews productId={product.id} />
      {related.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz={20}>
            {t('related')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
