import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { useInvoiceFormat } from '../../../lib/format.ts';

const AUDIT_ACTIONS = [
  'created',
  'imported',
  'confirmed',
  'updated',
  'payment_added',
  'payment_removed',
  'attachment_added',
  'attachment_removed',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];
const isKnown = (action: string): action is AuditAction => AUDIT_ACTIONS.some((known) => known === action);

/** What happened to the document, newest first, and who did it. */
export function CostAuditTimeline({ entries }: { entries: CostDetail['audit'] }) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('audit.title')}>
      <Title order={2} fz={18} mb="sm">
        {t('audit.title')}
      </Title>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('audit.empty')}
        </Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2} active={sorted.length - 1}>
          {sorted.map((entry) => (
            <Timeline.Item
              key={entry.id}
              bullet={<IconHistory size={12} aria-hidden />}
              title={isKnown(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
            >
              <Text size="xs" c="dimmed">
                {t('audit.when', { time: format.dateTime(entry.at), by: entry.by || '—' })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
