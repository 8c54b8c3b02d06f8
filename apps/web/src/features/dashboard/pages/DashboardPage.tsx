import { Alert, Avatar, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconCalendar, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { initialsOf } from '../../../components/initials.ts';

function Fact({ icon: IconComponent, label, value }: { icon: Icon; label: string; value: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Group wrap="nowrap">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden>
          <IconComponent size={22} />
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </div>
      </Group>
    </Card>
  );
}

/** The landing page of an admin: who is logged in, for which organization, and today's date. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { userData } = useSession();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  if (!userData) return null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="xl">
        <Group wrap="nowrap" gap="lg">
          <Avatar src={userData.avatar} alt="" size={64} radius="xl" color="indigo">
            {initialsOf(userData.fullName)}
          </Avatar>
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('greeting', { name: userData.fullName })}
            </Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </div>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Fact icon={IconBuilding} label={t('organization')} value={userData.organization.name} />
        <Fact icon={IconShieldCheck} label={t('role')} value={t(`common:roles.${userData.role}`)} />
        <Fact icon={IconCalendar} label={t('today')} value={today} />
      </SimpleGrid>
      <Alert variant="light" color="blue" icon={<IconInfoCircle />} title={t('figuresTitle')}>
        {t('figuresNote')}
      </Alert>
    </Stack>
  );
}
