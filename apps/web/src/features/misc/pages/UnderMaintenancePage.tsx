import { Button } from '@mantine/core';
import { IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MiscPage } from '../../../components/MiscPage.tsx';

export default function UnderMaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MiscPage
      withBrand
      icon={IconTool}
      color="yellow"
      title={t('maintenance.title')}
      text={t('maintenance.text')}
      actions={
        <Button onClick={() => window.location.reload()} leftSection={<IconRefresh size={18} />}>
          {t('reload')}
        </Button>
      }
    />
  );
}
