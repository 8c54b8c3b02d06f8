import { Button, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostListQuery } from '@saldo/contracts/costs';
import { ExportButtons } from './ExportButtons.tsx';

/** Above the table: what is selected and the bulk action on it, and the exports of the filtered list. */
export function CostListToolbar({
  query,
  selectedCount,
  onMarkPaid,
}: {
  query: CostListQuery;
  selectedCount: number;
  onMarkPaid: () => void;
}) {
  const { t } = useTranslation('costs');
  return (
    <Group justify="space-between">
      <Group gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.selected', { count: selectedCount })}
        </Text>
        <Button
          variant="light"
          leftSection={<IconCash size={16} aria-hidden />}
          disabled={selectedCount === 0}
          onClick={onMarkPaid}
        >
          {t('list.markPaid')}
        </Button>
      </Group>
      <ExportButtons query={query} />
    </Group>
  );
}
