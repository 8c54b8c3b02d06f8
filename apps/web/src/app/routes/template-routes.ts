import { redirect, type RouteObject } from 'react-router';
import { moduleRoute } from './business-routes.ts';
import { lazyPage } from './lazy-page.ts';
import type { Breadcrumb } from '../../lib/route-meta.ts';
import { galleryRoutes } from './gallery-routes.ts';
import { componentGalleryRoutes } from './gallery-components-routes.ts';
import { formGalleryRoutes } from './gallery-forms-routes.ts';
import { chartGalleryRoutes } from './gallery-charts-routes.ts';

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
const emailPage = lazyPage(() => import('../../features/email/pages/EmailPage.tsx'));

/** The gallery's card pages share one chunk: one module, a page per export. */
type CardPageName =
  'CardBasicPage' | 'CardAdvancePage' | 'CardStatisticPage' | 'CardAnalyticPage' | 'CardActionPage';
const cardPage = (name: CardPageName) =>
  lazyPage(async () => ({ default: (await import('../../features/gallery/pages/CardPages.tsx'))[name] }));

/** The template's demo apps and pages, kept as routes with their resources. */
export const templateRoutes: RouteObject[] = [
  // The calendar app (issue 23): the company's shared calendar with the books' deadlines.
  {
    ...moduleRoute('/apps/calendar', 'Calendar', 'calendar', {
      breadcrumb: [apps, crumb('common:nav.calendar')],
    }),
    lazy: lazyPage(() => import('../../features/calendar/pages/CalendarPage.tsx')),
  },
  // The e-mail app (issue 24): the user's own mailbox; one page for every folder and label.
  {
    ...moduleRoute('/apps/email', 'Email', 'email', { breadcrumb: [apps, crumb('common:nav.email')] }),
    lazy: emailPage,
  },
  {
    ...moduleRoute('/apps/email/:folder', 'Email', 'email', {
      breadcrumb: [apps, crumb('common:nav.email')],
      paramWhitelist: { folder: emailFolders },
    }),
    lazy: emailPage,
  },
  {
    ...moduleRoute('/apps/email/label/:label', 'Email', 'email', {
      breadcrumb: [apps, crumb('common:nav.email')],
      paramWhitelist: { label: emailLabels },
    }),
    lazy: emailPage,
  },
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
  {
    ...moduleRoute('/apps/chat', 'Chat', 'chat', { breadcrumb: [apps, crumb('common:nav.chat')] }),
    lazy: lazyPage(() => import('../../features/chat/pages/ChatPage.tsx')),
  },
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
    // Where Przelewy24 sends the buyer back after paying an order online (the order's payment status).
    ...moduleRoute('/apps/e-commerce/orders/:id/payment', 'Shop', 'shop', {
      breadcrumb: [apps, shop, crumb('shop:orders.title')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/PaymentReturnPage.tsx')),
  },
  {
    // The administrator's catalogue: add, edit, pictures, archive ('manage Shop').
    ...moduleRoute('/apps/e-commerce/products', 'Shop', 'shop', {
      action: 'manage',
      breadcrumb: [apps, shop, crumb('shop:admin.title')],
    }),
    lazy: lazyPage(() => import('../../features/shop/pages/CatalogueAdminPage.tsx')),
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
  // The profile page and the organization's internal feed (issue 26): staff only ('Profile').
  {
    ...moduleRoute('/pages/profile', 'Profile', 'profile', {
      breadcrumb: [pages, crumb('common:nav.profile')],
    }),
    lazy: lazyPage(() => import('../../features/profile/pages/ProfilePage.tsx')),
  },
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
  // The blog (issue 26): /pages/blog/edit/new writes a new post.
  {
    ...moduleRoute('/pages/blog/list', 'Blog', 'blog', {
      pageTitle: 'common:titles.blogList',
      breadcrumb: [pages, blog, crumb('common:titles.blogList')],
    }),
    lazy: lazyPage(() => import('../../features/blog/pages/BlogListPage.tsx')),
  },
  {
    ...moduleRoute('/pages/blog/:id', 'Blog', 'blog', {
      pageTitle: 'common:titles.blogDetail',
      breadcrumb: [pages, blog, crumb('common:titles.blogDetail')],
    }),
    lazy: lazyPage(() => import('../../features/blog/pages/BlogDetailPage.tsx')),
  },
  {
    ...moduleRoute('/pages/blog/edit/:id', 'Blog', 'blog', {
      action: 'update',
      pageTitle: 'common:titles.blogEdit',
      breadcrumb: [pages, blog, crumb('common:titles.blogEdit')],
    }),
    lazy: lazyPage(() => import('../../features/blog/pages/BlogEditPage.tsx')),
  },
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
  // Issue 27: behind these two gallery routes are real features, the new organization's setup
  // wizard (an administrator's: it changes the company) and the first-login tour.
  {
    path: '/forms/form-wizard',
    lazy: lazyPage(() => import('../../features/onboarding/pages/FormWizardPage.tsx')),
    handle: {
      resource: 'Organization',
      action: 'update',
      pageTitle: 'onboarding:wizard.title',
      breadcrumb: [crumb('common:nav.uiKit'), crumb('onboarding:wizard.title')],
    },
  },
  {
    path: '/extensions/tour',
    lazy: lazyPage(() => import('../../features/onboarding/pages/TourPage.tsx')),
    handle: {
      resource: 'UiKit',
      pageTitle: 'onboarding:gallery.title',
      breadcrumb: [crumb('common:nav.uiKit'), crumb('onboarding:gallery.title')],
    },
  },
  // The component gallery (issue 27): admins' living style guide ('UiKit'), each page a lazy chunk.
  ...galleryRoutes([
    ['/card/card-basic', 'cards.basic.title', cardPage('CardBasicPage')],
    ['/card/card-advance', 'cards.advance.title', cardPage('CardAdvancePage')],
    ['/card/statistic', 'cards.statistic.title', cardPage('CardStatisticPage')],
    ['/card/analytic', 'cards.analytic.title', cardPage('CardAnalyticPage')],
    ['/card/action', 'cards.action.title', cardPage('CardActionPage')],
    [
      '/table/bs-table',
      'tables.bs.title',
      lazyPage(() => import('../../features/gallery/pages/BsTablePage.tsx')),
    ],
    [
      '/table/vue-good-table',
      'tables.vgt.title',
      lazyPage(() => import('../../features/gallery/pages/VueGoodTablePage.tsx')),
    ],
    [
      '/forms/form-element/auto-suggest',
      'autosuggest.title',
      lazyPage(() => import('../../features/gallery/pages/AutoSuggestPage.tsx')),
    ],
  ]),
  // The spec names these three without the template's `card-` prefix; its names lead to them.
  ...(['statistic', 'analytic', 'action'] as const).map((card) => ({
    path: `/card/card-${card}`,
    loader: () => redirect(`/card/${card}`),
  })),
  ...componentGalleryRoutes,
  ...formGalleryRoutes,
  ...chartGalleryRoutes,
];
