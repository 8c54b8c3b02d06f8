import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor } from '@saldo/contracts/abilities';
import { useSession } from '../../lib/session.ts';
import { TwoFactorEnrolment } from '../../features/account-settings/components/TwoFactorTab.tsx';
import { AuthHeading } from '../../features/auth/components/AuthHeading.tsx';
import { CenteredAuthLayout } from '../../features/auth/components/CenteredAuthLayout.tsx';
import { setTwoFactorEnrolmentRequired } from '../../features/auth/two-factor-enrolment.ts';

/**
 * /two-factor-setup: where the route guard holds an administrator whose organization requires
 * two-factor sign-in until they have enrolled (the server refuses their other calls meanwhile).
 */
export default function TwoFactorSetupPage() {
  const { t } = useTranslation('twoFactor');
  const navigate = useNavigate();
  const role = useSession().userData?.role;
  return (
    <CenteredAuthLayout>
      <Stack gap="lg">
        <AuthHeading title={t('setupPage.title')} subtitle={t('setupPage.intro')} />
        <Text fz="sm">{t('intro')}</Text>
        <TwoFactorEnrolment
          onEnabled={() => {
            setTwoFactorEnrolmentRequired(false);
            void navigate(homePathFor(role), { replace: true });
          }}
        />
      </Stack>
    </CenteredAuthLayout>
  );
}
