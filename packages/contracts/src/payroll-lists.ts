import { z } from 'zod';
import type {
  PayrollContractTerms,
  PayrollMonthResult,
  PayrollPerson,
} from '@saldo/domain/payroll/payroll-types';
import { recordIdParamSchema } from './ids.ts';

/**
 * Payroll lists (listy płac): `/api/payroll/lists*`, the month summary, PIT-11 figures and the
 * payroll settings. Amounts travel as integer grosze; hours as decimal text ('160', '12.5').
 */

export const PAYROLL_LIST_STATUSES = ['draft', 'approved', 'corrected'] as const;
export type PayrollListStatus = (typeof PAYROLL_LIST_STATUSES)[number];

export const PAYROLL_LIST_KINDS = ['regular', 'correction'] as const;
export type PayrollListKind = (typeof PAYROLL_LIST_KINDS)[number];

/** The payslip PDF's password: the worker's PESEL (default) or none. */
export const PAYROLL_PASSWORD_RULES = ['pesel', 'none'] as const;
export type PayrollPasswordRule = (typeof PAYROLL_PASSWORD_RULES)[number];

export const PAYROLL_LIMITS = {
  /** Grosze: 10 million PLN, far above any month's bonus. */
  amount: 1_000_000_000,
  leaveDays: 31,
  leaveHours: 744,
  hours: 744,
} as const;

/** 'YYYY-MM'. */
export const payrollMonthSchema = z
  .string()
  .regex(/^(2025|2026)-(0[1-9]|1[0-2])$/)
  .describe('The month, YYYY-MM (2025 and 2026 are supported)');

const amount = z.number().int().min(0).max(PAYROLL_LIMITS.amount);
/** Hours with up to two decimals, as text. */
export const hoursTextSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}([.,]\d{1,2})?$/);

/** The month's inputs of one entry; fields that do not apply to the contract's kind are ignored. */
export const payrollEntryInputsSchema = z.object({
  /** Bonuses (premie) in grosze, added to the gross. */
  bonus: amount.default(0),
  /** Unpaid leave on an employment contract, whole days and extra hours, deducted pro rata by hours. */
  unpaidLeaveDays: z.number().int().min(0).max(PAYROLL_LIMITS.leaveDays).default(0),
  unpaidLeaveHours: z.number().int().min(0).max(PAYROLL_LIMITS.leaveHours).default(0),
  /** Hours worked on an hourly umowa zlecenie. */
  hours: hoursTextSchema.default('0'),
  /** The fee of an umowa o dzieło (or a flat zlecenie) for this month; null takes the contract's. */
  fee: amount.nullable().default(null),
});
export type PayrollEntryInputs = z.infer<typeof payrollEntryInputsSchema>;
export type PayrollEntryInputsBody = z.input<typeof payrollEntryInputsSchema>;

export const PAYROLL_CONTRACT_KINDS = ['employment', 'mandate', 'specific_work'] as const;
export type PayrollEntryContractKind = (typeof PAYROLL_CONTRACT_KINDS)[number];

/**
 * What an entry was computed from, copied from the contract and the worker's record when the list was
 * made: the pay for the month's part the contract was active, and the domain's contract and person
 * terms. The browser computes the live preview from these with the same domain function.
 */
export interface PayrollPayPeriod {
  from: string;
  to: string;
  monthlyGross: number;
  workingTime: { numerator: number; denominator: number };
}

export interface PayrollEntryTerms {
  contractKind: PayrollEntryContractKind;
  contractTitle: string;
  /** Days of the month the contract was active (ISO dates). */
  activeFrom: string;
  activeTo: string;
  /** Employment: monthly gross for the working time; null otherwise. */
  monthlyGross: number | null;
  /** Employment: working time as a fraction. */
  workingTime: { numerator: number; denominator: number } | null;
  /** Zlecenie paid by the hour. */
  hourlyRate: number | null;
  /** Zlecenie flat fee or dzieło fee. */
  flatFee: number | null;
  /**
   * Employment: the active days cut where an annex changes the pay or working time, each with the
   * terms then in force (paid pro rata by working hours). Absent on entries stored before it existed.
   */
  payPeriods?: PayrollPayPeriod[];
  contract: PayrollContractTerms;
  person: PayrollPerson;
}

export type StoredPayrollLines = PayrollMonthResult;

const money = z.number().int();
const yearToDateSchema = z.object({
  pensionBase: money,
  taxBase: money,
  youthReliefRevenue: money,
  authorCosts: money,
  employerPpkToTax: money,
});

/** Every line of the domain's month computation (PayrollMonthResult). */
export const payrollLinesSchema = z.object({
  year: z.union([z.literal(2025), z.literal(2026)]),
  month: z.number().int(),
  contractKind: z.enum(['employment', 'mandate', 'specific-work']),
  gross: money,
  pensionBase: money,
  pensionCapReached: z.boolean(),
  socialBase: money,
  employee: z.object({ pension: money, disability: money, sickness: money, total: money }),
  healthBase: money,
  healthFull: money,
  health: money,
  healthLimited: z.boolean(),
  employerPpkTaxable: money,
  exemptRevenue: money,
  deductibleCosts: money,
  authorCosts: money,
  taxBase: money,
  taxBeforeReduction: money,
  taxReduction: money,
  tax: money,
  taxMethod: z.enum(['scale', 'flat-rate', 'small-contract', 'exempt', 'none']),
  taxBaseAboveThreshold: money,
  employeePpk: money,
  net: money,
  employer: z.object({
    pension: money,
    disability: money,
    accident: money,
    labourFund: money,
    guaranteeFund: money,
    ppk: money,
    total: money,
  }),
  totalCost: money,
  yearToDate: yearToDateSchema,
});

const contractTermsSchema = z.union([
  z.object({ kind: z.literal('employment'), kup: z.enum(['standard', 'raised', 'none']) }),
  z.object({
    kind: z.literal('mandate'),
    variant: z.enum(['only-title', 'employed-elsewhere', 'own-employer', 'student-under-26']),
    voluntarySickness: z.boolean(),
    authorRights: z.boolean(),
  }),
  z.object({ kind: z.literal('specific-work'), authorRights: z.boolean(), withOwnEmployer: z.boolean() }),
]);

const personSchema = z.object({
  taxReduction: z.enum(['none', 'full', 'half', 'third']),
  youthRelief: z.boolean(),
  ppk: z
    .object({
      employeeBasic: z.number().int(),
      employeeAdditional: z.number().int(),
      employerBasic: z.number().int(),
      employerAdditional: z.number().int(),
    })
    .nullable(),
  labourFundExempt: z.boolean(),
});

export const payrollEntryTermsSchema = z.object({
  contractKind: z.enum(PAYROLL_CONTRACT_KINDS),
  contractTitle: z.string(),
  activeFrom: z.string(),
  activeTo: z.string(),
  monthlyGross: money.nullable(),
  workingTime: z.object({ numerator: z.number().int(), denominator: z.number().int() }).nullable(),
  hourlyRate: money.nullable(),
  flatFee: money.nullable(),
  payPeriods: z
    .array(
      z.object({
        from: z.string(),
        to: z.string(),
        monthlyGross: money,
        workingTime: z.object({ numerator: z.number().int(), denominator: z.number().int() }),
      }),
    )
    .optional(),
  contract: contractTermsSchema,
  person: personSchema,
});

export const payrollEntrySchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  workerId: z.number().int(),
  workerName: z.string(),
  terms: payrollEntryTermsSchema,
  inputs: payrollEntryInputsSchema,
  /** Year-to-date figures before this month (approved lists earlier in the year). */
  yearToDate: yearToDateSchema,
  lines: payrollLinesSchema,
});
export type PayrollEntryDto = z.infer<typeof payrollEntrySchema>;

/** Settings the computation reads (the domain's uncertain options) and the payslip/deadline rules. */
export const payrollOptionsSchema = z.object({
  accidentRate: z.number().int().min(0).max(1000),
  labourFundBelowMinimumWage: z.boolean(),
  guaranteeFundBelowMinimumWage: z.boolean(),
  employerPpkTaxedIn: z.enum(['same-month', 'next-month']),
  healthLimit2021: z.boolean(),
  smallContractFlatTax: z.boolean(),
  flatTaxBaseLessSocial: z.boolean(),
});
export type PayrollOptionsDto = z.infer<typeof payrollOptionsSchema>;

export const payrollSettingsSchema = z.object({
  /** ZUS contributions are due on this day of the next month (15 or 20, by the payer's kind). */
  zusDueDay: z.union([z.literal(15), z.literal(20)]),
  payslipPassword: z.enum(PAYROLL_PASSWORD_RULES),
  options: payrollOptionsSchema,
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

export const payrollDeadlinesSchema = z.object({
  /** ZUS (DRA) due date, moved past weekends and holidays. */
  zus: z.string(),
  /** PIT-4 advances due date (the 20th of the next month), moved likewise. */
  pit4: z.string(),
});

/** The employer's month summary: the DRA figures and the PIT-4 advances. */
export const payrollSummarySchema = z.object({
  gross: money,
  net: money,
  employerCost: money,
  /** Social contributions, employee's and employer's: emerytalne, rentowe, chorobowe, wypadkowe. */
  social: money,
  socialEmployee: money,
  socialEmployer: money,
  health: money,
  /** FP and FGŚP. */
  funds: money,
  /** social + health + funds: one transfer to ZUS. */
  zusTotal: money,
  pit4: money,
  ppk: money,
  deadlines: payrollDeadlinesSchema,
});
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;

export const payrollAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  at: z.string(),
  by: z.string(),
});

export const payrollListItemSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  kind: z.enum(PAYROLL_LIST_KINDS),
  correctsId: z.number().int().nullable(),
  status: z.enum(PAYROLL_LIST_STATUSES),
  gross: money,
  net: money,
  employerCost: money,
  entryCount: z.number().int(),
  approvedAt: z.string().nullable(),
  deadlines: payrollDeadlinesSchema,
});
export type PayrollListItem = z.infer<typeof payrollListItemSchema>;

export const payrollListsSchema = z.object({ lists: z.array(payrollListItemSchema) });
export type PayrollLists = z.infer<typeof payrollListsSchema>;

export const payrollListDetailSchema = payrollListItemSchema.extend({
  entries: z.array(payrollEntrySchema),
  summary: payrollSummarySchema,
  options: payrollOptionsSchema,
  audit: z.array(payrollAuditEntrySchema),
  /** The correction made of this list, if any. */
  correctedById: z.number().int().nullable(),
  /**
   * An approved list whose year-to-date figures (30× cap, threshold, youth limit, author costs) are no
   * longer those of the approved months before it: an earlier month was approved or corrected after it.
   * Its stored figures stand until a correction list recomputes them.
   */
  yearToDateStale: z.boolean(),
});
export type PayrollListDetail = z.infer<typeof payrollListDetailSchema>;

export const payrollListsQuerySchema = z.object({
  year: z.coerce.number().int().min(2025).max(2026).optional(),
});

export const createPayrollListSchema = z.object({ month: payrollMonthSchema });
export type CreatePayrollListBody = z.infer<typeof createPayrollListSchema>;

export const payrollListParamsSchema = z.object({ id: recordIdParamSchema });
export const payrollEntryParamsSchema = z.object({
  id: recordIdParamSchema,
  entryId: recordIdParamSchema,
});

/** PIT-11 figures of one person for one kind of income in a year. */
export const pit11RowSchema = z.object({
  workerId: z.number().int(),
  workerName: z.string(),
  /** 'employment' (stosunek pracy) or 'civil' (działalność wykonywana osobiście). */
  source: z.enum(['employment', 'civil']),
  revenue: money,
  costs: money,
  exempt: money,
  social: money,
  health: money,
  tax: money,
});
export type Pit11Row = z.infer<typeof pit11RowSchema>;
export const pit11Schema = z.object({ year: z.number().int(), rows: z.array(pit11RowSchema) });
export type Pit11 = z.infer<typeof pit11Schema>;
export const pit11QuerySchema = z.object({ year: z.coerce.number().int().min(2025).max(2026) });

/** A worker's payslips, for the worker's page. */
export const workerPayslipSchema = z.object({
  listId: z.number().int(),
  entryId: z.number().int(),
  month: z.string(),
  kind: z.enum(PAYROLL_LIST_KINDS),
  /** 'corrected': a correction list replaced this one. */
  status: z.enum(PAYROLL_LIST_STATUSES),
  gross: money,
  net: money,
  approvedAt: z.string().nullable(),
});
export const workerPayslipsSchema = z.object({ payslips: z.array(workerPayslipSchema) });
export type WorkerPayslips = z.infer<typeof workerPayslipsSchema>;
export const workerPayslipsParamsSchema = z.object({ workerId: recordIdParamSchema });

export const sendPayslipResultSchema = z.object({ to: z.string() });
