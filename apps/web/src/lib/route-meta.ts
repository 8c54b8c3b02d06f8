import type { UIMatch } from 'react-router';
import type { Action, Subject } from '@saldo/contracts/abilities';

export type LayoutType = 'vertical' | 'horizontal' | 'full';

/** One breadcrumb step: a translation key (with its namespace, e.g. 'common:nav.apps') and an optional link. */
export interface Breadcrumb {
  labelKey: string;
  to?: string;
}

/**
 * What a route declares about itself in its `handle`. Handles are merged from the root down, so a
 * parent can give its children a resource and a child can override it.
 */
export interface RouteHandle {
  /** The CASL subject the user needs `action` on; a route without one is public. */
  resource?: Subject;
  /** @default 'read' */
  action?: Action;
  /** Overrides the configured layout type. */
  layout?: LayoutType;
  /** A logged-in user is sent to their home page instead (login, register, forgot password). */
  redirectIfLoggedIn?: boolean;
  /** Translation key with namespace, used for the document title and the page header. */
  pageTitle?: string;
  breadcrumb?: Breadcrumb[];
  /** Allowed values of route params; any other value goes to the 404 page (email folders, todo tags). */
  paramWhitelist?: Record<string, readonly string[]>;
  /**
   * A page a logged-out visitor opens first (the login pages): shown without the signed-in app's
   * providers, so it loads no TanStack Query, CASL or zod (issue 18; app/kit).
   */
  light?: boolean;
  /** The business module the route belongs to: its default title is misc:modules.<module>.name. */
  module?: ModuleKey;
}

export const moduleKeys = [
  'invoices',
  'sales',
  'costs',
  'contractors',
  'debt',
  'invoiceReports',
  'payroll',
  'taxReturns',
  'bankStatements',
  'reportInvoices',
  'reportIncome',
  'reportCosts',
  'workers',
  'contracts',
  'calendar',
  'email',
  'todo',
  'chat',
  'shop',
  'users',
  'profile',
  'faq',
  'knowledgeBase',
  'pricing',
  'blog',
  'uiKit',
] as const;
export type ModuleKey = (typeof moduleKeys)[number];

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handles of all matched routes merged from the root down: the deepest route wins. */
export function mergeHandles(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) if (isHandle(match.handle)) Object.assign(merged, match.handle);
  return merged;
}
