import { Alert } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DebtHistoryEntry } from '@saldo/contracts/debt';
import { MailSettingsLink } from '../../../components/MailSettingsLink.tsx';
import { useFailureMessage } from './failure.ts';

/**
 * The refusal of a failed action, in the dialog that sent it: nothing pretends it went out. A refusal
 * for want of a mail transport leads an administrator to the mail settings, as the invoice send does.
 */
export function FailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation('debt');
  const message = useFailureMessage(error);
  if (message === null) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={t('actions.failed')}
      role="alert"
    >
      {message}
      <MailSettingsLink error={error} />
    </Alert>
  );
}

/** An action the server recorded but could not deliver (the channel refused it). */
export function NotDeliveredAlert({ entry }: { entry: DebtHistoryEntry }) {
  const { t } = useTranslation('debt');
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('actions.notDelivered')}
      role="alert"
    >
      {entry.subtitle}
    </Alert>
  );
}
