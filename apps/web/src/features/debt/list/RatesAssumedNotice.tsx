import { Alert, Anchor, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Said once above the list: some interest counts days past the last NBP reference rate Saldo knows at
 * the last known rate (the starred amounts). An admin is pointed to the settings to enter a newer one.
 */
export function RatesAssumedNotice({ withSettingsLink }: { withSettingsLink: boolean }) {
  const { t } = useTranslation('debt');
  return (
    <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
      <Text size="sm">{t('ratesAssumed.notice')}</Text>
      {withSettingsLink && (
        <Anchor component={Link} to="/pages/account-setting?tab=debt" size="sm">
          {t('ratesAssumed.settingsLink')}
        </Anchor>
      )}
    </Alert>
  );
}
