import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { ReceivablesReport } from '@saldo/contracts/debt';
import { useReportFormat } from './use-report-format.ts';

/**
 * Issued against collected per month, side by side. One image to assistive technology (role="img",
 * no keyboard layer inside it); the table under it, one click away, gives the same figures.
 */
export function MonthlyChart({ monthly }: { monthly: ReceivablesReport['monthly'] }) {
  const { t } = useTranslation('debtReports');
  const format = useReportFormat();
  const data = monthly.map((row) => ({
    month: format.month(row.month),
    issued: row.issued,
    collected: row.collected,
  }));
  return (
    <BarChart
      h={280}
      data={data}
      dataKey="month"
      series={[
        { name: 'issued', label: t('monthly.issued'), color: 'blue.6' },
        { name: 'collected', label: t('monthly.collected'), color: 'teal.6' },
      ]}
      withLegend
      tickLine="y"
      valueFormatter={format.pln}
      yAxisProps={{ tickFormatter: format.compact, width: 60 }}
      accessibilityLayer={false}
      role="img"
      aria-label={t('monthly.chartLabel', { months: monthly.length })}
    />
  );
}
