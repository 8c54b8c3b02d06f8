import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconHome, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MiscPage } from '../../../components/MiscPage.tsx';
import { useHomePath } from '../../../components/use-home-path.ts';

export default function ErrorPage() {
  const { t } = useTranslation('misc');
  const home = useHomePath();
  return (
    <MiscPage
      withBrand
      icon={IconAlertTriangle}
      color="red"
      title={t('error.title')}
      text={t('error.text')}
      actions={
        <Group justify="center">
          <Button onClick={() => window.location.reload()} leftSection={<IconRefresh size={18} />}>
            {t('reload')}
          </Button>
          <Button component={Link} to={home} variant="default" leftSection={<IconHome size={18} />}>
            {t('backHome')}
          </Button>
        </Group>
      }
    />
  );
}
