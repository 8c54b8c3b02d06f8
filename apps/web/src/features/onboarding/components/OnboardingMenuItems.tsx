import { Menu } from '@mantine/core';
import { IconMapRoute, IconRocket } from '@tabler/icons-react';
import { useAbility } from '@casl/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { useWizard } from '../api/queries.ts';
import { startTour } from '../api/tour-control.ts';
import { offersResume, WIZARD_PATH } from '../wizard-flow.ts';

/** The user menu's "Resume setup" (while the wizard is put off) and "Take the tour". */
export function OnboardingMenuItems() {
  const ability = useAbility<AppAbility>();
  const setsUp = ability.can('update', 'Organization');
  const wizard = useWizard(setsUp);
  // No suspense: the menu must not blank the navbar while this namespace loads.
  const { t, ready } = useTranslation('onboarding', { useSuspense: false });
  if (!ready || !ability.can('read', 'Dashboard')) return null;
  return (
    <>
      {setsUp && offersResume(wizard.data) && (
        <Menu.Item component={Link} to={WIZARD_PATH} leftSection={<IconRocket size={16} aria-hidden />}>
          {t('menu.resumeSetup')}
        </Menu.Item>
      )}
      <Menu.Item leftSection={<IconMapRoute size={16} aria-hidden />} onClick={startTour}>
        {t('menu.takeTour')}
      </Menu.Item>
    </>
  );
}
