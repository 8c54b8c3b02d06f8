import { ApiError } from '../../lib/api-client.ts';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import type { CompanyInfo, CompanyInfoUpdate } from '@saldo/contracts/organization-settings';

/** The company profile as the wizard edits it: the saved one without its logo. */
export function draftOf(company: CompanyInfo): CompanyInfoUpdate {
  const { logo: _logo, ...update } = company;
  return update;
}

/**
 * The registers' answer over what the wizard holds: name, identifiers and address from GUS or the
 * white list; contact data (which they do not publish) stays. The VAT status is left for its own
 * step, which shows the white list's answer beside the choice.
 */
export function draftFromLookup(draft: CompanyInfoUpdate, found: CompanyLookupResult): CompanyInfoUpdate {
  return {
    ...draft,
    name: found.name,
    nip: found.nip,
    regon: found.regon ?? draft.regon,
    krs: found.krs ?? draft.krs,
    street: found.street,
    buildingNumber: found.buildingNumber,
    flatNumber: found.flatNumber ?? '',
    postalCode: found.postalCode,
    city: found.city,
    country: found.country,
  };
}

/** The white list's word on VAT as the company's own choice: an active payer, else exempt. */
export function suggestedVatStatus(found: CompanyLookupResult | null): CompanyInfoUpdate['vatStatus'] | null {
  if (!found || found.vatStatus === null) return null;
  return found.vatStatus === 'active' ? 'payer' : 'exempt';
}

/** The server's message for a failed call (a look-up's 503 says which register and why). */
export function lookupProblemText(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
