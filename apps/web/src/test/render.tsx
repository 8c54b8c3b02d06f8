import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { i18n, initI18n } from '../lib/i18n.ts';
import type { Language } from '@saldo/i18n/languages';
import { namespaces } from '@saldo/i18n/namespaces';

// Mantine's test environment: no transitions, no portals (menus render in place).
function testProviders() {
  return ({ children }: { children: ReactNode }) => <AppProviders env="test">{children}</AppProviders>;
}

async function ready(lng: Language) {
  // Every namespace up front: a test reads the screen right after rendering, nothing suspends.
  // Polish and English too: invoices print in one of them whatever the UI language (the preview's
  // route loads them in the app).
  if (!i18n.isInitialized) {
    await initI18n(lng, namespaces);
    await i18n.loadLanguages(['en', 'pl']);
  } else await i18n.changeLanguage(lng);
}

/** Renders a component with the app's providers, at `route`, in the given language (default en). */
export async function renderWithProviders(
  ui: ReactElement,
  { route = '/', lng = 'en' as Language, path = '*' }: { route?: string; lng?: Language; path?: string } = {},
) {
  await ready(lng);
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [route] });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: testProviders() }) };
}

/** Renders a route tree (the app's own `routes` by default) in a memory router at `route`. */
export async function renderRoutes(
  routes: RouteObject[],
  { route = '/', lng = 'en' as Language }: { route?: string; lng?: Language } = {},
) {
  await ready(lng);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: testProviders() }) };
}
