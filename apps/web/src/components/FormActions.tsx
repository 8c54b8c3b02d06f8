import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Save and discard for a settings form; both wait while a save is in flight. */
export function FormActions({
  saving,
  dirty,
  onDiscard,
}: {
  saving: boolean;
  dirty: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <Group gap="sm" mt="md">
      <Button type="submit" loading={saving}>
        {t('actions.save')}
      </Button>
      <Button variant="default" onClick={onDiscard} disabled={saving || !dirty}>
        {t('actions.discard')}
      </Button>
    </Group>
  );
}
