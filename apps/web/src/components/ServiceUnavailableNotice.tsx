import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import type { ExternalService } from '@saldo/contracts/connections';
import type { AppAbility } from '@saldo/contracts/abilities';

/** Where the company settings list the outside services (the Connections tab). */
export const CONNECTIONS_SETTINGS_PATH = '/pages/account-setting?tab=connections';

/**
 * One notice per page for an outside service that could not be reached: it names the service and
 * what on the page it affects, so the cells it affects can show a dash instead of repeating why.
 * Administrators get a link to the Connections tab, where the reason and a "test now" button are.
 */
export function ServiceUnavailableNotice({
  service,
  affects,
}: {
  service: ExternalService;
  affects: string;
}) {
  const { t } = useTranslation('common');
  const ability = useAbility<AppAbility>();
  const name = t(`services.${service}`);
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      icon={<IconPlugConnectedX size={18} aria-hidden />}
      title={t('serviceNotice.title', { service: name })}
    >
      <Text size="sm">{affects}</Text>
      {ability.can('update', 'Organization') && (
        <Anchor component={Link} to={CONNECTIONS_SETTINGS_PATH} size="sm">
          {t('serviceNotice.settingsLink')}
        </Anchor>
      )}
    </Alert>
  );
}
