import type { ReactNode } from 'react';
import { ActionIcon, Card, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReceivablesReport } from '@saldo/contracts/debt';
import { figuresOf } from './figures.ts';
import { useReportFormat } from './use-report-format.ts';

function Kpi({ label, value, note, help }: { label: string; value: string; note: string; help?: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component="article">
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {help}
      </Group>
      <Text fw={700} fz={22} mt={4} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
    </Card>
  );
}

/** DSO is jargon to most owners of a small business: the formula is one focus or hover away. */
function DsoHelp() {
  const { t } = useTranslation('debtReports');
  return (
    <Tooltip
      label={t('kpi.dsoHelp')}
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('kpi.dsoHelpLabel')}>
        <IconInfoCircle size={14} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** Total receivables, the overdue part, DSO and how many contractors owe anything. */
export function KpiCards({ report }: { report: ReceivablesReport }) {
  const { t } = useTranslation('debtReports');
  const format = useReportFormat();
  const figures = figuresOf(report);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} data-testid="receivables-kpis">
      <Kpi
        label={t('kpi.total')}
        value={format.pln(figures.total)}
        note={t('kpi.asOf', { date: format.date(report.date) })}
      />
      <Kpi
        label={t('kpi.overdue')}
        value={format.pln(figures.overdue)}
        note={t('kpi.overdueShare', { percent: format.percent(figures.overdueShare) })}
      />
      <Kpi
        label={t('kpi.dso')}
        value={report.dso === null ? '—' : format.decimal(report.dso)}
        note={report.dso === null ? t('kpi.dsoNone') : t('kpi.dsoNote')}
        help={<DsoHelp />}
      />
      <Kpi
        label={t('kpi.debtors')}
        value={format.integer(figures.debtors)}
        note={t('kpi.debtorsOverdue', { overdue: format.integer(figures.overdueDebtors) })}
      />
    </SimpleGrid>
  );
}
