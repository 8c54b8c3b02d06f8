import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@saldo/contracts/reports';
import { useSalesReport } from '../api/queries.ts';
import { ComparedSection } from '../components/ComparedSection.tsx';
import { EmptyReport, ReportPage } from '../components/ReportPage.tsx';
import { TotalsCards } from '../components/TotalsCards.tsx';
import { invoicesHref, monthRange } from '../drill.ts';
import { useReportFormat } from '../format.ts';
import { paramsOf, useReportState, type CompareMode } from '../period-state.ts';

const anyCount = (figures: SalesReport['totals']) =>
  figures.current.count + figures.previous.count + figures.lastYear.count > 0;

function SalesBody({ report, compare }: { report: SalesReport; compare: CompareMode }) {
  // The reports translator is declared last: the key check reads a file's keys in its last namespace.
  const { t: ti } = useTranslation('invoices');
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
  const others = report.otherContractors;
  return (
    <Stack gap="md">
      <TotalsCards
        figures={[figure('gross'), figure('net'), figure('vat'), figure('count')]}
        compare={compare}
      />
      <ComparedSection
        id="sales-monthly"
        title={t('sections.monthly')}
        compare={compare}
        rows={report.monthly.map((row) => ({
          key: row.month,
          label: format.month(row.month),
          figures: row,
          href: invoicesHref(monthRange(row.month)),
        }))}
      />
      <ComparedSection
        id="sales-contractors"
        title={t('sections.byContractor')}
        compare={compare}
        rows={[
          ...report.byContractor.map((row) => ({
            key: String(row.contractorId),
            label: row.name,
            figures: row,
            href: invoicesHref(range, { contractorId: row.contractorId }),
          })),
          ...(anyCount(others) ? [{ key: 'others', label: t('table.others'), figures: others }] : []),
        ]}
      />
      <ComparedSection
        id="sales-rates"
        title={t('sections.byRate')}
        compare={compare}
        rows={report.byRate.map((row) => ({
          key: row.vatRate,
          label: /^\d+$/.test(row.vatRate) ? `${row.vatRate}%` : row.vatRate,
          figures: row,
          href: invoicesHref(range),
        }))}
      />
      <ComparedSection
        id="sales-currencies"
        title={t('sections.byCurrency')}
        compare={compare}
        rows={report.byCurrency.map((row) => ({
          key: row.currency,
          // The bars and amounts are PLN at each invoice's rate; the label gives the currency's own sum.
          label:
            row.currency === 'PLN'
              ? row.currency
              : `${row.currency} (${format.money(row.current.gross, row.currency)})`,
          figures: {
            current: {
              ...row.current,
              net: row.current.netPln,
              vat: row.current.vatPln,
              gross: row.current.grossPln,
            },
            previous: {
              ...row.previous,
              net: row.previous.netPln,
              vat: row.previous.vatPln,
              gross: row.previous.grossPln,
            },
            lastYear: {
              ...row.lastYear,
              net: row.lastYear.netPln,
              vat: row.lastYear.vatPln,
              gross: row.lastYear.grossPln,
            },
          },
          href: invoicesHref(range),
        }))}
      />
      <ComparedSection
        id="sales-types"
        title={t('sections.byType')}
        compare={compare}
        rows={report.byType.map((row) => ({
          key: row.type,
          label: ti(`types.${row.type}`),
          figures: row,
          href: invoicesHref(range, { type: row.type }),
        }))}
      />
    </Stack>
  );
}

/** /reports/invoices: sales of a period by month, contractor, VAT rate, currency and type. */
export default function SalesReportPage() {
  const [state, setState] = useReportState();
  const report = useSalesReport(paramsOf(state));
  return (
    <ReportPage kind="sales" state={state} onChange={setState} report={report}>
      {(data) => <SalesBody report={data} compare={state.compare} />}
    </ReportPage>
  );
}
