// Mantine's reset, theme variables and global classes; each component's styles come with the chunk
// that uses it (build/mantine-css-per-component.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient } from './lib/api-client.ts';
import { i18n, initI18n } from './lib/i18n.ts';
import { isLoggedIn } from './lib/session.ts';
import { ShellProviders } from './app/ShellProviders.tsx';
import { TestModeBanner } from './app/TestModeBanner.tsx';
import { hideLoadingOverlay } from './app/loading-overlay.ts';
import { pageNonce } from './lib/csp-nonce.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

// Mantine's modals and drawers lock scrolling through react-remove-scroll, whose <style> tag takes
// its nonce from this global (get-nonce); without it every open modal breaks the page's CSP.
(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = pageNonce() || undefined;

/** The sign-in pages' namespaces come with i18next's start rather than after the page's code. */
const signInNamespaces = ['auth', 'twoFactor'] as const;
const SIGN_IN_PATH = /^\/(login|pages\/authentication\/login-v[12])\/?$/;

/**
 * The start-up (decision 0016). A visitor without a session opening /login gets the login form
 * alone (login-main.tsx): no router, route table or guard, which load with the app after sign-in.
 * Every other page starts the app (app-main.tsx) at once, its code fetched in parallel with the
 * translations.
 */
async function start() {
  // The entry's modules (React DOM the most) were evaluated in this task; each start-up step below
  // takes a task of its own, so that none blocks input for long on a phone (issue 18).
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  let root: Root | null = null;
  // The same frame around the login form and the app, so the test-mode banner stays as one hands over.
  // A transition: React renders the first page in slices, yielding to the browser between them, so
  // that mounting the shell and the page is not one long task that blocks input (issue 18: total
  // blocking time). A page that is still loading shows its boundary's fallback as before.
  const render = (page: ReactNode) =>
    startTransition(() =>
      (root ??= createRoot(container)).render(
        <StrictMode>
          <ShellProviders>
            {/* A namespace not loaded yet suspends its page; index.html's loader is still up meanwhile. */}
            <Suspense fallback={null}>{page}</Suspense>
            <TestModeBanner />
          </ShellProviders>
        </StrictMode>,
      ),
    );
  configureApiClient({ getLanguage: () => i18n.language });

  // The app's code is evaluated in one task and its router made in the next: one long task less.
  const loadApp = () =>
    import('./app-main.tsx').then(async ({ prepareApp }) => {
      await yieldToMain();
      return prepareApp();
    });
  let app: Promise<void> | null = null;
  const startApp = (): Promise<void> => (app ??= loadApp().then(render));

  const { pathname } = window.location;
  if (/^\/login\/?$/.test(pathname) && !isLoggedIn()) {
    const [{ loginPage }] = await Promise.all([
      import('./login-main.tsx'),
      initI18n(undefined, signInNamespaces),
    ]);
    render(loginPage(startApp));
    return;
  }
  // The router starts fetching the first page's chunk as soon as its own code is here.
  const page = loadApp();
  await yieldToMain();
  await initI18n(undefined, SIGN_IN_PATH.test(pathname) ? signInNamespaces : []);
  render(await page);
}

start().catch((error: unknown) => {
  hideLoadingOverlay();
  console.error('Saldo could not start', error);
});
