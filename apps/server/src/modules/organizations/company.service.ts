import type { CompanyInfo, CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import { companyInfoProblems, normalizeCompanyInfo } from '@saldo/contracts/organization-settings-rules';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { findOrganizationWithLogo, updateOrganizationCompany } from './organizations.repository.ts';
import { assertNoProblems } from './organization-settings-errors.ts';

/** Logos are served by this API under an unguessable key (see logos.table.ts). */
export const logoUrl = (key: string) => `/api/logos/${key}`;

export async function getCompany(db: Db, organizationId: number): Promise<CompanyInfo> {
  return companyFrom(await findOrganizationWithLogo(db, organizationId));
}

/** The profile of an organization row read with its logo (by getCompany, or joined into another read). */
export function companyFrom(found: Awaited<ReturnType<typeof findOrganizationWithLogo>>): CompanyInfo {
  // The caller's own organization: missing only if it was deleted under a live session.
  if (!found) throw unauthorized();
  const { organization: o, logoKey } = found;
  return {
    name: o.name,
    nip: o.nip,
    regon: o.regon,
    krs: o.krs,
    street: o.street,
    buildingNumber: o.buildingNumber,
    flatNumber: o.flatNumber,
    postalCode: o.postalCode,
    city: o.city,
    country: o.country,
    email: o.email,
    phone: o.phone,
    website: o.website,
    vatStatus: o.vatStatus,
    vatExemptionBasis: o.vatExemptionBasis,
    vatExemptionBasisKind: o.vatExemptionBasisKind,
    cashMethod: o.cashMethod,
    taxOfficeCode: o.taxOfficeCode,
    logo: logoKey ? logoUrl(logoKey) : null,
  };
}

/** The whole profile at once; the name also renames the organization in every user's menu. */
export async function updateCompany(
  db: Db,
  organizationId: number,
  body: CompanyInfoUpdate,
): Promise<CompanyInfo> {
  const values = normalizeCompanyInfo(body);
  assertNoProblems(companyInfoProblems(values));
  await updateOrganizationCompany(db, organizationId, values);
  return getCompany(db, organizationId);
}
