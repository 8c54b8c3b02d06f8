import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './lib/api-client.ts';
import { createAppRouter } from './app/router.ts';
import { loginPathFor } from './app/guard/guard-decision.ts';

/**
 * The app: its router (created here, so the first page's chunk starts downloading at once), the route
 * table and the guard. Loaded by main.tsx for every page but a cold /login, and after sign-in there.
 */
export function prepareApp(): ReactNode {
  const router = createAppRouter();
  configureApiClient({
    // The refresh token was refused: back to login, remembering where the user was.
    onSessionExpired: () => {
      const { pathname, search, hash } = router.state.location;
      void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });
  return <RouterProvider router={router} />;
}
