import { Anchor, Center } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Center>
      <Anchor component={Link} to="/login" fz="sm">
        <IconChevronLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('backToLogin')}
      </Anchor>
    </Center>
  );
}
