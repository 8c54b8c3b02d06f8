import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@saldo/contracts/invoices';
import { AuditTimeline as Timeline } from '../../../components/AuditTimeline.tsx';

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
  return (
    <Timeline
      entries={entries}
      title={t('audit.title')}
      empty={t('audit.empty')}
      actionLabel={(action) => (isKnown(action) ? t(`audit.actions.${action}`) : action)}
      when={(time, by) => t('audit.when', { time, by })}
    />
  );
}
