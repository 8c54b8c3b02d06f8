import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '@saldo/contracts/dashboard';
import { useDashboardFormat } from '../use-dashboard-format.ts';
import { DashCard } from './DashCard.tsx';

function Change({ now, before }: { now: number; before: number }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  if (before === 0) return null;
  const change = ((now - before) / Math.abs(before)) * 100;
  return (
    <Badge variant="light" color={change >= 0 ? 'teal' : 'red'}>
      {t('change', { change: `${change >= 0 ? '+' : ''}${format.percent(change)}` })}
    </Badge>
  );
}

function Figure({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: string;
  testId: string;
  color?: string;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} data-testid={testId} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/** Revenue against last month, receivables and overdue, invoices issued and the KSeF queue. */
export function FigureCards({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const { revenue, receivables, invoicesIssued, ksef } = overview;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <DashCard id="revenue" title={t('revenue.title')} to="/reports/invoices" linkLabel={t('open')}>
        <Figure
          label={format.month(revenue.month)}
          value={format.pln(revenue.thisMonth)}
          testId="revenue-this-month"
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('revenue.lastMonth', {
              month: format.month(revenue.previousMonth),
              amount: format.pln(revenue.lastMonth),
            })}
          </Text>
          <Change now={revenue.thisMonth} before={revenue.lastMonth} />
        </Group>
      </DashCard>
      <DashCard
        id="receivables"
        title={t('receivables.title')}
        to="/apps/invoices/list/expired"
        linkLabel={t('open')}
      >
        <Figure
          label={t('receivables.total')}
          value={format.pln(receivables.total)}
          testId="receivables-total"
        />
        <Figure
          label={t('receivables.overdue', { count: receivables.overdueInvoices })}
          value={format.pln(receivables.overdue)}
          testId="receivables-overdue"
          color={receivables.overdue > 0 ? 'red' : undefined}
        />
        {receivables.oldestDaysOverdue > 0 && (
          <Text size="sm" c="dimmed">
            {t('receivables.oldest', { count: receivables.oldestDaysOverdue })}
          </Text>
        )}
      </DashCard>
      <DashCard id="issued" title={t('issued.title')} to="/apps/invoice/list" linkLabel={t('open')}>
        <Figure
          label={t('issued.thisMonth')}
          value={format.integer(invoicesIssued.thisMonth)}
          testId="issued-this-month"
        />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('issued.lastMonth', { count: invoicesIssued.lastMonth })}
          </Text>
          <Change now={invoicesIssued.thisMonth} before={invoicesIssued.lastMonth} />
        </Group>
      </DashCard>
      <DashCard id="ksef" title={t('ksef.title')} to="/apps/ksef" linkLabel={t('open')}>
        <SimpleGrid cols={2} spacing="xs">
          <Figure
            label={t('ksef.waiting')}
            value={format.integer(ksef.queued + ksef.sending)}
            testId="ksef-waiting"
          />
          <Figure
            label={t('ksef.rejected')}
            value={format.integer(ksef.rejected)}
            testId="ksef-rejected"
            color={ksef.rejected > 0 ? 'red' : undefined}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('ksef.accepted', { count: ksef.acceptedThisMonth })}
        </Text>
        {ksef.oldestQueuedAt && (
          <Text size="sm" c="dimmed">
            {t('ksef.oldest', { at: format.dateTime(ksef.oldestQueuedAt) })}
          </Text>
        )}
      </DashCard>
    </SimpleGrid>
  );
}
