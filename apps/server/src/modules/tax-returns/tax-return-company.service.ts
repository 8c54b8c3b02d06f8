// The company's data for the JPK header: NIP, name and e-mail from the company settings, the tax office here.
import type { TaxCompany } from '@saldo/contracts/tax-returns';
import { isTaxOfficeCode } from '@saldo/domain/identifiers/tax-offices';
import type { AppContext } from '../../app-context.ts';
import { validationError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { companyFacts } from './tax-return-month.ts';
import { companyForReturn, insertTaxReturnAudit, saveTaxOffice } from './tax-returns.repository.ts';

export async function getTaxCompany(ctx: AppContext, caller: Caller): Promise<TaxCompany> {
  return companyFacts(await companyForReturn(ctx.db, caller.organizationId));
}

export async function setTaxOffice(ctx: AppContext, caller: Caller, code: string): Promise<TaxCompany> {
  if (!isTaxOfficeCode(code))
    throw validationError({ taxOfficeCode: { key: 'taxReturns.taxOfficeUnknown' } });
  await ctx.db.transaction(async (tx) => {
    await saveTaxOffice(tx, caller.organizationId, code);
    await insertTaxReturnAudit(tx, {
      organizationId: caller.organizationId,
      period: '',
      userId: caller.id,
      action: 'tax_office_set',
      details: { taxOfficeCode: code },
    });
  });
  return getTaxCompany(ctx, caller);
}
