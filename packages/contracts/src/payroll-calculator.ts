import { z } from 'zod';
import { EMPTY_YEAR_TO_DATE } from '@saldo/domain/payroll/payroll-types';
import { payrollLinesSchema, payrollOptionsSchema } from './payroll-lists.ts';

/**
 * The payroll calculator, `POST /api/payroll/calculate`: one person's pay for one month, or a run of
 * months with the same pay (so the 30× cap and the 120 000 PLN threshold show month by month), from a
 * gross or from a target net. Nothing is stored. Amounts travel as integer grosze, rates as basis points
 * (976 = 9.76 %). The answer's months are the domain's computePayrollMonth lines, as on a payroll list.
 */

/** Grosze: 10 million PLN a month is far above any pay. */
export const PAYROLL_CALCULATOR_MAX_AMOUNT = 1_000_000_000;

const amount = z.number().int().min(0).max(PAYROLL_CALCULATOR_MAX_AMOUNT);
const monthNumber = z.number().int().min(1).max(12);

export const payrollCalculatorContractSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('employment'),
    /** KUP 250 ('standard'), 300 ('raised', commuting) or none. */
    kup: z.enum(['standard', 'raised', 'none']).default('standard'),
  }),
  z.object({
    kind: z.literal('mandate'),
    variant: z.enum(['only-title', 'employed-elsewhere', 'own-employer', 'student-under-26']),
    voluntarySickness: z.boolean().default(false),
    authorRights: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('specific-work'),
    authorRights: z.boolean().default(false),
    withOwnEmployer: z.boolean().default(false),
  }),
]);

/** PPK rates in basis points, within ustawa o PPK art. 26–27. */
export const payrollCalculatorPpkSchema = z.object({
  employeeBasic: z.number().int().min(50).max(200).default(200),
  employeeAdditional: z.number().int().min(0).max(200).default(0),
  employerBasic: z.number().int().min(150).max(150).default(150),
  employerAdditional: z.number().int().min(0).max(250).default(0),
});

export const payrollCalculatorPersonSchema = z.object({
  /** PIT-2 filed with this payer: the whole 300 PLN, half or a third (split between payers), or none. */
  taxReduction: z.enum(['none', 'full', 'half', 'third']).default('full'),
  /** Under 26 and not waived: youth relief. */
  youthRelief: z.boolean().default(false),
  ppk: payrollCalculatorPpkSchema.nullable().default(null),
  /** FP and FGŚP not due (women 55+, men 60+, 12 months after parental leave). */
  labourFundExempt: z.boolean().default(false),
});

export const payrollCalculatorYearToDateSchema = z.object({
  pensionBase: amount.default(0),
  taxBase: amount.default(0),
  youthReliefRevenue: amount.default(0),
  authorCosts: amount.default(0),
  employerPpkToTax: amount.default(0),
});

export const payrollCalculatorRequestSchema = z.object({
  year: z.union([z.literal(2025), z.literal(2026)]).describe('2025 or 2026'),
  /** First month of the run, 1–12. */
  month: monthNumber.default(1),
  /** Last month of the run (defaults to `month`, a single month); the run stays within the year. */
  toMonth: monthNumber.optional(),
  /** Grosze: the monthly gross, or the net wanted when `amountIs` is 'net'. */
  amount,
  amountIs: z.enum(['gross', 'net']).default('gross'),
  contract: payrollCalculatorContractSchema,
  person: payrollCalculatorPersonSchema.default({
    taxReduction: 'full',
    youthRelief: false,
    ppk: null,
    labourFundExempt: false,
  }),
  /** Figures of the year before `month` at this payer; empty for a calculation from January. */
  yearToDate: payrollCalculatorYearToDateSchema.default(EMPTY_YEAR_TO_DATE),
  /** The reference's uncertain rules; omitted ones take the documented defaults. */
  options: payrollOptionsSchema.partial().default({}),
});
export type PayrollCalculatorRequest = z.infer<typeof payrollCalculatorRequestSchema>;
export type PayrollCalculatorRequestBody = z.input<typeof payrollCalculatorRequestSchema>;

const money = z.number().int();

export const payrollCalculatorResponseSchema = z.object({
  /** The monthly gross the months were computed with (found from the net when `amountIs` was 'net'). */
  gross: money,
  /** When computed from a net: the target and whether a gross gives it exactly (the PIT is rounded to whole złoty). */
  fromNet: z.object({ target: money, exact: z.boolean() }).nullable(),
  months: z.array(payrollLinesSchema),
  totals: z.object({
    gross: money,
    employeeSocial: money,
    health: money,
    tax: money,
    employeePpk: money,
    net: money,
    employer: money,
    totalCost: money,
  }),
  /** Every option as applied (defaults filled in). */
  options: payrollOptionsSchema,
});
export type PayrollCalculatorResponse = z.infer<typeof payrollCalculatorResponseSchema>;
