import { Avatar, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileData } from '@saldo/contracts/profile';
import { initialsOf } from '../../../components/initials.ts';

/** The cover, the avatar, the name, the role and the organization. */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const { t } = useTranslation('profile');
  return (
    <Card withBorder radius="md" p={0}>
      <Box
        h={160}
        role="presentation"
        style={{
          // No cover upload yet: the theme's colours stand in for the seed's cover picture.
          background: header.coverImg
            ? `center / cover url(${JSON.stringify(header.coverImg)})`
            : 'linear-gradient(120deg, var(--mantine-color-blue-7), var(--mantine-color-cyan-6))',
          borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
        }}
      />
      <Group p="md" mt={-48} align="flex-end" wrap="nowrap">
        <Avatar
          src={header.avatar}
          size={96}
          radius="md"
          alt={header.username}
          style={{ border: '4px solid var(--mantine-color-body)' }}
        >
          {initialsOf(header.username)}
        </Avatar>
        <Stack gap={0}>
          <Title order={1} fz={22}>
            {header.username}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`roles.${header.designation}`)} · {header.organization}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
