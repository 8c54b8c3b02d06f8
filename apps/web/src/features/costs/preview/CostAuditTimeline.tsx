import { useTranslation } from 'react-i18next';
import type { CostDetail } from '@saldo/contracts/costs';
import { AuditTimeline as Timeline } from '../../../components/AuditTimeline.tsx';

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
