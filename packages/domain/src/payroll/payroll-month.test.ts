import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { computePayrollMonth } from './payroll-month.ts';
import { monthInput, PPK_BASIC } from './payroll-test-input.ts';

describe('employment: the reference §2 worked examples (month 1, KUP 250, PIT-2, over 26)', () => {
  it('4 666 PLN in 2025', () => {
    const result = computePayrollMonth(monthInput(2025, '4666'));
    expect(result.employee).toEqual({
      pension: money('455.40'),
      disability: money('69.99'),
      sickness: money('114.32'),
      total: money('639.71'),
    });
    expect(result.health).toBe(money('362.37'));
    expect(result.taxBase).toBe(money('3776'));
    expect(result.tax).toBe(money('153'));
    expect(result.net).toBe(money('3510.92'));
    expect(result.employer).toEqual({
      pension: money('455.40'),
      disability: money('303.29'),
      accident: money('77.92'),
      labourFund: money('114.32'),
      guaranteeFund: money('4.67'),
      ppk: 0,
      total: money('955.60'),
    });
    expect(result.totalCost).toBe(money('5621.60'));
    expect(result.taxMethod).toBe('scale');
    expect(result.healthLimited).toBe(false);
  });

  it('4 666 PLN in 2025 with PPK 2 % / 1.5 %: the employer PPK is taxable', () => {
    const result = computePayrollMonth(monthInput(2025, '4666', { person: { ppk: PPK_BASIC } }));
    expect(result.health).toBe(money('362.37'));
    expect(result.employerPpkTaxable).toBe(money('69.99'));
    expect(result.taxBase).toBe(money('3846'));
    expect(result.tax).toBe(money('162'));
    expect(result.employeePpk).toBe(money('93.32'));
    expect(result.net).toBe(money('3408.60'));
    expect(result.employer.ppk).toBe(money('69.99'));
    expect(result.totalCost).toBe(money('5691.59'));
  });

  it('4 806 PLN in 2026', () => {
    const result = computePayrollMonth(monthInput(2026, '4806'));
    expect(result.employee.pension).toBe(money('469.07'));
    expect(result.employee.disability).toBe(money('72.09'));
    expect(result.employee.sickness).toBe(money('117.75'));
    expect(result.health).toBe(money('373.24'));
    expect(result.taxBase).toBe(money('3897'));
    expect(result.tax).toBe(money('168'));
    expect(result.net).toBe(money('3605.85'));
    expect(result.totalCost).toBe(money('5790.28'));
  });

  it('4 806 PLN in 2026 with KUP 300 and with no KUP', () => {
    const raised = computePayrollMonth(
      monthInput(2026, '4806', { contract: { kind: 'employment', kup: 'raised' } }),
    );
    expect([raised.taxBase, raised.tax, raised.net]).toEqual([money('3847'), money('162'), money('3611.85')]);
    const none = computePayrollMonth(
      monthInput(2026, '4806', { contract: { kind: 'employment', kup: 'none' } }),
    );
    expect([none.taxBase, none.tax, none.net]).toEqual([money('4147'), money('198'), money('3575.85')]);
    const none2025 = computePayrollMonth(
      monthInput(2025, '4666', { contract: { kind: 'employment', kup: 'none' } }),
    );
    expect(none2025.net).toBe(money('3480.92'));
  });

  it.each([
    [2025, '4666', '362.37', '3663.92', '5621.60'],
    [2026, '4806', '373.24', '3773.85', '5790.28'],
  ] as const)('%i, %s PLN under 26: no PIT, the same ZUS and health', (year, gross, health, net, cost) => {
    const result = computePayrollMonth(monthInput(year, gross, { person: { youthRelief: true } }));
    expect(result.tax).toBe(0);
    expect(result.taxMethod).toBe('exempt');
    expect(result.exemptRevenue).toBe(money(gross));
    expect(result.health).toBe(money(health));
    expect(result.net).toBe(money(net));
    expect(result.totalCost).toBe(money(cost));
  });

  it.each([
    ['10000', '976.00', '150.00', '245.00', '776.61', '8379', '705', '7147.39', '12048.00'],
    ['10040', '979.90', '150.60', '245.98', '779.72', '8414', '710', '7173.80', '12096.19'],
  ])('%s PLN (2025 and 2026 alike)', (gross, em, re, ch, health, base, tax, net, cost) => {
    for (const year of [2025, 2026] as const) {
      const result = computePayrollMonth(monthInput(year, gross));
      expect(result.employee.pension).toBe(money(em));
      expect(result.employee.disability).toBe(money(re));
      expect(result.employee.sickness).toBe(money(ch));
      expect(result.health).toBe(money(health));
      expect(result.taxBase).toBe(money(base));
      expect(result.tax).toBe(money(tax));
      expect(result.net).toBe(money(net));
      expect(result.totalCost).toBe(money(cost));
    }
  });

  it.each([
    ['11000', '854.27', '9242', '809', '7828.63', '13252.80'],
    ['14000', '1087.25', '11831', '1120', '9873.35', '16867.20'],
  ])('%s PLN (2025 and 2026 alike)', (gross, health, base, tax, net, cost) => {
    for (const year of [2025, 2026] as const) {
      const result = computePayrollMonth(monthInput(year, gross));
      expect(result.health).toBe(money(health));
      expect(result.taxBase).toBe(money(base));
      expect(result.tax).toBe(money(tax));
      expect(result.net).toBe(money(net));
      expect(result.totalCost).toBe(money(cost));
    }
  });
});

describe('health limit under 2021 rules', () => {
  it('1/8 FTE in 2026 (600.75 PLN): health 46.66 is capped to 1.80', () => {
    const result = computePayrollMonth(monthInput(2026, '600.75'));
    expect(result.healthFull).toBe(money('46.66'));
    expect(result.taxBase).toBe(money('268'));
    expect(result.health).toBe(money('1.80'));
    expect(result.healthLimited).toBe(true);
    expect(result.net).toBe(money('600.75') - result.employee.total - money('1.80') - result.tax);
  });

  it('can be switched off', () => {
    const result = computePayrollMonth(monthInput(2026, '600.75', { options: { healthLimit2021: false } }));
    expect(result.health).toBe(money('46.66'));
    expect(result.healthLimited).toBe(false);
  });

  it('without PIT-2 the 2021 advance has no 43.76 reduction', () => {
    const result = computePayrollMonth(monthInput(2026, '600.75', { person: { taxReduction: 'none' } }));
    expect(result.health).toBe(money('45.56'));
  });
});
