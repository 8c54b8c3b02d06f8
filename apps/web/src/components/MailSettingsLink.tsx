import { Anchor } from '@mantine/core';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppAbility } from '@saldo/contracts/abilities';
import { mailRefusalCodes } from '@saldo/contracts/mail';
import { ApiError } from '../lib/api-client.ts';

/** Company settings → Connections, where an administrator sees how mail is set up and can test it. */
export const MAIL_SETTINGS_PATH = '/pages/account-setting?tab=connections';

/**
 * Under a refused send: when the server has no mail transport, an administrator (who can change that)
 * gets a link to the mail settings; anyone else only the server's message above it.
 */
export function MailSettingsLink({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const ability = useAbility<AppAbility>();
  if (!(error instanceof ApiError) || error.code !== mailRefusalCodes.notConfigured) return null;
  if (!ability.can('update', 'Organization')) return null;
  return (
    <Anchor component={Link} to={MAIL_SETTINGS_PATH} size="sm" display="block" mt={4}>
      {t('mailSettingsLink')}
    </Anchor>
  );
}
