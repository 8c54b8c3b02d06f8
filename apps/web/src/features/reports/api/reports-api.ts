import {
  costsReportSchema,
  incomeReportSchema,
  productSalesReportSchema,
  salesReportSchema,
  taxSettingsSchema,
  type CostsReport,
  type IncomeReport,
  type ProductSalesReport,
  type ReportExportFormat,
  type ReportKind,
  type SalesReport,
  type TaxSettingsDto,
} from '@saldo/contracts/reports';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of the reports under /api/reports. Answers are parsed with the contract schemas, so a
 * server drift shows as an error state instead of charts of undefined.
 */
export interface PeriodParams {
  period: 'month' | 'quarter' | 'year' | 'custom';
  month?: string;
  from?: string;
  to?: string;
}

const query = (params: PeriodParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

export const fetchSalesReport = async (params: PeriodParams, signal?: AbortSignal): Promise<SalesReport> =>
  salesReportSchema.parse(await api.get<unknown>('/reports/sales', { query: query(params), signal }));

export const fetchCostsReport = async (params: PeriodParams, signal?: AbortSignal): Promise<CostsReport> =>
  costsReportSchema.parse(await api.get<unknown>('/reports/costs', { query: query(params), signal }));

export const fetchIncomeReport = async (params: PeriodParams, signal?: AbortSignal): Promise<IncomeReport> =>
  incomeReportSchema.parse(await api.get<unknown>('/reports/income', { query: query(params), signal }));

export const fetchProductSalesReport = async (
  params: PeriodParams,
  signal?: AbortSignal,
): Promise<ProductSalesReport> =>
  productSalesReportSchema.parse(
    await api.get<unknown>('/reports/products', { query: query(params), signal }),
  );

export const fetchTaxSettings = async (signal?: AbortSignal): Promise<TaxSettingsDto> =>
  taxSettingsSchema.parse(await api.get<unknown>('/reports/tax-settings', { signal }));

export const saveTaxSettings = async (settings: TaxSettingsDto): Promise<TaxSettingsDto> =>
  taxSettingsSchema.parse(await api.put<unknown>('/reports/tax-settings', settings));

/** A report as CSV, XLSX or PDF, headed in `lang`. */
export const fetchReportExport = (
  kind: ReportKind,
  params: PeriodParams,
  format: ReportExportFormat,
  lang: string,
): Promise<Blob> =>
  api
    .file(`/reports/${kind}/export`, { query: { ...query(params), format, lang } })
    .then((file) => file.blob);
