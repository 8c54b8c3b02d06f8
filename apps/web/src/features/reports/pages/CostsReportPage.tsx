import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CostsReport } from '@saldo/contracts/reports';
import { useCostsReport } from '../api/queries.ts';
import { ComparedSection } from '../components/ComparedSection.tsx';
import { EmptyReport, ReportPage } from '../components/ReportPage.tsx';
import { TotalsCards } from '../components/TotalsCards.tsx';
import { costsHref, monthRange } from '../drill.ts';
import { useReportFormat } from '../format.ts';
import { paramsOf, useReportState, type CompareMode } from '../period-state.ts';

const anyCount = (figures: CostsReport['totals']) =>
  figures.current.count + figures.previous.count + figures.lastYear.count > 0;

function CostsBody({ report, compare }: { report: CostsReport; compare: CompareMode }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  if (!anyCount(report.totals)) return <EmptyReport />;
  const range = report.ranges.current;
  const { totals } = report;
  const figure = (key: 'gross' | 'net' | 'vat' | 'count') => ({
    key,
    label: t(`kpi.${key}`),
    current: totals.current[key],
    previous: totals.previous[key],
    lastYear: totals.lastYear[key],
    ...(key === 'count' ? { count: true } : {}),
  });
  return (
    <Stack gap="md">
      <TotalsCards
        figures={[figure('gross'), figure('net'), figure('vat'), figure('count')]}
        compare={compare}
      />
      <ComparedSection
        id="costs-monthly"
        title={t('sections.monthly')}
        compare={compare}
        rows={report.monthly.map((row) => ({
          key: row.month,
          label: format.month(row.month),
          figures: row,
          href: costsHref(monthRange(row.month)),
        }))}
      />
      <ComparedSection
        id="costs-categories"
        title={t('sections.byCategory')}
        compare={compare}
        rows={report.byCategory.map((row) => ({
          key: String(row.categoryId ?? 'none'),
          label: row.categoryId === null ? t('table.noCategory') : row.name,
          figures: row,
          href: costsHref(range, row.categoryId === null ? {} : { categoryId: row.categoryId }),
        }))}
      />
      <ComparedSection
        id="costs-suppliers"
        title={t('sections.bySupplier')}
        compare={compare}
        rows={[
          ...report.bySupplier.map((row) => ({
            key: String(row.contractorId),
            label: row.name,
            figures: row,
            href: costsHref(range, { contractorId: row.contractorId }),
          })),
          ...(anyCount(report.otherSuppliers)
            ? [{ key: 'others', label: t('table.otherSuppliers'), figures: report.otherSuppliers }]
            : []),
        ]}
      />
    </Stack>
  );
}

/** /reports/costs: costs of a period by booking month, category and supplier. */
export default function CostsReportPage() {
  const [state, setState] = useReportState();
  const report = useCostsReport(paramsOf(state));
  return (
    <ReportPage kind="costs" state={state} onChange={setState} report={report}>
      {(data) => <CostsBody report={data} compare={state.compare} />}
    </ReportPage>
  );
}
