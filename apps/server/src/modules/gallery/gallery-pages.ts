import type { Action, Subject } from '@saldo/contracts/abilities';

/**
 * The app's screens the auto-suggest offers, with the ability each route asks for (the web's
 * route table and menu), so nobody is offered a page that would answer "not authorized". The label
 * is the menu's own text (`common:nav.<id>`).
 */
export interface SuggestedPage {
  id: string;
  path: string;
  subject: Subject;
  action?: Action;
}

export const suggestedPages: readonly SuggestedPage[] = [
  { id: 'dashboard', path: '/dashboard', subject: 'Dashboard' },
  { id: 'invoiceList', path: '/apps/invoice/list', subject: 'Invoice' },
  { id: 'addInvoice', path: '/apps/invoice/add/', subject: 'Invoice', action: 'create' },
  { id: 'debt', path: '/apps/invoices/list/expired', subject: 'Debt' },
  { id: 'invoiceReports', path: '/apps/invoices/reports', subject: 'Report' },
  { id: 'ksef', path: '/apps/ksef', subject: 'Invoice', action: 'update' },
  { id: 'sales', path: '/documents/sale', subject: 'Invoice' },
  { id: 'costs', path: '/documents/costs', subject: 'Cost' },
  { id: 'payroll', path: '/documents/payroll', subject: 'Payroll' },
  { id: 'taxReturns', path: '/documents/tax-returns', subject: 'TaxReturn' },
  { id: 'bankStatements', path: '/documents/bank-statement', subject: 'BankStatement' },
  { id: 'contractors', path: '/apps/contractors/list', subject: 'Contractor' },
  { id: 'reportIncome', path: '/reports/income', subject: 'Report' },
  { id: 'analyticsDashboard', path: '/dashboard/analytics', subject: 'Dashboard' },
  { id: 'ecommerceDashboard', path: '/dashboard/ecommerce', subject: 'Dashboard' },
  { id: 'workerList', path: '/apps/workers/list', subject: 'Worker' },
  { id: 'addWorker', path: '/apps/workers/add', subject: 'Worker', action: 'create' },
  { id: 'addContract', path: '/apps/contracts/add', subject: 'Contract', action: 'create' },
  { id: 'calendar', path: '/apps/calendar', subject: 'Calendar' },
  { id: 'email', path: '/apps/email', subject: 'Email' },
  { id: 'todo', path: '/apps/todo', subject: 'Todo' },
  { id: 'chat', path: '/apps/chat', subject: 'Chat' },
  { id: 'shop', path: '/apps/e-commerce/shop', subject: 'Shop' },
  { id: 'users', path: '/apps/user/list', subject: 'User' },
  { id: 'accountSettings', path: '/pages/account-setting', subject: 'AccountSetting' },
  { id: 'accessControl', path: '/access-control', subject: 'ACL' },
  { id: 'profile', path: '/pages/profile', subject: 'Profile' },
  { id: 'faq', path: '/pages/faq', subject: 'Faq' },
  { id: 'knowledgeBase', path: '/pages/knowledge-base', subject: 'KnowledgeBase' },
  { id: 'pricing', path: '/pages/pricing', subject: 'Pricing' },
  { id: 'blog', path: '/pages/blog/list', subject: 'Blog' },
  { id: 'uiKit', path: '/card/card-basic', subject: 'UiKit' },
];
