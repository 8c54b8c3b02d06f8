import { describe, expect, it } from 'vitest';
import { effectiveTermsOn, termsSegments, type PayTerms, type TermsChange } from './effective-terms.ts';

const base: PayTerms = {
  monthlyGross: 600000,
  workingTime: { numerator: 1, denominator: 1 },
  hourlyRate: null,
  flatFee: null,
};
const raise: TermsChange = { effectiveFrom: '2026-07-01', monthlyGross: 650000 };
const halfTime: TermsChange = {
  effectiveFrom: '2026-09-15',
  workingTime: { numerator: 1, denominator: 2 },
  monthlyGross: 325000,
};

describe('effectiveTermsOn', () => {
  it('keeps the contract’s terms before any annex', () => {
    expect(effectiveTermsOn(base, [raise, halfTime], '2026-06-30')).toEqual(base);
  });

  it('applies each annex from its effective date, changing only the fields it sets', () => {
    expect(effectiveTermsOn(base, [halfTime, raise], '2026-07-01')).toEqual({
      ...base,
      monthlyGross: 650000,
    });
    expect(effectiveTermsOn(base, [halfTime, raise], '2026-09-15')).toEqual({
      ...base,
      monthlyGross: 325000,
      workingTime: { numerator: 1, denominator: 2 },
    });
  });

  it('applies two annexes of the same day in the order given', () => {
    const first: TermsChange = { effectiveFrom: '2026-07-01', monthlyGross: 610000 };
    const second: TermsChange = { effectiveFrom: '2026-07-01', monthlyGross: 620000 };
    expect(effectiveTermsOn(base, [first, second], '2026-07-02').monthlyGross).toBe(620000);
    expect(effectiveTermsOn(base, [second, first], '2026-07-02').monthlyGross).toBe(610000);
  });
});

describe('termsSegments', () => {
  it('cuts a month where an annex takes effect', () => {
    expect(termsSegments(base, [halfTime, raise], '2026-09-01', '2026-09-30')).toEqual([
      { from: '2026-09-01', to: '2026-09-14', terms: { ...base, monthlyGross: 650000 } },
      {
        from: '2026-09-15',
        to: '2026-09-30',
        terms: { ...base, monthlyGross: 325000, workingTime: { numerator: 1, denominator: 2 } },
      },
    ]);
  });

  it('gives one piece when nothing changes inside, and none for an empty range', () => {
    expect(termsSegments(base, [raise], '2026-07-01', '2026-07-31')).toEqual([
      { from: '2026-07-01', to: '2026-07-31', terms: { ...base, monthlyGross: 650000 } },
    ]);
    expect(termsSegments(base, [], '2026-07-02', '2026-07-01')).toEqual([]);
  });
});
