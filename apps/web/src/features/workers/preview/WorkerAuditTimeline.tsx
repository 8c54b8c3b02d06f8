import { Card, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WorkerAuditEntry } from '@saldo/contracts/workers';

const KNOWN_ACTIONS = [
  'created',
  'updated',
  'document_added',
  'document_removed',
  'form_submitted',
  'form_accepted',
];

/** Who changed what, and when: field names only (the server never keeps the values). */
export function WorkerAuditTimeline({ audit }: { audit: WorkerAuditEntry[] }) {
  const { t } = useTranslation('workers');
  const fieldLabel = (field: string) => t(`auditFields.${field}`, { defaultValue: field });
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('preview.audit')}
        </Title>
        <Timeline bulletSize={12} lineWidth={2}>
          {[...audit].reverse().map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={KNOWN_ACTIONS.includes(entry.action) ? t(`auditActions.${entry.action}`) : entry.action}
            >
              <Text size="xs" c="dimmed">
                {new Date(entry.at).toLocaleString()} · {entry.by || t('preview.byWorker')}
              </Text>
              {entry.fields.length > 0 ? (
                <Text size="sm">{entry.fields.map(fieldLabel).join(', ')}</Text>
              ) : null}
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
