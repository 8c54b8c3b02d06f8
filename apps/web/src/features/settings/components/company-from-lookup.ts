import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';

/**
 * The register's answer over the form: what the registers know replaces what was typed; contact
 * data (which they do not publish) stays. A company that is not an active VAT payer on the white
 * list is marked exempt, with the basis left for the user to give.
 */
export function companyFromLookup(values: CompanyInfoUpdate, found: CompanyLookupResult): CompanyInfoUpdate {
  const vatStatus =
    found.vatStatus === null ? values.vatStatus : found.vatStatus === 'active' ? 'payer' : 'exempt';
  return {
    ...values,
    name: found.name,
    nip: found.nip,
    regon: found.regon ?? values.regon,
    krs: found.krs ?? values.krs,
    street: found.street,
    buildingNumber: found.buildingNumber,
    flatNumber: found.flatNumber ?? '',
    postalCode: found.postalCode,
    city: found.city,
    country: found.country,
    vatStatus,
    // A payer keeps its basis too: the default of its exempt (zw) lines.
    vatExemptionBasis: values.vatExemptionBasis,
  };
}
