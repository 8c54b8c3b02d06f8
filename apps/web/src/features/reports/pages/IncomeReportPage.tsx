import { Alert, Badge, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IncomeReport } from '@saldo/contracts/reports';
import { useIncomeReport } from '../api/queries.ts';
import { MonthlySeriesSection } from '../components/MonthlySeriesSection.tsx';
import { ReportPage } from '../components/ReportPage.tsx';
import { TaxFormControl } from '../components/TaxFormControl.tsx';
import { TotalsCards } from '../components/TotalsCards.tsx';
import { costsHref, invoicesHref, monthRange } from '../drill.ts';
import { paramsOf, useReportState, type CompareMode } from '../period-state.ts';

function IncomeBody({ report, compare }: { report: IncomeReport; compare: CompareMode }) {
  const { t } = useTranslation('reports');
  const { totals } = report;
  const figure = (key: 'revenue' | 'costs' | 'income' | 'pitAdvance') => ({
    key,
    label: t(`kpi.${key}`),
    current: totals.current[key],
    previous: totals.previous[key],
    lastYear: totals.lastYear[key],
  });
  const col = (key: string, color?: string) => ({
    key,
    label: t(`export.columns.${key}`),
    ...(color === undefined ? {} : { color }),
  });
  return (
    <Stack gap="md">
      <TotalsCards
        figures={[figure('revenue'), figure('costs'), figure('income'), figure('pitAdvance')]}
        compare={compare}
      />
      <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="income-estimate">
        {t(`taxForms.${report.taxSettings.form}`)}. {t('income.estimateNote')}
      </Alert>
      <MonthlySeriesSection
        id="income-months"
        title={t('sections.income')}
        actions={
          <Badge color="yellow" variant="light">
            {t('income.estimateBadge')}
          </Badge>
        }
        columns={[
          col('revenue', 'blue.6'),
          col('costs', 'red.5'),
          col('income', 'teal.6'),
          col('cumulativeIncome'),
          col('pitAdvance'),
        ]}
        rows={report.months}
        hrefOf={(month) => invoicesHref(monthRange(month))}
      />
      <MonthlySeriesSection
        id="income-vat"
        title={t('sections.vat')}
        note={t('income.vatNote')}
        columns={[col('outputVat', 'blue.6'), col('inputVat', 'orange.5'), col('vatBalance')]}
        rows={report.vat.map((row) => ({ ...row, vatBalance: row.balance }))}
        hrefOf={(month) => invoicesHref(monthRange(month))}
      />
      <MonthlySeriesSection
        id="income-cash"
        title={t('sections.cashFlow')}
        note={t('income.cashNote')}
        columns={[col('inflow', 'teal.6'), col('outflow', 'red.5'), col('cashNet')]}
        rows={report.cashFlow.map((row) => ({ ...row, cashNet: row.net }))}
        hrefOf={(month) => costsHref(monthRange(month))}
      />
    </Stack>
  );
}

/**
 * /reports/income: revenue minus costs per month and cumulatively with the PIT advance estimate for
 * the company's form of taxation, the VAT summary as the JPK takes it, and cash flow.
 */
export default function IncomeReportPage() {
  const [state, setState] = useReportState();
  const report = useIncomeReport(paramsOf(state));
  return (
    <ReportPage kind="income" state={state} onChange={setState} report={report}>
      {(data) => (
        <Stack gap="md">
          <TaxFormControl
            key={`${data.taxSettings.form}-${data.taxSettings.lumpSumRate}`}
            settings={data.taxSettings}
          />
          <IncomeBody report={data} compare={state.compare} />
        </Stack>
      )}
    </ReportPage>
  );
}
