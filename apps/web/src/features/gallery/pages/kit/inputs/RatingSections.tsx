import { useId, useState, type ComponentProps } from 'react';
import { Input, Rating, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@saldo/contracts/shop';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { LoadingState } from '../../../components/States.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { useRatedProducts } from './page-data.ts';

type RatingProps = Omit<ComponentProps<typeof Rating>, 'aria-label' | 'aria-labelledby'>;

/**
 * A rating with a label, description and error like any field. Mantine's Rating is a bare group of
 * visually hidden radios: here it is a named radio group (arrow keys choose, as in any radio group),
 * or an image named by its value when it is only shown.
 */
export function RatingField({
  label,
  description,
  error,
  required = false,
  ...rating
}: RatingProps & { label: string; description?: string; error?: string; required?: boolean }) {
  const { t } = useTranslation('galleryInputs');
  const id = useId();
  const described = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  const value = rating.value ?? 0;
  const readOnly = rating.readOnly === true;
  const max = rating.count ?? 5;
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={description}
      descriptionProps={{ id: `${id}-description` }}
      error={error}
      errorProps={{ id: `${id}-error` }}
      withAsterisk={required}
    >
      <Rating
        {...rating}
        role={readOnly ? 'img' : 'radiogroup'}
        aria-labelledby={readOnly ? undefined : `${id}-label`}
        aria-label={readOnly ? t('demo.rating.shown', { label, rating: value, max }) : undefined}
        aria-describedby={described || undefined}
        aria-required={readOnly ? undefined : required || undefined}
        aria-invalid={readOnly ? undefined : error !== undefined || undefined}
        getSymbolLabel={(symbol) => t('demo.rating.symbol', { value: symbol, max })}
      />
    </Input.Wrapper>
  );
}

export function RatingVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery']);
  const [mine, setMine] = useState(4);
  const [half, setHalf] = useState(3.5);
  return (
    <GallerySection title={t('gallery:frame.variants')} description={t('demo.rating.variantsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label={t('demo.rating.interactive')}>
          <Stack gap={4}>
            <RatingField label={t('demo.rating.yours')} value={mine} onChange={setMine} />
            <Text size="sm" aria-live="polite">
              {t('demo.rating.chosen', { rating: mine })}
            </Text>
          </Stack>
        </Example>
        <Example label="fractions={2}">
          <Stack gap={4}>
            <RatingField label={t('demo.rating.yours')} fractions={2} value={half} onChange={setHalf} />
            <Text size="sm" aria-live="polite">
              {t('demo.rating.chosen', { rating: half })}
            </Text>
          </Stack>
        </Example>
        <Example label="readOnly · fractions={10}">
          <RatingField label={t('demo.rating.partial')} readOnly fractions={10} value={4.3} />
        </Example>
        <Example label="count={10}">
          <RatingField label={t('demo.rating.scale')} count={10} defaultValue={7} />
        </Example>
        <Example label="highlightSelectedOnly">
          <RatingField label={t('demo.rating.mood')} highlightSelectedOnly defaultValue={3} />
        </Example>
        <Example label="emptySymbol / fullSymbol">
          <RatingField
            label={t('demo.rating.yours')}
            color="red"
            defaultValue={2}
            emptySymbol={<IconHeart size={20} aria-hidden />}
            fullSymbol={<IconHeartFilled size={20} aria-hidden />}
          />
        </Example>
      </SimpleGrid>
      <Text size="sm">{t('demo.rating.keyboard')}</Text>
    </GallerySection>
  );
}

export function RatingSizes() {
  const { t } = useTranslation('galleryInputs');
  return (
    <SizesSection>
      {(size) => <RatingField size={size} label={t('demo.rating.yours')} defaultValue={3} />}
    </SizesSection>
  );
}

function ProductRatings({ products }: { products: readonly Product[] }) {
  const { t } = useTranslation('galleryInputs');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {products.map((product) => (
        <Stack key={product.id} gap={2}>
          <RatingField label={product.name} readOnly fractions={10} value={product.rating} size="sm" />
          <Text size="sm">
            {product.rating > 0 ? t('demo.rating.ofFive', { rating: product.rating }) : t('demo.rating.none')}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function RatingFromShop() {
  const { t } = useTranslation('galleryInputs');
  const query = useRatedProducts();
  return (
    <GallerySection title={t('demo.rating.shopTitle')} description={t('demo.rating.shopNote')}>
      <QueryData query={query} isEmpty={(data) => data.products.length === 0}>
        {(data) => <ProductRatings products={data.products} />}
      </QueryData>
    </GallerySection>
  );
}

export function RatingStates() {
  const { t } = useTranslation('galleryInputs');
  return (
    <InputStatesSection
      states={{
        description: (
          <RatingField
            label={t('demo.rating.yours')}
            description={t('demo.rating.yoursHint')}
            defaultValue={5}
          />
        ),
        error: (
          <RatingField label={t('demo.rating.yours')} error={t('demo.rating.required')} defaultValue={0} />
        ),
        readOnly: <RatingField label={t('demo.rating.partial')} readOnly fractions={2} value={3.5} />,
        required: <RatingField label={t('demo.rating.yours')} required defaultValue={0} />,
        loading: <LoadingState height={60} />,
      }}
    />
  );
}
