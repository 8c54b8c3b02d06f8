// Gross ⇄ net for the calculator: "what gross gives this net?". Net grows with gross almost everywhere,
// but the PIT advance is rounded to whole złoty, so one more grosz of gross can cost a złoty of net.
// A binary search finds the neighbourhood; a scan of it then finds the smallest exact gross.
import { assertMoney, type Money } from '../money.ts';
import { computePayrollMonth } from './payroll-month.ts';
import type { GrossForNetResult, PayrollMonthInput, PayrollMonthResult } from './payroll-types.ts';

export type GrossForNetInput = Omit<PayrollMonthInput, 'grossComponents'>;

/** How far around the binary search's answer to look; wider than any rounding dip of net. */
const SCAN_WINDOW = 500;

export function grossForNet(targetNet: Money, input: GrossForNetInput): GrossForNetResult {
  assertMoney(targetNet, 'target net');
  if (targetNet < 0) throw new RangeError('the target net cannot be negative');
  const compute = (gross: Money): PayrollMonthResult =>
    computePayrollMonth({ ...input, grossComponents: [{ kind: 'base', amount: gross }] });

  // Net never exceeds gross, so the answer is at least the target; find an upper bound by doubling.
  let low = targetNet;
  let high = Math.max(targetNet, 100) * 2;
  while (compute(high).net < targetNet) {
    low = high;
    high *= 2;
    assertMoney(high, 'gross');
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (compute(middle).net >= targetNet) high = middle;
    else low = middle;
  }
  if (compute(low).net >= targetNet) high = low;

  // Several grosses can give the same net; an offer is made in whole złoty, so prefer one of those.
  let firstExact: GrossForNetResult | null = null;
  let firstAbove: GrossForNetResult | null = null;
  for (let gross = Math.max(0, high - SCAN_WINDOW); gross <= high + SCAN_WINDOW; gross++) {
    const result = compute(gross);
    if (result.net === targetNet) {
      if (gross % 100 === 0) return { gross, exact: true, result };
      firstExact ??= { gross, exact: true, result };
    } else if (result.net > targetNet) {
      firstAbove ??= { gross, exact: false, result };
    }
  }
  return firstExact ?? firstAbove ?? { gross: high, exact: false, result: compute(high) };
}
