import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { INPUT_STATES, SIZES, type InputSize, type InputState } from './sizes.ts';

/** The input in each of Mantine's five sizes, side by side. */
export function SizesSection({ children }: { children: (size: InputSize) => ReactNode }) {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection title={t('frame.sizes')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        {SIZES.map((size) => (
          <Example key={size} label={`size="${size}"`}>
            {children(size)}
          </Example>
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}

/** The states a form field is shown in, side by side; a state the component has no form of is left out. */
export function InputStatesSection({ states }: { states: Partial<Record<InputState, ReactNode>> }) {
  const { t } = useTranslation(['galleryInputs', 'gallery']);
  return (
    <GallerySection title={t('gallery:frame.states')} description={t('demo.states.note')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {INPUT_STATES.filter((state) => states[state] !== undefined).map((state) => (
          <Example key={state} label={t(`demo.states.${state}`)}>
            {states[state]}
          </Example>
        ))}
      </SimpleGrid>
    </GallerySection>
  );
}
