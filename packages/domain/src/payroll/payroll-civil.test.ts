import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { computePayrollMonth } from './payroll-month.ts';
import { computePayrollRun } from './payroll-run.ts';
import { monthInput } from './payroll-test-input.ts';
import { EMPTY_YEAR_TO_DATE, type MandateTerms, type SpecificWorkTerms } from './payroll-types.ts';

const mandate = (variant: MandateTerms['variant'], voluntarySickness = false): MandateTerms => ({
  kind: 'mandate',
  variant,
  voluntarySickness,
  authorRights: false,
});
const work = (authorRights = false, withOwnEmployer = false): SpecificWorkTerms => ({
  kind: 'specific-work',
  authorRights,
  withOwnEmployer,
});

describe('umowa zlecenie (reference §3)', () => {
  it('10 040 PLN with the own employer, PIT-2: ZUS as employment, KUP 20 % not rounded', () => {
    const result = computePayrollMonth(monthInput(2025, '10040', { contract: mandate('own-employer') }));
    expect(result.employee.total).toBe(money('1376.48'));
    expect(result.health).toBe(money('779.72'));
    expect(result.deductibleCosts).toBe(money('1732.70'));
    expect(result.taxBase).toBe(money('6931'));
    expect(result.tax).toBe(money('532'));
    expect(result.taxMethod).toBe('flat-rate');
    expect(result.net).toBe(money('7351.80'));
    expect(result.totalCost).toBe(money('12096.19'));
  });

  it('3 000 PLN, only insurance title, no PIT-2, without and with voluntary chorobowe', () => {
    const base = monthInput(2025, '3000', {
      contract: mandate('only-title'),
      person: { taxReduction: 'none' },
    });
    const plain = computePayrollMonth(base);
    expect(plain.employee.total).toBe(money('337.80'));
    expect(plain.employee.sickness).toBe(0);
    expect(plain.health).toBe(money('239.60'));
    expect(plain.deductibleCosts).toBe(money('532.44'));
    expect(plain.taxBase).toBe(money('2130'));
    expect(plain.tax).toBe(money('256'));
    expect(plain.net).toBe(money('2166.60'));
    // Below the minimum wage: FP not due, FGŚP due by default; wypadkowe at 1.67 %.
    expect(plain.employer.labourFund).toBe(0);
    expect(plain.employer.guaranteeFund).toBe(money('3.00'));
    expect(plain.employer.accident).toBe(money('50.10'));

    const sick = computePayrollMonth({ ...base, contract: mandate('only-title', true) });
    expect(sick.employee.total).toBe(money('411.30'));
    expect(sick.health).toBe(money('232.98'));
    expect(sick.taxBase).toBe(money('2071'));
    expect(sick.tax).toBe(money('249'));
    expect(sick.net).toBe(money('2106.72'));
  });

  it('employed elsewhere at the minimum wage: only health, 9 % of gross', () => {
    const result = computePayrollMonth(
      monthInput(2026, '3000', { contract: mandate('employed-elsewhere'), person: { taxReduction: 'none' } }),
    );
    expect(result.employee.total).toBe(0);
    expect(result.health).toBe(money('270'));
    expect(result.deductibleCosts).toBe(money('600'));
    expect(result.taxBase).toBe(money('2400'));
    expect(result.tax).toBe(money('288'));
    expect(result.net).toBe(money('2442'));
    expect(result.employer.total).toBe(0);
    expect(result.totalCost).toBe(money('3000'));
  });

  it('a student under 26: no ZUS, no health, no PIT, so net = gross', () => {
    const result = computePayrollMonth(
      monthInput(2026, '3500', { contract: mandate('student-under-26'), person: { youthRelief: true } }),
    );
    expect(result.employee.total).toBe(0);
    expect(result.health).toBe(0);
    expect(result.tax).toBe(0);
    expect(result.taxMethod).toBe('exempt');
    expect(result.net).toBe(money('3500'));
    expect(result.totalCost).toBe(money('3500'));
    expect(result.yearToDate.youthReliefRevenue).toBe(money('3500'));
  });

  it('a student under 26 pays PIT at 12 % above the youth limit, still without ZUS', () => {
    const result = computePayrollMonth(
      monthInput(2026, '3500', {
        contract: mandate('student-under-26'),
        person: { youthRelief: true, taxReduction: 'none' },
        yearToDate: { ...EMPTY_YEAR_TO_DATE, youthReliefRevenue: money('85528') },
      }),
    );
    expect(result.exemptRevenue).toBe(0);
    expect(result.deductibleCosts).toBe(money('700'));
    expect(result.tax).toBe(money('336'));
    expect(result.net).toBe(money('3164'));
  });

  it('a non-student under 26 pays ZUS and health but no PIT', () => {
    const result = computePayrollMonth(
      monthInput(2025, '3000', { contract: mandate('only-title'), person: { youthRelief: true } }),
    );
    expect(result.employee.total).toBe(money('337.80'));
    expect(result.health).toBe(money('239.60'));
    expect(result.tax).toBe(0);
    expect(result.net).toBe(money('2422.60'));
  });

  it('PIT-2 split between payers takes 150 or 100 PLN', () => {
    const half = computePayrollMonth(
      monthInput(2025, '3000', { contract: mandate('only-title'), person: { taxReduction: 'half' } }),
    );
    expect(half.taxReduction).toBe(money('150'));
    expect(half.tax).toBe(money('106'));
    const third = computePayrollMonth(
      monthInput(2025, '3000', { contract: mandate('only-title'), person: { taxReduction: 'third' } }),
    );
    expect(third.taxReduction).toBe(money('100'));
    expect(third.tax).toBe(money('156'));
  });

  it('author rights on a zlecenie: 50 % of revenue less social', () => {
    const result = computePayrollMonth(
      monthInput(2025, '3000', {
        contract: { ...mandate('only-title'), authorRights: true },
        person: { taxReduction: 'none' },
      }),
    );
    expect(result.deductibleCosts).toBe(money('1331.10'));
    expect(result.authorCosts).toBe(money('1331.10'));
    expect(result.taxBase).toBe(money('1331'));
    expect(result.yearToDate.authorCosts).toBe(money('1331.10'));
  });

  it('≤ 200 PLN with a non-employee: flat 12 % on revenue, no costs, no reduction', () => {
    const result = computePayrollMonth(monthInput(2025, '200', { contract: mandate('only-title') }));
    expect(result.taxMethod).toBe('small-contract');
    expect(result.deductibleCosts).toBe(0);
    expect(result.taxReduction).toBe(0);
    expect(result.taxBase).toBe(money('200'));
    expect(result.tax).toBe(money('24'));
    expect(result.employee.total).toBe(money('22.52'));

    const lessSocial = computePayrollMonth(
      monthInput(2025, '200', { contract: mandate('only-title'), options: { flatTaxBaseLessSocial: true } }),
    );
    expect(lessSocial.taxBase).toBe(money('177'));
    expect(lessSocial.tax).toBe(money('21'));

    const off = computePayrollMonth(
      monthInput(2025, '200', { contract: mandate('only-title'), options: { smallContractFlatTax: false } }),
    );
    expect(off.taxMethod).toBe('flat-rate');
  });

  it('the flat tax never applies with the own employer', () => {
    const result = computePayrollMonth(monthInput(2025, '200', { contract: mandate('own-employer') }));
    expect(result.taxMethod).toBe('flat-rate');
  });
});

describe('umowa o dzieło (reference §3)', () => {
  it('4 000 PLN, KUP 20 %: no ZUS, PIT 384, net 3 616; with PIT-2 net 3 916', () => {
    const result = computePayrollMonth(
      monthInput(2025, '4000', { contract: work(), person: { taxReduction: 'none' } }),
    );
    expect(result.employee.total).toBe(0);
    expect(result.health).toBe(0);
    expect(result.deductibleCosts).toBe(money('800'));
    expect(result.taxBase).toBe(money('3200'));
    expect(result.tax).toBe(money('384'));
    expect(result.net).toBe(money('3616'));
    expect(result.totalCost).toBe(money('4000'));
    const withPit2 = computePayrollMonth(monthInput(2025, '4000', { contract: work() }));
    expect(withPit2.net).toBe(money('3916'));
  });

  it('4 000 PLN, KUP 50 %: PIT 240, net 3 760', () => {
    const result = computePayrollMonth(
      monthInput(2026, '4000', { contract: work(true), person: { taxReduction: 'none' } }),
    );
    expect(result.tax).toBe(money('240'));
    expect(result.net).toBe(money('3760'));
  });

  it('the 120 000 PLN author-costs cap: the month it is reached gets the rest, later months none', () => {
    const run = computePayrollRun({
      ...monthInput(2025, '100000', { contract: work(true), person: { taxReduction: 'none' } }),
      fromMonth: 1,
      toMonth: 4,
    });
    const costs = run.months.map((month) => month.authorCosts);
    expect(costs).toEqual([money('50000'), money('50000'), money('20000'), 0]);
    expect(run.months[3]?.taxBase).toBe(money('100000'));
    expect(run.months[3]?.yearToDate.authorCosts).toBe(money('120000'));
  });

  it('youth relief does not cover dzieło', () => {
    const result = computePayrollMonth(
      monthInput(2025, '4000', { contract: work(), person: { youthRelief: true, taxReduction: 'none' } }),
    );
    expect(result.exemptRevenue).toBe(0);
    expect(result.tax).toBe(money('384'));
    expect(result.yearToDate.youthReliefRevenue).toBe(0);
  });

  it('≤ 200 PLN: flat 12 %', () => {
    const result = computePayrollMonth(monthInput(2025, '150', { contract: work() }));
    expect(result.taxMethod).toBe('small-contract');
    expect(result.tax).toBe(money('18'));
    expect(result.net).toBe(money('132'));
  });

  it('with the own employer: ZUS and health as for employment, tax as dzieło', () => {
    const result = computePayrollMonth(
      monthInput(2025, '10040', { contract: work(false, true), person: { taxReduction: 'full' } }),
    );
    expect(result.employee.total).toBe(money('1376.48'));
    expect(result.health).toBe(money('779.72'));
    expect(result.tax).toBe(money('532'));
    expect(result.totalCost).toBe(money('12096.19'));
  });
});
