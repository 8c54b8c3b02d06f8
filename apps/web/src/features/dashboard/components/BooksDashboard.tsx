import type { ReactNode } from 'react';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useDashboardFormat } from '../use-dashboard-format.ts';

/**
 * The frame of the analytics and e-commerce dashboards: the title, the day the figures are for, and the
 * loading and error states around the sections drawn from the answer.
 */
export function BooksDashboard<T extends { date: string }>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {title}
        </Title>
        <Text c="dimmed">
          {intro}
          {query.data && ` ${t('books.asOf', { date: format.date(query.data.date) })}`}
        </Text>
      </div>
      {query.isError ? (
        <LoadError
          title={t('loadFailed')}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
