import type { ComponentType } from 'react';
import { Paper, Tabs } from '@mantine/core';
import { useAbility } from '@casl/react';
import {
  IconBell,
  IconId,
  IconLink,
  IconLock,
  IconMailbox,
  IconShieldLock,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { AccountSettings } from '@saldo/contracts/account-settings';
import { GeneralTab } from './GeneralTab.tsx';
import { InfoTab } from './InfoTab.tsx';
import { MailboxTab } from './MailboxTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { PasswordTab } from './PasswordTab.tsx';
import { SocialTab } from './SocialTab.tsx';
import { TwoFactorTab } from './TwoFactorTab.tsx';

/**
 * The company's tabs (the settings feature's), passed in by app/: a second row of tabs with their
 * panels, and which `?tab=` values are theirs.
 */
export interface OrganizationTabsSlot {
  isTab: (value: string | null) => boolean;
  List: ComponentType;
  Panels: ComponentType<{ active: string }>;
}

const tabs = [
  { value: 'general', Icon: IconUser },
  { value: 'password', Icon: IconLock },
  { value: 'info', Icon: IconId },
  { value: 'social', Icon: IconLink },
  { value: 'notifications', Icon: IconBell },
  { value: 'security', Icon: IconShieldLock },
  { value: 'mailbox', Icon: IconMailbox },
] as const;

/**
 * One tab per settings section; an administrator gets a second row for the company (the
 * organization settings). The open tab lives in `?tab=` so a reload or a shared link opens it.
 * Tabs stay mounted when hidden (Mantine's default), so a half-filled form survives a tab switch.
 * Each form takes the loaded data once, as its starting values; a later refetch does not overwrite
 * what the user is typing.
 */
export function AccountSettingsTabs({
  data,
  organizationTabs,
}: {
  data: AccountSettings;
  organizationTabs?: OrganizationTabsSlot;
}) {
  // Two tabs are titled from other namespaces (the e-mail app's and two-factor's), loaded here: the
  // e-mail one would otherwise load only when its tab opens.
  const { t } = useTranslation(['account', 'email', 'twoFactor']);
  const [searchParams, setSearchParams] = useSearchParams();
  // The company's tabs are for those who manage it: an accountant reads the company (its documents
  // print it) but changes none of its settings.
  const ability = useAbility<AppAbility>();
  const mayManageOrganization = ability.can('update', 'Organization');
  // The mailbox is the e-mail app's: a user without it (a client) has no mailbox tab.
  const shown = tabs.filter(({ value }) => value !== 'mailbox' || ability.can('read', 'Email'));
  const organization = mayManageOrganization ? organizationTabs : undefined;
  const param = searchParams.get('tab');
  // A company tab in the link of someone who may not see it opens the first tab instead.
  const active: string =
    param !== null && (shown.some((tab) => tab.value === param) || organization?.isTab(param) === true)
      ? param
      : 'general';

  const open = (value: string | null) =>
    setSearchParams(
      (params) => {
        if (value && value !== 'general') params.set('tab', value);
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <Tabs value={active} onChange={open}>
      <Tabs.List mb="md">
        {shown.map(({ value, Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
            {value === 'security'
              ? t('twoFactor:tab')
              : value === 'mailbox'
                ? t('email:mailbox.tab')
                : t(`tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {organization && <organization.List />}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Tabs.Panel value="general">
          <GeneralTab general={data.general} />
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordTab />
        </Tabs.Panel>
        <Tabs.Panel value="info">
          <InfoTab info={data.info} />
        </Tabs.Panel>
        <Tabs.Panel value="social">
          <SocialTab social={data.social} />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsTab notification={data.notification} />
        </Tabs.Panel>
        <Tabs.Panel value="security">{active === 'security' ? <TwoFactorTab /> : null}</Tabs.Panel>
        {/* Loaded when opened: only a user who reads mail here asks for the mailbox settings. */}
        <Tabs.Panel value="mailbox">{active === 'mailbox' ? <MailboxTab /> : null}</Tabs.Panel>
        {organization && <organization.Panels active={active} />}
      </Paper>
    </Tabs>
  );
}
