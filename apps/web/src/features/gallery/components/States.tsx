import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { Example, GallerySection } from './GalleryPage.tsx';

/** The four states every gallery page shows its component in, side by side. */
export function StatesSection({ disabled, columns = 2 }: { disabled: ReactNode; columns?: number }) {
  const { t } = useTranslation('gallery');
  return (
    <GallerySection title={t('frame.states')} description={t('frame.statesNote')}>
      <SimpleGrid cols={{ base: 1, md: columns }}>
        <Example label={t('frame.loading')}>
          <LoadingState />
        </Example>
        <Example label={t('frame.empty')}>
          <EmptyState />
        </Example>
        <Example label={t('frame.error')}>
          <LoadError
            title={t('frame.errorTitle')}
            error={new Error('demo')}
            retrying={false}
            onRetry={() => undefined}
          />
        </Example>
        <Example label={t('frame.disabled')}>{disabled}</Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function LoadingState({ height = 120 }: { height?: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={6} role="status" aria-label={t('loading')}>
      <Skeleton height={height / 3} />
      <Skeleton height={height / 3} width="70%" />
    </Stack>
  );
}

export function EmptyState() {
  const { t } = useTranslation('gallery');
  return (
    <Text size="sm" c="dimmed" ta="center" py="md">
      {t('frame.noData')}
    </Text>
  );
}
