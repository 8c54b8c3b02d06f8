import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '@saldo/contracts/abilities';
import type { OrganizationUser } from '@saldo/contracts/organization-settings';
import { useSession } from '../../../lib/session.ts';
import { useOrganizationUsers, useResendInvitation, useUpdateOrganizationUser } from '../api/queries.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { InviteUserModal } from './InviteUserModal.tsx';
import { SectionLoader } from '../../../components/SectionLoader.tsx';

const statusColors = { active: 'teal', inactive: 'gray', pending: 'yellow' } as const;

export function UsersTab() {
  const query = useOrganizationUsers();
  return <SectionLoader query={query}>{(users) => <UserList users={users} />}</SectionLoader>;
}

/**
 * The organization's users: invite, change a role, switch an account off or on. One's own row is
 * read-only (the server refuses too, as it refuses to lose the last active administrator).
 */
function UserList({ users }: { users: OrganizationUser[] }) {
  const { t } = useTranslation('settings');
  const me = useSession().userData?.id;
  const [inviting, setInviting] = useState(false);
  const update = useUpdateOrganizationUser();
  const resend = useResendInvitation();
  const roleOptions = roles.map((value) => ({ value, label: t(`users.roles.${value}`) }));

  const change = (user: OrganizationUser, body: { role?: Role; active?: boolean }) =>
    update.mutate(
      { id: user.id, body },
      { onSuccess: () => notifySaved(t), onError: (error) => reportError(error, t) },
    );

  const sendAgain = (user: OrganizationUser) =>
    resend.mutate(user.id, {
      onSuccess: (answer) => notifySaved(t, answer.message),
      onError: (error) => reportError(error, t),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('users.help')}
        </Text>
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
          {t('users.invite')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" aria-label={t('tabs.users')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.fullName')}</Table.Th>
              <Table.Th>{t('users.role')}</Table.Th>
              <Table.Th>{t('users.status')}</Table.Th>
              <Table.Th>{t('actions.label')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => {
              const self = user.id === me;
              const active = user.status !== 'inactive';
              return (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {user.fullName}{' '}
                      {self && (
                        <Badge size="xs" variant="outline">
                          {t('users.you')}
                        </Badge>
                      )}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('users.roleOf', { name: user.fullName })}
                      w={170}
                      data={roleOptions}
                      value={user.role}
                      allowDeselect={false}
                      disabled={self}
                      onChange={(value) =>
                        value && value !== user.role && change(user, { role: value as Role })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusColors[user.status]}>
                      {t(`users.statuses.${user.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {!self && (
                        <Button
                          size="xs"
                          variant={active ? 'default' : 'light'}
                          color={active ? 'red' : undefined}
                          aria-label={t(active ? 'users.deactivateOne' : 'users.activateOne', {
                            name: user.fullName,
                          })}
                          onClick={() => change(user, { active: !active })}
                        >
                          {t(active ? 'users.deactivate' : 'users.activate')}
                        </Button>
                      )}
                      {user.status === 'pending' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconMailForward size={14} aria-hidden />}
                          aria-label={t('users.resendOne', { name: user.fullName })}
                          onClick={() => sendAgain(user)}
                        >
                          {t('users.resend')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {inviting && <InviteUserModal onClose={() => setInviting(false)} />}
    </Stack>
  );
}
