import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '@saldo/contracts/abilities';
import type { User } from '@saldo/contracts/users';

const statusColor: Record<User['status'], string> = { active: 'teal', inactive: 'gray', pending: 'yellow' };
const roleColor: Record<Role, string> = {
  admin: 'red',
  accountant: 'indigo',
  client: 'cyan',
  editor: 'grape',
  author: 'teal',
};

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="light" color={statusColor[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function UserRoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('users');
  return (
    <Badge variant="dot" color={roleColor[role]}>
      {t(`roles.${role}`)}
    </Badge>
  );
}
