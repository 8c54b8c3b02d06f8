import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a layout or a page shows while it waits for its code or its translations. */
export function LoadingFallback({ minHeight }: { minHeight: number | string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih={minHeight}>
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
