import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COSTS_PATH } from '../paths.ts';

export function BackToCosts() {
  const { t } = useTranslation('costs');
  return (
    <Anchor component={Link} to={COSTS_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('preview.back')}
      </Group>
    </Anchor>
  );
}

export function FormLoading() {
  const { t } = useTranslation('costs');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('form.loading')}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={160} />
      <Skeleton height={320} />
    </Stack>
  );
}
