/**
 * Translation namespaces, one JSON file each under locales/<lng>/. Each business module owns its
 * namespace; 'errors' holds the messages the server sends back (translated by Accept-Language).
 */
export const namespaces = [
  'common',
  'auth',
  'account',
  'misc',
  'dashboard',
  'errors',
  'contractors',
  'settings',
  'invoices',
  'invoiceForm',
  'costs',
  'debt',
  'debtReports',
  'ksef',
  'twoFactor',
  'taxReturns',
  'jpk',
  'workers',
  'payroll',
  'bankStatements',
  'contracts',
  'reports',
  'users',
  'help',
  'pricing',
  'todo',
  'calendar',
  'shop',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';
