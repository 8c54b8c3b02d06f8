import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { AbilityProvider } from '@casl/react';
import { NewClientPanelProvider } from '../features/contractors/new-client-panel/NewClientPanelProvider.tsx';
import { appAbility } from '../lib/ability.ts';
import { pageNonce } from '../lib/csp-nonce.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, skinManager, theme } from './theme/theme.ts';

/** Spec section 9: toasts close after 3000 ms and show no progress bar. */
export const TOAST_AUTO_CLOSE_MS = 3000;

interface AppProvidersProps {
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals. */
  env?: 'default' | 'test';
  queryClient?: QueryClient;
}

/** Everything a page needs around it: translations, theme (light/dark), toasts, queries, abilities. */
export function AppProviders({ children, env = 'default', queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={skinManager}
        defaultColorScheme="light"
        getStyleNonce={pageNonce}
        env={env}
      >
        <Notifications autoClose={TOAST_AUTO_CLOSE_MS} withAutoCloseProgress={false} position="top-right" />
        <QueryClientProvider client={client}>
          <AbilityProvider value={appAbility}>
            <NewClientPanelProvider>{children}</NewClientPanelProvider>
          </AbilityProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
