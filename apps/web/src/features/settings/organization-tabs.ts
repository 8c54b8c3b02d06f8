/**
 * The organization's tabs on the account settings page (admins: `can('read', 'Organization')`), by
 * their `?tab=` value. The personal tabs keep their own values (general, password, …).
 */
export const organizationTabValues = [
  'company',
  'bank-accounts',
  'numbering',
  'invoice-types',
  'printing',
  'ksef',
  'debt',
  'categories',
  'users',
  'connections',
] as const;
export type OrganizationTabValue = (typeof organizationTabValues)[number];

export const isOrganizationTab = (value: string | null): value is OrganizationTabValue =>
  organizationTabValues.some((tab) => tab === value);

/** Translation keys (settings namespace) of the tab labels. */
export const organizationTabLabels: Record<OrganizationTabValue, string> = {
  company: 'tabs.company',
  'bank-accounts': 'tabs.bankAccounts',
  numbering: 'tabs.numbering',
  'invoice-types': 'tabs.invoiceTypes',
  printing: 'tabs.printing',
  ksef: 'tabs.ksef',
  debt: 'tabs.debt',
  categories: 'tabs.categories',
  users: 'tabs.users',
  connections: 'tabs.connections',
};

/** Where the user menu's 'Company settings' leads. */
export const COMPANY_SETTINGS_PATH = '/pages/account-setting?tab=company';
