import type { ReactNode } from 'react';
import { Anchor, Button, EmptyState, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileAlert } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function BackToList() {
  const { t } = useTranslation('invoiceForm');
  return (
    <Anchor component={Link} to="/apps/invoice/list" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('page.backToList')}
      </Group>
    </Anchor>
  );
}

/**
 * The form cannot be shown: why, and the way out. A type that cannot be issued leads to the type
 * picker; an invoice that is not there leads to the list, where the ones that exist are.
 */
export function FormUnavailable({
  title,
  description,
  wayOut = 'pickType',
}: {
  title: string;
  description?: ReactNode;
  wayOut?: 'pickType' | 'list';
}) {
  const { t } = useTranslation('invoiceForm');
  return (
    <Stack gap="md">
      <BackToList />
      <EmptyState icon={<IconFileAlert size={32} aria-hidden />} title={title} description={description}>
        <EmptyState.Actions>
          {wayOut === 'list' ? (
            <Button component={Link} to="/apps/invoice/list" variant="light">
              {t('page.openList')}
            </Button>
          ) : (
            <Button component={Link} to="/apps/invoice/add/" variant="light">
              {t('page.pickType')}
            </Button>
          )}
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}

export function FormLoading() {
  const { t } = useTranslation('invoiceForm');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('page.loading')}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={160} />
      <Skeleton height={320} />
    </Stack>
  );
}
