import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatTax, lumpSumTax, pitAdvances, scaleTax, wholeZloty } from './pit-advance.ts';

const zl = (amount: number) => amount * 100;

describe('PIT advance estimate', () => {
  it('rounds bases to whole złoty half up', () => {
    expect(wholeZloty(12_349)).toBe(123);
    expect(wholeZloty(12_350)).toBe(124);
    expect(wholeZloty(-12_350)).toBe(-124);
  });

  it('taxes the scale at 12 % less 3 600 zł, and 32 % above 120 000 zł', () => {
    expect(scaleTax(30_000)).toBe(0);
    expect(scaleTax(30_001)).toBe(0); // 0,12 zł rounds down
    expect(scaleTax(30_005)).toBe(1); // 0,60 zł rounds up
    expect(scaleTax(100_000)).toBe(8_400);
    expect(scaleTax(120_000)).toBe(10_800);
    expect(scaleTax(130_000)).toBe(14_000);
    expect(flatTax(10_000)).toBe(1_900);
    expect(flatTax(33)).toBe(6); // 6,27
    expect(lumpSumTax(10_001, 850)).toBe(850); // 850,085
    expect(lumpSumTax(10_006, 850)).toBe(851); // 850,51
  });

  it('takes the scale advance as the tax since January less the earlier advances', () => {
    // 50 000 zł income a month: Jan 50 000 → 6 000 − 3 600 = 2 400; Feb 100 000 → 8 400 (6 000 more);
    // Mar 150 000 → 10 800 + 9 600 = 20 400 (12 000 more, the threshold crossed inside the month).
    const months = ['2026-01', '2026-02', '2026-03'].map((month) => ({
      month,
      revenue: zl(60_000),
      costs: zl(10_000),
    }));
    expect(pitAdvances({ form: 'scale', lumpSumRate: 0 }, months).map((m) => m.advance)).toEqual([
      zl(2_400),
      zl(6_000),
      zl(12_000),
    ]);
  });

  it('pays nothing after a loss until the income since January passes what was paid', () => {
    const flat = pitAdvances({ form: 'flat', lumpSumRate: 0 }, [
      { month: '2026-01', revenue: zl(10_000), costs: 0 }, // 1 900
      { month: '2026-02', revenue: 0, costs: zl(5_000) }, // 5 000 → 950 due, 1 900 paid → 0
      { month: '2026-03', revenue: zl(10_000), costs: 0 }, // 15 000 → 2 850 − 1 900 = 950
    ]);
    expect(flat.map((m) => m.advance)).toEqual([zl(1_900), 0, zl(950)]);
    expect(flat.map((m) => m.incomeYearToDate)).toEqual([zl(10_000), zl(5_000), zl(15_000)]);
  });

  it('starts again in January and taxes the lump sum on the month’s revenue alone', () => {
    const lump = pitAdvances({ form: 'lumpSum', lumpSumRate: 1200 }, [
      { month: '2025-12', revenue: zl(10_000), costs: zl(9_000) },
      { month: '2026-01', revenue: 123_456, costs: 0 }, // 1 235 zł × 12 % = 148,20
    ]);
    expect(lump.map((m) => m.advance)).toEqual([zl(1_200), zl(148)]);
    expect(lump[1]?.incomeYearToDate).toBe(123_456);
    const scale = pitAdvances({ form: 'scale', lumpSumRate: 0 }, [
      { month: '2025-12', revenue: zl(200_000), costs: 0 },
      { month: '2026-01', revenue: zl(40_000), costs: 0 },
    ]);
    expect(scale[1]?.advance).toBe(zl(1_200));
  });

  it('the advances of a year add up to the tax on its income (scale and flat)', () => {
    const month = fc.record({
      revenue: fc.integer({ min: 0, max: 5e8 }),
      costs: fc.integer({ min: 0, max: 5e8 }),
    });
    fc.assert(
      fc.property(
        fc.array(month, { minLength: 12, maxLength: 12 }),
        fc.constantFrom('scale' as const, 'flat' as const),
        (figures, form) => {
          const months = figures.map((f, i) => ({ ...f, month: `2026-${String(i + 1).padStart(2, '0')}` }));
          const advances = pitAdvances({ form, lumpSumRate: 0 }, months);
          const paid = advances.reduce((sum, m) => sum + m.advance, 0);
          const maxDue = Math.max(
            ...advances.map((m) => (form === 'scale' ? scaleTax : flatTax)(wholeZloty(m.incomeYearToDate))),
          );
          // Every advance is ≥ 0, and together they are the highest tax due at any month end.
          expect(advances.every((m) => m.advance >= 0)).toBe(true);
          expect(paid).toBe(maxDue * 100);
        },
      ),
    );
  });
});
