import { useState } from 'react';
import {
  Card,
  Grid,
  Group,
  NumberInput,
  Pagination,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, type ProductListQuery } from '@saldo/contracts/shop';
import { LoadError } from '../../../components/LoadError.tsx';
import { useProducts } from '../api/queries.ts';
import { ProductCard } from '../components/ProductCard.tsx';
import { ShopNav } from '../components/ShopNav.tsx';

const PER_PAGE = 9;
/** Złoty typed in the filter → grosze the API filters by. */
const grosze = (value: string | number) => (value === '' ? undefined : Math.round(Number(value) * 100));

/** /apps/e-commerce/shop: the catalogue in a grid or a list, searched, filtered, sorted and paged. */
export default function ShopPage() {
  const { t } = useTranslation('shop');
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q, 300);
  const [sortBy, setSortBy] = useState<ProductListQuery['sortBy']>('featured');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<string | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [rating, setRating] = useState<string | null>(null);
  const [priceMin, setPriceMin] = useState<string | number>('');
  const [priceMax, setPriceMax] = useState<string | number>('');
  const products = useProducts({
    q: search,
    sortBy,
    page,
    perPage: PER_PAGE,
    category: category ?? undefined,
    brand: brand ?? undefined,
    ratingMin: rating ? Number(rating) : undefined,
    priceMin: grosze(priceMin),
    priceMax: grosze(priceMax),
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const data = products.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('title')}
        </Title>
        <ShopNav />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder radius="md" p="md">
            <Stack gap="sm">
              <Text fw={600}>{t('filters')}</Text>
              <Group grow gap="xs">
                <NumberInput label={t('priceMin')} min={0} value={priceMin} onChange={reset(setPriceMin)} />
                <NumberInput label={t('priceMax')} min={0} value={priceMax} onChange={reset(setPriceMax)} />
              </Group>
              <Select
                label={t('category')}
                clearable
                data={data?.categories ?? []}
                value={category}
                onChange={reset(setCategory)}
              />
              <Select
                label={t('brand')}
                clearable
                data={data?.brands ?? []}
                value={brand}
                onChange={reset(setBrand)}
              />
              <Select
                label={t('ratingMin')}
                clearable
                data={['4', '3', '2', '1'].map((value) => ({
                  value,
                  label: t('ratingAtLeast', { rating: value }),
                }))}
                value={rating}
                onChange={reset(setRating)}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group gap="sm" wrap="wrap">
              <TextInput
                style={{ flex: 1, minWidth: 200 }}
                leftSection={<IconSearch size={16} aria-hidden />}
                placeholder={t('search')}
                aria-label={t('search')}
                value={q}
                onChange={(e) => {
                  setQ(e.currentTarget.value);
                  setPage(1);
                }}
              />
              <Select
                aria-label={t('sortBy')}
                data={PRODUCT_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
                value={sortBy}
                allowDeselect={false}
                onChange={(v) => reset(setSortBy)((v ?? 'featured') as ProductListQuery['sortBy'])}
              />
              <SegmentedControl
                value={layout}
                onChange={(v) => setLayout(v === 'list' ? 'list' : 'grid')}
                data={[
                  { value: 'grid', label: t('grid') },
                  { value: 'list', label: t('list') },
                ]}
              />
            </Group>
            {products.isError ? (
              <LoadError
                title={t('loadFailed')}
                error={products.error}
                retrying={products.isFetching}
                onRetry={() => void products.refetch()}
              />
            ) : data && data.total === 0 ? (
              <Text c="dimmed">{t('noProducts')}</Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {t('found', { count: data?.total ?? 0 })}
                </Text>
                {layout === 'grid' ? (
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                    {data?.products.map((p) => (
                      <ProductCard key={p.id} product={p} />
                    ))}
                  </SimpleGrid>
                ) : (
                  <Stack gap="sm">
                    {data?.products.map((p) => (
                      <ProductCard key={p.id} product={p} layout="list" />
                    ))}
                  </Stack>
                )}
                <Pagination
                  total={Math.max(1, Math.ceil((data?.total ?? 0) / PER_PAGE))}
                  value={page}
                  onChange={setPage}
                  getControlProps={(control) => ({
                    'aria-label': control === 'next' ? t('nextPage') : t('previousPage'),
                  })}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
