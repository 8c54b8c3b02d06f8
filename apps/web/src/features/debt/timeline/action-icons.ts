import {
  IconFileAlert,
  IconMail,
  IconMessage,
  IconNote,
  IconPhone,
  IconSend,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { DebtAction } from '@saldo/contracts/debt';

/** One icon per kind of step, the same in the row menu and in the history. */
export const ACTION_ICONS: Record<DebtAction, ComponentType<IconProps>> = {
  reminder_email: IconMail,
  reminder_sms: IconMessage,
  invoice_resent: IconSend,
  phone_call: IconPhone,
  note: IconNote,
  demand_letter: IconFileAlert,
};
