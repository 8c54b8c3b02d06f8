import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../../test/api-stub.ts';
import { contractor } from '../../../../test/contractor-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FormSelectPage, SpinbuttonPage } from './InputPages.tsx';

const kowalski = contractor();
const muster = contractor({ id: 8, name: 'Muster GmbH', nip: 'DE811115368', country: 'DE', city: 'Berlin' });

/** The contractors search the select page asks, answering by name. */
function stubContractors() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/apps/contractors') return json(404, { message: 'no stub' });
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = [kowalski, muster].filter((one) => one.name.toLowerCase().includes(q));
    return json(200, { contractors: found, total: found.length, totalCapped: false, balances: [] });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the select page', () => {
  it('chooses an invoice status with the keyboard alone', async () => {
    stubContractors();
    await renderWithProviders(<FormSelectPage />);
    await screen.findByText('No contractor chosen.', {}, { timeout: 15_000 });
    const actor = userEvent.setup();
    const status = screen.getByRole('combobox', { name: 'Status' });
    status.focus();
    await actor.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Status' });
    expect(within(list).getByRole('option', { name: 'Issued' })).toBeTruthy();
    // The arrow that opened the list stands on its first option; the next one moves on.
    await actor.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(status).toHaveProperty('value', 'Sent'));
    await waitFor(() => expect(screen.queryByRole('listbox', { name: 'Status' })).toBeNull());
    // The page holds some forty fields: rendering it in jsdom is slow on a busy machine.
  }, 40_000);

  it('offers the contractors the server finds, and one is chosen with the arrows and Enter', async () => {
    stubContractors();
    await renderWithProviders(<FormSelectPage />);
    const actor = userEvent.setup();
    const books = await screen.findByRole('region', { name: 'From your books' });
    const picker = await within(books).findByRole('combobox', { name: 'Contractor' });
    await actor.click(picker);
    await actor.keyboard('Must');
    const list = await screen.findByRole('listbox', { name: 'Contractor' });
    // Once the typing settles, the list is the server's answer to it.
    await waitFor(() => {
      expect(within(list).getByRole('option', { name: muster.name })).toBeTruthy();
      expect(within(list).queryByRole('option', { name: kowalski.name })).toBeNull();
    });
    await actor.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Chosen: Muster GmbH')).toBeTruthy();
  }, 40_000);
});

describe('the spin button page', () => {
  it('works an invoice line out in grosze and adds amounts exactly', async () => {
    await renderWithProviders(<SpinbuttonPage />);
    const totals = screen.getByRole('table', { name: "The line's amounts" });
    // 3 × 33.3333 is rounded once, to 100.00, not 3 × 33.33.
    expect(within(totals).getByText('PLN 100.00')).toBeTruthy();
    expect(within(totals).getByText('PLN 23.00')).toBeTruthy();
    expect(within(totals).getByText('PLN 123.00')).toBeTruthy();
    expect(screen.getByText('In grosze: PLN 0.30 (30 grosze).')).toBeTruthy();
    expect(screen.getByText('The same sum in binary floating point: 0.30000000000000004.')).toBeTruthy();

    const actor = userEvent.setup();
    const [first] = screen.getAllByRole('spinbutton', { name: 'First amount' });
    if (first === undefined) throw new Error('no first amount');
    await actor.click(first);
    await actor.keyboard('{ArrowUp}');
    expect(screen.getByText('In grosze: PLN 1.30 (130 grosze).')).toBeTruthy();
  });
});
