// The contractor card's JST unit / VAT-group member (issue 31 item 7): what FA(3) Podmiot3 is made of.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor, costPage, invoicePage } from '../../../test/contractor-fixtures.ts';
import ContractorPage from '../../../app/pages/ContractorRoute.tsx';

const CONTRACTOR = '/api/apps/contractors/7';

async function renderPage(overrides: Parameters<typeof contractor>[0] = {}) {
  const api = stubApi({
    [`GET ${CONTRACTOR}`]: () => json(200, { contractor: contractor(overrides) }),
    [`PUT ${CONTRACTOR}`]: (body) => json(200, { contractor: { ...contractor(), ...(body as object) } }),
    'GET /api/apps/invoice/debt-history': () => json(200, { entries: [] }),
    'GET /api/apps/invoice/invoices': () => json(200, invoicePage()),
    'GET /api/documents/costs': () => json(200, costPage()),
  });
  await renderWithProviders(<ContractorPage />, {
    route: '/apps/contractors/7',
    path: '/apps/contractors/:id',
  });
  await screen.findByRole('heading', { name: 'Kowalski & Syn Sp. z o.o.' });
  return api;
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the unit a buyer’s invoices concern', () => {
  it('saves a JST unit with its NIP, name and address, after the shared rules check the NIP', async () => {
    const api = await renderPage();
    const user = userEvent.setup();
    const kind = screen.getByRole('combobox', { name: 'The invoices concern' });
    expect((kind as HTMLInputElement).value).toBe('The buyer itself');
    expect(screen.queryByRole('textbox', { name: /Unit's NIP/ })).toBeNull();

    await user.click(kind);
    await user.click(
      await screen.findByRole('option', { name: /subordinate unit of this local government/ }),
    );
    expect(screen.getByText(/the invoice is marked JST and names the unit/)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Unit's NIP/ }), '5260251048');
    await user.type(screen.getByRole('textbox', { name: /Unit's name/ }), 'Szkoła Podstawowa nr 3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid Company ID')).toBeTruthy();
    expect(api.callsTo(`PUT ${CONTRACTOR}`)).toHaveLength(0);

    const nip = screen.getByRole('textbox', { name: /Unit's NIP/ });
    await user.clear(nip);
    await user.type(nip, '526-025-10-49');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${CONTRACTOR}`)[0]?.body).toMatchObject({
        // The server stores the NIP's digits (the same shared rules normalize it there).
        recipientUnit: { kind: 'jst', nip: '526-025-10-49', name: 'Szkoła Podstawowa nr 3', country: 'PL' },
      }),
    );
  });

  it('shows a saved VAT-group member and clears it back to the buyer itself', async () => {
    const api = await renderPage({
      recipientUnit: {
        kind: 'vatGroup',
        nip: '5260251049',
        name: 'Członek grupy',
        street: '',
        buildingNumber: '',
        flatNumber: '',
        postalCode: '',
        city: 'Opole',
        country: 'PL',
      },
    });
    const user = userEvent.setup();
    expect((screen.getByRole('textbox', { name: /Member's name/ }) as HTMLInputElement).value).toBe(
      'Członek grupy',
    );
    await user.click(screen.getByRole('combobox', { name: 'The invoices concern' }));
    await user.click(await screen.findByRole('option', { name: 'The buyer itself' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT ${CONTRACTOR}`)[0]?.body).toMatchObject({ recipientUnit: null }),
    );
  });
});
