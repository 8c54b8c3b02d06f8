import { Button } from '@mantine/core';
import { IconHome, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MiscPage } from '../../../components/MiscPage.tsx';
import { useHomePath } from '../../../components/use-home-path.ts';

export default function ComingSoonPage() {
  const { t } = useTranslation('misc');
  const home = useHomePath();
  return (
    <MiscPage
      withBrand
      icon={IconRocket}
      title={t('comingSoon.title')}
      text={t('comingSoon.text')}
      actions={
        <Button component={Link} to={home} leftSection={<IconHome size={18} />}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
