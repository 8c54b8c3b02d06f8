import type { RouteObject } from 'react-router';
import type { Subject } from '@saldo/contracts/abilities';
import { lazyPage } from './lazy-page.ts';
import { loadTranslations } from '../../lib/i18n.ts';
import type { Breadcrumb, ModuleKey, RouteHandle } from '../../lib/route-meta.ts';

/**
 * A module's route: its path and the meta the guard checks before the page arrives (the module's
 * resource, the action, titles). The caller adds the page (`lazy`); spec-routes.test.ts fails on a
 * route left without one.
 */
export function moduleRoute(
  path: string,
  resource: Subject,
  module: ModuleKey,
  extra: Pick<RouteHandle, 'action' | 'breadcrumb' | 'paramWhitelist' | 'pageTitle'> = {},
): RouteObject {
  const handle: RouteHandle = { resource, module, pageTitle: `misc:modules.${module}.name`, ...extra };
  return { path, handle };
}

/** A module route with its page. */
const withPage = (route: RouteObject, lazy: RouteObject['lazy']): RouteObject => ({ ...route, lazy });
const invoiceListPage = lazyPage(() => import('../pages/InvoiceListRoute.tsx'), ['invoices', 'ksef']);

const invoices: Breadcrumb = { labelKey: 'common:nav.invoices', to: '/apps/invoice/list' };
const documents: Breadcrumb = { labelKey: 'common:nav.documents' };
const reports: Breadcrumb = { labelKey: 'common:nav.reports' };
const workers: Breadcrumb = { labelKey: 'common:nav.workers', to: '/apps/workers/list' };
const crumb = (labelKey: string): Breadcrumb => ({ labelKey });

/** Spec section 2, business routes. */
export const businessRoutes: RouteObject[] = [
  withPage(
    moduleRoute('/apps/invoice/list', 'Invoice', 'invoices', {
      breadcrumb: [invoices, crumb('common:nav.invoiceList')],
    }),
    invoiceListPage,
  ),
  withPage(
    moduleRoute('/apps/invoice/preview/:id', 'Invoice', 'invoices', {
      breadcrumb: [invoices, crumb('common:titles.preview')],
    }),
    lazyPage(async () => {
      // The document and its mail speak the invoice's language (Polish or English), not the UI's.
      const [page] = await Promise.all([
        import('../pages/InvoicePreviewRoute.tsx'),
        loadTranslations('pl', 'invoices'),
        loadTranslations('en', 'invoices'),
      ]);
      return page;
    }),
  ),
  withPage(
    moduleRoute('/apps/invoice/add/', 'Invoice', 'invoices', {
      action: 'create',
      breadcrumb: [invoices, crumb('common:nav.addInvoice')],
    }),
    lazyPage(() => import('../../features/invoices/pages/InvoiceTypePickerPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/invoice/add/:type', 'Invoice', 'invoices', {
      action: 'create',
      breadcrumb: [invoices, crumb('common:nav.addInvoice')],
    }),
    lazyPage(() => import('../../features/invoices/pages/InvoiceAddPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/invoice/edit/:id', 'Invoice', 'invoices', {
      action: 'update',
      breadcrumb: [invoices, crumb('common:titles.edit')],
    }),
    lazyPage(() => import('../../features/invoices/pages/InvoiceEditPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/invoices/list/expired', 'Debt', 'debt', {
      pageTitle: 'debt:list.title',
      breadcrumb: [invoices, crumb('common:nav.debt')],
    }),
    lazyPage(() => import('../../features/debt/pages/OverdueListPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/invoices/reports', 'Report', 'invoiceReports', {
      pageTitle: 'debtReports:title',
      breadcrumb: [invoices, crumb('common:nav.invoiceReports')],
    }),
    // Lazy on purpose: the charts (recharts) load with this page only.
    lazyPage(() => import('../../features/debt/reports/ReceivablesReportPage.tsx')),
  ),
  // Admins only: the panel needs 'update Invoice' (as its API does), which a client never has.
  withPage(
    moduleRoute('/apps/ksef', 'Invoice', 'invoices', {
      action: 'update',
      pageTitle: 'ksef:panel.title',
      breadcrumb: [invoices, crumb('common:nav.ksef')],
    }),
    lazyPage(() => import('../../features/ksef/pages/KsefPanelPage.tsx')),
  ),
  // "Same screen as the invoice list" (spec): sales documents are the issued invoices.
  withPage(
    moduleRoute('/documents/sale', 'Invoice', 'sales', {
      breadcrumb: [documents, crumb('common:nav.sales')],
    }),
    invoiceListPage,
  ),
  withPage(
    moduleRoute('/documents/costs', 'Cost', 'costs', { breadcrumb: [documents, crumb('common:nav.costs')] }),
    lazyPage(() => import('../../features/costs/pages/CostListPage.tsx')),
  ),
  // The static 'add' outranks ':id' in React Router's matching; listed first for the reader.
  withPage(
    moduleRoute('/documents/costs/add', 'Cost', 'costs', {
      action: 'create',
      breadcrumb: [
        documents,
        { labelKey: 'common:nav.costs', to: '/documents/costs' },
        crumb('common:nav.addCost'),
      ],
    }),
    lazyPage(() => import('../../features/costs/pages/CostAddPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/costs/:id', 'Cost', 'costs', {
      breadcrumb: [
        documents,
        { labelKey: 'common:nav.costs', to: '/documents/costs' },
        crumb('common:titles.preview'),
      ],
    }),
    lazyPage(() => import('../../features/costs/pages/CostPreviewPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/costs/:id/edit', 'Cost', 'costs', {
      action: 'update',
      breadcrumb: [
        documents,
        { labelKey: 'common:nav.costs', to: '/documents/costs' },
        crumb('common:titles.edit'),
      ],
    }),
    lazyPage(() => import('../../features/costs/pages/CostEditPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/payroll', 'Payroll', 'payroll', {
      breadcrumb: [documents, crumb('common:nav.payroll')],
    }),
    lazyPage(() => import('../../features/payroll/pages/PayrollMonthsPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/payroll/:id', 'Payroll', 'payroll', {
      breadcrumb: [
        documents,
        { labelKey: 'common:nav.payroll', to: '/documents/payroll' },
        crumb('common:titles.preview'),
      ],
    }),
    lazyPage(() => import('../../features/payroll/pages/PayrollListPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/tax-returns', 'TaxReturn', 'taxReturns', {
      breadcrumb: [documents, crumb('common:nav.taxReturns')],
    }),
    lazyPage(() => import('../../features/tax-returns/pages/TaxReturnsPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/tax-returns/:period', 'TaxReturn', 'taxReturns', {
      breadcrumb: [
        documents,
        { labelKey: 'common:nav.taxReturns', to: '/documents/tax-returns' },
        crumb('common:titles.preview'),
      ],
    }),
    lazyPage(() => import('../../features/tax-returns/pages/TaxReturnMonthPage.tsx')),
  ),
  withPage(
    moduleRoute('/documents/bank-statement', 'BankStatement', 'bankStatements', {
      breadcrumb: [documents, crumb('common:nav.bankStatements')],
    }),
    lazyPage(() => import('../../features/bank-statements/pages/BankStatementPage.tsx')),
  ),
  {
    ...moduleRoute('/apps/contractors/list', 'Contractor', 'contractors', {
      breadcrumb: [crumb('common:nav.contractors')],
    }),
    lazy: lazyPage(() => import('../../features/contractors/pages/ContractorsListPage.tsx')),
  },
  {
    ...moduleRoute('/apps/contractors/:id', 'Contractor', 'contractors', {
      breadcrumb: [
        { labelKey: 'common:nav.contractors', to: '/apps/contractors/list' },
        crumb('common:titles.preview'),
      ],
    }),
    lazy: lazyPage(() => import('../pages/ContractorRoute.tsx')),
  },
  withPage(
    moduleRoute('/reports/invoices', 'Report', 'reportInvoices', {
      breadcrumb: [reports, crumb('common:nav.reportInvoices')],
    }),
    lazyPage(() => import('../../features/reports/pages/SalesReportPage.tsx')),
  ),
  withPage(
    moduleRoute('/reports/income', 'Report', 'reportIncome', {
      breadcrumb: [reports, crumb('common:nav.reportIncome')],
    }),
    lazyPage(() => import('../../features/reports/pages/IncomeReportPage.tsx')),
  ),
  withPage(
    moduleRoute('/reports/costs', 'Report', 'reportCosts', {
      breadcrumb: [reports, crumb('common:nav.reportCosts')],
    }),
    lazyPage(() => import('../../features/reports/pages/CostsReportPage.tsx')),
  ),
  withPage(
    // The shop's sales by product: a report of its own, under the sales report's module card.
    moduleRoute('/reports/products', 'Report', 'reportInvoices', {
      breadcrumb: [reports, crumb('common:nav.reportProducts')],
      pageTitle: 'reports:titles.products',
    }),
    lazyPage(() => import('../../features/reports/pages/ProductSalesReportPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/workers/list', 'Worker', 'workers', {
      breadcrumb: [workers, crumb('common:nav.workerList')],
    }),
    lazyPage(() => import('../../features/workers/pages/WorkerListPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/workers/preview/:id', 'Worker', 'workers', {
      breadcrumb: [workers, crumb('common:titles.preview')],
    }),
    lazyPage(() => import('../../features/workers/pages/WorkerPreviewPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/workers/add', 'Worker', 'workers', {
      action: 'create',
      breadcrumb: [workers, crumb('common:nav.addWorker')],
    }),
    lazyPage(() => import('../../features/workers/pages/WorkerAddPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/workers/edit/:id', 'Worker', 'workers', {
      action: 'update',
      breadcrumb: [workers, crumb('common:titles.edit')],
    }),
    lazyPage(() => import('../../features/workers/pages/WorkerEditPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/workers/send-form', 'Worker', 'workers', {
      breadcrumb: [workers, crumb('common:nav.sendWorkerForm')],
    }),
    lazyPage(() => import('../../features/workers/pages/WorkerSendFormPage.tsx')),
  ),
  withPage(
    moduleRoute('/apps/contracts/add', 'Contract', 'contracts', {
      action: 'create',
      breadcrumb: [crumb('common:nav.contracts'), crumb('common:nav.addContract')],
    }),
    lazyPage(() => import('../../features/contracts/pages/ContractAddPage.tsx')),
  ),
];
