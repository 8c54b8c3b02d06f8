import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Above a table with ticks: how many rows are ticked, and the bulk actions (`children`) on them. */
export function SelectionBar({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Group gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('selection.selected', { count })}
      </Text>
      {children}
    </Group>
  );
}
