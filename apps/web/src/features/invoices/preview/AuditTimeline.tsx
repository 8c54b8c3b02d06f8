import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@saldo/contracts/invoices';
import { useInvoiceFormat } from '../../../lib/format.ts';

const AUDIT_ACTIONS = [
  'created',
  'updated',
  'sent',
  'payment_added',
  'payment_removed',
  'cancelled',
  'converted',
  'corrected',
  'recurring_issued',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];
const isKnown = (action: string): action is AuditAction => AUDIT_ACTIONS.some((known) => known === action);

/** What happened to the invoice, newest first, and who did it. */
export function AuditTimeline({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('invoices');
  const format = useInvoiceFormat();
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Card withBorder radius="md" p="md">
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
