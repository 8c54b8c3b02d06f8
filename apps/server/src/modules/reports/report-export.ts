// A report as a file: CSV or XLSX (report-tables.ts, written in the worker pool like every table
// export), or a PDF with its charts (report-pdf.ts, also in the pool).
import type { ReportExportQuery, ReportKind } from '@saldo/contracts/reports';
import type { AppContext } from '../../app-context.ts';
import { TABLE_CONTENT_TYPES, type TableFile } from '../../lib/table-file.ts';
import { tableLabels } from './report-labels.ts';
import { reportPdfData } from './report-pdf-data.ts';
import { costsTable, incomeTable, salesTable } from './report-tables.ts';
import { costsReport, incomeReport, salesReport } from './reports.service.ts';

export interface ReportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

async function reportTable(
  ctx: AppContext,
  organizationId: number,
  kind: ReportKind,
  query: ReportExportQuery,
  format: TableFile['format'],
): Promise<{ table: TableFile; period: string }> {
  const labels = tableLabels(query.lang, kind);
  if (kind === 'sales') {
    const report = await salesReport(ctx.db, organizationId, query);
    return { table: salesTable(report, labels, format), period: periodName(report.ranges.current) };
  }
  if (kind === 'costs') {
    const report = await costsReport(ctx.db, organizationId, query);
    return { table: costsTable(report, labels, format), period: periodName(report.ranges.current) };
  }
  const report = await incomeReport(ctx.db, organizationId, query);
  return { table: incomeTable(report, labels, format), period: periodName(report.ranges.current) };
}

const periodName = (range: { from: string; to: string }) =>
  range.from === range.to ? range.from : `${range.from}_${range.to}`;

export async function exportReport(
  ctx: AppContext,
  organizationId: number,
  owner: number,
  kind: ReportKind,
  query: ReportExportQuery,
): Promise<ReportFile> {
  if (query.format === 'pdf') {
    const data = await reportPdfData(ctx, organizationId, kind, query);
    return {
      body: await ctx.workers.run('reportPdf', data, { owner }),
      contentType: 'application/pdf',
      fileName: `report-${kind}-${periodName(data.range)}.pdf`,
    };
  }
  const { table, period } = await reportTable(ctx, organizationId, kind, query, query.format);
  return {
    body: await ctx.workers.run('table', table, { owner }),
    contentType: TABLE_CONTENT_TYPES[query.format],
    fileName: `report-${kind}-${period}.${query.format}`,
  };
}
