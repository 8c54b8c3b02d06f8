import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import InvoiceAddPage from '../pages/InvoiceAddPage.tsx';
import { allTypes, buyer, settingsRoutes, stubInvoiceApi } from './test-data.ts';

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the buyer picker (issue 31, item 7)', () => {
  it('names the JST unit the invoices concern under the chosen buyer', async () => {
    const gmina = {
      ...buyer,
      name: 'Gmina Bzdziszewo',
      recipientUnit: {
        kind: 'jst' as const,
        nip: '5260251049',
        name: 'Szkoła Podstawowa nr 3',
        street: 'Szkolna',
        buildingNumber: '3',
        flatNumber: '',
        postalCode: '00-950',
        city: 'Bzdziszewo',
        country: 'PL',
      },
    };
    stubInvoiceApi({
      ...settingsRoutes(allTypes),
      'GET /api/apps/contractors': () => json(200, { contractors: [gmina], total: 1 }),
    });
    await renderRoutes([{ path: '/apps/invoice/add/:type', element: <InvoiceAddPage /> }], {
      route: '/apps/invoice/add/vat',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Buyer/ }));
    await user.click(await screen.findByRole('option', { name: 'Gmina Bzdziszewo' }));
    const unit = within(
      await screen.findByRole('group', { name: 'The invoices concern the subordinate unit (JST)' }),
    );
    expect(unit.getByText('Szkoła Podstawowa nr 3, NIP: 5260251049')).toBeTruthy();
    expect(unit.getByText('Szkolna 3, 00-950 Bzdziszewo')).toBeTruthy();
  }, 120_000);
});
