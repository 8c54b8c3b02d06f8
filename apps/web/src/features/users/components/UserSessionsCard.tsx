import { Badge, Button, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useEndUserSession, useUserSessions } from '../api/queries.ts';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** The user's open login sessions; the administrator may end any of them (the tokens stop at once). */
export function UserSessionsCard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('users');
  const sessions = useUserSessions(userId);
  const end = useEndUserSession(userId);
  const when = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const endSession = (sessionId: string) =>
    end.mutate(sessionId, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('view.sessionEnded') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('view.endFailed'),
          message: error instanceof ApiError ? error.message : t('form.unknown'),
        }),
    });
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('view.sessions')}
        </Title>
        {sessions.isPending ? (
          <Loader size="sm" aria-label={t('view.sessions')} />
        ) : sessions.isError ? (
          <LoadError
            title={t('view.sessionsFailed')}
            error={sessions.error}
            retrying={sessions.isFetching}
            onRetry={() => void sessions.refetch()}
          />
        ) : sessions.data.length === 0 ? (
          <Text c="dimmed">{t('view.sessionsNone')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" aria-label={t('view.sessions')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('view.started')}</Table.Th>
                  <Table.Th>{t('view.lastActive')}</Table.Th>
                  <Table.Th>{t('view.expires')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.data.map((session) => {
                  const started = when.format(new Date(session.startedAt));
                  return (
                    <Table.Tr key={session.id}>
                      <Table.Td>{started}</Table.Td>
                      <Table.Td>{when.format(new Date(session.lastActiveAt))}</Table.Td>
                      <Table.Td>{when.format(new Date(session.expiresAt))}</Table.Td>
                      <Table.Td ta="right">
                        {session.current ? (
                          <Badge variant="light">{t('view.thisSession')}</Badge>
                        ) : (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            leftSection={<IconLogout size={14} aria-hidden />}
                            aria-label={t('view.endSessionLabel', { started })}
                            loading={end.isPending && end.variables === session.id}
                            onClick={() => endSession(session.id)}
                          >
                            {t('view.endSession')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
