import type { RouteObject } from 'react-router';
import { RouteGuard } from './guard/RouteGuard.tsx';
import { LayoutSwitch } from './layouts/LayoutSwitch.tsx';
import { PageErrorBoundary, RootErrorBoundary } from './errors/RouteErrorBoundary.tsx';
import { authRoutes } from './routes/auth-routes.ts';
import { miscRoutes, notFoundHandle, notFoundPage } from './routes/misc-routes.ts';
import { businessRoutes } from './routes/business-routes.ts';
import { templateRoutes } from './routes/template-routes.ts';
import { withMetaNamespaces } from './routes/meta-namespaces.ts';
import { HomeRedirect, HydrateFallback } from './RouteFallbacks.tsx';

/**
 * The route tree. Every page is lazy-loaded; its `handle` (see route-meta.ts) carries the resource,
 * action, layout and titles, and is static so the guard can read it before the page code arrives.
 *
 *   root (RouteGuard, full-page error boundary)
 *   ├─ /  → redirect /dashboard/
 *   └─ LayoutSwitch (vertical | horizontal | full, from the route's meta or the customizer)
 *      └─ error boundary inside the layout
 *         └─ auth, misc, business and template pages, and * → 404
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RouteGuard,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback,
    children: [
      { index: true, Component: HomeRedirect },
      {
        Component: LayoutSwitch,
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              ...authRoutes,
              ...miscRoutes,
              ...businessRoutes,
              ...templateRoutes,
              { path: '*', lazy: notFoundPage, handle: notFoundHandle },
            ].map(withMetaNamespaces),
          },
        ],
      },
    ],
  },
];
