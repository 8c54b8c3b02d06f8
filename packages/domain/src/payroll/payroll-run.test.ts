import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { computePayrollRun } from './payroll-run.ts';
import { monthInput } from './payroll-test-input.ts';
import { EMPTY_YEAR_TO_DATE } from './payroll-types.ts';

describe('multi-month runs (reference §2, praca.pl tables)', () => {
  it('73 963 PLN a month in 2025: the threshold in February, the 30× cap in April', () => {
    const run = computePayrollRun({ ...monthInput(2025, '73963'), fromMonth: 1, toMonth: 12 });
    const [jan, feb, mar, apr, may, jun] = run.months;
    expect(jan?.tax).toBe(money('7329'));
    expect(jan?.net).toBe(money('50749.63'));
    expect(jan?.taxBaseAboveThreshold).toBe(0);

    expect(feb?.tax).toBe(money('8758'));
    expect(feb?.net).toBe(money('49320.63'));
    expect(feb?.taxBaseAboveThreshold).toBeGreaterThan(0);
    expect(feb?.taxBaseAboveThreshold).toBeLessThan(feb?.taxBase ?? 0);

    expect(mar?.tax).toBe(money('20043'));
    expect(mar?.taxBaseAboveThreshold).toBe(mar?.taxBase);

    expect(apr?.pensionBase).toBe(money('38301'));
    expect(apr?.pensionCapReached).toBe(true);
    expect(apr?.employee.pension).toBe(money('3738.18'));
    expect(apr?.employee.disability).toBe(money('574.52'));
    expect(apr?.health).toBe(money('6105.44'));
    expect(apr?.tax).toBe(money('21328'));
    expect(apr?.net).toBe(money('40404.77'));
    expect(apr?.yearToDate.pensionBase).toBe(money('260190'));

    for (const later of [may, jun, ...run.months.slice(6)]) {
      expect(later?.employee.pension).toBe(0);
      expect(later?.employee.disability).toBe(0);
      expect(later?.employer.pension).toBe(0);
      expect(later?.employer.disability).toBe(0);
      expect(later?.health).toBe(money('6493.58'));
      expect(later?.tax).toBe(money('22708'));
      expect(later?.net).toBe(money('42949.33'));
      // FP, FGŚP, wypadkowe and chorobowe have no cap.
      expect(later?.employee.sickness).toBe(money('1812.09'));
      expect(later?.employer.labourFund).toBe(money('1812.09'));
    }
    expect(run.totals.net).toBe(run.months.reduce((sum, month) => sum + month.net, 0));
    expect(run.totals.gross).toBe(money('73963') * 12);
  });

  it('72 710 PLN a month in 2026: the cap of 282 600 in April', () => {
    const run = computePayrollRun({ ...monthInput(2026, '72710'), fromMonth: 1, toMonth: 6 });
    const [, feb, , apr, may, jun] = run.months;
    expect(feb?.tax).toBe(money('8195'));
    expect(apr?.employee.pension).toBe(money('6292.27'));
    expect(apr?.employee.disability).toBe(money('967.05'));
    expect(apr?.health).toBe(money('5730.24'));
    expect(apr?.tax).toBe(money('19994'));
    expect(apr?.net).toBe(money('37945.04'));
    expect(may?.net).toBe(money('42228.03'));
    expect(jun?.net).toBe(money('42228.03'));
  });

  it('starts from the year-to-date totals it is given and stays within the year', () => {
    const fromJuly = computePayrollRun({
      ...monthInput(2025, '73963'),
      yearToDate: { ...EMPTY_YEAR_TO_DATE, pensionBase: money('260190'), taxBase: money('400000') },
      fromMonth: 7,
      toMonth: 7,
    });
    expect(fromJuly.months).toHaveLength(1);
    expect(fromJuly.months[0]?.month).toBe(7);
    expect(fromJuly.months[0]?.net).toBe(money('42949.33'));
    expect(() => computePayrollRun({ ...monthInput(2025, '1000'), fromMonth: 5, toMonth: 4 })).toThrow(
      RangeError,
    );
    expect(() => computePayrollRun({ ...monthInput(2025, '1000'), fromMonth: 1, toMonth: 13 })).toThrow(
      RangeError,
    );
  });

  it('youth relief to its annual limit: the month it is crossed taxes only the excess', () => {
    const run = computePayrollRun({
      ...monthInput(2025, '10000', { person: { youthRelief: true } }),
      fromMonth: 1,
      toMonth: 12,
    });
    // 85 528 / 10 000: eight months exempt, the ninth partly, then normal rules.
    for (const month of run.months.slice(0, 8)) {
      expect(month.tax).toBe(0);
      expect(month.taxMethod).toBe('exempt');
    }
    const ninth = run.months[8];
    expect(ninth?.exemptRevenue).toBe(money('5528'));
    expect(ninth?.taxMethod).toBe('scale');
    // Taxable 4 472 less its share of social (1 371 × 4 472/10 000 = 613.11) less KUP 250 = 3 608.89.
    expect(ninth?.taxBase).toBe(money('3609'));
    expect(ninth?.tax).toBe(money('133'));
    const tenth = run.months[9];
    expect(tenth?.exemptRevenue).toBe(0);
    expect(tenth?.tax).toBe(money('705'));
    expect(tenth?.net).toBe(money('7147.39'));
    // ZUS and health do not change with the relief.
    expect(new Set(run.months.map((month) => month.health))).toEqual(new Set([money('776.61')]));
  });
});
