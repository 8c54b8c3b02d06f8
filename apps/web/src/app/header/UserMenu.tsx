import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuilding, IconLogout, IconSettings, IconShieldLock } from '@tabler/icons-react';
import { useAbility } from '@casl/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { useSession } from '../../lib/session.ts';
import { COMPANY_SETTINGS_PATH } from '../../features/settings/organization-tabs.ts';
import { OnboardingMenuItems } from '../../features/onboarding/components/OnboardingMenuItems.tsx';
import { useLogout } from './use-logout.ts';
import { initialsOf } from '../../components/initials.ts';
import { MenuOnDemand } from '../../components/MenuOnDemand.tsx';

/**
 * Avatar, name and role; opens account settings, access control and logout. The menu mounts on the
 * first press (MenuOnDemand), not in the page's first commit.
 */
export function UserMenu() {
  const { userData } = useSession();
  const ability = useAbility<AppAbility>();
  const { t } = useTranslation('common');
  const logout = useLogout();
  if (!userData) return null;
  const role = t(`roles.${userData.role}`);

  return (
    <MenuOnDemand
      position="bottom-end"
      width={220}
      loop
      target={
        <UnstyledButton
          aria-label={t('header.userMenu', { name: userData.fullName })}
          p={4}
          style={{ borderRadius: 8 }}
          data-tour="user-menu"
        >
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="sm" ta="right">
              <Text size="sm" fw={600} lh={1.2}>
                {userData.fullName}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {role}
              </Text>
            </Box>
            <Avatar src={userData.avatar} alt="" radius="xl" color="indigo">
              {initialsOf(userData.fullName)}
            </Avatar>
          </Group>
        </UnstyledButton>
      }
    >
      <Menu.Label>{userData.organization.name}</Menu.Label>
      {ability.can('read', 'AccountSetting') && (
        <Menu.Item
          component={Link}
          to="/pages/account-setting"
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          {t('nav.accountSettings')}
        </Menu.Item>
      )}
      {ability.can('update', 'Organization') && (
        <Menu.Item
          component={Link}
          to={COMPANY_SETTINGS_PATH}
          leftSection={<IconBuilding size={16} aria-hidden />}
        >
          {t('settings:menu.companySettings')}
        </Menu.Item>
      )}
      <OnboardingMenuItems />
      {ability.can('read', 'ACL') && (
        <Menu.Item
          component={Link}
          to="/access-control"
          leftSection={<IconShieldLock size={16} aria-hidden />}
        >
          {t('nav.accessControl')}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
        {t('header.logout')}
      </Menu.Item>
    </MenuOnDemand>
  );
}
