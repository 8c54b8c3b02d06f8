import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useInvoiceFormat } from '../lib/format.ts';

export interface AuditTimelineEntry {
  id: number;
  action: string;
  /** ISO timestamp. */
  at: string;
  by: string | null;
}

/**
 * What happened to a document, newest first, and who did it. The words are the document's
 * namespace's (the caller translates them): an action the caller does not know shows as its code.
 */
export function AuditTimeline({
  entries,
  title,
  empty,
  actionLabel,
  when,
}: {
  entries: readonly AuditTimelineEntry[];
  title: string;
  empty: string;
  actionLabel: (action: string) => string;
  when: (time: string, by: string) => string;
}) {
  const format = useInvoiceFormat();
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} fz={18} mb="sm">
        {title}
      </Title>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2} active={sorted.length - 1}>
          {sorted.map((entry) => (
            <Timeline.Item
              key={entry.id}
              bullet={<IconHistory size={12} aria-hidden />}
              title={actionLabel(entry.action)}
            >
              <Text size="xs" c="dimmed">
                {when(format.dateTime(entry.at), entry.by || '—')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
