// The organization's own NBP reference rates, entered in settings after an RPP decision.
import type { ReferenceRateInput, ReferenceRates } from '@saldo/contracts/debt';
import { NBP_REFERENCE_RATES, referenceRateTable } from '@saldo/domain/late-payment/rates';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Caller } from '../../lib/caller.ts';
import { listEnteredRates, removeEnteredRate, saveEnteredRate } from './reference-rates.repository.ts';

export async function getReferenceRates(ctx: AppContext, organizationId: number): Promise<ReferenceRates> {
  const entered = await listEnteredRates(ctx.db, organizationId);
  return {
    entered,
    shipped: [...NBP_REFERENCE_RATES],
    knownThrough: referenceRateTable(entered).ratesKnownThrough,
  };
}

/** "3.50", "3,5" → 350 basis points (the schema allows at most two decimals). */
export function basisPoints(rate: string): number {
  const [whole = '0', fraction = ''] = rate.replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export async function enterReferenceRate(
  ctx: AppContext,
  caller: Caller,
  input: ReferenceRateInput,
): Promise<ReferenceRates> {
  await saveEnteredRate(ctx.db, {
    organizationId: caller.organizationId,
    userId: caller.id,
    from: input.from,
    rate: basisPoints(input.rate),
    enteredOn: todayInPoland(),
  });
  return getReferenceRates(ctx, caller.organizationId);
}

export async function removeReferenceRate(ctx: AppContext, caller: Caller, from: string) {
  const removed = await removeEnteredRate(ctx.db, {
    organizationId: caller.organizationId,
    userId: caller.id,
    from,
  });
  if (!removed) throw new AppError(404, 'debt.referenceRateNotFound');
  return getReferenceRates(ctx, caller.organizationId);
}
