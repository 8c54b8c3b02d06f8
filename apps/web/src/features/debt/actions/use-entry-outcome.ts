import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { DebtAction, DebtHistoryEntry } from '@saldo/contracts/debt';

/**
 * What a recorded step means for its dialog: delivered (or nothing to deliver) closes it with a
 * confirmation; an entry the channel did not deliver keeps it open and says so.
 */
export function useEntryOutcome(number: string, onClose: () => void) {
  const { t } = useTranslation('debt');
  const [undelivered, setUndelivered] = useState<DebtHistoryEntry | null>(null);
  const settle = (action: DebtAction, entry: DebtHistoryEntry) => {
    if (!entry.delivered) {
      setUndelivered(entry);
      return;
    }
    notifications.show({ color: 'teal', title: t(`actions.done.${action}`), message: number });
    onClose();
  };
  return { undelivered, settle, clear: () => setUndelivered(null) };
}
