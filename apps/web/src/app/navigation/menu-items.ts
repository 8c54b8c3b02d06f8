import {
  IconAddressBook,
  IconApps,
  IconBriefcase,
  IconBuildingBank,
  IconCalendar,
  IconCash,
  IconChartBar,
  IconChecklist,
  IconCloudUpload,
  IconFileInvoice,
  IconFilePlus,
  IconFiles,
  IconFileText,
  IconHelpCircle,
  IconLayoutDashboard,
  IconList,
  IconMail,
  IconMap2,
  IconMessages,
  IconNotebook,
  IconReceipt,
  IconReceiptTax,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconTag,
  IconUser,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconWritingSign,
  IconAlarm,
  IconBook2,
  IconArticle,
  IconCoin,
  IconTrendingUp,
  IconReportAnalytics,
  IconComponents,
  IconId,
  IconTable,
  IconForms,
  IconLayoutList,
  IconPuzzle,
  IconTypography,
  IconLayout,
  type Icon,
} from '@tabler/icons-react';
import type { Action, AppAbility, Subject } from '@saldo/contracts/abilities';

export interface MenuLink {
  kind: 'link';
  id: string;
  /** Translation key in the common namespace. */
  labelKey: string;
  to: string;
  icon: Icon;
  resource: Subject;
  /** @default 'read' */
  action?: Action;
  /** Other path prefixes that light this entry up (its preview and edit pages). */
  activeFor?: string[];
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  labelKey: string;
  icon: Icon;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (
  id: string,
  to: string,
  icon: Icon,
  resource: Subject,
  extra: Pick<MenuLink, 'action' | 'activeFor'> = {},
): MenuLink => ({ kind: 'link', id, labelKey: `nav.${id}`, to, icon, resource, ...extra });

const group = (id: string, icon: Icon, children: MenuLink[]): MenuGroup => ({
  kind: 'group',
  id,
  labelKey: `nav.${id}`,
  icon,
  children,
});

/** The business areas of spec section 2, then the template's apps and pages. */
export const menuItems: MenuEntry[] = [
  link('dashboard', '/dashboard', IconLayoutDashboard, 'Dashboard'),
  group('invoices', IconFileInvoice, [
    link('invoiceList', '/apps/invoice/list', IconList, 'Invoice', {
      activeFor: ['/apps/invoice/preview', '/apps/invoice/edit'],
    }),
    link('addInvoice', '/apps/invoice/add/', IconFilePlus, 'Invoice', { action: 'create' }),
    link('debt', '/apps/invoices/list/expired', IconAlarm, 'Debt'),
    link('invoiceReports', '/apps/invoices/reports', IconChartBar, 'Report'),
    // Admins only: 'update Invoice', as the panel's API asks; a client only reads its invoices.
    link('ksef', '/apps/ksef', IconCloudUpload, 'Invoice', { action: 'update' }),
  ]),
  group('documents', IconFiles, [
    link('sales', '/documents/sale', IconReceipt, 'Invoice'),
    link('costs', '/documents/costs', IconCoin, 'Cost', { activeFor: ['/documents/costs/'] }),
    link('payroll', '/documents/payroll', IconCash, 'Payroll', { activeFor: ['/documents/payroll/'] }),
    link('taxReturns', '/documents/tax-returns', IconReceiptTax, 'TaxReturn'),
    link('bankStatements', '/documents/bank-statement', IconBuildingBank, 'BankStatement'),
  ]),
  link('contractors', '/apps/contractors/list', IconAddressBook, 'Contractor', {
    activeFor: ['/apps/contractors/'],
  }),
  group('reports', IconReportAnalytics, [
    link('reportInvoices', '/reports/invoices', IconFileText, 'Report'),
    link('reportIncome', '/reports/income', IconTrendingUp, 'Report'),
    link('reportCosts', '/reports/costs', IconReportMoney, 'Report'),
    link('reportProducts', '/reports/products', IconTag, 'Report'),
    link('analyticsDashboard', '/dashboard/analytics', IconChartBar, 'Dashboard'),
    link('ecommerceDashboard', '/dashboard/ecommerce', IconShoppingCart, 'Dashboard'),
  ]),
  group('workers', IconUsersGroup, [
    link('workerList', '/apps/workers/list', IconList, 'Worker', { activeFor: ['/apps/workers/preview'] }),
    link('addWorker', '/apps/workers/add', IconUserPlus, 'Worker', { action: 'create' }),
  ]),
  group('contracts', IconBriefcase, [
    link('addContract', '/apps/contracts/add', IconWritingSign, 'Contract', { action: 'create' }),
  ]),
  group('apps', IconApps, [
    link('calendar', '/apps/calendar', IconCalendar, 'Calendar'),
    link('email', '/apps/email', IconMail, 'Email', { activeFor: ['/apps/email/'] }),
    link('todo', '/apps/todo', IconChecklist, 'Todo', { activeFor: ['/apps/todo/'] }),
    link('chat', '/apps/chat', IconMessages, 'Chat'),
    link('shop', '/apps/e-commerce/shop', IconShoppingCart, 'Shop', { activeFor: ['/apps/e-commerce/'] }),
    link('users', '/apps/user/list', IconUsers, 'User', { activeFor: ['/apps/user/'] }),
  ]),
  group('pages', IconNotebook, [
    link('accountSettings', '/pages/account-setting', IconSettings, 'AccountSetting'),
    link('accessControl', '/access-control', IconShieldLock, 'ACL'),
    link('profile', '/pages/profile', IconUser, 'Profile'),
    link('faq', '/pages/faq', IconHelpCircle, 'Faq'),
    link('knowledgeBase', '/pages/knowledge-base', IconBook2, 'KnowledgeBase', {
      activeFor: ['/pages/knowledge-base/'],
    }),
    link('pricing', '/pages/pricing', IconTag, 'Pricing'),
    link('blog', '/pages/blog/list', IconArticle, 'Blog', { activeFor: ['/pages/blog/'] }),
  ]),
  // The component gallery (issue 27): administrators only ('UiKit'); a client never sees the group.
  group('uiKit', IconComponents, [
    link('galleryCards', '/card/card-basic', IconId, 'UiKit', { activeFor: ['/card/'] }),
    link('galleryTables', '/table/bs-table', IconTable, 'UiKit', { activeFor: ['/table/'] }),
    link('galleryComponents', '/components/alert', IconComponents, 'UiKit', { activeFor: ['/components/'] }),
    link('galleryFormElements', '/forms/form-element/input', IconForms, 'UiKit', {
      activeFor: ['/forms/form-element/'],
    }),
    link('galleryForms', '/forms/form-layout', IconLayoutList, 'UiKit', {
      activeFor: [
        '/forms/form-layout',
        '/forms/form-validation',
        '/forms/form-repeater',
        '/forms/form-wizard',
      ],
    }),
    link('galleryExtensions', '/extensions/sweet-alert', IconPuzzle, 'UiKit', {
      activeFor: ['/extensions/'],
    }),
    link('galleryUi', '/ui/typography', IconTypography, 'UiKit', { activeFor: ['/ui/'] }),
    link('galleryPageLayouts', '/page-layouts/collapsed-menu', IconLayout, 'UiKit', {
      activeFor: ['/page-layouts/'],
    }),
    link('galleryCharts', '/charts-and-maps/charts/apex-chart', IconChartBar, 'UiKit', {
      activeFor: ['/charts-and-maps/'],
    }),
    link('galleryMap', '/maps/leaflet', IconMap2, 'UiKit'),
  ]),
];

/** The entries this user may see: links they can open, and groups with at least one such link. */
export function visibleMenu(entries: readonly MenuEntry[], ability: AppAbility): MenuEntry[] {
  const canOpen = (item: MenuLink) => ability.can(item.action ?? 'read', item.resource);
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (canOpen(entry)) visible.push(entry);
    } else {
      const children = entry.children.filter(canOpen);
      if (children.length > 0) visible.push({ ...entry, children });
    }
  }
  return visible;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isLinkActive(item: MenuLink, pathname: string): boolean {
  const current = trimSlash(pathname);
  if (current === trimSlash(item.to)) return true;
  return (item.activeFor ?? []).some((prefix) => current.startsWith(prefix));
}

export function isGroupActive(item: MenuGroup, pathname: string): boolean {
  return item.children.some((child) => isLinkActive(child, pathname));
}
