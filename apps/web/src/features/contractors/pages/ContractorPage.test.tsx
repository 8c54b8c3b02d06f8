import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor } from '../test-data.ts';
import ContractorPage from './ContractorPage.tsx';

const URL = '/api/apps/contractors/7';

async function renderPage(routes: Record<string, StubHandler> = {}) {
  const api = stubApi({ [`GET ${URL}`]: () => json(200, { contractor: contractor() }), ...routes });
  const rendered = await renderWithProviders(<ContractorPage />, {
    route: '/apps/contractors/7',
    path: '/apps/contractors/:id',
  });
  await screen.findByRole('heading', { name: 'Kowalski & Syn Sp. z o.o.' });
  return { api, ...rendered };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('ContractorPage', () => {
  it('shows the details in the form, and says where documents will appear', async () => {
    await renderPage();
    expect((screen.getByLabelText(/^Company name/) as HTMLInputElement).value).toBe(
      'Kowalski & Syn Sp. z o.o.',
    );
    expect(screen.getByText('NIP 678-301-42-27')).toBeTruthy();
    expect(screen.getByText(/invoices will appear here once the invoicing module is available/)).toBeTruthy();
    expect(screen.queryByRole('row')).toBeNull();
  });

  it('shows the server refusal when the contractor cannot be deleted', async () => {
    const refusal =
      'This contractor cannot be deleted: 1 linked record(s) (user accounts or documents) still refer to it.';
    const { api } = await renderPage({ [`DELETE ${URL}`]: () => json(409, { message: refusal }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Kowalski & Syn Sp. z o.o.? This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(api.callsTo(`DELETE ${URL}`)).toHaveLength(1);
  });

  it('deletes and goes back to the list', async () => {
    const { router } = await renderPage({ [`DELETE ${URL}`]: () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/contractors/list'));
  });

  it('saves edits with the same rules as the server', async () => {
    const { api } = await renderPage({
      [`PUT ${URL}`]: (body) => json(200, { contractor: { ...contractor(), ...(body as object) } }),
    });
    const user = userEvent.setup();
    const postal = screen.getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, '311');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the postal code as NN-NNN.')).toBeTruthy();
    expect(api.callsTo(`PUT ${URL}`)).toEqual([]);
    await user.type(postal, '47');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(`PUT ${URL}`)[0]?.body).toMatchObject({ postalCode: '31147' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
  });

  it('says when the contractor does not exist', async () => {
    stubApi({ [`GET ${URL}`]: () => json(404, { message: 'Contractor not found.' }) });
    await renderWithProviders(<ContractorPage />, {
      route: '/apps/contractors/7',
      path: '/apps/contractors/:id',
    });
    expect(await screen.findByText('This contractor does not exist or has been deleted.')).toBeTruthy();
  });
});
