import type { ReactNode } from 'react';
import { Card, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@saldo/contracts/reports';
import { LoadError } from '../../../components/LoadError.tsx';
import { useReportFormat } from '../format.ts';
import type { ReportState } from '../period-state.ts';
import { PeriodControls } from './PeriodControls.tsx';

/**
 * A report page's frame: the title and the period shown, the controls, and the body once the report
 * is there (a skeleton while it first loads, an error with a retry when it fails).
 */
export function ReportPage<T extends { ranges: { current: { from: string; to: string } } }>({
  kind,
  state,
  onChange,
  report,
  children,
}: {
  kind: ReportKind | 'products';
  state: ReportState;
  onChange: (patch: Partial<ReportState>) => void;
  report: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const range = report.data?.ranges.current;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={26}>
            {t(`titles.${kind}`)}
          </Title>
          {range && (
            <Text c="dimmed" size="sm" data-testid="report-period">
              {range.from === range.to
                ? format.month(range.from)
                : t('period.range', { from: format.month(range.from), to: format.month(range.to) })}
            </Text>
          )}
        </div>
        {report.isFetching && report.data && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('states.loading')}
            </Text>
          </Group>
        )}
      </Group>
      <Card withBorder radius="md" p="md">
        <PeriodControls kind={kind} state={state} onChange={onChange} />
      </Card>
      {report.isError ? (
        <LoadError
          title={t('states.error')}
          error={report.error}
          retrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
      ) : report.data ? (
        children(report.data)
      ) : (
        <Stack gap="md" aria-busy="true" aria-label={t('states.loading')}>
          <Skeleton h={90} radius="md" />
          <Skeleton h={300} radius="md" />
          <Skeleton h={300} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}

/** No document in the period nor in the two it is compared with. */
export function EmptyReport() {
  const { t } = useTranslation('reports');
  return (
    <Card withBorder radius="md" p="xl">
      <Text ta="center" c="dimmed" data-testid="report-empty">
        {t('states.empty')}
      </Text>
    </Card>
  );
}
