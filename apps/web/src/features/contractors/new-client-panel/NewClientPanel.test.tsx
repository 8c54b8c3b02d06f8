import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contractor } from '@saldo/contracts/contractors';
import { json, stubApi, type StubHandler } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { contractor, kowalskiLookup } from '../../../test/contractor-fixtures.ts';
import { NewClientButton } from './NewClientButton.tsx';
import { useNewClientPanel } from '../../../lib/new-client-panel.ts';

const LOOKUP = 'GET /api/lookup/company';
const CREATE = 'POST /api/apps/contractors';

/** Any page that opens the panel and wants the new contractor back. */
function Opener({ onCreated }: { onCreated: (contractor: Contractor) => void }) {
  const panel = useNewClientPanel();
  return (
    <button type="button" onClick={() => panel.open({ onCreated })}>
      open panel
    </button>
  );
}

async function openPanel(routes: Record<string, StubHandler> = {}, lng: 'en' | 'pl' = 'en') {
  const api = stubApi(routes);
  const onCreated = vi.fn();
  await renderWithProviders(<Opener onCreated={onCreated} />, { lng });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'open panel' }));
  const dialog = await screen.findByRole('dialog');
  // The form is its own chunk, loaded with the first opening.
  await within(dialog).findByRole('form', {}, { timeout: 5000 });
  return { api, user, onCreated, dialog };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the new client panel', () => {
  it('fills the form from the register by NIP', async () => {
    const { api, user, dialog } = await openPanel({ [LOOKUP]: () => json(200, kowalskiLookup) });
    expect(within(dialog).getByText('New client')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Tax ID (NIP)'), '678-301-42-27');
    await user.click(within(dialog).getByRole('button', { name: 'Fetch data from GUS' }));
    expect(await within(dialog).findByDisplayValue(kowalskiLookup.name)).toBeTruthy();
    expect((within(dialog).getByLabelText('Street') as HTMLInputElement).value).toBe('ul. Długa');
    expect((within(dialog).getByLabelText('Postal code') as HTMLInputElement).value).toBe('31-147');
    expect((within(dialog).getByLabelText('City') as HTMLInputElement).value).toBe('Kraków');
    expect((within(dialog).getByLabelText('Tax ID (NIP)') as HTMLInputElement).value).toBe('6783014227');
    expect(within(dialog).getByRole('status').textContent).toContain('Active VAT payer');
    expect(api.callsTo(LOOKUP)).toHaveLength(1);
  });

  it('refuses an invalid NIP without asking the server, in Polish too', async () => {
    const { api, user, dialog } = await openPanel({}, 'pl');
    expect(within(dialog).getByText('Nowy klient')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('NIP'), '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Pobierz dane z GUS' }));
    expect(await within(dialog).findByText('Nieprawidłowy NIP firmy')).toBeTruthy();
    expect(api.callsTo(LOOKUP)).toEqual([]);
  });

  it('fetches on Enter in the NIP field and shows the server saying it found nothing', async () => {
    const message = 'No company with this NIP was found in the GUS register or on the VAT white list.';
    const { api, user, dialog } = await openPanel({ [LOOKUP]: () => json(404, { message }) });
    await user.type(within(dialog).getByLabelText('Tax ID (NIP)'), '5790004488{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(api.callsTo(LOOKUP)).toHaveLength(1);
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('shows a spinner on the button while the server looks the NIP up', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, dialog } = await openPanel({
      [LOOKUP]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await user.type(within(dialog).getByLabelText('Tax ID (NIP)'), '6783014227');
    const fetchButton = within(dialog).getByRole('button', { name: 'Fetch data from GUS' });
    await user.click(fetchButton);
    await waitFor(() => expect(fetchButton.getAttribute('data-loading')).toBe('true'));
    answer(json(200, kowalskiLookup));
    expect(await within(dialog).findByDisplayValue(kowalskiLookup.name)).toBeTruthy();
    expect(fetchButton.getAttribute('data-loading')).toBeNull();
  });

  it('says plainly when the registers cannot be reached, and keeps what was typed', async () => {
    const message =
      'The company registers (GUS and the VAT white list) cannot be reached right now. Please try again later or enter the data by hand.';
    const { user, dialog } = await openPanel({ [LOOKUP]: () => json(503, { message }) });
    await user.type(within(dialog).getByLabelText(/^Company name/), 'Wpisana ręcznie');
    await user.type(within(dialog).getByLabelText('Tax ID (NIP)'), '6783014227');
    await user.click(within(dialog).getByRole('button', { name: 'Fetch data from GUS' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect((within(dialog).getByLabelText(/^Company name/) as HTMLInputElement).value).toBe(
      'Wpisana ręcznie',
    );
  });

  it('reveals the correspondence address block, which "same as company address" switches off', async () => {
    const saved = contractor({ id: 13, name: 'Adresowa' });
    const { api, user, dialog } = await openPanel({ [CREATE]: () => json(201, { contractor: saved }) });
    expect(within(dialog).queryByLabelText('Same as company address')).toBeNull();
    expect(within(dialog).getAllByLabelText('Street')).toHaveLength(1);
    await user.click(within(dialog).getByLabelText('Different correspondence address'));
    const same = await within(dialog).findByLabelText('Same as company address');
    const [, secondStreet] = within(dialog).getAllByLabelText('Street');
    expect(secondStreet).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Company name/), 'Adresowa');
    // The second block needs its town, like the server.
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('Field Is Required')).toBeTruthy();
    expect(api.callsTo(CREATE)).toEqual([]);
    await user.type(secondStreet as HTMLElement, 'Skrytka 12');
    const cities = within(dialog).getAllByLabelText(/^City/);
    await user.type(cities[1] as HTMLElement, 'Poznań');
    await user.click(same);
    expect((secondStreet as HTMLInputElement).disabled).toBe(true);
    await user.click(same);
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      differentCorrespondenceAddress: true,
      correspondenceSameAsCompany: false,
      correspondence: { street: 'Skrytka 12', city: 'Poznań' },
    });
  });

  it('names the countries in the language of the interface', async () => {
    const { user, dialog } = await openPanel({}, 'pl');
    const country = within(dialog).getByLabelText('Kraj');
    expect((country as HTMLInputElement).value).toBe('Polska');
    await user.click(country);
    expect(await screen.findByRole('option', { name: 'Niemcy' })).toBeTruthy();
  });

  it('asks for the name before saving', async () => {
    const { api, user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));
    expect(await within(dialog).findByText('Field Is Required')).toBeTruthy();
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('refuses badly formed contact data, in Polish too, before sending anything', async () => {
    const { api, user, dialog } = await openPanel({}, 'pl');
    await user.type(within(dialog).getByLabelText('E-mail'), 'biuro@');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj Klienta' }));
    expect(await within(dialog).findByText('To pole jest wymaganym polem')).toBeTruthy();
    expect(within(dialog).getByText('Podaj prawidłowy adres e-mail.')).toBeTruthy();
    expect(api.callsTo(CREATE)).toEqual([]);
  });

  it('saves, closes, tells the opener and clears the form', async () => {
    const saved = contractor({ id: 12, name: 'Nowa Firma' });
    const { api, user, dialog, onCreated } = await openPanel({
      [CREATE]: () => json(201, { contractor: saved }),
    });
    await user.type(within(dialog).getByLabelText(/^Company name/), 'Nowa Firma');
    await user.type(within(dialog).getByLabelText('E-mail'), 'biuro@nowa.pl');
    await user.click(within(dialog).getByRole('button', { name: 'Add client' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(saved));
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      name: 'Nowa Firma',
      email: 'biuro@nowa.pl',
      country: 'PL',
    });
    expect(await screen.findByText('Client Nowa Firma has been added.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels and clears what was typed', async () => {
    const { user, dialog } = await openPanel();
    await user.type(within(dialog).getByLabelText(/^Company name/), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'open panel' }));
    const again = await screen.findByRole('dialog');
    await within(again).findByRole('form');
    expect((within(again).getByLabelText(/^Company name/) as HTMLInputElement).value).toBe('');
  });
});

describe('the navbar button', () => {
  it('is there for an admin and opens the panel', async () => {
    stubApi({});
    await renderWithProviders(<NewClientButton />);
    await userEvent.click(screen.getByRole('button', { name: 'New client' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('is not there for a client user', async () => {
    loginAs('client');
    await renderWithProviders(<NewClientButton />);
    expect(screen.queryByRole('button', { name: 'New client' })).toBeNull();
  });
});
