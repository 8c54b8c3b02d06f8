import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useSavePreferences } from '../api/notifications-api.ts';

/**
 * Which business events come to the bell: one switch per kind, saved at once. The e-mail choices
 * and the digest live in the account settings, linked here.
 */
export function NotificationChoices() {
  const { t } = useTranslation('common');
  const { data: choices } = useNotificationPreferences(true);
  const save = useSavePreferences();
  if (!choices) return null;
  return (
    <Stack gap={6} mt="xs" role="group" aria-label={t('navbar.notifications.choices')}>
      <Text size="xs" c="dimmed">
        {t('navbar.notifications.choicesHint')}
      </Text>
      {choices.preferences.map((preference) => (
        <Switch
          key={preference.kind}
          size="xs"
          label={t(`navbar.notifications.kindNames.${preference.kind}`)}
          checked={preference.bell}
          onChange={(event) => {
            const bell = event.currentTarget.checked;
            save.mutate({
              ...choices,
              preferences: choices.preferences.map((p) => (p.kind === preference.kind ? { ...p, bell } : p)),
            });
          }}
        />
      ))}
      <Anchor component={Link} to="/pages/account-setting?tab=notifications" size="xs">
        {t('navbar.notifications.byEmail')}
      </Anchor>
    </Stack>
  );
}
