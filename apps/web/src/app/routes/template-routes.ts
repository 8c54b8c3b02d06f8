import type { RouteObject } from 'react-router';
import { moduleRoute } from './business-routes.ts';
import { lazyPage } from './lazy-page.ts';
import type { Breadcrumb } from '../../lib/route-meta.ts';

/** Spec section 2: the only email folders and labels, todo filters and tags; others go to 404. */
export const emailFolders = ['sent', 'draft', 'starred', 'spam', 'trash'] as const;
export const emailLabels = ['personal', 'company', 'important', 'private'] as const;
export const todoFilters = ['important', 'completed', 'deleted'] as const;
export const todoTags = ['team', 'low', 'medium', 'high', 'update'] as const;

const apps: Breadcrumb = { labelKey: 'common:nav.apps' };
const shop: Breadcrumb = { labelKey: 'common:nav.shop', to: '/apps/e-commerce/shop' };
const pages: Breadcrumb = { labelKey: 'common:nav.pages' };
const blog: Breadcrumb = { labelKey: 'common:nav.blog', to: '/pages/blog/list' };
const crumb = (labelKey: string): Breadcrumb => ({ labelKey });
const todoPage = lazyPage(() => import('../../features/todo/pages/TodoPage.tsx'));

const uiKitAreas = [
  'card',
  'components',
  'extensions',
  'ui',
  'page-layouts',
  'charts-and-maps',
  'maps',
  'forms',
  'table',
];

/** The template's demo apps and pages, kept as routes with their resources. */
export const templateRoutes: RouteObject[] = [
  // The calendar app (issue 23): the company's shared calendar with the books' deadlines.
  {
    ...moduleRoute('/apps/calendar', 'Calendar', 'calendar', {
      breadcrumb: [apps, crumb('common:nav.calendar')],
    }),
    lazy: lazyPage(() => import('../../features/calendar/pages/CalendarPage.tsx')),
  },
  moduleRoute('/apps/email', 'Email', 'email', { breadcrumb: [apps, crumb('common:nav.email')] }),
  moduleRoute('/apps/email/:folder', 'Email', 'email', {
    breadcrumb: [apps, crumb('common:nav.email')],
    paramWhitelist: { folder: emailFolders },
  }),
  moduleRoute('/apps/email/label/:label', 'Email', 'email', {
    breadcrumb: [apps, crumb('common:nav.email')],
    paramWhitelist: { label: emailLabels },
  }),
  // The to-do app (issue 23): the organization's tasks ('Todo'); one page for every filter and tag.
  {
    ...moduleRoute('/apps/todo', 'Todo', 'todo', { breadcrumb: [apps, crumb('common:nav.todo')] }),
    lazy: todoPage,
  },
  {
    ...moduleRoute('/apps/todo/:filter', 'Todo', 'todo', {
      breadcrumb: [apps, crumb('common:nav.todo')],
      paramWhitelist: { filter: todoFilters },
    }),
    lazy: todoPage,
  },
  {
    ...moduleRoute('/apps/todo/tag/:tag', 'Todo', 'todo', {
      breadcrumb: [apps, crumb('common:nav.todo')],
      paramWhitelist: { tag: todoTags },
    }),
    lazy: todoPage,
  },
  moduleRoute('/apps/chat', 'Chat', 'chat', { breadcrumb: [apps, crumb('common:nav.chat')] }),
  // The shop (issue 25): the catalogue, wishlist, checkout and orders ('Shop').
  {
    ...moduleRoute('/apps/e-commerce/shop', 'Shop', 'shop', {
      pageTitle: 'common:titles.shop',
      breadcrumb: [apps, crumb('common:titles.shop')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/ShopPage.tsx')),
  },
  {
    ...moduleRoute('/apps/e-commerce/wishlist', 'Shop', 'shop', {
      pageTitle: 'common:titles.wishlist',
      breadcrumb: [apps, shop, crumb('common:titles.wishlist')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/WishlistPage.tsx')),
  },
  {
    // Ordering is 'create Shop' (administrators and clients); an accountant browses the catalogue only.
    ...moduleRoute('/apps/e-commerce/checkout', 'Shop', 'shop', {
      action: 'create',
      pageTitle: 'common:titles.checkout',
      breadcrumb: [apps, shop, crumb('common:titles.checkout')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/CheckoutPage.tsx')),
  },
  {
    ...moduleRoute('/apps/e-commerce/orders', 'Shop', 'shop', {
      breadcrumb: [apps, shop, crumb('shop:orders.title')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/OrdersPage.tsx')),
  },
  {
    ...moduleRoute('/apps/e-commerce/:slug', 'Shop', 'shop', {
      pageTitle: 'common:titles.productDetails',
      breadcrumb: [apps, shop, crumb('common:titles.productDetails')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/ProductPage.tsx')),
  },
  // The users app (issue 23): the organization's users, administrators only ('User').
  {
    ...moduleRoute('/apps/user/list', 'User', 'users', { breadcrumb: [apps, crumb('common:nav.users')] }),
    lazy: lazyPage(() => import('../../features/users/pages/UserListPage.tsx')),
  },
  {
    ...moduleRoute('/apps/user/view/:id', 'User', 'users', {
      breadcrumb: [
        apps,
        { labelKey: 'common:nav.users', to: '/apps/user/list' },
        crumb('common:titles.preview'),
      ],
    }),
    lazy: lazyPage(() => import('../../features/users/pages/UserViewPage.tsx')),
  },
  {
    ...moduleRoute('/apps/user/edit/:id', 'User', 'users', {
      action: 'update',
      breadcrumb: [
        apps,
        { labelKey: 'common:nav.users', to: '/apps/user/list' },
        crumb('common:titles.edit'),
      ],
    }),
    lazy: lazyPage(() => import('../../features/users/pages/UserEditPage.tsx')),
  },
  moduleRoute('/pages/profile', 'Profile', 'profile', { breadcrumb: [pages, crumb('common:nav.profile')] }),
  // The help centre and pricing (issue 26): read by every role that has the subject, edited by admins.
  {
    ...moduleRoute('/pages/faq', 'Faq', 'faq', { breadcrumb: [pages, crumb('common:nav.faq')] }),
    lazy: lazyPage(() => import('../../features/help/pages/FaqPage.tsx')),
  },
  {
    ...moduleRoute('/pages/knowledge-base', 'KnowledgeBase', 'knowledgeBase', {
      breadcrumb: [pages, crumb('common:nav.knowledgeBase')],
    }),
    lazy: lazyPage(() => import('../../features/help/pages/KnowledgeBasePage.tsx')),
  },
  {
    ...moduleRoute('/pages/knowledge-base/:category', 'KnowledgeBase', 'knowledgeBase', {
      breadcrumb: [pages, { labelKey: 'common:nav.knowledgeBase', to: '/pages/knowledge-base' }],
    }),
    lazy: lazyPage(() => import('../../features/help/pages/KbCategoryPage.tsx')),
  },
  {
    ...moduleRoute('/pages/knowledge-base/:category/:slug', 'KnowledgeBase', 'knowledgeBase', {
      breadcrumb: [pages, { labelKey: 'common:nav.knowledgeBase', to: '/pages/knowledge-base' }],
    }),
    lazy: lazyPage(() => import('../../features/help/pages/KbArticlePage.tsx')),
  },
  {
    ...moduleRoute('/pages/pricing', 'Pricing', 'pricing', {
      breadcrumb: [pages, crumb('common:nav.pricing')],
    }),
    lazy: lazyPage(() => import('../../features/pricing/pages/PricingPage.tsx')),
  },
  moduleRoute('/pages/blog/list', 'Blog', 'blog', {
    pageTitle: 'common:titles.blogList',
    breadcrumb: [pages, blog, crumb('common:titles.blogList')],
  }),
  moduleRoute('/pages/blog/:id', 'Blog', 'blog', {
    pageTitle: 'common:titles.blogDetail',
    breadcrumb: [pages, blog, crumb('common:titles.blogDetail')],
  }),
  moduleRoute('/pages/blog/edit/:id', 'Blog', 'blog', {
    action: 'update',
    pageTitle: 'common:titles.blogEdit',
    breadcrumb: [pages, blog, crumb('common:titles.blogEdit')],
  }),
  // The template's statistic and analytic cards, answered from the books (admins: the whole company).
  {
    path: '/card/card-statistics',
    lazy: lazyPage(() => import('../../features/dashboard/pages/CardStatisticsPage.tsx')),
    handle: {
      resource: 'Dashboard',
      pageTitle: 'dashboard:cards.card-statistics.title',
      breadcrumb: [crumb('common:nav.uiKit'), crumb('dashboard:cards.card-statistics.title')],
    },
  },
  {
    path: '/card/card-analytics',
    lazy: lazyPage(() => import('../../features/dashboard/pages/CardAnalyticsPage.tsx')),
    handle: {
      resource: 'Dashboard',
      pageTitle: 'dashboard:cards.card-analytics.title',
      breadcrumb: [crumb('common:nav.uiKit'), crumb('dashboard:cards.card-analytics.title')],
    },
  },
  // The template's component showcases (cards, components, extensions, forms, tables, charts…).
  ...uiKitAreas.map((area) =>
    moduleRoute(`/${area}/*`, 'UiKit', 'uiKit', { breadcrumb: [crumb('common:nav.uiKit')] }),
  ),
];
