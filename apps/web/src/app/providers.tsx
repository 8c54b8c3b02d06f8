import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { KitProviders } from './kit/AppKit.tsx';
import { ShellProviders } from './ShellProviders.tsx';

interface AppProvidersProps {
  children: ReactNode;
  /** Mantine's 'test' environment turns off transitions and portals. */
  env?: 'default' | 'test';
  queryClient?: QueryClient;
}

/**
 * Everything a page can need around it: translations, theme (light/dark), toasts, queries,
 * abilities. The app itself mounts the shell's half at start (main.tsx) and the kit's after sign-in
 * (RouteGuard); component tests get both at once from here.
 */
export function AppProviders({ children, env = 'default', queryClient }: AppProvidersProps) {
  // A cache of its own per mount: one test's answers must not serve the next.
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ShellProviders env={env}>
      <KitProviders queryClient={client}>{children}</KitProviders>
    </ShellProviders>
  );
}
