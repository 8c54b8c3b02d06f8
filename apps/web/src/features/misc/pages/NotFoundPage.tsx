import { Button } from '@mantine/core';
import { IconError404, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MiscPage } from '../../../components/MiscPage.tsx';
import { useHomePath } from '../../../components/use-home-path.ts';

/** Unknown paths, /error-404 and whitelist violations (email folders, todo tags). */
export default function NotFoundPage() {
  const { t } = useTranslation('misc');
  const home = useHomePath();
  return (
    <MiscPage
      withBrand
      icon={IconError404}
      title={t('notFound.title')}
      text={t('notFound.text')}
      actions={
        <Button component={Link} to={home} leftSection={<IconHome size={18} />}>
          {t('backHome')}
        </Button>
      }
    />
  );
}
