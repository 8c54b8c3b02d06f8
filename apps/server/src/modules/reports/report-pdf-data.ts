// What the report PDF prints, gathered on the request side (the database) and handed to the worker
// pool as plain data: titles and table cells already in the reader's language, chart values in grosze.
import type { ComparedAmounts, ReportExportQuery, ReportKind } from '@saldo/contracts/reports';
import type { AppContext } from '../../app-context.ts';
import { findOrganizationName } from '../organizations/organizations.repository.ts';
import { reportText } from './report-labels.ts';
import { formatZloty, NUMBER_LOCALES, type PdfSection, type ReportPdfData } from './report-pdf-types.ts';
import { costsReport, incomeReport, salesReport } from './reports.service.ts';

function companyName(ctx: AppContext, organizationId: number): Promise<string> {
  return findOrganizationName(ctx.db, organizationId);
}

export async function reportPdfData(
  ctx: AppContext,
  organizationId: number,
  kind: ReportKind,
  query: ReportExportQuery,
): Promise<ReportPdfData> {
  const lang = query.lang;
  const numberLocale = NUMBER_LOCALES[lang];
  const t = (key: string) => reportText(lang, 'reports', key);
  const z = (grosze: number) => formatZloty(grosze, numberLocale);
  const compareSeries = [t('compare.current'), t('compare.previous'), t('compare.lastYear')];
  const comparedColumns = [
    { header: '' },
    { header: t('export.columns.count'), align: 'right' as const },
    { header: t('export.columns.net'), align: 'right' as const },
    { header: t('export.columns.vat'), align: 'right' as const },
    { header: t('export.columns.gross'), align: 'right' as const },
    { header: t('export.columns.previousGross'), align: 'right' as const },
    { header: t('export.columns.lastYearGross'), align: 'right' as const },
  ];
  const comparedCells = (label: string, row: ComparedAmounts) => [
    label,
    String(row.current.count),
    z(row.current.net),
    z(row.current.vat),
    z(row.current.gross),
    z(row.previous.gross),
    z(row.lastYear.gross),
  ];
  const comparedSection = (
    title: string,
    rows: { label: string; figures: ComparedAmounts }[],
  ): PdfSection => ({
    title,
    chart: {
      series: compareSeries,
      groups: rows.map((row) => ({
        label: row.label,
        values: [row.figures.current.gross, row.figures.previous.gross, row.figures.lastYear.gross],
      })),
    },
    columns: comparedColumns,
    rows: rows.map((row) => ({ cells: comparedCells(row.label, row.figures) })),
  });
  const base = {
    language: lang,
    company: await companyName(ctx, organizationId),
    pageLabel: t('pdf.page'),
    numberLocale,
  };

  if (kind === 'sales' || kind === 'costs') {
    const report =
      kind === 'sales'
        ? await salesReport(ctx.db, organizationId, query)
        : await costsReport(ctx.db, organizationId, query);
    const range = report.ranges.current;
    const sections: PdfSection[] = [
      {
        title: t('sections.totals'),
        columns: comparedColumns,
        rows: [{ cells: comparedCells(t('export.sections.total'), report.totals), bold: true }],
      },
      comparedSection(
        t('sections.monthly'),
        report.monthly.map((row) => ({ label: row.month, figures: row })),
      ),
    ];
    if ('byContractor' in report) {
      sections.push(
        comparedSection(
          t('sections.byContractor'),
          report.byContractor.map((row) => ({ label: row.name, figures: row })),
        ),
        comparedSection(
          t('sections.byRate'),
          report.byRate.map((row) => ({ label: row.vatRate, figures: row })),
        ),
        comparedSection(
          t('sections.byCurrency'),
          report.byCurrency.map((row) => ({
            label: row.currency,
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
          })),
        ),
        comparedSection(
          t('sections.byType'),
          report.byType.map((row) => ({
            label: reportText(lang, 'invoices', `types.${row.type}`),
            figures: row,
          })),
        ),
      );
    } else {
      sections.push(
        comparedSection(
          t('sections.byCategory'),
          report.byCategory.map((row) => ({
            label: row.categoryId === null ? t('export.sections.noCategory') : row.name,
            figures: row,
          })),
        ),
        comparedSection(
          t('sections.bySupplier'),
          report.bySupplier.map((row) => ({ label: row.name, figures: row })),
        ),
      );
    }
    return {
      ...base,
      title: t(`titles.${kind}`),
      period: range.from === range.to ? range.from : `${range.from} – ${range.to}`,
      range,
      note: null,
      sections,
    };
  }

  const report = await incomeReport(ctx.db, organizationId, query);
  const range = report.ranges.current;
  const col = (key: string) => ({ header: t(`export.columns.${key}`), align: 'right' as const });
  return {
    ...base,
    title: t('titles.income'),
    period: range.from === range.to ? range.from : `${range.from} – ${range.to}`,
    range,
    note: `${t(`taxForms.${report.taxSettings.form}`)}. ${t('income.estimateNote')}`,
    sections: [
      {
        title: t('sections.income'),
        chart: {
          series: [t('export.columns.revenue'), t('export.columns.costs'), t('export.columns.income')],
          groups: report.months.map((m) => ({ label: m.month, values: [m.revenue, m.costs, m.income] })),
        },
        columns: [
          { header: t('export.columns.month') },
          ...['revenue', 'costs', 'income', 'cumulativeIncome', 'pitAdvance'].map(col),
        ],
        rows: report.months.map((m) => ({
          cells: [m.month, z(m.revenue), z(m.costs), z(m.income), z(m.cumulativeIncome), z(m.pitAdvance)],
        })),
      },
      {
        title: t('sections.vat'),
        chart: {
          series: [t('export.columns.outputVat'), t('export.columns.inputVat')],
          groups: report.vat.map((m) => ({ label: m.month, values: [m.outputVat, m.inputVat] })),
        },
        columns: [{ header: t('export.columns.month') }, ...['outputVat', 'inputVat', 'vatBalance'].map(col)],
        rows: report.vat.map((m) => ({ cells: [m.month, z(m.outputVat), z(m.inputVat), z(m.balance)] })),
      },
      {
        title: t('sections.cashFlow'),
        chart: {
          series: [t('export.columns.inflow'), t('export.columns.outflow')],
          groups: report.cashFlow.map((m) => ({ label: m.month, values: [m.inflow, m.outflow] })),
        },
        columns: [{ header: t('export.columns.month') }, ...['inflow', 'outflow', 'cashNet'].map(col)],
        rows: report.cashFlow.map((m) => ({ cells: [m.month, z(m.inflow), z(m.outflow), z(m.net)] })),
      },
    ],
  };
}
