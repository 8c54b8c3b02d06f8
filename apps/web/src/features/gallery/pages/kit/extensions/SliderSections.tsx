import { useState } from 'react';
import { SimpleGrid, Slider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';

/** Payment terms an invoice offers, in days: the slider stops only on them. */
const TERMS = [7, 14, 21, 30, 45, 60] as const;
const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** Colours whose track and thumb keep their contrast in both skins. */
const COLORS = ['indigo', 'teal', 'red', 'gray'] as const;

/** One value on marks: an invoice's payment term. */
export function PaymentTermSection() {
  const { t } = useTranslation('galleryExtensions');
  const [days, setDays] = useState<number>(14);
  const daysText = (value: number) => t('demo.slider.days', { days: value });
  return (
    <GallerySection title={t('demo.slider.term')} description={t('demo.slider.termNote')}>
      <Stack gap="xs" maw={560}>
        <Slider
          min={TERMS[0]}
          max={TERMS[TERMS.length - 1]}
          marks={TERMS.map((value) => ({ value, label: daysText(value) }))}
          restrictToMarks
          value={days}
          onChange={setDays}
          label={daysText}
          thumbLabel={t('demo.slider.term')}
          thumbValueText={daysText}
          mx="lg"
          mb="xl"
        />
        <Text size="sm">{t('demo.slider.termValue', { days })}</Text>
      </Stack>
    </GallerySection>
  );
}

/** The looks: colours, label behaviour and sizes. */
export function SliderLooksSection() {
  const { t } = useTranslation('galleryExtensions');
  return (
    <>
      <GallerySection title={t('gallery:frame.variants')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {COLORS.map((color) => (
            <Example key={color} label={`color="${color}"`}>
              <Slider
                color={color}
                defaultValue={40}
                thumbLabel={t('demo.slider.colorThumb', { color })}
                thumbValueText={(value) => `${value}%`}
                label={(value) => `${value}%`}
              />
            </Example>
          ))}
          <Example label="labelAlwaysOn">
            <Slider
              defaultValue={65}
              labelAlwaysOn
              thumbLabel={t('demo.slider.always')}
              label={(value) => `${value}%`}
              mt="lg"
            />
          </Example>
          <Example label="label={null}">
            <Slider defaultValue={25} label={null} thumbLabel={t('demo.slider.noLabel')} />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Stack gap="lg" maw={560}>
          {SIZES.map((size) => (
            <Example key={size} label={size}>
              <Slider size={size} defaultValue={50} thumbLabel={t('demo.slider.sizeThumb', { size })} />
            </Example>
          ))}
        </Stack>
      </GallerySection>
    </>
  );
}
