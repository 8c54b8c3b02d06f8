import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { getSession } from '../../../lib/session.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { company, gusAnswer } from '../../../test/settings-fixtures.ts';
import { CompanyTab } from './CompanyTab.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab(routes: Record<string, StubHandler> = {}, lng: 'en' | 'pl' = 'en') {
  const api = stubApi({ 'GET /api/organization/company': () => json(200, company), ...routes });
  return { api, ...renderWithProviders(<CompanyTab />, { lng }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

const value = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('company details', () => {
  it('loads the company and saves a change in normalized form', async () => {
    const { api } = renderTab({
      'PUT /api/organization/company': (body) => json(200, { ...(body as object), logo: null }),
    });
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('Demo sp. z o.o.')).toBeTruthy();
    expect(value(/^NIP/)).toBe('1234563218');
    await fill(user, screen.getByLabelText(/^Company website/), 'demo.pl');
    await fill(user, screen.getByLabelText(/^Postal code/), '00850');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    // The user menu shows the organization's name from the session: it follows the new one.
    expect(getSession().userData?.organization.name).toBe('Demo sp. z o.o.');
    expect(api.callsTo('PUT /api/organization/company')[0]?.body).toMatchObject({
      name: 'Demo sp. z o.o.',
      website: 'https://demo.pl',
      postalCode: '00-850',
      vatExemptionBasis: '',
    });
  });

  it("says 'Invalid Company ID' for a NIP with a wrong checksum, and sends nothing", async () => {
    const { api } = renderTab();
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^NIP/), '1234563219');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid Company ID')).toBeTruthy();
    expect(api.callsTo('PUT /api/organization/company')).toEqual([]);
  });

  it('says it in Polish too', async () => {
    renderTab({}, 'pl');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^NIP/), '123');
    await user.click(screen.getByRole('button', { name: 'Pobierz dane z GUS' }));
    expect(await screen.findByText('Nieprawidłowy NIP firmy')).toBeTruthy();
  });

  it('saves the cash method (metoda kasowa), which only a VAT payer is offered', async () => {
    const { api } = renderTab({
      'PUT /api/organization/company': (body) => json(200, { ...(body as object), logo: null }),
    });
    const user = userEvent.setup();
    const cash = await screen.findByRole('checkbox', { name: 'Cash method (metoda kasowa)' });
    expect((cash as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/VAT is due when the buyer pays/)).toBeTruthy();
    await user.click(cash);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(api.callsTo('PUT /api/organization/company')[0]?.body).toMatchObject({ cashMethod: true });

    await user.click(screen.getByRole('radio', { name: 'VAT exempt' }));
    expect(screen.queryByRole('checkbox', { name: 'Cash method (metoda kasowa)' })).toBeNull();
  });

  it('asks for the legal basis once the company is marked VAT exempt', async () => {
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'VAT exempt' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please give the legal basis of the VAT exemption.')).toBeTruthy();
  });

  it("fills the form from GUS by the NIP ('Fill from GUS')", async () => {
    const { api } = renderTab({ 'GET /api/lookup/company': () => json(200, gusAnswer) });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^NIP/), '526-025-09-95');
    await user.click(screen.getByRole('button', { name: 'Fill from GUS' }));

    await waitFor(() => expect(value(/^Company name/)).toBe('Kowalski Handel Sp. z o.o.'));
    expect(value(/^NIP/)).toBe('5260250995');
    expect(value(/^REGON/)).toBe('012345678');
    expect(value(/^KRS/)).toBe('0000012345');
    expect(value(/^Street/)).toBe('ul. Marszałkowska');
    expect(value(/^Building no/)).toBe('10');
    expect(value(/^Unit no/)).toBe('4');
    expect(value(/^Postal code/)).toBe('00-590');
    // Contact data is not in the registers: it stays as it was.
    expect(value(/^Company e-mail/)).toBe('biuro@demo.com');
    expect(api.calls.find((call) => call.route === 'GET /api/lookup/company')).toBeTruthy();
    expect(
      screen.getByText('Filled in from the GUS REGON register. Please check the data and save.'),
    ).toBeTruthy();
  });

  it('shows why the registers could not answer under the NIP', async () => {
    renderTab({
      'GET /api/lookup/company': () => json(404, { message: 'No company with this NIP in GUS.' }),
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^NIP/), '5260250995');
    await user.click(screen.getByRole('button', { name: 'Fill from GUS' }));
    expect(await screen.findByText('No company with this NIP in GUS.')).toBeTruthy();
    expect(value(/^Company name/)).toBe('Demo sp. z o.o.');
  });

  it('keeps the typed values and marks the fields the server refuses', async () => {
    renderTab({
      'PUT /api/organization/company': () =>
        json(400, {
          message: 'Please correct the highlighted fields.',
          errors: { krs: 'A KRS number has 10 digits.' },
        }),
    });
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^KRS/), '0000123456');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A KRS number has 10 digits.')).toBeTruthy();
    expect(value(/^KRS/)).toBe('0000123456');
  });
});
