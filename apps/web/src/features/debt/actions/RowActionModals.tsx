import type { DebtAction, OverdueItem } from '@saldo/contracts/debt';
import { DemandModal } from './DemandModal.tsx';
import { NoteModal } from './NoteModal.tsx';
import { ReminderModal } from './ReminderModal.tsx';
import { ResendModal } from './ResendModal.tsx';

export interface PendingAction {
  action: DebtAction;
  invoice: OverdueItem;
}

/** The dialog of the step picked in a row's menu; one at a time. */
export function RowActionModals({
  pending,
  onClose,
}: {
  pending: PendingAction | null;
  onClose: () => void;
}) {
  const on = (...actions: DebtAction[]) =>
    pending && actions.includes(pending.action) ? pending.invoice : null;
  return (
    <>
      <ReminderModal invoice={on('reminder_email')} channel="email" onClose={onClose} />
      <ReminderModal invoice={on('reminder_sms')} channel="sms" onClose={onClose} />
      <ResendModal invoice={on('invoice_resent')} onClose={onClose} />
      <NoteModal
        invoice={on('phone_call', 'note')}
        kind={pending?.action === 'phone_call' ? 'phone_call' : 'note'}
        onClose={onClose}
      />
      <DemandModal invoice={on('demand_letter')} onClose={onClose} />
    </>
  );
}
