import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from './LoadError.tsx';

/** The shape of the settings card while it loads, so the page does not jump when it arrives. */
export function SettingsSkeleton() {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder p="lg" radius="md" aria-busy="true" aria-label={t('loading')}>
      <Group gap="md" mb="lg">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={28} width={110} radius="sm" />
        ))}
      </Group>
      <Group mb="lg">
        <Skeleton height={80} circle />
        <Skeleton height={32} width={160} />
      </Group>
      <Stack gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    </Paper>
  );
}

export function SettingsLoadError(props: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('account');
  return <LoadError title={t('loadFailed')} {...props} />;
}
