// One person's month at one payer (reference §2 and §3). Pure: the same function serves the payroll
// list, the editor's live preview and the calculator, so their figures cannot drift apart.
import { assertMoney, sumMoney, type Money } from '../money.ts';
import { resolvePayrollOptions } from './payroll-options.ts';
import { PAYROLL_RATES, payrollParameters } from './payroll-parameters.ts';
import { payrollRegime } from './payroll-regime.ts';
import { clampToZero, percentOf } from './payroll-rounding.ts';
import { computePayrollTax } from './payroll-tax.ts';
import type {
  BasisPoints,
  EmployeeContributions,
  EmployerContributions,
  PayrollMonthInput,
  PayrollMonthResult,
  PpkRates,
} from './payroll-types.ts';

function assertRate(rate: BasisPoints, label: string): void {
  if (!Number.isSafeInteger(rate) || rate < 0 || rate > 10_000) {
    throw new RangeError(`${label} must be 0–10000 basis points, got ${rate}`);
  }
}

function validate(input: PayrollMonthInput): void {
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12) {
    throw new RangeError(`month must be 1–12, got ${input.month}`);
  }
  for (const component of input.grossComponents) {
    assertMoney(component.amount, `gross component ${component.kind}`);
    if (component.amount < 0) throw new RangeError('a gross component cannot be negative');
  }
  for (const [key, value] of Object.entries(input.yearToDate)) {
    assertMoney(value as number, `yearToDate.${key}`);
    if ((value as number) < 0) throw new RangeError(`yearToDate.${key} cannot be negative`);
  }
  if (input.person.ppk !== null) {
    for (const [key, value] of Object.entries(input.person.ppk)) assertRate(value as number, `ppk.${key}`);
  }
  if (input.options?.accidentRate !== undefined) assertRate(input.options.accidentRate, 'accidentRate');
}

function ppkAmounts(gross: Money, rates: PpkRates | null): { employee: Money; employer: Money } {
  if (rates === null) return { employee: 0, employer: 0 };
  // Basic and additional parts are separate lines of the PPK declaration, so each is rounded on its own.
  return {
    employee: percentOf(gross, rates.employeeBasic) + percentOf(gross, rates.employeeAdditional),
    employer: percentOf(gross, rates.employerBasic) + percentOf(gross, rates.employerAdditional),
  };
}

export function computePayrollMonth(input: PayrollMonthInput): PayrollMonthResult {
  validate(input);
  const parameters = payrollParameters(input.year);
  const options = resolvePayrollOptions(input.options);
  const regime = payrollRegime(input.contract);
  const { person, yearToDate } = input;
  const gross = sumMoney(input.grossComponents.map((component) => component.amount));

  // 1–2. Employee social contributions; emerytalne/rentowe only up to the 30× cap, carried over the year.
  const pensionBase = regime.social
    ? Math.min(gross, clampToZero(parameters.pensionCap - yearToDate.pensionBase))
    : 0;
  const socialBase = regime.social ? gross : 0;
  const employeePension = percentOf(pensionBase, PAYROLL_RATES.pension.employee);
  const employeeDisability = percentOf(pensionBase, PAYROLL_RATES.disability.employee);
  const employeeSickness = regime.sickness ? percentOf(socialBase, PAYROLL_RATES.sickness) : 0;
  const employee: EmployeeContributions = {
    pension: employeePension,
    disability: employeeDisability,
    sickness: employeeSickness,
    total: employeePension + employeeDisability + employeeSickness,
  };

  // PPK is only for people insured for emerytalne/rentowe; its base is the uncapped gross.
  const ppk = ppkAmounts(socialBase, regime.social ? person.ppk : null);
  const employerPpkTaxable =
    options.employerPpkTaxedIn === 'same-month' ? ppk.employer : yearToDate.employerPpkToTax;

  // 4–5. PIT advance.
  const taxResult = computePayrollTax({
    regime,
    employmentKup: input.contract.kind === 'employment' ? input.contract.kup : 'none',
    taxReduction: person.taxReduction,
    youthRelief: person.youthRelief,
    parameters,
    options,
    yearToDate,
    gross,
    revenue: gross + employerPpkTaxable,
    social: employee.total,
  });

  // 3. Health, limited to the advance the 2021 rules would have taken (17 % less 43.76 with PIT-2).
  const healthBase =
    regime.health === 'after-social' ? gross - employee.total : regime.health === 'gross' ? gross : 0;
  const healthFull = percentOf(healthBase, PAYROLL_RATES.health);
  let health = healthFull;
  if (options.healthLimit2021 && taxResult.baseWithoutRelief !== null && healthFull > 0) {
    const reduction2021 =
      regime.tax === 'scale' && person.taxReduction !== 'none' ? PAYROLL_RATES.health2021Reduction : 0;
    const limit = clampToZero(
      percentOf(taxResult.baseWithoutRelief, PAYROLL_RATES.health2021TaxRate) - reduction2021,
    );
    health = Math.min(healthFull, limit);
  }

  // 6. Net.
  const net = gross - employee.total - health - taxResult.tax - ppk.employee;

  // 7. Employer side.
  const fundsDue = regime.labourFunds && !person.labourFundExempt && gross > 0;
  const atLeastMinimum = gross >= parameters.minimumWage;
  const employerPension = percentOf(pensionBase, PAYROLL_RATES.pension.employer);
  const employerDisability = percentOf(pensionBase, PAYROLL_RATES.disability.employer);
  const accident = percentOf(socialBase, options.accidentRate);
  const labourFund =
    fundsDue && (atLeastMinimum || options.labourFundBelowMinimumWage)
      ? percentOf(gross, PAYROLL_RATES.labourFund)
      : 0;
  const guaranteeFund =
    fundsDue && (atLeastMinimum || options.guaranteeFundBelowMinimumWage)
      ? percentOf(gross, PAYROLL_RATES.guaranteeFund)
      : 0;
  const employer: EmployerContributions = {
    pension: employerPension,
    disability: employerDisability,
    accident,
    labourFund,
    guaranteeFund,
    ppk: ppk.employer,
    total: employerPension + employerDisability + accident + labourFund + guaranteeFund + ppk.employer,
  };

  const youthCounted = regime.youthRelief && person.youthRelief;
  return {
    year: input.year,
    month: input.month,
    contractKind: input.contract.kind,
    gross,
    pensionBase,
    pensionCapReached: pensionBase < socialBase,
    socialBase,
    employee,
    healthBase,
    healthFull,
    health,
    healthLimited: health < healthFull,
    employerPpkTaxable,
    exemptRevenue: taxResult.exemptRevenue,
    deductibleCosts: taxResult.deductibleCosts,
    authorCosts: taxResult.authorCosts,
    taxBase: taxResult.taxBase,
    taxBeforeReduction: taxResult.taxBeforeReduction,
    taxReduction: taxResult.taxReduction,
    tax: taxResult.tax,
    taxMethod: taxResult.taxMethod,
    taxBaseAboveThreshold: taxResult.taxBaseAboveThreshold,
    employeePpk: ppk.employee,
    net,
    employer,
    totalCost: gross + employer.total,
    yearToDate: {
      pensionBase: yearToDate.pensionBase + pensionBase,
      taxBase: yearToDate.taxBase + taxResult.scaleBase,
      youthReliefRevenue: yearToDate.youthReliefRevenue + (youthCounted ? gross + employerPpkTaxable : 0),
      authorCosts: yearToDate.authorCosts + taxResult.authorCosts,
      employerPpkToTax: options.employerPpkTaxedIn === 'next-month' ? ppk.employer : 0,
    },
  };
}
