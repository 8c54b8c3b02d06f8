import { Anchor, Card, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserActivity } from '@saldo/contracts/users';
import { LoadError } from '../../../components/LoadError.tsx';
import { useUserActivity } from '../api/queries.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** The audit trails' own words for an action, as the dashboard's recent activity says them. */
function actionKey(entry: UserActivity): string {
  if (entry.area === 'invoice') return `invoices:audit.actions.${entry.action}`;
  if (entry.area === 'cost') return `costs:audit.actions.${entry.action}`;
  if (entry.area === 'organization') return 'users:activity.changed';
  return `dashboard:activity.actions.${entry.area}.${entry.action}`;
}

function documentLink(entry: UserActivity): string | null {
  if (entry.documentId === null) return null;
  if (entry.area === 'invoice') return `/apps/invoice/preview/${entry.documentId}`;
  if (entry.area === 'cost') return `/documents/costs/${entry.documentId}`;
  return null;
}

export function UserActivityCard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation(['users', 'dashboard', 'invoices', 'costs']);
  const activity = useUserActivity(userId);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('view.activity')}
        </Title>
        {activity.isPending ? (
          <Loader size="sm" aria-label={t('view.activity')} />
        ) : activity.isError ? (
          <LoadError
            title={t('view.activityFailed')}
            error={activity.error}
            retrying={activity.isFetching}
            onRetry={() => void activity.refetch()}
          />
        ) : activity.data.length === 0 ? (
          <Text c="dimmed">{t('view.activityNone')}</Text>
        ) : (
          <Timeline bulletSize={12} lineWidth={2}>
            {activity.data.map((entry, index) => {
              const what =
                entry.area === 'organization'
                  ? t('activity.organization')
                  : t(`dashboard:activity.areas.${entry.area}`, { number: entry.documentNumber ?? '' });
              const link = documentLink(entry);
              return (
                <Timeline.Item
                  key={`${entry.at}-${index}`}
                  title={
                    link ? (
                      <Anchor component={Link} to={link}>
                        {what}
                      </Anchor>
                    ) : (
                      what
                    )
                  }
                >
                  <Text size="sm">{t(actionKey(entry), { defaultValue: t('activity.changed') })}</Text>
                  <Text size="xs" c="dimmed">
                    {when.format(new Date(entry.at))}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}
