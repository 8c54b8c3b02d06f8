// Figures of reference §1, per year. Contribution rates are the same in 2025 and 2026.
import type { Money } from '../money.ts';
import type { BasisPoints, PayrollYear } from './payroll-types.ts';

export interface PayrollYearParameters {
  /** Minimum monthly wage, full time. */
  readonly minimumWage: Money;
  /** Minimum hourly rate on an umowa zlecenie. */
  readonly minimumHourlyRate: Money;
  /** Annual cap on the emerytalne + rentowe base (30 × the forecast average wage). */
  readonly pensionCap: Money;
  /** Tax base up to which the scale takes 12 %; 32 % above. */
  readonly taxThreshold: Money;
  /** Monthly tax reduction with PIT-2 (1/12 of 3 600 PLN). */
  readonly monthlyTaxReduction: Money;
  /** Youth relief (under 26) annual revenue limit. */
  readonly youthReliefLimit: Money;
  /** Annual cap on author's 50 % deductible costs. */
  readonly authorCostsCap: Money;
  /** Employment KUP a month: standard and raised (commuting). */
  readonly employmentKup: { readonly standard: Money; readonly raised: Money };
  /** PPK: pay up to 1.2 × the minimum wage lets the employee lower the basic rate to 0.5 %. */
  readonly ppkLowPayLimit: Money;
  /** Civil contracts up to this amount with a non-employee pay the flat 12 % on revenue. */
  readonly smallContractLimit: Money;
}

export const PAYROLL_PARAMETERS: Readonly<Record<PayrollYear, PayrollYearParameters>> = {
  2025: {
    minimumWage: 466_600,
    minimumHourlyRate: 3_050,
    pensionCap: 26_019_000,
    taxThreshold: 12_000_000,
    monthlyTaxReduction: 30_000,
    youthReliefLimit: 8_552_800,
    authorCostsCap: 12_000_000,
    employmentKup: { standard: 25_000, raised: 30_000 },
    ppkLowPayLimit: 559_920,
    smallContractLimit: 20_000,
  },
  2026: {
    minimumWage: 480_600,
    minimumHourlyRate: 3_140,
    pensionCap: 28_260_000,
    taxThreshold: 12_000_000,
    monthlyTaxReduction: 30_000,
    youthReliefLimit: 8_552_800,
    authorCostsCap: 12_000_000,
    employmentKup: { standard: 25_000, raised: 30_000 },
    // [D] in the reference: 1.2 × 4 806.
    ppkLowPayLimit: 576_720,
    smallContractLimit: 20_000,
  },
};

export const SUPPORTED_PAYROLL_YEARS: readonly PayrollYear[] = [2025, 2026];

export function isPayrollYear(year: number): year is PayrollYear {
  return year === 2025 || year === 2026;
}

/** Throws for a year without known parameters rather than guessing them. */
export function payrollParameters(year: number): PayrollYearParameters {
  if (!isPayrollYear(year)) throw new RangeError(`no payroll parameters for ${year}`);
  return PAYROLL_PARAMETERS[year];
}

/** Contribution and tax rates in basis points (reference §1, unchanged 2025–2026). */
export const PAYROLL_RATES = {
  pension: { employee: 976, employer: 976 },
  disability: { employee: 150, employer: 650 },
  sickness: 245,
  labourFund: 245,
  guaranteeFund: 10,
  health: 900,
  taxLow: 1200,
  taxHigh: 3200,
  civilCosts: 2000,
  authorCosts: 5000,
  /** The 2021 scale's first rate and monthly reduction, for the health limit. */
  health2021TaxRate: 1700,
  health2021Reduction: 4_376,
} as const satisfies Record<string, BasisPoints | Money | Record<string, BasisPoints>>;
