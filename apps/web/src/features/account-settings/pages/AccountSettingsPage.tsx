import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../api/queries.ts';
import { AccountSettingsTabs, type OrganizationTabsSlot } from '../components/AccountSettingsTabs.tsx';
import { SettingsLoadError, SettingsSkeleton } from '../../../components/SettingsLoadState.tsx';

/** /pages/account-setting, inside the app layout. */
/** The organization's tabs (the settings feature's) are passed in by app/. */
export default function AccountSettingsPage({
  organizationTabs,
}: { organizationTabs?: OrganizationTabsSlot } = {}) {
  const { t } = useTranslation('account');
  const settings = useAccountSettings();

  let body;
  // Data first: a failed background refetch must not hide forms that are already filled in.
  if (settings.data) body = <AccountSettingsTabs data={settings.data} organizationTabs={organizationTabs} />;
  else if (settings.isError)
    body = (
      <SettingsLoadError
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  else body = <SettingsSkeleton />;

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      {body}
    </Stack>
  );
}
