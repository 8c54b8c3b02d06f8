import { ActionIcon, Badge, Button, Card, Group, Image, Rating, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@saldo/contracts/shop';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';
import { useAddToList, useRemoveFromList } from '../api/queries.ts';

/** One product of the shop, wishlist or related list: picture, name, rating, gross price, cart and wishlist. */
export function ProductCard({ product, layout = 'grid' }: { product: Product; layout?: 'grid' | 'list' }) {
  const { t } = useTranslation('shop');
  const money = useMoneyFormat();
  const add = useAddToList();
  const remove = useRemoveFromList();
  const href = `/apps/e-commerce/${product.slug}`;
  const wish = () =>
    (product.isInWishlist ? remove : add).mutate({ kind: 'wishlist', productId: product.id });
  const picture = (
    <Image
      src={product.image || undefined}
      alt=""
      h={layout === 'grid' ? 160 : 110}
      w={layout === 'grid' ? undefined : 140}
      fit="contain"
    />
  );
  const body = (
    <Stack gap={6} style={{ flex: 1 }}>
      <Group justify="space-between" wrap="nowrap">
        <Rating
          value={product.rating}
          fractions={2}
          readOnly
          size="xs"
          aria-label={t('rating', { rating: product.rating })}
        />
        <Text fw={700}>{money(product.price, product.currency)}</Text>
      </Group>
      <Text component={Link} to={href} fw={600} lineClamp={2}>
        {product.name}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={layout === 'grid' ? 2 : 3}>
        {product.description}
      </Text>
      <Group gap={6}>
        {product.brand && <Badge variant="light">{product.brand}</Badge>}
        {product.hasFreeShipping && (
          <Badge variant="light" color="green">
            {t('freeShipping')}
          </Badge>
        )}
        {product.available !== null && product.available <= 0 && (
          <Badge variant="light" color="red">
            {t('soldOut')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
  const actions = (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        onClick={wish}
        aria-label={
          product.isInWishlist
            ? t('removeFromWishlist', { name: product.name })
            : t('addToWishlist', { name: product.name })
        }
      >
        {product.isInWishlist ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
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
          aria-label={t('addToCartNamed', { name: product.name })}
        >
          {t('addToCart')}
        </Button>
      )}
    </Group>
  );
  return (
    <Card withBorder radius="md" p="md" data-testid="product-card">
      {layout === 'grid' ? (
        <Stack gap="sm" h="100%" justify="space-between">
          {picture}
          {body}
          {actions}
        </Stack>
      ) : (
        <Group align="flex-start" wrap="nowrap">
          {picture}
          {body}
          {actions}
        </Group>
      )}
    </Card>
  );
}
