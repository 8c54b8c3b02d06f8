import { Avatar } from '@mantine/core';
import type { User } from '@saldo/contracts/users';
import { initialsOf } from '../../../components/initials.ts';

/** The user's picture, or their initials when there is none. */
export function UserAvatar({
  user,
  size = 'md',
}: {
  user: Pick<User, 'avatar' | 'fullName'>;
  size?: string | number;
}) {
  return (
    <Avatar src={user.avatar} alt="" size={size} radius="xl" color="initials" name={user.fullName}>
      {initialsOf(user.fullName)}
    </Avatar>
  );
}
