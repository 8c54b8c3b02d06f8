import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';
import { notFoundHandle } from './routes/misc-routes.ts';

const each = (prefix: string, names: string[]) => names.map((name) => `${prefix}${name}`);

/**
 * Every route of the spec's section 2, with sample values for its parameters. The spec is the
 * contract: each must reach a page of its own, not the 404.
 */
const specRoutes = [
  '/dashboard/',
  '/apps/calendar',
  '/apps/email',
  ...each('/apps/email/', ['sent', 'draft', 'starred', 'spam', 'trash']),
  ...each('/apps/email/label/', ['personal', 'company', 'important', 'private']),
  '/apps/todo',
  ...each('/apps/todo/', ['important', 'completed', 'deleted']),
  ...each('/apps/todo/tag/', ['team', 'low', 'medium', 'high', 'update']),
  '/apps/chat',
  ...each('/apps/e-commerce/', ['shop', 'wishlist', 'checkout', 'some-product']),
  ...each('/apps/workers/', ['list', 'preview/1', 'add', 'send-form']),
  ...each('/apps/invoice/', ['list', 'preview/1', 'add/', 'add/proforma', 'edit/1']),
  ...each('/apps/contractors/', ['list', '1']),
  ...each('/apps/invoices/', ['reports', 'list/expired']),
  '/apps/contracts/add',
  ...each('/documents/', [
    'costs',
    'costs/1',
    'sale',
    'payroll',
    'payroll/1',
    'tax-returns',
    'bank-statement',
  ]),
  ...each('/reports/', ['invoices', 'income', 'costs']),
  '/login',
  '/register',
  '/forgot-password',
  ...each('/pages/authentication/', [
    'login-v1',
    'login-v2',
    'register-v1',
    'register-v2',
    'forgot-password-v1',
    'forgot-password-v2',
    'reset-password-v1',
    'reset-password-v2',
  ]),
  ...each('/pages/miscellaneous/', ['coming-soon', 'not-authorized', 'under-maintenance', 'error']),
  '/access-control',
  ...each('/pages/', ['account-setting', 'profile', 'faq', 'knowledge-base', 'pricing']),
  ...each('/pages/knowledge-base/', ['account', 'account/some-article']),
  ...each('/pages/blog/', ['list', '1', 'edit/1']),
  ...each('/card/', ['card-basic', 'card-advance', 'statistic', 'analytic', 'action']),
  ...each('/components/', [
    'alert',
    'aspect',
    'avatar',
    'badge',
    'breadcrumb',
    'button',
    'button-group',
    'button-toolbar',
    'calendar',
    'carousel',
    'collapse',
    'dropdown',
    'embed',
    'image',
    'list-group',
    'media',
    'modal',
    'nav',
    'overlay',
    'pagination',
    'pagination-nav',
    'pill',
    'pill-badge',
    'popover',
    'progress',
    'sidebar',
    'spinner',
    'tab',
    'time',
    'timeline',
    'toasts',
    'tooltip',
  ]),
  ...each('/extensions/', [
    'sweet-alert',
    'drag-drop',
    'swiper',
    'clipboard',
    'context-menu',
    'toastification',
    'i18n',
    'slider',
    'tour',
  ]),
  ...each('/ui/', ['typography', 'colors', 'feather']),
  ...each('/page-layouts/', [
    'collapsed-menu',
    'boxed-layout',
    'without-menu',
    'layout-empty',
    'layout-blank',
  ]),
  ...each('/charts-and-maps/charts/', ['apex-chart', 'chartjs', 'echart']),
  '/maps/leaflet',
  ...each('/forms/form-element/', [
    'form-select',
    'switch',
    'checkbox',
    'radio',
    'input',
    'textarea',
    'spinbutton',
    'input-group',
    'rating',
    'tag',
    'datepicker',
    'timepicker',
    'file-input',
    'auto-suggest',
    'vue-select',
    'quill-editor',
    'date-time-picker',
    'form-input-mask',
  ]),
  ...each('/forms/', ['form-layout', 'form-wizard', 'form-validation', 'form-repeater']),
  ...each('/table/', ['bs-table', 'vue-good-table']),
];

/** The route a path lands on: the deepest match, or nothing when none matches. */
function routeOf(path: string) {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe("the spec's routes", () => {
  it.each(specRoutes)('%s has a real page', (path) => {
    const route = routeOf(path);
    expect(route?.lazy).toBeDefined();
    expect(route?.handle).not.toBe(notFoundHandle);
  });

  it('gives every route with a path a page (or a redirect)', () => {
    const pageless = (list: RouteObject[]): string[] =>
      list.flatMap((route) => [
        ...(route.path && !route.lazy && !route.Component && !route.loader && !route.children
          ? [route.path]
          : []),
        ...pageless(route.children ?? []),
      ]);
    expect(pageless(routes)).toEqual([]);
  });

  it('an unknown path goes to the 404 page, also under a gallery area', () => {
    for (const path of ['/no-such-page', '/card/no-such-card', '/components/no-such-component']) {
      expect(routeOf(path)?.handle).toBe(notFoundHandle);
    }
  });
});
