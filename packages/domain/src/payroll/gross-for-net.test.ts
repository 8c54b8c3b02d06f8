import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { grossForNet } from './gross-for-net.ts';
import { computePayrollMonth } from './payroll-month.ts';
import { monthInput } from './payroll-test-input.ts';

const { grossComponents: _unused, ...employment2026 } = monthInput(2026, '0');

describe('gross for a target net', () => {
  it('finds the reference examples backwards', () => {
    expect(grossForNet(money('3605.85'), employment2026)).toMatchObject({
      gross: money('4806'),
      exact: true,
    });
    expect(grossForNet(money('7147.39'), employment2026)).toMatchObject({
      gross: money('10000'),
      exact: true,
    });
  });

  it('zero net is zero gross; a student under 26 has gross = net', () => {
    expect(grossForNet(0, employment2026).gross).toBe(0);
    const student = grossForNet(money('2500'), {
      ...employment2026,
      contract: {
        kind: 'mandate',
        variant: 'student-under-26',
        voluntarySickness: false,
        authorRights: false,
      },
      person: { ...employment2026.person, youthRelief: true },
    });
    expect(student).toMatchObject({ gross: money('2500'), exact: true });
  });

  it('prefers a whole-złoty gross among those giving the same net', () => {
    // 4 805.99 gives the same net as 4 806.
    const net = computePayrollMonth({
      ...employment2026,
      grossComponents: [{ kind: 'base', amount: 480_599 }],
    }).net;
    expect(net).toBe(money('3605.85'));
    expect(grossForNet(net, employment2026).gross).toBe(money('4806'));
    // A net only a grosz-precise gross reaches.
    const odd = grossForNet(money('3605.86'), employment2026);
    expect(odd.result.net).toBe(money('3605.86'));
  });

  it('returns a gross giving exactly the net, or the smallest giving more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 3_000_000 }), (target) => {
        const found = grossForNet(target, employment2026);
        expect(found.result.net).toBe(
          computePayrollMonth({ ...employment2026, grossComponents: [{ kind: 'base', amount: found.gross }] })
            .net,
        );
        if (found.exact) expect(found.result.net).toBe(target);
        else expect(found.result.net).toBeGreaterThan(target);
        if (!found.exact) {
          const below = computePayrollMonth({
            ...employment2026,
            grossComponents: [{ kind: 'base', amount: found.gross - 1 }],
          });
          expect(below.net).toBeLessThan(target);
        }
      }),
      { numRuns: 20 },
    );
  });

  it('refuses a negative target', () => {
    expect(() => grossForNet(-1, employment2026)).toThrow(RangeError);
  });
});
