import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import type { RouteHandle } from '../../lib/route-meta.ts';

const miscPage = (pageTitle: string): RouteHandle => ({ resource: 'Auth', layout: 'full', pageTitle });

export const notFoundPage = lazyPage(() => import('../../features/misc/pages/NotFoundPage.tsx'));
export const notFoundHandle = miscPage('misc:notFound.title');

export const miscRoutes: RouteObject[] = [
  {
    path: '/pages/miscellaneous/coming-soon',
    lazy: lazyPage(() => import('../../features/misc/pages/ComingSoonPage.tsx')),
    handle: miscPage('misc:comingSoon.title'),
  },
  {
    path: '/pages/miscellaneous/not-authorized',
    lazy: lazyPage(() => import('../../features/misc/pages/NotAuthorizedPage.tsx')),
    handle: miscPage('misc:notAuthorized.title'),
  },
  {
    path: '/pages/miscellaneous/under-maintenance',
    lazy: lazyPage(() => import('../../features/misc/pages/UnderMaintenancePage.tsx')),
    handle: miscPage('misc:maintenance.title'),
  },
  {
    path: '/pages/miscellaneous/error',
    lazy: lazyPage(() => import('../../features/misc/pages/ErrorPage.tsx')),
    handle: miscPage('misc:error.title'),
  },
  { path: '/error-404', lazy: notFoundPage, handle: notFoundHandle },
  {
    path: '/access-control',
    lazy: lazyPage(() => import('../../features/access-control/pages/AccessControlPage.tsx')),
    handle: {
      resource: 'ACL',
      action: 'read',
      pageTitle: 'common:nav.accessControl',
      breadcrumb: [{ labelKey: 'common:nav.pages' }, { labelKey: 'common:nav.accessControl' }],
    },
  },
  {
    path: '/pages/account-setting',
    lazy: lazyPage(() => import('../pages/AccountSettingsRoute.tsx')),
    handle: {
      resource: 'AccountSetting',
      pageTitle: 'common:nav.accountSettings',
      breadcrumb: [{ labelKey: 'common:nav.pages' }, { labelKey: 'common:nav.accountSettings' }],
    },
  },
  {
    path: '/dashboard',
    lazy: lazyPage(
      () => import('../../features/dashboard/pages/DashboardPage.tsx'),
      ['dashboard', 'invoices', 'costs'],
    ),
    handle: { resource: 'Dashboard', pageTitle: 'common:nav.dashboard' },
  },
  // The template's analytics and e-commerce dashboards, from the books; admins only ('read Dashboard').
  // Lazy on purpose: the charts load with these pages only.
  {
    path: '/dashboard/analytics',
    lazy: lazyPage(() => import('../../features/dashboard/pages/AnalyticsDashboardPage.tsx')),
    handle: {
      resource: 'Dashboard',
      pageTitle: 'common:nav.analyticsDashboard',
      breadcrumb: [
        { labelKey: 'common:nav.dashboard', to: '/dashboard' },
        { labelKey: 'common:nav.analyticsDashboard' },
      ],
    },
  },
  {
    path: '/dashboard/ecommerce',
    lazy: lazyPage(() => import('../../features/dashboard/pages/EcommerceDashboardPage.tsx')),
    handle: {
      resource: 'Dashboard',
      pageTitle: 'common:nav.ecommerceDashboard',
      breadcrumb: [
        { labelKey: 'common:nav.dashboard', to: '/dashboard' },
        { labelKey: 'common:nav.ecommerceDashboard' },
      ],
    },
  },
];
