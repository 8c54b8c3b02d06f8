import { Button } from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { useNewClientPanel } from '../../../lib/new-client-panel.ts';

/** The navbar's 'Nowy klient' button; only for users who may create contractors. */
export function NewClientButton() {
  const { t } = useTranslation('contractors');
  const ability = useAbility<AppAbility>();
  const panel = useNewClientPanel();
  if (!ability.can('create', 'Contractor')) return null;
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconUserPlus size={16} aria-hidden />}
      aria-haspopup="dialog"
      aria-expanded={panel.opened}
      onClick={() => panel.open()}
    >
      {t('panel.open')}
    </Button>
  );
}
