import { ActionIcon, Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User, UserSortField } from '@saldo/contracts/users';
import { SortableHeader } from '../../../components/SortableHeader.tsx';
import { UserAvatar } from './UserAvatar.tsx';
import { UserRoleBadge, UserStatusBadge } from './UserBadges.tsx';

interface UsersTableProps {
  users: User[] | undefined;
  loading: boolean;
  sortBy: UserSortField;
  sortDesc: boolean;
  onSort: (field: UserSortField) => void;
}

const COLUMNS = 6;

/** One page of users; the name opens the user's page, the actions view or edit it. */
export function UsersTable({ users, loading, sortBy, sortDesc, onSort }: UsersTableProps) {
  const { t } = useTranslation('users');
  const header = (field: UserSortField, label: string) => (
    <SortableHeader field={field} label={label} sortBy={sortBy} sortDesc={sortDesc} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {header('fullName', t('list.columns.user'))}
            {header('email', t('list.columns.email'))}
            {header('role', t('list.columns.role'))}
            {header('currentPlan', t('list.columns.plan'))}
            {header('status', t('list.columns.status'))}
            <Table.Th>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users === undefined
            ? [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={COLUMNS}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <UserAvatar user={user} size="sm" />
                      <Stack gap={0}>
                        <Anchor component={Link} to={`/apps/user/view/${user.id}`} fw={500}>
                          {user.fullName}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          @{user.username}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <UserRoleBadge role={user.role} />
                  </Table.Td>
                  <Table.Td>{t(`plans.${user.currentPlan}`)}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={user.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={`/apps/user/view/${user.id}`}
                        variant="subtle"
                        aria-label={t('list.view', { name: user.fullName })}
                      >
                        <IconEye size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        component={Link}
                        to={`/apps/user/edit/${user.id}`}
                        variant="subtle"
                        aria-label={t('list.edit', { name: user.fullName })}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
