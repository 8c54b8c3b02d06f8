import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkHourlyRate,
  checkMonthlyWage,
  FULL_TIME,
  isValidWorkingTime,
  minimumHourlyRate,
  minimumMonthlyWage,
  proRataMinimumWage,
} from './minimum-pay.ts';

describe('minimum pay', () => {
  it('knows the reference figures for 2025 and 2026, and keeps the last ones for later years', () => {
    expect(minimumMonthlyWage(2025)).toBe(466600);
    expect(minimumMonthlyWage(2026)).toBe(480600);
    expect(minimumMonthlyWage(2027)).toBe(480600);
    expect(minimumMonthlyWage(2024)).toBeNull();
    expect(minimumHourlyRate(2025)).toBe(3050);
    expect(minimumHourlyRate(2026)).toBe(3140);
    expect(minimumHourlyRate(2023)).toBeNull();
  });

  it('prorates the monthly wage by working time, rounding up to the grosz', () => {
    expect(proRataMinimumWage(2026, FULL_TIME)).toBe(480600);
    expect(proRataMinimumWage(2026, { numerator: 1, denominator: 2 })).toBe(240300);
    // The reference's 1/8 FTE in 2026: 600.75 PLN.
    expect(proRataMinimumWage(2026, { numerator: 1, denominator: 8 })).toBe(60075);
    // 4 666 / 3 = 1 555.333… → 1 555.34: 1 555.33 would be below the minimum.
    expect(proRataMinimumWage(2025, { numerator: 1, denominator: 3 })).toBe(155534);
    expect(proRataMinimumWage(2025, { numerator: 3, denominator: 4 })).toBe(349950);
    expect(proRataMinimumWage(2024, FULL_TIME)).toBeNull();
    expect(() => proRataMinimumWage(2026, { numerator: 0, denominator: 1 })).toThrow(RangeError);
  });

  it('refuses pay below the pro-rata minimum wage and names the rule, the year and the minimum', () => {
    expect(checkMonthlyWage(480600, FULL_TIME, 2026)).toBeNull();
    expect(checkMonthlyWage(480599, FULL_TIME, 2026)).toEqual({
      rule: 'minimumWage',
      year: 2026,
      minimum: 480600,
    });
    expect(checkMonthlyWage(466600, FULL_TIME, 2025)).toBeNull();
    expect(checkMonthlyWage(466600, FULL_TIME, 2026)?.minimum).toBe(480600);
    expect(checkMonthlyWage(240300, { numerator: 1, denominator: 2 }, 2026)).toBeNull();
    expect(checkMonthlyWage(155533, { numerator: 1, denominator: 3 }, 2025)?.rule).toBe('minimumWage');
    expect(checkMonthlyWage(100, FULL_TIME, 2024)).toBeNull();
  });

  it('refuses a mandate hourly rate below the minimum hourly rate', () => {
    expect(checkHourlyRate(3140, 2026)).toBeNull();
    expect(checkHourlyRate(3139, 2026)).toEqual({ rule: 'minimumHourlyRate', year: 2026, minimum: 3140 });
    expect(checkHourlyRate(3050, 2025)).toBeNull();
    expect(checkHourlyRate(3049, 2025)?.minimum).toBe(3050);
  });

  it('accepts only proper fractions of full time', () => {
    expect(isValidWorkingTime({ numerator: 1, denominator: 1 })).toBe(true);
    expect(isValidWorkingTime({ numerator: 7, denominator: 8 })).toBe(true);
    expect(isValidWorkingTime({ numerator: 9, denominator: 8 })).toBe(false);
    expect(isValidWorkingTime({ numerator: 0, denominator: 8 })).toBe(false);
    expect(isValidWorkingTime({ numerator: 1, denominator: 0 })).toBe(false);
    expect(isValidWorkingTime({ numerator: 0.5, denominator: 1 })).toBe(false);
    expect(isValidWorkingTime({ numerator: 1, denominator: 101 })).toBe(false);
  });

  it('never asks less than the exact share, nor a grosz more (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 100 })
          .chain((denominator) =>
            fc.tuple(fc.integer({ min: 1, max: denominator }), fc.constant(denominator)),
          ),
        fc.constantFrom(2025, 2026),
        ([numerator, denominator], year) => {
          const minimum = proRataMinimumWage(year, { numerator, denominator }) ?? 0;
          const full = minimumMonthlyWage(year) ?? 0;
          expect(minimum * denominator).toBeGreaterThanOrEqual(full * numerator);
          expect((minimum - 1) * denominator).toBeLessThan(full * numerator);
        },
      ),
    );
  });
});
