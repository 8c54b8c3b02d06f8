import './lib/zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from './lib/api-client.ts';
import { i18n, initI18n } from './lib/i18n.ts';
import { AppProviders } from './app/providers.tsx';
import { TestModeBanner } from './app/TestModeBanner.tsx';
import { createAppRouter } from './app/router.ts';
import { loginPathFor } from './app/guard/guard-decision.ts';
import { hideLoadingOverlay } from './app/loading-overlay.ts';

async function start() {
  await initI18n();
  const router = createAppRouter();
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
      <AppProviders>
        <RouterProvider router={router} />
        <TestModeBanner />
      </AppProviders>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  hideLoadingOverlay();
  console.error('Saldo could not start', error);
});
