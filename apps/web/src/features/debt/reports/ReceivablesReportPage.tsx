import { Card, EmptyState, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReceivablesReport } from '@saldo/contracts/debt';
import { LoadError } from '../../../components/LoadError.tsx';
import { AgingChart } from './AgingChart.tsx';
import { AgingTable } from './AgingTable.tsx';
import { hasActivity, hasReceivables } from './figures.ts';
import { KpiCards } from './KpiCards.tsx';
import { MonthlySection } from './MonthlySection.tsx';
import { ReportControls } from './ReportControls.tsx';
import { ReportSection } from './ReportSection.tsx';
import { ReportSkeleton } from './ReportSkeleton.tsx';
import { TopDebtors } from './TopDebtors.tsx';
import { useReceivablesReport } from './queries.ts';
import { useReportQuery } from './report-state.ts';
import { useReportFormat } from './use-report-format.ts';

function ReportBody({ report }: { report: ReceivablesReport }) {
  const { t } = useTranslation('debtReports');
  const format = useReportFormat();
  if (!hasReceivables(report)) {
    return (
      <Stack gap="md">
        <Card withBorder radius="md" p="md">
          <EmptyState
            icon={<IconCircleCheck size={32} aria-hidden />}
            title={t('empty.title')}
            description={t('empty.description', { date: format.date(report.date) })}
          />
        </Card>
        {/* Paid in full can still have a history worth seeing. */}
        {hasActivity(report) && <MonthlySection monthly={report.monthly} />}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <KpiCards report={report} />
      <ReportSection id="receivables-aging" title={t('aging.title')}>
        <AgingChart aging={report.aging} />
        <AgingTable report={report} />
      </ReportSection>
      <MonthlySection monthly={report.monthly} />
      <ReportSection id="receivables-top" title={t('top.title')}>
        <TopDebtors debtors={report.topDebtors} />
      </ReportSection>
    </Stack>
  );
}

/**
 * /apps/invoices/reports: receivables on a chosen day by age and by contractor, DSO, issued against
 * collected per month and the largest debtors, with CSV and Excel exports. Admins only (the route
 * needs 'read Report'). The only page that loads the charts, so recharts stays in this chunk.
 */
export default function ReceivablesReportPage() {
  const { t } = useTranslation('debtReports');
  const [query, setQuery] = useReportQuery();
  const report = useReceivablesReport(query);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={26}>
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        {report.isFetching && report.data && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('refreshing')}
            </Text>
          </Group>
        )}
      </Group>
      <Card withBorder radius="md" p="md">
        <ReportControls query={query} onChange={setQuery} />
      </Card>
      {report.isError ? (
        <LoadError
          title={t('errors.loadFailed')}
          error={report.error}
          retrying={report.isFetching}
          onRetry={() => void report.refetch()}
        />
      ) : report.data ? (
        <ReportBody report={report.data} />
      ) : (
        <ReportSkeleton />
      )}
    </Stack>
  );
}
