import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './lib/api-client.ts';
import { i18n, initI18n } from './lib/i18n.ts';
import { ShellProviders } from './app/ShellProviders.tsx';
import { TestModeBanner } from './app/TestModeBanner.tsx';
import { createAppRouter } from './app/router.ts';
import { loginPathFor } from './app/guard/guard-decision.ts';
import { hideLoadingOverlay } from './app/loading-overlay.ts';

/** The sign-in pages' namespaces come with i18next's start rather than after the page's code. */
const signInNamespaces = ['auth', 'twoFactor'] as const;

async function start() {
  // The router starts fetching the first page's chunk at once, in parallel with the translations.
  const router = createAppRouter();
  const signingIn = /^\/(login|pages\/authentication\/login-v[12])\/?$/.test(window.location.pathname);
  await initI18n(undefined, signingIn ? signInNamespaces : []);
  configureApiClient({
    getLanguage: () => i18n.language,
    // The refresh token was refused: back to login, remembering where the user was.
    onSessionExpired: () => {
      const { pathname, search, hash } = router.state.location;
      void router.navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
    },
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ShellProviders>
        {/* A namespace not loaded yet suspends its page; index.html's loader is still up meanwhile. */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
        <TestModeBanner />
      </ShellProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  hideLoadingOverlay();
  console.error('Saldo could not start', error);
});
