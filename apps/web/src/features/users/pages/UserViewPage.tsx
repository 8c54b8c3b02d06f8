import { Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@saldo/contracts/users';
import { LoadError } from '../../../components/LoadError.tsx';
import { useUser } from '../api/queries.ts';
import { UserActivityCard } from '../components/UserActivityCard.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { UserRoleBadge, UserStatusBadge } from '../components/UserBadges.tsx';
import { UserSessionsCard } from '../components/UserSessionsCard.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

function ProfileCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const rows: [string, string][] = [
    [t('view.username'), `@${user.username}`],
    [t('view.email'), user.email],
    [t('view.plan'), t(`plans.${user.currentPlan}`)],
    [t('view.company'), user.company || t('view.none')],
    [t('view.country'), user.country || t('view.none')],
    [t('view.contact'), user.contact || t('view.none')],
    [t('view.since'), date.format(new Date(user.createdAt))],
  ];
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md" align="center">
        <UserAvatar user={user} size={96} />
        <Title order={1} fz={22} ta="center">
          {user.fullName}
        </Title>
        <Group gap="xs">
          <UserRoleBadge role={user.role} />
          <UserStatusBadge status={user.status} />
        </Group>
      </Stack>
      <Title order={2} fz="md" mt="lg" mb="xs">
        {t('view.details')}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={600} size="sm">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
      <Button
        component={Link}
        to={`/apps/user/edit/${user.id}`}
        leftSection={<IconPencil size={16} aria-hidden />}
        mt="lg"
        fullWidth
      >
        {t('view.edit')}
      </Button>
    </Card>
  );
}

/** /apps/user/view/:id: the profile, the user's recent activity and open sessions. */
export default function UserViewPage() {
  const { t } = useTranslation('users');
  const id = Number(useParams().id);
  const user = useUser(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/apps/user/list" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('view.back')}
        </Group>
      </Anchor>
      {user.isError ? (
        <LoadError
          title={t('view.loadFailed')}
          error={user.error}
          retrying={user.isFetching}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            {user.data ? <ProfileCard user={user.data} /> : <Skeleton height={420} radius="md" />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <Stack gap="md">
              <UserSessionsCard userId={id} />
              <UserActivityCard userId={id} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
