import type { OrganizationSections } from '@saldo/contracts/organization-settings';
import type { Db } from '../../db/client.ts';
import { getBankAccounts } from './bank-accounts.service.ts';
import { listCategories } from './categories.service.ts';
import { getCompany } from './company.service.ts';
import { listUsers } from './org-users.service.ts';
import { getSections, getSeries } from './organization-settings.service.ts';

/** The spec's organization sections of GET /api/account-setting/data, filled from the settings. */
export async function organizationSections(db: Db, organizationId: number): Promise<OrganizationSections> {
  const [companyInfo, users, categories, bankAccounts, sections, docsPrefixes] = await Promise.all([
    getCompany(db, organizationId),
    listUsers(db, organizationId),
    listCategories(db, organizationId),
    getBankAccounts(db, organizationId),
    getSections(db, organizationId),
    getSeries(db, organizationId),
  ]);
  return {
    companyInfo,
    users,
    categories,
    configuration: { bankAccounts },
    printing: sections.printing,
    others: {},
    docsPrefixes,
    debt: sections.debt,
    invoiceTypes: sections.invoiceTypes,
  };
}
