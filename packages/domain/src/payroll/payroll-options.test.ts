import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { computePayrollMonth } from './payroll-month.ts';
import { DEFAULT_PAYROLL_OPTIONS, PAYROLL_OPTIONS, resolvePayrollOptions } from './payroll-options.ts';
import { payrollParameters } from './payroll-parameters.ts';
import { monthInput, PPK_BASIC } from './payroll-test-input.ts';

describe('payroll options (the reference’s uncertain rules)', () => {
  it('lists every option once, with its default', () => {
    const keys = PAYROLL_OPTIONS.map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(DEFAULT_PAYROLL_OPTIONS).sort());
    for (const option of PAYROLL_OPTIONS)
      expect(option.defaultValue).toBe(DEFAULT_PAYROLL_OPTIONS[option.key]);
  });

  it('an explicit undefined takes the default', () => {
    expect(resolvePayrollOptions({ accidentRate: undefined, healthLimit2021: false })).toEqual({
      ...DEFAULT_PAYROLL_OPTIONS,
      healthLimit2021: false,
    });
  });

  it('wypadkowe at the payer’s own rate', () => {
    const result = computePayrollMonth(monthInput(2026, '10000', { options: { accidentRate: 93 } }));
    expect(result.employer.accident).toBe(money('93'));
    expect(result.totalCost).toBe(money('11974'));
  });

  it('part time below the minimum wage: no FP by default, FGŚP still due; both switchable', () => {
    const half = computePayrollMonth(monthInput(2026, '2403'));
    expect(half.employer.labourFund).toBe(0);
    expect(half.employer.guaranteeFund).toBe(money('2.40'));
    const both = computePayrollMonth(
      monthInput(2026, '2403', { options: { labourFundBelowMinimumWage: true } }),
    );
    expect(both.employer.labourFund).toBe(money('58.87'));
    const neither = computePayrollMonth(
      monthInput(2026, '2403', { options: { guaranteeFundBelowMinimumWage: false } }),
    );
    expect(neither.employer.guaranteeFund).toBe(0);
    // At exactly the minimum wage both are due.
    const minimum = computePayrollMonth(monthInput(2026, '4806'));
    expect(minimum.employer.labourFund).toBe(money('117.75'));
    expect(minimum.employer.guaranteeFund).toBe(money('4.81'));
  });

  it('a person exempt from FP and FGŚP (55+/60+, after parental leave) pays neither', () => {
    const result = computePayrollMonth(monthInput(2026, '10000', { person: { labourFundExempt: true } }));
    expect(result.employer.labourFund).toBe(0);
    expect(result.employer.guaranteeFund).toBe(0);
    expect(result.totalCost).toBe(money('11793'));
  });

  it('employer PPK taxed in the next month: carried in the year-to-date figures', () => {
    const first = computePayrollMonth(
      monthInput(2025, '4666', { person: { ppk: PPK_BASIC }, options: { employerPpkTaxedIn: 'next-month' } }),
    );
    expect(first.employerPpkTaxable).toBe(0);
    expect(first.taxBase).toBe(money('3776'));
    expect(first.yearToDate.employerPpkToTax).toBe(money('69.99'));
    const second = computePayrollMonth({
      ...monthInput(2025, '4666', {
        person: { ppk: PPK_BASIC },
        options: { employerPpkTaxedIn: 'next-month' },
      }),
      month: 2,
      yearToDate: first.yearToDate,
    });
    expect(second.employerPpkTaxable).toBe(money('69.99'));
    expect(second.taxBase).toBe(money('3846'));
  });

  it('PPK is not charged on a contract without ZUS', () => {
    const result = computePayrollMonth(
      monthInput(2025, '4000', {
        contract: { kind: 'specific-work', authorRights: false, withOwnEmployer: false },
        person: { ppk: PPK_BASIC },
      }),
    );
    expect(result.employeePpk).toBe(0);
    expect(result.employer.ppk).toBe(0);
  });
});

describe('input checks', () => {
  it('refuses a year without parameters, a bad month and negative amounts', () => {
    expect(() => payrollParameters(2024)).toThrow(RangeError);
    expect(() => computePayrollMonth({ ...monthInput(2025, '1000'), month: 13 })).toThrow(RangeError);
    expect(() =>
      computePayrollMonth({ ...monthInput(2025, '1000'), grossComponents: [{ kind: 'base', amount: -1 }] }),
    ).toThrow(RangeError);
    expect(() =>
      computePayrollMonth({ ...monthInput(2025, '1000'), grossComponents: [{ kind: 'base', amount: 0.5 }] }),
    ).toThrow(RangeError);
  });

  it('sums the gross components; none is a zero month', () => {
    const result = computePayrollMonth({
      ...monthInput(2025, '0'),
      grossComponents: [
        { kind: 'base', amount: money('4000') },
        { kind: 'bonus', amount: money('666') },
      ],
    });
    expect(result.gross).toBe(money('4666'));
    expect(result.net).toBe(money('3510.92'));
    const empty = computePayrollMonth({ ...monthInput(2025, '0'), grossComponents: [] });
    expect(empty.net).toBe(0);
    expect(empty.totalCost).toBe(0);
    expect(empty.taxMethod).toBe('none');
  });
});
