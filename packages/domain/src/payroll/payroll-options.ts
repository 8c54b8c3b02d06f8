// The reference marks these rules uncertain or single-sourced, so each is a setting with the documented
// default. The payroll settings screen lists PAYROLL_OPTIONS and says which default it documents.
import type { PayrollOptions } from './payroll-types.ts';

export const DEFAULT_PAYROLL_OPTIONS: PayrollOptions = {
  accidentRate: 167,
  labourFundBelowMinimumWage: false,
  guaranteeFundBelowMinimumWage: true,
  employerPpkTaxedIn: 'same-month',
  healthLimit2021: true,
  smallContractFlatTax: true,
  flatTaxBaseLessSocial: false,
};

/** Confidence marks of the reference: [S] one source, [D] derived by us, [U] uncertain. */
export type PayrollOptionConfidence = 'single-source' | 'derived' | 'uncertain';

export interface PayrollOptionInfo<K extends keyof PayrollOptions = keyof PayrollOptions> {
  readonly key: K;
  readonly defaultValue: PayrollOptions[K];
  readonly confidence: PayrollOptionConfidence;
  /** Section of shared/reference/polish-payroll-tax.md. */
  readonly reference: string;
  /** Why the default is what it is (English, for developers; the UI translates by key). */
  readonly note: string;
}

function option<K extends keyof PayrollOptions>(
  key: K,
  confidence: PayrollOptionConfidence,
  reference: string,
  note: string,
): PayrollOptionInfo<K> {
  return { key, defaultValue: DEFAULT_PAYROLL_OPTIONS[key], confidence, reference, note };
}

export const PAYROLL_OPTIONS: readonly PayrollOptionInfo[] = [
  option(
    'accidentRate',
    'uncertain',
    '§1 contribution rates',
    '1.67 % applies to payers with at most 9 insured; a bigger payer has its own rate from ZUS.',
  ),
  option(
    'labourFundBelowMinimumWage',
    'uncertain',
    '§1 FP/FGŚP exemptions',
    'FP is not due when the monthly base is below the minimum wage (e.g. part time).',
  ),
  option(
    'guaranteeFundBelowMinimumWage',
    'uncertain',
    '§1 FP/FGŚP exemptions, §3 zlecenie',
    'The statute ties only FP to the minimum wage, so FGŚP stays due below it by default.',
  ),
  option(
    'employerPpkTaxedIn',
    'uncertain',
    '§2 step 4',
    'By law the employer PPK is income in the month it is paid to the fund; calculators tax it in the same month.',
  ),
  option(
    'healthLimit2021',
    'single-source',
    '§2 step 3',
    'Health may not exceed the PIT advance under 2021 rules (tax base × 17 % − 43.76); bites only on very low pay.',
  ),
  option(
    'smallContractFlatTax',
    'uncertain',
    '§3 PIT',
    'Civil contracts up to 200 PLN with a non-employee pay a flat 12 % on revenue, without costs or reduction.',
  ),
  option(
    'flatTaxBaseLessSocial',
    'uncertain',
    '§3 PIT',
    "Whether the flat 12 % base is reduced by the contractor's social contributions; older sources say no.",
  ),
];

/** Fills the omitted options (an explicit undefined counts as omitted) with the defaults. */
export function resolvePayrollOptions(options: Partial<PayrollOptions> | undefined): PayrollOptions {
  if (options === undefined) return DEFAULT_PAYROLL_OPTIONS;
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_PAYROLL_OPTIONS, ...given };
}
