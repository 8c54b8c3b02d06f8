import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { DEBTOR_KINDS, invoiceClientSchema } from './contractors.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * Debt collection under `/api/apps/invoice`: overdue invoices with statutory interest and the recovery
 * compensation, the actions taken on them (reminders, SMS, calls, demand letters) as a debt history,
 * and the receivables reports. Amounts are integer grosze.
 *
 * Routes (all under /api/apps/invoice; reads need 'read Debt' — a client user sees its own contractor's
 * invoices and only the entries sent to it — writes 'update Debt', reports 'read Report'):
 *   GET  /overdue                                overdueListQuerySchema → overdueListSchema
 *   GET  /debt-history                           debtHistoryQuerySchema → debtHistorySchema
 *   GET  /debt-history/{entryId}/attachment      the entry's PDF
 *   POST /invoices/{id}/debt/reminder            reminderBodySchema → 201 debtHistoryEntrySchema
 *   POST /invoices/{id}/debt/note                debtNoteBodySchema → 201 debtHistoryEntrySchema
 *   POST /invoices/{id}/debt/demand              demandBodySchema → 201 debtHistoryEntrySchema
 *   POST /invoices/{id}/debt/resend              (no body) → 201 debtHistoryEntrySchema
 *   POST /debt/bulk                              debtBulkBodySchema → debtBulkResultSchema
 *   GET  /reports/receivables                    receivablesQuerySchema → receivablesReportSchema
 *   GET  /reports/receivables/export             receivablesExportQuerySchema → CSV or XLSX
 * A channel that is not configured (SMTP, SMS) or refuses answers 503 with the reason; nothing is
 * recorded as sent.
 */

/** Days-overdue bands of the list filter and the aging report ('not_due' only in the report). */
export const OVERDUE_BANDS = ['1_30', '31_60', '61_90', 'over_90'] as const;
export type OverdueBand = (typeof OVERDUE_BANDS)[number];
export const AGING_BUCKETS = ['not_due', ...OVERDUE_BANDS] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** What a debt-history entry records. */
export const DEBT_ACTIONS = [
  'reminder_email',
  'reminder_sms',
  'invoice_resent',
  'phone_call',
  'note',
  'demand_letter',
] as const;
export type DebtAction = (typeof DEBT_ACTIONS)[number];

/** Who made an entry: a user, or the automatic schedule. */
export const DEBT_ORIGINS = ['user', 'schedule'] as const;

export const overdueSortFields = [
  'daysOverdue',
  'dueDate',
  'client',
  'balance',
  'interest',
  'reminders',
] as const;

export const overdueListQuerySchema = z.object({
  /** Invoice number, buyer name, NIP or e-mail. */
  q: z.string().max(200).optional(),
  contractorId: recordIdParamSchema.optional(),
  band: z.enum(OVERDUE_BANDS).optional(),
  /**
   * 'true': also invoices paid in full, but after their deadline, whose late-payment interest is still
   * claimable (balance 0, interest only in latePaymentInterest). Off by default: the list is what is
   * still unpaid.
   */
  paidLate: z.enum(['true', 'false']).default('false'),
  /** Balance bounds, decimal strings in the invoice currency ("1000", "5 000,00"). */
  minAmount: z.string().max(30).optional(),
  maxAmount: z.string().max(30).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
  sortBy: z.enum(overdueSortFields).default('daysOverdue'),
  sortDesc: z.enum(['true', 'false']).default('true'),
});
export type OverdueListQuery = z.infer<typeof overdueListQuerySchema>;
/** The list's filters without paging, sorting and paid-late rows: what its count and balances depend on. */
export const overdueTotalsQuerySchema = overdueListQuerySchema.omit({
  perPage: true,
  page: true,
  sortBy: true,
  sortDesc: true,
  paidLate: true,
});
export type OverdueTotalsQuery = z.infer<typeof overdueTotalsQuerySchema>;

const capDescription =
  'true when a search or amount filter matches more invoices than the server counts (LIST_SEARCH_COUNT_CAP, 10,000 by default): total is then the cap ("more than …") and sums is empty';

/** The count and balance sums of the filtered overdue list (decision 0014: from aggregates). */
export const overdueTotalsSchema = z.object({
  total: z.number().int(),
  totalCapped: z.boolean().describe(capDescription),
  sums: z.array(z.object({ currency: z.enum(CURRENCY_CODES), balance: z.number().int() })),
});
export type OverdueTotals = z.infer<typeof overdueTotalsSchema>;

/** The spec's debtHistory entry (title, subtitle, time, attachment with a title), plus ours. */
export const debtHistoryEntrySchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  action: z.enum(DEBT_ACTIONS),
  origin: z.enum(DEBT_ORIGINS),
  /** Translated at read time ('Wysłano przypomnienie', 'Reminder sent'). */
  title: z.string(),
  /** Who and to whom, or the note itself. */
  subtitle: z.string(),
  /** ISO timestamp. */
  time: z.string(),
  /** A PDF (the demand letter, the invoice sent): downloadable at `attachmentUrl`. */
  attachment: z.object({ title: z.string() }).optional(),
  attachmentUrl: z.string().optional(),
  /** false when the channel refused or was not configured: the entry says so, nothing pretends. */
  delivered: z.boolean(),
});
export type DebtHistoryEntry = z.infer<typeof debtHistoryEntrySchema>;
export const debtHistorySchema = z.object({ entries: z.array(debtHistoryEntrySchema) });

export const compensationSchema = z.object({
  eur: z.union([z.literal(40), z.literal(70), z.literal(100)]),
  /** PLN at the NBP EUR rate the law names; null when that rate could not be had (NBP off or down). */
  pln: z.number().int().nullable(),
  rateDate: z.iso.date(),
  rate: z.string().nullable(),
});

export const overdueItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedDate: z.iso.date(),
  dueDate: z.iso.date(),
  client: invoiceClientSchema,
  currency: z.enum(CURRENCY_CODES),
  total: z.number().int(),
  balance: z.number().int(),
  daysOverdue: z.number().int(),
  /**
   * Interest for delay on the balance, to today (commercial for a business debtor, art. 481 KC for a
   * consumer); null when the delay reaches back before the rate table the domain knows (unknown is
   * not zero).
   */
  interest: z.number().int().nullable(),
  /**
   * Interest on the parts paid after the deadline, each for the days it was late, not yet settled:
   * owed even when the balance is 0. null when unknown (before the rate table).
   */
  latePaymentInterest: z.number().int().nullable(),
  /** Annual rate of the current period, in basis points (1400 = 14.00 %). */
  interestRate: z.number().int(),
  /** 'commercial' (reference + 10 pp) for a business debtor, 'statutory' (art. 481 KC, + 5.5 pp) for a consumer. */
  interestKind: z.enum(['commercial', 'statutory']),
  debtor: z.enum(DEBTOR_KINDS),
  /**
   * Some days were counted past the end of the known reference-rate table, at its last rate (no NBP
   * decision after it is known): the interest may change when one is entered in settings.
   */
  ratesAssumed: z.boolean(),
  /** null for a consumer debtor: the recovery compensation is due only between businesses. */
  compensation: compensationSchema.nullable(),
  reminders: z.number().int(),
  lastAction: z.object({ title: z.string(), time: z.string() }).nullable(),
});
export type OverdueItem = z.infer<typeof overdueItemSchema>;

export const overdueListSchema = z.object({
  invoices: z.array(overdueItemSchema),
  total: z.number().int(),
  /** Over the whole filtered list, per currency. */
  sums: z.array(
    z.object({
      currency: z.enum(CURRENCY_CODES),
      balance: z.number().int(),
      interest: z.number().int(),
      latePaymentInterest: z.number().int(),
    }),
  ),
  /** Some interest in the list assumes the last known reference rate still holds. */
  ratesAssumed: z.boolean(),
  // Defaults: the server always sends both; an older answer (or a test's stub) reads as before.
  totalCapped: z.boolean().default(false).describe(capDescription),
  interestSummed: z
    .boolean()
    .default(true)
    .describe(
      "false for a list of more invoices than LIST_SEARCH_COUNT_CAP in an order SQL can read (days overdue, due date, buyer, balance): the page's own figures are counted, the sums' interest is 0 (not summed) and ratesAssumed is the page's",
    ),
});
export type OverdueList = z.infer<typeof overdueListSchema>;

export const debtInvoiceParamsSchema = z.object({ id: recordIdParamSchema });
export const debtEntryParamsSchema = z.object({ entryId: recordIdParamSchema });
/** One invoice's history, or a contractor's across its invoices (newest first). */
export const debtHistoryQuerySchema = z.object({
  invoiceId: recordIdParamSchema.optional(),
  contractorId: recordIdParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const reminderBodySchema = z.object({
  channel: z.enum(['email', 'sms']),
  /** Optional words of the user's own, added to the template. */
  message: z.string().max(2000).default(''),
});
export const debtNoteBodySchema = z.object({
  kind: z.enum(['phone_call', 'note']),
  text: z.string().trim().min(1).max(2000),
});
export const demandBodySchema = z.object({
  /** Interest is counted to this day (default today); not before the due date. */
  interestDate: businessDateSchema.optional(),
  /** Also e-mail the letter to the buyer. */
  send: z.boolean().default(false),
});

export const DEBT_BULK_ACTIONS = [
  'reminder_email',
  'reminder_sms',
  'invoice_resent',
  'demand_letter',
] as const;
export const debtBulkBodySchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(200),
  action: z.enum(DEBT_BULK_ACTIONS),
});
export const debtBulkResultSchema = z.object({
  done: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type DebtBulkResult = z.infer<typeof debtBulkResultSchema>;

// --- Reports ----------------------------------------------------------------------------------------

export const receivablesQuerySchema = z.object({
  /** The report's day (default today): aging and interest are counted to it. */
  date: businessDateSchema.optional(),
  /** Months of the collected-vs-issued series, ending with the report's month. */
  months: z.coerce.number().int().min(1).max(36).default(12),
});

const agingRowSchema = z.object({
  not_due: z.number().int(),
  '1_30': z.number().int(),
  '31_60': z.number().int(),
  '61_90': z.number().int(),
  over_90: z.number().int(),
  total: z.number().int(),
});
export type AgingRow = z.infer<typeof agingRowSchema>;

/** All in PLN (foreign invoices at their own rate), so contractors and months can be added up. */
export const receivablesReportSchema = z.object({
  date: z.iso.date(),
  aging: agingRowSchema,
  byContractor: z.array(
    agingRowSchema.extend({ contractorId: z.number().int(), name: z.string(), nip: z.string() }),
  ),
  /** Days sales outstanding over the last 90 days: receivables ÷ sales × 90; null without sales. */
  dso: z.number().nullable(),
  monthly: z.array(z.object({ month: z.string(), issued: z.number().int(), collected: z.number().int() })),
  topDebtors: z.array(
    z.object({
      contractorId: z.number().int(),
      name: z.string(),
      overdue: z.number().int(),
      invoices: z.number().int(),
      oldestDaysOverdue: z.number().int(),
    }),
  ),
});
export type ReceivablesReport = z.infer<typeof receivablesReportSchema>;

export const receivablesExportQuerySchema = receivablesQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

/**
 * NBP reference rates entered by the organization's admin (after an RPP decision the shipped table does
 * not know yet), under /api/organization:
 *   GET    /reference-rates           → referenceRatesSchema ('read Organization')
 *   PUT    /reference-rates           referenceRateInputSchema → referenceRatesSchema ('update Organization')
 *   DELETE /reference-rates/{from}    → referenceRatesSchema ('update Organization')
 * Entered rates take precedence over the shipped table for this organization's interest; each change is
 * written to the organization's audit log.
 */
export const referenceRateInputSchema = z.object({
  /** First day the rate is in force (the NBP announcement's effective date). */
  from: businessDateSchema,
  /** Percent, as NBP announces it: "3.50", "3,5". */
  rate: z
    .string()
    .trim()
    .regex(/^\d{1,2}([.,]\d{1,2})?$/),
});
export type ReferenceRateInput = z.infer<typeof referenceRateInputSchema>;
export const referenceRateParamsSchema = z.object({ from: businessDateSchema });

export const referenceRateSchema = z.object({
  from: z.iso.date(),
  /** Basis points (350 = 3.50 %). */
  rate: z.number().int(),
});
export const referenceRatesSchema = z.object({
  /** Entered here, newest effective date first, with who entered them and when. */
  entered: z.array(referenceRateSchema.extend({ enteredOn: z.iso.date(), enteredBy: z.string().nullable() })),
  /** The table shipped with the application. */
  shipped: z.array(referenceRateSchema),
  /** Interest for days after this day assumes the last rate still holds. */
  knownThrough: z.iso.date(),
});
export type ReferenceRates = z.infer<typeof referenceRatesSchema>;
