import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * Renders in Mantine's own environment, where portals are drawn: renderWithProviders' test
 * environment draws none, so it cannot tell whether a component mounts one (issue 18).
 */
export function renderWithPortals(ui: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>{ui}</MantineProvider>
    </QueryClientProvider>,
  );
}

/** The Mantine portals in the document. */
export const mountedPortals = (): number => document.querySelectorAll('[data-portal]').length;
