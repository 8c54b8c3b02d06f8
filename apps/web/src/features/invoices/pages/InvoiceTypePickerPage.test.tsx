import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { allTypes } from '../form/test-data.ts';
import InvoiceTypePickerPage from './InvoiceTypePickerPage.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('InvoiceTypePickerPage', () => {
  it('offers only the types enabled in the settings, each linking to its form', async () => {
    stubApi({
      'GET /api/organization/invoice-types': () => json(200, { ...allTypes, vatMargin: false, final: false }),
    });
    await renderWithProviders(<InvoiceTypePickerPage />, { route: '/apps/invoice/add/' });
    const vat = await screen.findByRole('link', { name: 'VAT invoice' });
    expect(vat.getAttribute('href')).toBe('/apps/invoice/add/vat');
    expect(screen.getByRole('link', { name: 'Advance invoice' }).getAttribute('href')).toBe(
      '/apps/invoice/add/advance',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/apps/invoice/add/vat',
      '/apps/invoice/add/proforma',
      '/apps/invoice/add/advance',
      '/apps/invoice/add/correction',
    ]);
    expect(screen.queryByRole('link', { name: 'VAT margin invoice' })).toBeNull();
  });
});
