// The company's data for the JPK header: NIP, name, e-mail and tax office, all from the company settings.
import type { TaxCompany } from '@saldo/contracts/tax-returns';
import type { AppContext } from '../../app-context.ts';
import type { Caller } from '../../lib/caller.ts';
import { companyFacts } from './tax-return-month.ts';
import { companyForReturn } from './tax-returns.repository.ts';

export async function getTaxCompany(ctx: AppContext, caller: Caller): Promise<TaxCompany> {
  return companyFacts(await companyForReturn(ctx.db, caller.organizationId));
}
