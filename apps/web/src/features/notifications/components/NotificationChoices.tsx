import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useSavePreferences } from '../api/notifications-api.ts';

/** Which business events come to the bell: one switch per kind, saved at once. */
export function NotificationChoices() {
  const { t } = useTranslation('common');
  const { data: preferences } = useNotificationPreferences(true);
  const save = useSavePreferences();
  if (!preferences) return null;
  return (
    <Stack gap={6} mt="xs" role="group" aria-label={t('navbar.notifications.choices')}>
      <Text size="xs" c="dimmed">
        {t('navbar.notifications.choicesHint')}
      </Text>
      {preferences.map((preference) => (
        <Switch
          key={preference.kind}
          size="xs"
          label={t(`navbar.notifications.kindNames.${preference.kind}`)}
          checked={preference.bell}
          onChange={(event) => {
            const bell = event.currentTarget.checked;
            save.mutate(preferences.map((p) => (p.kind === preference.kind ? { ...p, bell } : p)));
          }}
        />
      ))}
    </Stack>
  );
}
