import { z } from 'zod';
import { LEGAL_FORMS } from '@saldo/domain/company/legal-form';
import { TAX_DEADLINE_KINDS } from '@saldo/domain/dates/tax-deadlines';
import { businessDateSchema } from './business-date.ts';
import { recordIdParamSchema } from './ids.ts';

/**
 * The admin's dashboard: `/api/dashboard/*`. Every amount is integer grosze in PLN (foreign-currency
 * documents at their own rate, as in the receivables report); months are 'YYYY-MM'.
 *   GET /dashboard/overview   dashboardQuerySchema → dashboardOverviewSchema
 *   GET /dashboard/settings   → dashboardSettingsSchema;  PUT /dashboard/settings  dashboardSettingsInputSchema
 */

const isoDate = z.iso.date();
const month = z.string().regex(/^\d{4}-\d{2}$/);
const grosze = z.number().int();

/** The day the figures are for (default today); a past day is read as the books stood then. */
export const dashboardQuerySchema = z.object({ date: businessDateSchema.optional() });

const zusDay = z.union([z.literal(15), z.literal(20)]);

export const dashboardSettingsSchema = z.object({
  /** An explicit ZUS day, overriding the legal form's; null: the legal form decides. */
  zusPaymentDay: zusDay.nullable(),
  /** The legal form set here; null: the one the company's registered name states. */
  legalForm: z.enum(LEGAL_FORMS).nullable(),
  /** The form the deadlines use: the setting, or the one read from the company's name. */
  effectiveLegalForm: z.enum(LEGAL_FORMS),
  /** The day the deadlines use: the explicit day, else the 15th for legal persons and the 20th for others. */
  effectiveZusPaymentDay: zusDay,
});
export type DashboardSettings = z.infer<typeof dashboardSettingsSchema>;

export const dashboardSettingsInputSchema = z.object({
  zusPaymentDay: zusDay.nullable(),
  /** Left out: unchanged. */
  legalForm: z.enum(LEGAL_FORMS).nullable().optional(),
});
export type DashboardSettingsInput = z.infer<typeof dashboardSettingsInputSchema>;

export const DEADLINE_KINDS = ['invoice', ...TAX_DEADLINE_KINDS] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const deadlineSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  /** The last day on time (moved past weekends and holidays). */
  date: isoDate,
  /** The day the act or the invoice names. */
  statutoryDate: isoDate,
  /** Tax deadlines: the month they settle. */
  period: month.nullable(),
  /** Invoice deadlines: the invoice, its number, buyer and what is left to pay (PLN). */
  invoiceId: z.number().int().nullable(),
  number: z.string().nullable(),
  name: z.string().nullable(),
  amount: grosze.nullable(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const ACTIVITY_AREAS = ['invoice', 'cost', 'bank', 'balanceConfirmation'] as const;
export type ActivityArea = (typeof ACTIVITY_AREAS)[number];

export const activitySchema = z.object({
  area: z.enum(ACTIVITY_AREAS),
  action: z.string(),
  at: z.string(),
  userName: z.string().nullable(),
  /** The document the entry is about (an invoice, a cost, a statement, a confirmation), if any. */
  documentId: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const dashboardOverviewSchema = z.object({
  date: isoDate,
  revenue: z.object({ month, thisMonth: grosze, previousMonth: month, lastMonth: grosze }),
  invoicesIssued: z.object({ thisMonth: z.number().int(), lastMonth: z.number().int() }),
  receivables: z.object({
    total: grosze,
    overdue: grosze,
    overdueInvoices: z.number().int(),
    /** Days past the deadline of the oldest overdue invoice; 0 when nothing is overdue. */
    oldestDaysOverdue: z.number().int(),
  }),
  topDebtors: z.array(
    z.object({
      contractorId: z.number().int(),
      name: z.string(),
      overdue: grosze,
      invoices: z.number().int(),
      oldestDaysOverdue: z.number().int(),
    }),
  ),
  /** Per bank account, the closing balance of its latest statement (in the account's currency). */
  cash: z.array(
    z.object({
      bankAccountId: z.number().int(),
      name: z.string(),
      iban: z.string(),
      currency: z.string(),
      balance: grosze.nullable(),
      date: isoDate.nullable(),
    }),
  ),
  /** This month's costs (by booking period), gross in PLN, by category; null: no category. */
  costsByCategory: z.array(
    z.object({ categoryId: z.number().int().nullable(), name: z.string().nullable(), gross: grosze }),
  ),
  deadlines: z.array(deadlineSchema),
  zusPaymentDay: zusDay,
  /** True when no explicit day is set: the day follows `legalForm`. */
  zusPaymentDayIsDefault: z.boolean(),
  /** The legal form the ZUS day follows. */
  legalForm: z.enum(LEGAL_FORMS),
  ksef: z.object({
    queued: z.number().int(),
    sending: z.number().int(),
    rejected: z.number().int(),
    acceptedThisMonth: z.number().int(),
    /** The oldest submission still waiting, if any. */
    oldestQueuedAt: z.string().nullable(),
  }),
  balanceConfirmations: z.object({
    pending: z.number().int(),
    confirmed: z.number().int(),
    disputed: z.number().int(),
  }),
  activity: z.array(activitySchema),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** A contractor's account with the company: `/api/client-account` (a client: their own; an admin: any). */
export const clientAccountQuerySchema = z.object({ contractorId: recordIdParamSchema.optional() });

export const clientAccountSchema = z.object({
  date: isoDate,
  contractor: z.object({ id: z.number().int(), name: z.string(), nip: z.string() }),
  /** Open balances per currency (positive: the contractor owes; negative: a refund is owed to them). */
  balances: z.array(z.object({ currency: z.string(), balance: grosze, overdue: grosze })),
  /** All balances in PLN at each invoice's own rate. */
  balancePln: grosze,
  overduePln: grosze,
  openInvoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      issueDate: isoDate,
      dueDate: isoDate,
      currency: z.string(),
      gross: grosze,
      balance: grosze,
      overdue: z.boolean(),
      daysOverdue: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      invoiceId: z.number().int(),
      number: z.string(),
      date: isoDate,
      amount: grosze,
      currency: z.string(),
    }),
  ),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;
