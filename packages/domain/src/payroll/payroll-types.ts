// Types of the payroll month computation (issue #19). The rules and their confidence marks are in
// shared/reference/polish-payroll-tax.md sections 1–3; the names below follow its algorithm.
// Every amount is Money (integer grosze). Every rate is in basis points: 976 is 9.76 %.
import type { Money } from '../money.ts';

/** Years whose parameters are known (minimum wage, 30× cap, …). */
export type PayrollYear = 2025 | 2026;

/** A rate in hundredths of a percent: 976 = 9.76 %, 50 = 0.5 %. */
export type BasisPoints = number;

/** Employee deductible costs (KUP) on an employment contract: 250 PLN, 300 PLN (commuting) or none. */
export type EmploymentKup = 'standard' | 'raised' | 'none';

/**
 * How the worker filed PIT-2 with this payer: the monthly reduction is 300 PLN ('full'), 150 PLN ('half',
 * split between two payers), 100 PLN ('third', split between three), or nothing ('none').
 */
export type TaxReductionShare = 'none' | 'full' | 'half' | 'third';

/**
 * Umowa zlecenie variants (reference §3):
 * - 'only-title': this contract is the only insurance title (ZUS as employment, chorobowe voluntary);
 * - 'employed-elsewhere': employed elsewhere at ≥ the minimum wage, so only health (9 % of gross);
 * - 'own-employer': a contract with one's own employer, treated like employment for ZUS (FP/FGŚP too);
 * - 'student-under-26': a pupil or student under 26: no ZUS, no health, PIT exempt to the youth limit.
 */
export type MandateVariant = 'only-title' | 'employed-elsewhere' | 'own-employer' | 'student-under-26';

export interface EmploymentTerms {
  readonly kind: 'employment';
  /** KUP 250 / 300 / 0 a month. */
  readonly kup: EmploymentKup;
}

export interface MandateTerms {
  readonly kind: 'mandate';
  readonly variant: MandateVariant;
  /** Voluntary chorobowe (2.45 %); only read for 'only-title' ('own-employer' always pays it). */
  readonly voluntarySickness: boolean;
  /** KUP 50 % for a transfer of author's rights (capped at 120 000 PLN of costs a year) instead of 20 %. */
  readonly authorRights: boolean;
}

export interface SpecificWorkTerms {
  readonly kind: 'specific-work';
  /** KUP 50 % for a transfer of author's rights (capped at 120 000 PLN of costs a year) instead of 20 %. */
  readonly authorRights: boolean;
  /** With one's own employer: ZUS and health as for employment. */
  readonly withOwnEmployer: boolean;
}

/** The contract the month is computed under. */
export type PayrollContractTerms = EmploymentTerms | MandateTerms | SpecificWorkTerms;

export type PayrollContractKind = PayrollContractTerms['kind'];

/** PPK rates; null in PayrollPerson.ppk means the person does not take part. */
export interface PpkRates {
  /** Employee basic rate: 200 (2 %), or down to 50 (0.5 %) for low pay. */
  readonly employeeBasic: BasisPoints;
  /** Employee additional rate: 0 to 200. */
  readonly employeeAdditional: BasisPoints;
  /** Employer basic rate: 150 (1.5 %). */
  readonly employerBasic: BasisPoints;
  /** Employer additional rate: 0 to 250. */
  readonly employerAdditional: BasisPoints;
}

/** What the computation needs to know about the person (from the worker's record). */
export interface PayrollPerson {
  /** PIT-2 filed with this payer, and which share of the 300 PLN it claims. */
  readonly taxReduction: TaxReductionShare;
  /** Youth relief applies: under 26 in this month and not waived. Not applied to umowa o dzieło. */
  readonly youthRelief: boolean;
  /** PPK membership and rates, or null. Only on contracts with ZUS contributions. */
  readonly ppk: PpkRates | null;
  /** FP and FGŚP not due for this person (women 55+, men 60+, 12 months after parental leave). */
  readonly labourFundExempt: boolean;
}

/** One component of the month's gross pay; the gross is their sum. */
export interface PayrollGrossComponent {
  /** What it is, for the payslip: base pay (already pro rata), a bonus, overtime, or anything else. */
  readonly kind: 'base' | 'bonus' | 'overtime' | 'other';
  /** Grosze, ≥ 0. */
  readonly amount: Money;
}

/**
 * Running totals of the calendar year before the month computed, for one person at one payer.
 * Start each year from EMPTY_YEAR_TO_DATE; pass each month's `yearToDate` result into the next month.
 */
export interface PayrollYearToDate {
  /** Emerytalne/rentowe base so far, for the 30× annual cap. */
  readonly pensionBase: Money;
  /** Tax base taxed at the scale so far (whole złoty), for the 120 000 PLN threshold. */
  readonly taxBase: Money;
  /** Revenue counted towards the youth relief limit (85 528 PLN) so far. */
  readonly youthReliefRevenue: Money;
  /** Author's 50 % KUP deducted so far, for the 120 000 PLN annual cap. */
  readonly authorCosts: Money;
  /**
   * Employer PPK charged last month and not yet taxed: read only when the option employerPpkTaxedIn is
   * 'next-month'; the month adds it to its tax base. December's carries into January: start that year
   * from EMPTY_YEAR_TO_DATE with this field set.
   */
  readonly employerPpkToTax: Money;
}

/**
 * Settings where the reference is uncertain ([U]/[S]/[D]); PAYROLL_OPTIONS lists each with its documented
 * default and reason, and DEFAULT_PAYROLL_OPTIONS holds those defaults.
 */
export interface PayrollOptions {
  /** Wypadkowe rate: 167 (1.67 %) for payers with ≤ 9 insured; bigger payers have their own rate. */
  readonly accidentRate: BasisPoints;
  /** Charge FP when the month's FP base is below the minimum wage. Default false (not due). */
  readonly labourFundBelowMinimumWage: boolean;
  /** Charge FGŚP when the month's base is below the minimum wage. Default true (the statute ties only FP). */
  readonly guaranteeFundBelowMinimumWage: boolean;
  /**
   * When the employer's PPK contribution becomes the employee's taxable income: 'same-month' (calculators,
   * default) or 'next-month' (the month it is paid to the fund, as the law reads).
   */
  readonly employerPpkTaxedIn: 'same-month' | 'next-month';
  /** Cap health at the PIT advance under 2021 rules (taxBase × 17 % − 43.76). Default true. */
  readonly healthLimit2021: boolean;
  /** Civil contracts ≤ 200 PLN: flat 12 % on revenue with no KUP and no reduction. Default true. */
  readonly smallContractFlatTax: boolean;
  /** Whether the flat 12 % base is reduced by the contractor's social contributions. Default false. */
  readonly flatTaxBaseLessSocial: boolean;
}

/** Everything computePayrollMonth needs. */
export interface PayrollMonthInput {
  readonly year: PayrollYear;
  /** 1–12. */
  readonly month: number;
  readonly contract: PayrollContractTerms;
  readonly person: PayrollPerson;
  /** The month's gross pay, in parts; empty means 0. */
  readonly grossComponents: readonly PayrollGrossComponent[];
  readonly yearToDate: PayrollYearToDate;
  /** Omitted fields take DEFAULT_PAYROLL_OPTIONS. */
  readonly options?: Partial<PayrollOptions>;
}

/** Employee's social contributions (part of gross, deducted from pay). */
export interface EmployeeContributions {
  /** Emerytalne 9.76 % of the capped base. */
  readonly pension: Money;
  /** Rentowe 1.5 % of the capped base. */
  readonly disability: Money;
  /** Chorobowe 2.45 % of gross (no cap). */
  readonly sickness: Money;
  /** pension + disability + sickness. */
  readonly total: Money;
}

/** Employer's contributions on top of gross. */
export interface EmployerContributions {
  /** Emerytalne 9.76 % of the capped base. */
  readonly pension: Money;
  /** Rentowe 6.5 % of the capped base. */
  readonly disability: Money;
  /** Wypadkowe at options.accidentRate of gross (no cap). */
  readonly accident: Money;
  /** Fundusz Pracy 2.45 % of gross (no cap). */
  readonly labourFund: Money;
  /** FGŚP 0.10 % of gross (no cap). */
  readonly guaranteeFund: Money;
  /** Employer's PPK. */
  readonly ppk: Money;
  /** Sum of the above. */
  readonly total: Money;
}

/**
 * How the PIT advance was computed: 'scale' (employment: 12 %/32 %), 'flat-rate' (civil contract at 12 %),
 * 'small-contract' (≤ 200 PLN flat 12 % on revenue), 'exempt' (youth relief covered all revenue), or
 * 'none' (nothing to tax).
 */
export type PayrollTaxMethod = 'scale' | 'flat-rate' | 'small-contract' | 'exempt' | 'none';

/** Every line of the reference's algorithm for one person and one month. */
export interface PayrollMonthResult {
  readonly year: PayrollYear;
  readonly month: number;
  readonly contractKind: PayrollContractKind;
  /** Sum of the gross components. */
  readonly gross: Money;

  /** Base for emerytalne/rentowe after the 30× cap (0 when the contract carries no social insurance). */
  readonly pensionBase: Money;
  /** True when the 30× cap cut this month's base. */
  readonly pensionCapReached: boolean;
  /** Base for chorobowe, wypadkowe, FP and FGŚP: gross, or 0 without social insurance. */
  readonly socialBase: Money;
  readonly employee: EmployeeContributions;

  /** Health base: gross − employee social contributions (0 when no health is due). */
  readonly healthBase: Money;
  /** 9 % of the health base, before the 2021-rules limit. */
  readonly healthFull: Money;
  /** Health contribution deducted (9 %, after the limit). */
  readonly health: Money;
  /** True when the 2021-rules limit lowered the health contribution. */
  readonly healthLimited: boolean;

  /** Employer's PPK counted as the employee's taxable income this month. */
  readonly employerPpkTaxable: Money;
  /** Revenue exempt under the youth relief this month. */
  readonly exemptRevenue: Money;
  /** Deductible costs (KUP) applied. */
  readonly deductibleCosts: Money;
  /** Of which author's 50 % costs (counted towards the 120 000 PLN cap). */
  readonly authorCosts: Money;
  /** Tax base in whole złoty (as grosze, a multiple of 100). */
  readonly taxBase: Money;
  /** Tax before the PIT-2 reduction, not rounded. */
  readonly taxBeforeReduction: Money;
  /** PIT-2 reduction applied (300/150/100 PLN or 0). */
  readonly taxReduction: Money;
  /** PIT advance (zaliczka), whole złoty, ≥ 0. */
  readonly tax: Money;
  readonly taxMethod: PayrollTaxMethod;
  /** Part of the tax base taxed at 32 % this month (0 below the 120 000 PLN threshold). */
  readonly taxBaseAboveThreshold: Money;

  /** Employee's PPK (deducted from net). */
  readonly employeePpk: Money;
  /** Net pay: gross − social − health − tax − employee PPK. */
  readonly net: Money;

  readonly employer: EmployerContributions;
  /** Gross + employer contributions. */
  readonly totalCost: Money;

  /** The running totals after this month: pass to the next month. */
  readonly yearToDate: PayrollYearToDate;
}

/** computePayrollMonth's signature, for modules that take it as a dependency. */
export type ComputePayrollMonth = (input: PayrollMonthInput) => PayrollMonthResult;

/** The running totals at the start of a year. */
export const EMPTY_YEAR_TO_DATE: PayrollYearToDate = {
  pensionBase: 0,
  taxBase: 0,
  youthReliefRevenue: 0,
  authorCosts: 0,
  employerPpkToTax: 0,
};

/** A run of months with the same pay (computePayrollRun), so caps and the threshold show month by month. */
export interface PayrollRunInput extends Omit<PayrollMonthInput, 'month'> {
  /** First month, 1–12. */
  readonly fromMonth: number;
  /** Last month, fromMonth–12 (a run stays within one year). */
  readonly toMonth: number;
}

/** computePayrollRun's answer: the months in order and their sums. */
export interface PayrollRunResult {
  readonly months: readonly PayrollMonthResult[];
  readonly totals: {
    readonly gross: Money;
    readonly employeeSocial: Money;
    readonly health: Money;
    readonly tax: Money;
    readonly employeePpk: Money;
    readonly net: Money;
    readonly employer: Money;
    readonly totalCost: Money;
  };
}

/**
 * grossForNet's answer: the smallest whole-złoty gross whose net is the target, else the smallest gross to
 * the grosz; when no gross gives it exactly (the PIT rounding to whole złoty skips some nets), the smallest
 * gross whose net exceeds it.
 */
export interface GrossForNetResult {
  readonly gross: Money;
  /** True when result.net equals the target. */
  readonly exact: boolean;
  readonly result: PayrollMonthResult;
}
