import { Button, Group } from '@mantine/core';
import { IconHome, IconLock, IconLogin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MiscPage } from '../../../components/MiscPage.tsx';
import { useHomePath } from '../../../components/use-home-path.ts';
import { clearSession } from '../../../lib/session.ts';

/** Where the guard sends a logged-in user who lacks the ability a page needs. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const home = useHomePath();
  return (
    <MiscPage
      withBrand
      icon={IconLock}
      color="orange"
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      actions={
        <Group justify="center">
          <Button component={Link} to={home} leftSection={<IconHome size={18} />}>
            {t('backHome')}
          </Button>
          <Button
            component={Link}
            to="/login"
            variant="default"
            leftSection={<IconLogin size={18} />}
            onClick={() => clearSession('logout')}
          >
            {t('notAuthorized.switchUser')}
          </Button>
        </Group>
      }
    />
  );
}
