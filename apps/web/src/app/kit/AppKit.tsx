// zod's settings go first: this chunk is where the signed-in app starts building schemas.
import '../../lib/zod-config.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AbilityProvider } from '@casl/react';
import { NewClientPanelProvider } from '../../features/contractors/new-client-panel/NewClientPanelProvider.tsx';
import { appAbility } from '../../lib/ability.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useAfterFirstPaint } from '../../lib/after-first-paint.ts';
import { userDataSchema, type UserData } from '@saldo/contracts/auth';
import { checkUserDataWith, onSessionStart } from '../../lib/session.ts';
import { KitPresent } from './kit-context.ts';

/**
 * The toasts' container (with its transition library) comes in a chunk of its own when it mounts,
 * after the first paint: a page's start-up downloads and runs only the store that `notifications.show`
 * writes to (issue 18).
 */
const Notifications = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({ default: Notifications })),
);

/** Spec section 9: toasts close after 3000 ms and show no progress bar. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * One query cache for the page's lifetime, not one per mount: the kit's providers unmount on the
 * login page and mount again after sign-in (RouteGuard), and a reload is what empties the cache.
 */
const sharedQueryClient = createQueryClient();
// A new session must not be served another user's cached answers.
onSessionStart(() => sharedQueryClient.removeQueries());
// The stored user is checked by the contract's schema from now on (lib/session.ts).
checkUserDataWith((value): value is UserData => userDataSchema.safeParse(value).success);

/**
 * What the signed-in app needs around its pages and the login page does not (issue 18): TanStack
 * Query, the CASL abilities, toasts and the new-client panel. Loaded after sign-in (app/kit/kit.ts),
 * or with any page other than the login's.
 */
export function KitProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // The toasts' six portals and transition groups mount after the first paint, not in the page's
  // first commit (issue 18); a toast shown before then waits in Mantine's store and appears with them.
  const toasts = useAfterFirstPaint();
  return (
    <QueryClientProvider client={queryClient ?? sharedQueryClient}>
      {toasts && (
        <Suspense fallback={null}>
          <Notifications autoClose={TOAST_AUTO_CLOSE_MS} withAutoCloseProgress={false} position="top-right" />
        </Suspense>
      )}
      <AbilityProvider value={appAbility}>
        <NewClientPanelProvider>
          <KitPresent value>{children}</KitPresent>
        </NewClientPanelProvider>
      </AbilityProvider>
    </QueryClientProvider>
  );
}
