import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test/render.tsx';
import { useInvoiceFormat } from './format.ts';

afterEach(() => vi.restoreAllMocks());

function Table() {
  useInvoiceFormat();
  return <p>rows loading</p>;
}

describe('useInvoiceFormat', () => {
  it('makes the language’s date formatter in an idle moment, before any date is shown', async () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    await renderWithProviders(<Table />, { lng: 'fr' });
    await waitFor(() => expect(made).toHaveBeenCalledWith('fr', { dateStyle: 'medium', timeZone: 'UTC' }));
  });
});
