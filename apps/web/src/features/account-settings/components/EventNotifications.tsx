import { Alert, Checkbox, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '@saldo/contracts/notifications';
import { useNotificationPreferences, useSavePreferences } from '../../notifications/api/notifications-api.ts';

type Channel = 'bell' | 'email';

/**
 * The business events (issue 28): per kind, whether it comes to the bell and whether it is also
 * e-mailed at once; and a daily digest of what is still unread. Each change is saved at once.
 */
export function EventNotifications() {
  const { t } = useTranslation(['account', 'common']);
  const { data: choices, isPending, isError } = useNotificationPreferences(true);
  const save = useSavePreferences();
  if (isPending) return <Loader size="sm" aria-label={t('account:events.loading')} />;
  if (isError || !choices)
    return (
      <Alert color="red" variant="light">
        {t('account:events.failed')}
      </Alert>
    );
  const change = (next: NotificationPreferences) => save.mutate(next);
  const toggle = (kind: string, channel: Channel, value: boolean) =>
    change({
      ...choices,
      preferences: choices.preferences.map((p) => (p.kind === kind ? { ...p, [channel]: value } : p)),
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="event-notifications-title">
      <Title order={3} size="h5" id="event-notifications-title">
        {t('account:events.title')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('account:events.intro')}
      </Text>
      {save.isError && (
        <Alert color="red" variant="light">
          {t('account:events.saveFailed')}
        </Alert>
      )}
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account:events.event')}</Table.Th>
            <Table.Th ta="center">{t('account:events.bell')}</Table.Th>
            <Table.Th ta="center">{t('account:events.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {choices.preferences.map((p) => {
            const name = t(`common:navbar.notifications.kindNames.${p.kind}`);
            return (
              <Table.Tr key={p.kind}>
                <Table.Td>{name}</Table.Td>
                {(['bell', 'email'] as const).map((channel) => (
                  <Table.Td key={channel}>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={t(`account:events.${channel}For`, { event: name })}
                      checked={p[channel]}
                      disabled={save.isPending}
                      onChange={(e) => toggle(p.kind, channel, e.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Switch
        label={t('account:events.dailyDigest')}
        description={t('account:events.dailyDigestHint')}
        checked={choices.dailyDigest}
        disabled={save.isPending}
        onChange={(e) => change({ ...choices, dailyDigest: e.currentTarget.checked })}
      />
    </Stack>
  );
}
