import { z } from 'zod';
import { CONTRACT_KINDS, EMPLOYMENT_TYPES, MANDATE_PAY_MODES } from '@saldo/domain/contracts/contract-kinds';
import { MAX_WORKING_TIME_DENOMINATOR } from '@saldo/domain/contracts/minimum-pay';
import type { MandateVariant } from '@saldo/domain/payroll/payroll-types';
import { businessDateSchema } from './business-date.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * Contracts with workers under `/api/contracts`: umowa o pracę ('employment'), umowa zlecenie
 * ('mandate') and umowa o dzieło ('specific_work'), their annexes and termination. (The file is not
 * called contracts.ts: this package is itself named contracts.) Amounts travel as integer grosze. The
 * schemas check shapes; the rules per kind (minimum wage, dates, notice) are in
 * `employment-contract-rules.ts`, shared by the server and the form.
 */

/** The payroll's mandate variants (`@saldo/domain/payroll/payroll-types`), stored as they are. */
export const MANDATE_VARIANTS = [
  'only-title',
  'employed-elsewhere',
  'own-employer',
  'student-under-26',
] as const satisfies readonly MandateVariant[];

/** A contract prints in Polish, or in Polish and English side by side. */
export const CONTRACT_PRINT_LANGUAGES = ['pl', 'pl_en'] as const;
export type ContractPrintLanguage = (typeof CONTRACT_PRINT_LANGUAGES)[number];

export const TERMINATION_METHODS = ['notice', 'agreement'] as const;
export type TerminationMethod = (typeof TERMINATION_METHODS)[number];
export const TERMINATION_PARTIES = ['employer', 'employee'] as const;

/** Derived from the dates: not started yet, running today, or past its last day. */
export const CONTRACT_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_LIMITS = {
  text: 200,
  long: 4000,
  /** 100 million PLN in grosze: no pay of a small employer comes near. */
  money: 10_000_000_000,
  annexes: 100,
} as const;

const moneySchema = z.number().int().min(0).max(CONTRACT_LIMITS.money);
const text = (max: number = CONTRACT_LIMITS.text) => z.string().trim().max(max).default('');

export const workingTimeSchema = z.object({
  numerator: z.number().int().min(1).max(MAX_WORKING_TIME_DENOMINATOR),
  denominator: z.number().int().min(1).max(MAX_WORKING_TIME_DENOMINATOR),
});
export type WorkingTimeDto = z.infer<typeof workingTimeSchema>;

/** Add or replace a contract. Only the fields of its kind are read; the others are stored empty. */
export const contractInputSchema = z.object({
  workerId: recordIdSchema,
  kind: z.enum(CONTRACT_KINDS),
  /** Date and place of signing (both printed). */
  signedOn: businessDateSchema,
  signedPlace: text(),
  startDate: businessDateSchema,
  /** Fixed-term and trial contracts end on a day; a civil contract may. */
  endDate: businessDateSchema.nullable().default(null),
  /** The work: rodzaj pracy (employment), the tasks (mandate), the work to deliver (specific work). */
  subject: text(CONTRACT_LIMITS.long),
  printLanguage: z.enum(CONTRACT_PRINT_LANGUAGES).default('pl'),
  // Employment.
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().default(null),
  position: text(),
  workplace: text(),
  workingTime: workingTimeSchema.nullable().default(null),
  monthlyGross: moneySchema.nullable().default(null),
  // Mandate.
  payMode: z.enum(MANDATE_PAY_MODES).nullable().default(null),
  hourlyRate: moneySchema.nullable().default(null),
  mandateVariant: z.enum(MANDATE_VARIANTS).nullable().default(null),
  voluntarySickness: z.boolean().default(false),
  // Mandate paid a flat fee, and the fee of a specific work.
  flatFee: moneySchema.nullable().default(null),
  /** KUP 50 % for the transfer of author's rights instead of 20 % (mandate and specific work). */
  authorRights: z.boolean().default(false),
  /** Specific work with one's own employer: ZUS as for employment. */
  withOwnEmployer: z.boolean().default(false),
  notes: text(CONTRACT_LIMITS.long),
});
export type ContractInputBody = z.input<typeof contractInputSchema>;
export type ContractInput = z.output<typeof contractInputSchema>;

/** An annex changes pay or working time from a day; fields left null stay as they were. */
export const annexInputSchema = z.object({
  signedOn: businessDateSchema,
  effectiveFrom: businessDateSchema,
  monthlyGross: moneySchema.nullable().default(null),
  workingTime: workingTimeSchema.nullable().default(null),
  hourlyRate: moneySchema.nullable().default(null),
  flatFee: moneySchema.nullable().default(null),
  note: text(CONTRACT_LIMITS.long),
});
export type AnnexInputBody = z.input<typeof annexInputSchema>;
export type AnnexInput = z.output<typeof annexInputSchema>;

/**
 * Ending a contract: by notice (an employment contract's notice period and last day are computed by
 * art. 34 or 36 KP; a civil contract names its last day) or by agreement on a named last day.
 */
export const terminationInputSchema = z.object({
  method: z.enum(TERMINATION_METHODS),
  initiatedBy: z.enum(TERMINATION_PARTIES).default('employer'),
  /** The day the notice reached the other party, or the day of the agreement. */
  noticeDate: businessDateSchema,
  /** Required unless an employment contract is ended by notice (then computed). */
  lastDay: businessDateSchema.nullable().default(null),
  reason: text(CONTRACT_LIMITS.long),
});
export type TerminationInputBody = z.input<typeof terminationInputSchema>;
export type TerminationInput = z.output<typeof terminationInputSchema>;

export const contractIdParamsSchema = z.object({ id: recordIdParamSchema });
export const contractPdfQuerySchema = z.object({
  language: z.enum(CONTRACT_PRINT_LANGUAGES).optional(),
});

export const contractListQuerySchema = z.object({
  workerId: recordIdParamSchema.optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

const noticeLengthSchema = z.object({
  unit: z.enum(['workingDays', 'weeks', 'months']),
  count: z.number().int(),
});

export const terminationSchema = z.object({
  method: z.enum(TERMINATION_METHODS),
  initiatedBy: z.enum(TERMINATION_PARTIES),
  noticeDate: z.iso.date(),
  lastDay: z.iso.date(),
  /** The notice period applied (employment by notice), with its article. */
  noticeLength: noticeLengthSchema.nullable(),
  noticeRule: z.enum(['art34', 'art36']).nullable(),
  reason: z.string(),
});
export type Termination = z.infer<typeof terminationSchema>;

export const annexSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  signedOn: z.iso.date(),
  effectiveFrom: z.iso.date(),
  monthlyGross: z.number().int().nullable(),
  workingTime: workingTimeSchema.nullable(),
  hourlyRate: z.number().int().nullable(),
  flatFee: z.number().int().nullable(),
  note: z.string(),
});
export type Annex = z.infer<typeof annexSchema>;

export const payTermsSchema = z.object({
  monthlyGross: z.number().int().nullable(),
  workingTime: workingTimeSchema.nullable(),
  hourlyRate: z.number().int().nullable(),
  flatFee: z.number().int().nullable(),
});
export type PayTermsDto = z.infer<typeof payTermsSchema>;

/** Who changed what and when; the fields' names, never salaries. */
export const contractAuditEntrySchema = z.object({
  id: z.number().int(),
  /** created, updated, annexed, terminated */
  action: z.string(),
  fields: z.array(z.string()),
  at: z.string(),
  by: z.string(),
});
export type ContractAuditEntry = z.infer<typeof contractAuditEntrySchema>;

export const contractWorkerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

export const contractSchema = z.object({
  id: z.number().int(),
  worker: contractWorkerSchema,
  kind: z.enum(CONTRACT_KINDS),
  signedOn: z.iso.date(),
  signedPlace: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date().nullable(),
  subject: z.string(),
  printLanguage: z.enum(CONTRACT_PRINT_LANGUAGES),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  position: z.string(),
  workplace: z.string(),
  workingTime: workingTimeSchema.nullable(),
  monthlyGross: z.number().int().nullable(),
  payMode: z.enum(MANDATE_PAY_MODES).nullable(),
  hourlyRate: z.number().int().nullable(),
  mandateVariant: z.enum(MANDATE_VARIANTS).nullable(),
  voluntarySickness: z.boolean(),
  flatFee: z.number().int().nullable(),
  authorRights: z.boolean(),
  withOwnEmployer: z.boolean(),
  notes: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  /** The sooner of the agreed end and the termination's last day. */
  lastDay: z.iso.date().nullable(),
  termination: terminationSchema.nullable(),
  annexes: z.array(annexSchema),
  /** The terms in force today (or on the start day of a contract not started yet). */
  currentTerms: payTermsSchema,
  audit: z.array(contractAuditEntrySchema),
  /**
   * Employment: the day art. 36 § 1 KP counts the employment from for the notice period: the start
   * moved back by the worker's earlier employment contracts with this employer. Null otherwise.
   */
  employedSince: z.iso.date().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractResponseSchema = z.object({ contract: contractSchema });
export type ContractResponse = z.infer<typeof contractResponseSchema>;

export const contractListItemSchema = contractSchema.omit({
  audit: true,
  annexes: true,
  notes: true,
  employedSince: true,
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;
export const contractListSchema = z.object({ contracts: z.array(contractListItemSchema) });
export type ContractList = z.infer<typeof contractListSchema>;
