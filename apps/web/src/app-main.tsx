import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './lib/api-client.ts';
import { createAppRouter } from './app/router.ts';
import { loginPathFor } from './app/guard/guard-decision.ts';
import { loadKit } from './app/kit/kit.ts';
import { preloadLayout } from './app/layouts/layout-chunks.ts';
import { isLoggedIn } from './lib/session.ts';
import { prepareDateFormat } from './lib/intl-format.ts';
import { i18n } from './lib/i18n.ts';

/**
 * The app: its router (created here, so the first page's chunk starts downloading at once), the route
 * table and the guard. Loaded by main.tsx for every page but a cold /login, and after sign-in there.
 */
export function prepareApp(): ReactNode {
  // A signed-in user's first page needs the kit and the layout: both start now, beside the page's
  // chunk, rather than one after another once the router renders (issue 18: the boot waterfall).
  if (isLoggedIn()) {
    void loadKit().catch(() => undefined);
    preloadLayout();
  }
  const router = createAppRouter();
  // Intl's date data loads while the first page's code downloads, not inside its first render.
  prepareDateFormat(i18n.language || navigator.language);
  configureApiClient({
    // The refresh token was refused: back to login, remembering where the user was.
    onSessionExpired: () => {
      const { pathname, search, hash } = router.state.location;
      void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });
  return <RouterProvider router={router} />;
}
