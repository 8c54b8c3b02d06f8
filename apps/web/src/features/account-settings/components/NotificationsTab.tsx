import { Divider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  notificationKeys,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@saldo/contracts/account-settings';
import { useUpdateNotification } from '../api/queries.ts';
import { useSettingsForm } from '../use-settings-form.ts';
import { FormActions } from '../../../components/FormActions.tsx';
import { EventNotifications } from './EventNotifications.tsx';

/** Which e-mails the user wants; each key of the contract is one switch. */
export function NotificationsTab({ notification }: { notification: NotificationSettings }) {
  const { t } = useTranslation('account');
  const save = useUpdateNotification();
  const { form, submit } = useSettingsForm(notificationSettingsSchema, notification, save);

  return (
    <>
      <form noValidate onSubmit={submit} aria-label={t('tabs.notifications')}>
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t('notifications.intro')}
          </Text>
          {notificationKeys.map((key) => (
            <Switch
              key={key}
              label={t(`notifications.${key}`)}
              {...form.getInputProps(key, { type: 'checkbox' })}
            />
          ))}
        </Stack>
        <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
      </form>
      <Divider my="lg" />
      <EventNotifications />
    </>
  );
}
