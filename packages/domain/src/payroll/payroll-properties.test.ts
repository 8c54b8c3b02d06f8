import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayrollMonth } from './payroll-month.ts';
import { PAYROLL_PARAMETERS } from './payroll-parameters.ts';
import { computePayrollRun } from './payroll-run.ts';
import type {
  PayrollContractTerms,
  PayrollMonthInput,
  PayrollMonthResult,
  PayrollPerson,
  PayrollYearToDate,
} from './payroll-types.ts';

const arbContract: fc.Arbitrary<PayrollContractTerms> = fc.oneof(
  fc.record({ kind: fc.constant('employment' as const), kup: fc.constantFrom('standard', 'raised', 'none') }),
  fc.record({
    kind: fc.constant('mandate' as const),
    variant: fc.constantFrom('only-title', 'employed-elsewhere', 'own-employer', 'student-under-26'),
    voluntarySickness: fc.boolean(),
    authorRights: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('specific-work' as const),
    authorRights: fc.boolean(),
    withOwnEmployer: fc.boolean(),
  }),
);

const arbPerson: fc.Arbitrary<PayrollPerson> = fc.record({
  taxReduction: fc.constantFrom('none', 'full', 'half', 'third'),
  youthRelief: fc.boolean(),
  ppk: fc.option(
    fc.record({
      employeeBasic: fc.constantFrom(50, 200),
      employeeAdditional: fc.integer({ min: 0, max: 200 }),
      employerBasic: fc.constant(150),
      employerAdditional: fc.integer({ min: 0, max: 250 }),
    }),
  ),
  labourFundExempt: fc.boolean(),
});

const arbYearToDate: fc.Arbitrary<PayrollYearToDate> = fc.record({
  pensionBase: fc.integer({ min: 0, max: 30_000_000 }),
  taxBase: fc.integer({ min: 0, max: 1_500_000 }).map((zloty) => zloty * 100),
  youthReliefRevenue: fc.integer({ min: 0, max: 10_000_000 }),
  authorCosts: fc.integer({ min: 0, max: 12_000_000 }),
  employerPpkToTax: fc.integer({ min: 0, max: 100_000 }),
});

const arbInput: fc.Arbitrary<PayrollMonthInput> = fc.record({
  year: fc.constantFrom(2025 as const, 2026 as const),
  month: fc.integer({ min: 1, max: 12 }),
  contract: arbContract,
  person: arbPerson,
  grossComponents: fc.array(
    fc.record({
      kind: fc.constantFrom('base', 'bonus', 'overtime', 'other'),
      amount: fc.integer({ min: 0, max: 5_000_000 }),
    }),
    { maxLength: 3 },
  ),
  yearToDate: arbYearToDate,
  options: fc.record({
    accidentRate: fc.integer({ min: 67, max: 333 }),
    labourFundBelowMinimumWage: fc.boolean(),
    guaranteeFundBelowMinimumWage: fc.boolean(),
    employerPpkTaxedIn: fc.constantFrom('same-month', 'next-month'),
    healthLimit2021: fc.boolean(),
    smallContractFlatTax: fc.boolean(),
    flatTaxBaseLessSocial: fc.boolean(),
  }),
});

function checkTotals(result: PayrollMonthResult): void {
  const { employee, employer } = result;
  expect(employee.total).toBe(employee.pension + employee.disability + employee.sickness);
  expect(employer.total).toBe(
    employer.pension +
      employer.disability +
      employer.accident +
      employer.labourFund +
      employer.guaranteeFund +
      employer.ppk,
  );
  expect(result.net).toBe(result.gross - employee.total - result.health - result.tax - result.employeePpk);
  expect(result.totalCost).toBe(result.gross + employer.total);
}

describe('payroll properties', () => {
  it('employee and employer totals add up, and net = gross − social − health − PIT − PPK', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const result = computePayrollMonth(input);
        checkTotals(result);
        expect(result.gross).toBe(input.grossComponents.reduce((sum, part) => sum + part.amount, 0));
        expect(result.health).toBeGreaterThanOrEqual(0);
        expect(result.health).toBeLessThanOrEqual(result.healthFull);
        expect(result.tax).toBeGreaterThanOrEqual(0);
        expect(result.tax % 100).toBe(0);
        expect(result.taxBase % 100).toBe(0);
        expect(result.pensionBase).toBeLessThanOrEqual(result.socialBase);
        expect(result.socialBase).toBeLessThanOrEqual(result.gross);
        expect(result.net).toBeLessThanOrEqual(result.gross);
        expect(result.exemptRevenue).toBeLessThanOrEqual(result.gross + result.employerPpkTaxable);
        const cap = PAYROLL_PARAMETERS[input.year].pensionCap;
        if (input.yearToDate.pensionBase <= cap)
          expect(result.yearToDate.pensionBase).toBeLessThanOrEqual(cap);
      }),
      { numRuns: 1000 },
    );
  });

  it('over a year the capped base never passes the 30× cap and the run totals are the sums of months', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const run = computePayrollRun({
          ...input,
          yearToDate: { ...input.yearToDate, pensionBase: 0 },
          fromMonth: 1,
          toMonth: 12,
        });
        const capped = run.months.reduce((sum, month) => sum + month.pensionBase, 0);
        expect(capped).toBeLessThanOrEqual(PAYROLL_PARAMETERS[input.year].pensionCap);
        run.months.forEach(checkTotals);
        expect(run.totals.totalCost).toBe(run.totals.gross + run.totals.employer);
        expect(run.totals.net).toBe(
          run.totals.gross -
            run.totals.employeeSocial -
            run.totals.health -
            run.totals.tax -
            run.totals.employeePpk,
        );
      }),
      { numRuns: 200 },
    );
  });
});
