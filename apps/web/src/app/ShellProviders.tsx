import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { pageNonce } from '../lib/csp-nonce.ts';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, skinManager, theme } from './theme/theme.ts';

/**
 * What every page needs around it, the login page included: translations and the theme (light or
 * dark). The signed-in app's providers (queries, abilities, toasts) come later (app/kit, issue 18).
 * Mantine's 'test' environment turns off transitions and portals.
 */
export function ShellProviders({
  children,
  env = 'default',
}: {
  children: ReactNode;
  env?: 'default' | 'test';
}) {
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
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
