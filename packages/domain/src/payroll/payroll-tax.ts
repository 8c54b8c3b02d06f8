// The PIT advance (reference §2 step 4–5, §3 PIT): the tax base, the scale with the 120 000 PLN threshold
// split within the month, PIT-2's reduction, civil contracts at 12 % with 20/50 % costs, the ≤ 200 PLN flat
// tax, and the youth relief to its annual limit.
import { mulDivMoney, type Money } from '../money.ts';
import { PAYROLL_RATES, type PayrollYearParameters } from './payroll-parameters.ts';
import type { PayrollRegime } from './payroll-regime.ts';
import {
  clampToZero,
  finePercentOf,
  fineToMoney,
  fineToZloty,
  percentOf,
  roundToZloty,
  toFine,
} from './payroll-rounding.ts';
import type {
  EmploymentKup,
  PayrollOptions,
  PayrollTaxMethod,
  PayrollYearToDate,
  TaxReductionShare,
} from './payroll-types.ts';

export interface PayrollTaxInput {
  readonly regime: PayrollRegime;
  readonly employmentKup: EmploymentKup;
  readonly taxReduction: TaxReductionShare;
  readonly youthRelief: boolean;
  readonly parameters: PayrollYearParameters;
  readonly options: PayrollOptions;
  readonly yearToDate: PayrollYearToDate;
  readonly gross: Money;
  /** Gross plus the employer's PPK taxed this month. */
  readonly revenue: Money;
  /** Employee social contributions of the month. */
  readonly social: Money;
}

export interface PayrollTax {
  readonly exemptRevenue: Money;
  readonly deductibleCosts: Money;
  readonly authorCosts: Money;
  readonly taxBase: Money;
  readonly taxBeforeReduction: Money;
  readonly taxReduction: Money;
  readonly tax: Money;
  readonly taxMethod: PayrollTaxMethod;
  readonly taxBaseAboveThreshold: Money;
  /** Base to add to the year's scale total (employment only). */
  readonly scaleBase: Money;
  /**
   * The tax base as if no youth relief applied, for the health limit under 2021 rules; null when the
   * limit does not apply (the small-contract flat tax).
   */
  readonly baseWithoutRelief: Money | null;
}

export function taxReductionAmount(share: TaxReductionShare, parameters: PayrollYearParameters): Money {
  const monthly = parameters.monthlyTaxReduction;
  switch (share) {
    case 'none':
      return 0;
    case 'full':
      return monthly;
    case 'half':
      return mulDivMoney(monthly, 1, 2);
    case 'third':
      return mulDivMoney(monthly, 1, 3);
  }
}

interface BaseAndCosts {
  readonly base: Money;
  readonly costs: Money;
  readonly authorCosts: Money;
}

/** Tax base from the taxable revenue and the contributions deductible from it. */
function baseAndCosts(input: PayrollTaxInput, taxable: Money, socialDeductible: Money): BaseAndCosts {
  const afterSocial = clampToZero(taxable - socialDeductible);
  if (input.regime.tax === 'scale') {
    const kup =
      input.employmentKup === 'none'
        ? 0
        : input.parameters.employmentKup[input.employmentKup === 'raised' ? 'raised' : 'standard'];
    const costs = Math.min(kup, afterSocial);
    return { base: roundToZloty(afterSocial - costs), costs, authorCosts: 0 };
  }
  // Civil contracts: the costs are a percentage of revenue less social contributions, never rounded.
  let fineCosts: bigint;
  let authorCosts = 0;
  if (input.regime.authorRights) {
    const capLeft = clampToZero(input.parameters.authorCostsCap - input.yearToDate.authorCosts);
    // [D] Once the annual cap is used up, the rest of the revenue gets no costs (not 20 %).
    const wanted = finePercentOf(afterSocial, PAYROLL_RATES.authorCosts);
    const cap = toFine(capLeft);
    fineCosts = wanted < cap ? wanted : cap;
    authorCosts = fineToMoney(fineCosts);
  } else {
    fineCosts = finePercentOf(afterSocial, PAYROLL_RATES.civilCosts);
  }
  const base = fineToZloty(toFine(afterSocial) - fineCosts);
  return { base, costs: fineToMoney(fineCosts), authorCosts };
}

const NOTHING: Omit<PayrollTax, 'taxMethod' | 'exemptRevenue' | 'baseWithoutRelief'> = {
  deductibleCosts: 0,
  authorCosts: 0,
  taxBase: 0,
  taxBeforeReduction: 0,
  taxReduction: 0,
  tax: 0,
  taxBaseAboveThreshold: 0,
  scaleBase: 0,
};

export function computePayrollTax(input: PayrollTaxInput): PayrollTax {
  const { regime, parameters, options, yearToDate, revenue, social } = input;
  const exemptRevenue =
    regime.youthRelief && input.youthRelief
      ? Math.min(revenue, clampToZero(parameters.youthReliefLimit - yearToDate.youthReliefRevenue))
      : 0;
  const taxable = revenue - exemptRevenue;

  const smallContract =
    regime.smallContractEligible &&
    options.smallContractFlatTax &&
    input.gross > 0 &&
    input.gross <= parameters.smallContractLimit;
  const baseWithoutRelief = smallContract ? null : baseAndCosts(input, revenue, social).base;

  if (revenue === 0) return { ...NOTHING, exemptRevenue, taxMethod: 'none', baseWithoutRelief };
  if (taxable === 0) return { ...NOTHING, exemptRevenue, taxMethod: 'exempt', baseWithoutRelief };

  // [D] In the month the youth limit is crossed, only the contributions of the taxable part are
  // deductible (pro rata); KUP applies in full.
  const socialDeductible = exemptRevenue === 0 ? social : mulDivMoney(social, taxable, revenue);

  if (smallContract) {
    const lessSocial = options.flatTaxBaseLessSocial ? socialDeductible : 0;
    const taxBase = roundToZloty(clampToZero(taxable - lessSocial));
    const taxBeforeReduction = percentOf(taxBase, PAYROLL_RATES.taxLow);
    return {
      ...NOTHING,
      exemptRevenue,
      taxBase,
      taxBeforeReduction,
      tax: roundToZloty(taxBeforeReduction),
      taxMethod: 'small-contract',
      baseWithoutRelief,
    };
  }

  const { base: taxBase, costs, authorCosts } = baseAndCosts(input, taxable, socialDeductible);
  const reduction = taxReductionAmount(input.taxReduction, parameters);
  let taxBeforeReduction: Money;
  let taxBaseAboveThreshold = 0;
  if (regime.tax === 'scale') {
    const lowLeft = clampToZero(parameters.taxThreshold - yearToDate.taxBase);
    const low = Math.min(taxBase, lowLeft);
    taxBaseAboveThreshold = taxBase - low;
    taxBeforeReduction =
      percentOf(low, PAYROLL_RATES.taxLow) + percentOf(taxBaseAboveThreshold, PAYROLL_RATES.taxHigh);
  } else {
    taxBeforeReduction = percentOf(taxBase, PAYROLL_RATES.taxLow);
  }
  return {
    exemptRevenue,
    deductibleCosts: costs,
    authorCosts,
    taxBase,
    taxBeforeReduction,
    taxReduction: reduction,
    tax: clampToZero(roundToZloty(taxBeforeReduction - reduction)),
    taxMethod: regime.tax === 'scale' ? 'scale' : 'flat-rate',
    taxBaseAboveThreshold,
    scaleBase: regime.tax === 'scale' ? taxBase : 0,
    baseWithoutRelief,
  };
}
