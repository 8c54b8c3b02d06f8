// The reference's rounding (§ intro): contributions half-up to the grosz, tax bases and advances half-up
// to the whole złoty (Ordynacja podatkowa art. 63). Deductible costs of civil contracts are not rounded,
// so they are carried in "fine" units of 1/10 000 grosz until the base is rounded.
import { divRoundHalfUp, toSafeNumber } from '../decimal.ts';
import { multiplyMoney, type Money } from '../money.ts';
import type { BasisPoints } from './payroll-types.ts';

export const FINE_PER_GROSZ = 10_000n;

/** amount × rate, half-up to the grosz. */
export function percentOf(amount: Money, rate: BasisPoints): Money {
  return multiplyMoney(amount, rate, 4);
}

/** amount × rate exactly, in fine units. */
export function finePercentOf(amount: Money, rate: BasisPoints): bigint {
  return BigInt(amount) * BigInt(rate);
}

export function toFine(amount: Money): bigint {
  return BigInt(amount) * FINE_PER_GROSZ;
}

/** Fine units → grosze, half-up. */
export function fineToMoney(fine: bigint): Money {
  return toSafeNumber(divRoundHalfUp(fine, FINE_PER_GROSZ), 'amount');
}

/** Fine units → whole złoty (as grosze), half-up: 50 gr or more rounds up. */
export function fineToZloty(fine: bigint): Money {
  return toSafeNumber(divRoundHalfUp(fine, FINE_PER_GROSZ * 100n) * 100n, 'amount');
}

/** Grosze → whole złoty (as grosze), half-up. */
export function roundToZloty(amount: Money): Money {
  return fineToZloty(toFine(amount));
}

export function clampToZero(amount: Money): Money {
  return amount < 0 ? 0 : amount;
}
