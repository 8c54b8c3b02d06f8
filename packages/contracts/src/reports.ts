import { z } from 'zod';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { MAX_REPORT_MONTHS, monthIndex, REPORT_PERIOD_KINDS } from '@saldo/domain/reports/periods';
import { LUMP_SUM_RATES, TAX_FORMS } from '@saldo/domain/reports/pit-advance';
import { INVOICE_TYPES } from './invoices.ts';

/**
 * The reports of the company's books under /api/reports (admins only: 'read Report'):
 *   GET /sales   reportQuerySchema → salesReportSchema     sales by contractor, VAT rate, currency, type
 *   GET /costs   reportQuerySchema → costsReportSchema     costs by category and supplier
 *   GET /income  reportQuerySchema → incomeReportSchema    revenue − costs, PIT advance estimate, VAT, cash
 *   GET /products reportQuerySchema → productSalesReportSchema  the shop's orders by product
 *   GET /{sales|costs|income}/export  reportExportQuerySchema → CSV, XLSX or PDF
 *   GET|PUT /tax-settings  taxSettingsSchema              the form of taxation the estimate uses
 * Every amount is integer grosze in PLN (a foreign document at its own rate), except the currency
 * breakdown, which also gives the documents' own currency. A period is whole months; each figure
 * comes with the period before (same length) and the same months a year earlier.
 */

/** 'YYYY-MM' between 2000 and 2099 (the business dates' range). */
export const reportMonthSchema = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'YYYY-MM, 2000-01 to 2099-12');

const periodShape = {
  period: z.enum(REPORT_PERIOD_KINDS).default('month'),
  /** A month of the month, quarter or year to report (default this month). */
  month: reportMonthSchema.optional(),
  /** custom only: the first and last month. */
  from: reportMonthSchema.optional(),
  to: reportMonthSchema.optional(),
};

type PeriodFields = { period: string; from?: string | undefined; to?: string | undefined };
const hasBounds = (q: PeriodFields) => q.period !== 'custom' || (q.from !== undefined && q.to !== undefined);
const boundsInOrder = (q: PeriodFields) =>
  q.period !== 'custom' ||
  q.from === undefined ||
  q.to === undefined ||
  (monthIndex(q.to) >= monthIndex(q.from) && monthIndex(q.to) - monthIndex(q.from) < MAX_REPORT_MONTHS);

export const reportQuerySchema = z
  .object(periodShape)
  .refine(hasBounds, { message: 'a custom period needs from and to', path: ['from'] })
  .refine(boundsInOrder, { message: `from ≤ to, at most ${MAX_REPORT_MONTHS} months`, path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];
export const REPORT_KINDS = ['sales', 'costs', 'income'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportExportQuerySchema = z
  .object({
    ...periodShape,
    format: z.enum(REPORT_EXPORT_FORMATS).default('csv'),
    /** The language of the headings (the files' and the PDF's). */
    lang: z.enum(['en', 'pl', 'de', 'fr', 'pt']).default('en'),
  })
  .refine(hasBounds, { message: 'a custom period needs from and to', path: ['from'] })
  .refine(boundsInOrder, { message: `from ≤ to, at most ${MAX_REPORT_MONTHS} months`, path: ['to'] });
export type ReportExportQuery = z.infer<typeof reportExportQuerySchema>;

const monthRangeSchema = z.object({ from: z.string(), to: z.string() });
export const reportRangesSchema = z.object({
  current: monthRangeSchema,
  previous: monthRangeSchema,
  lastYear: monthRangeSchema,
});
export type ReportRanges = z.infer<typeof reportRangesSchema>;

const int = () => z.number().int();

export const reportAmountsSchema = z.object({ count: int(), net: int(), vat: int(), gross: int() });
export type ReportAmounts = z.infer<typeof reportAmountsSchema>;

/** One figure in the period and in the two it is compared with. */
const compared = <T extends z.ZodType>(value: T) =>
  z.object({ current: value, previous: value, lastYear: value });
export const comparedAmountsSchema = compared(reportAmountsSchema);
export type ComparedAmounts = z.infer<typeof comparedAmountsSchema>;

/** A month of the period, with the month in the same place of the previous period and a year before. */
export const monthlyRowSchema = comparedAmountsSchema.extend({ month: z.string() });
export type MonthlyRow = z.infer<typeof monthlyRowSchema>;

export const currencyAmountsSchema = reportAmountsSchema.extend({
  netPln: int(),
  vatPln: int(),
  grossPln: int(),
});

export const salesReportSchema = z.object({
  ranges: reportRangesSchema,
  totals: comparedAmountsSchema,
  monthly: z.array(monthlyRowSchema),
  /** The contractors with the highest gross in the period (up to 20); `others` is the rest. */
  byContractor: z.array(
    comparedAmountsSchema.extend({ contractorId: int(), name: z.string(), nip: z.string() }),
  ),
  otherContractors: comparedAmountsSchema,
  /** Per rate of the invoices' rate summaries (count: invoices with a line at the rate). */
  byRate: z.array(comparedAmountsSchema.extend({ vatRate: z.string() })),
  byCurrency: z.array(compared(currencyAmountsSchema).extend({ currency: z.enum(CURRENCY_CODES) })),
  byType: z.array(comparedAmountsSchema.extend({ type: z.enum(INVOICE_TYPES) })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const costsReportSchema = z.object({
  ranges: reportRangesSchema,
  totals: comparedAmountsSchema,
  monthly: z.array(monthlyRowSchema),
  /** categoryId null: documents without a category. */
  byCategory: z.array(comparedAmountsSchema.extend({ categoryId: int().nullable(), name: z.string() })),
  bySupplier: z.array(
    comparedAmountsSchema.extend({ contractorId: int(), name: z.string(), nip: z.string() }),
  ),
  otherSuppliers: comparedAmountsSchema,
});
export type CostsReport = z.infer<typeof costsReportSchema>;

/**
 * GET /products: the shop's orders of a period by catalogue product (issue 25). An order counts in
 * the month it was placed (Polish time) unless cancelled; amounts are the prices charged (the
 * order's snapshot, after the client's discount), net and VAT by the domain's line rule. Largest
 * gross first. No comparison columns: the shop is new, so earlier periods would mostly be empty.
 */
export const productSalesRowSchema = z.object({
  productId: int(),
  /** The product's name in the catalogue today (the order's name when the product is gone). */
  name: z.string(),
  unit: z.string(),
  currency: z.enum(CURRENCY_CODES),
  /** Units ordered. */
  quantity: int(),
  /** Orders holding the product. */
  orders: int(),
  net: int(),
  vat: int(),
  gross: int(),
});
export type ProductSalesRow = z.infer<typeof productSalesRowSchema>;
export const productSalesReportSchema = z.object({
  ranges: reportRangesSchema,
  products: z.array(productSalesRowSchema),
  /** Per currency (PLN first): the orders of the period and their sums. */
  totals: z.array(
    z.object({ currency: z.enum(CURRENCY_CODES), orders: int(), net: int(), vat: int(), gross: int() }),
  ),
});
export type ProductSalesReport = z.infer<typeof productSalesReportSchema>;

export const taxSettingsSchema = z
  .object({
    form: z.enum(TAX_FORMS),
    /** Basis points (850 = 8.5 %); the lump sum's rate, 0 for the other forms. */
    lumpSumRate: z.number().int().min(0).max(10_000),
  })
  .refine((s) => s.form !== 'lumpSum' || (LUMP_SUM_RATES as readonly number[]).includes(s.lumpSumRate), {
    message: `a lump-sum rate of art. 12: ${LUMP_SUM_RATES.join(', ')} basis points`,
    path: ['lumpSumRate'],
  });
export type TaxSettingsDto = z.infer<typeof taxSettingsSchema>;

const incomeFiguresSchema = z.object({ revenue: int(), costs: int(), income: int() });
export const incomeMonthSchema = incomeFiguresSchema.extend({
  month: z.string(),
  /** Income from the period's first month to this one. */
  cumulativeIncome: int(),
  /** Income (lump sum: revenue) since January of the month's year. */
  incomeYearToDate: int(),
  /** The estimated PIT advance of the month, whole złoty (as grosze). */
  pitAdvance: int(),
});
export const vatMonthSchema = z.object({
  month: z.string(),
  outputVat: int(),
  inputVat: int(),
  /** outputVat − inputVat: to pay when positive. */
  balance: int(),
});
export const cashMonthSchema = z.object({ month: z.string(), inflow: int(), outflow: int(), net: int() });

export const incomeReportSchema = z.object({
  ranges: reportRangesSchema,
  taxSettings: taxSettingsSchema,
  /** Always true: the advance leaves out ZUS, health contribution, reliefs and past losses. */
  estimate: z.literal(true),
  totals: compared(incomeFiguresSchema.extend({ pitAdvance: int() })),
  months: z.array(incomeMonthSchema),
  vat: z.array(vatMonthSchema),
  cashFlow: z.array(cashMonthSchema),
});
export type IncomeReport = z.infer<typeof incomeReportSchema>;
