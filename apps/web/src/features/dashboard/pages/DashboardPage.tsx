import { useDeferredValue } from 'react';
import { Anchor, Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { initialsOf } from '../../../components/initials.ts';
import { useSession } from '../../../lib/session.ts';
import { useOverview } from '../api/queries.ts';
import { ConfirmationsCard } from '../components/ConfirmationsCard.tsx';
import { FigureCards } from '../components/FigureCards.tsx';
import {
  ActivityCard,
  CashCard,
  CostsCard,
  DeadlinesCard,
  TopDebtorsCard,
} from '../components/ListCards.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** The admin's landing page: the company's figures from its own books, each card linking to its screen. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { userData } = useSession();
  const overview = useOverview();
  // The figures are rendered as a transition, in slices: a query's answer is a store update, which
  // React renders at once, and the cards took one task of about 100 ms at 1x (issue 18).
  const figures = useDeferredValue(overview.data);
  const today = dateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  if (!userData) return null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Group wrap="nowrap" gap="lg">
          <Avatar src={userData.avatar} alt="" size={56} radius="xl" color="indigo">
            {initialsOf(userData.fullName)}
          </Avatar>
          <div>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('greeting', { name: userData.fullName })}
            </Title>
            <Text c="dimmed">
              {userData.organization.name} · {today}
            </Text>
            <Group gap="md">
              <Anchor component={Link} to="/dashboard/analytics" size="sm">
                {t('common:nav.analyticsDashboard')}
              </Anchor>
              <Anchor component={Link} to="/dashboard/ecommerce" size="sm">
                {t('common:nav.ecommerceDashboard')}
              </Anchor>
            </Group>
          </div>
        </Group>
      </Card>
      {overview.isError ? (
        <LoadError
          title={t('loadFailed')}
          error={overview.error}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : !figures ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          <FigureCards overview={figures} />
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
            <DeadlinesCard overview={figures} />
            <TopDebtorsCard debtors={figures.topDebtors} />
            <CashCard cash={figures.cash} />
            <CostsCard costs={figures.costsByCategory} />
            <ConfirmationsCard counts={figures.balanceConfirmations} />
            <ActivityCard activity={figures.activity} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
