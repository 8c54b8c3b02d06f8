import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DebtHistoryEntry } from '@saldo/contracts/debt';
import { useDebtFormat } from '../format.ts';
import { hasAttachment } from './use-attachment-download.ts';

interface TimelineEntryProps {
  entry: DebtHistoryEntry;
  /** In a contractor's history: the invoice the entry is about (its number once known). */
  invoice?: { id: number; number: string | undefined };
  downloading: boolean;
  onDownload: (entry: DebtHistoryEntry) => void;
}

/** The body of one history item: title and badges, who and to whom, when, and its PDF. */
export function TimelineEntry({ entry, invoice, downloading, onDownload }: TimelineEntryProps) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  return (
    <Stack gap={4} data-testid={`debt-entry-${entry.id}`}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm" c={entry.delivered ? undefined : 'red'}>
          {entry.title}
        </Text>
        {invoice && (
          <Anchor component={Link} to={`/apps/invoice/preview/${invoice.id}`} size="sm">
            {invoice.number ?? t('timeline.invoiceId', { id: invoice.id })}
          </Anchor>
        )}
        {!entry.delivered && (
          <Badge
            color="red"
            variant="light"
            tt="none"
            leftSection={<IconAlertTriangle size={12} aria-hidden />}
          >
            {t('timeline.notDelivered')}
          </Badge>
        )}
        {entry.origin === 'schedule' && (
          <Badge color="gray" variant="light" tt="none">
            {t('timeline.automatic')}
          </Badge>
        )}
      </Group>
      {entry.subtitle && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {entry.subtitle}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <time dateTime={entry.time} title={format.dateTime(entry.time)}>
          {format.relative(entry.time)}
        </time>
        {' · '}
        {format.dateTime(entry.time)}
      </Text>
      {hasAttachment(entry) && (
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading}
            onClick={() => onDownload(entry)}
          >
            {entry.attachment?.title ?? t('timeline.download')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
