import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KsefBulkSendModal } from './KsefBulkSendModal.tsx';

describe('KsefBulkSendModal', () => {
  it('mounts nothing with the invoice list until first opened (issue 18)', () => {
    // Mantine's own environment: the test one renders no portal at all.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <KsefBulkSendModal
            opened={false}
            selected={new Map()}
            onClose={() => undefined}
            onSent={() => undefined}
          />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(document.querySelector('[data-portal]')).toBeNull();
  });
});
