import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@mantine/core';
import type { Contractor } from '@saldo/contracts/contractors';
import { usePartySearch } from '../features/contractors/api/party-search.ts';
import { buyerOfContractor, type BuyerSummary } from '../lib/party-summary.ts';
import { json } from '../test/api-stub.ts';
import { contractor } from '../test/contractor-fixtures.ts';
import { loginAs } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { PartyPicker, type PartyPickerTexts } from './PartyPicker.tsx';

const texts: PartyPickerTexts = {
  label: 'Party',
  placeholder: 'Find a contractor',
  searching: 'Searching…',
  nothingFound: 'Nobody found',
  newParty: 'New contractor',
  details: 'Chosen party',
  nip: (nip) => `NIP ${nip}`,
};

const kowalski = contractor();
const muster = contractor({ id: 8, name: 'Muster GmbH', nip: 'DE811115368', country: 'DE', city: 'Berlin' });

/** The contractors endpoint, recording each search's text. */
function stubSearch() {
  const searches: (string | null)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/apps/contractors') return json(404, { message: 'no stub' });
    const q = url.searchParams.get('q');
    searches.push(q);
    const found = [kowalski, muster].filter((one) => !q || one.name.toLowerCase().includes(q.toLowerCase()));
    return json(200, { contractors: found, total: found.length, totalCapped: false, balances: [] });
  });
  return searches;
}

/** A form's use of the picker: the chosen party kept as the form would. */
function Form({ onPick, disabled }: { onPick: (contractor: Contractor) => void; disabled?: boolean }) {
  const [chosen, setChosen] = useState<BuyerSummary | null>(null);
  const party = usePartySearch(chosen);
  return (
    <PartyPicker
      party={party}
      value={chosen?.id ?? null}
      summary={chosen}
      onPick={(picked) => {
        onPick(picked);
        setChosen(buyerOfContractor(picked));
      }}
      error={undefined}
      disabled={disabled}
      texts={texts}
      warning={chosen?.country === 'DE' && <Text role="alert">Foreign NIP</Text>}
    >
      {chosen && <Text>Recipient unit line</Text>}
    </PartyPicker>
  );
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('PartyPicker', () => {
  it('searches the contractors on the server as the user types and shows the one picked', async () => {
    const searches = stubSearch();
    const onPick = vi.fn();
    await renderWithProviders(<Form onPick={onPick} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /^Party/ }), 'must');
    await waitFor(() => expect(searches).toContain('must'));
    await user.click(await screen.findByRole('option', { name: 'Muster GmbH' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 8, name: 'Muster GmbH' }));
    const details = screen.getByLabelText('Chosen party');
    expect(within(details).getByText('NIP DE811115368')).toBeTruthy();
    expect(within(details).getByRole('alert').textContent).toBe('Foreign NIP');
    expect(within(details).getByText('Recipient unit line')).toBeTruthy();
    // The field now shows the chosen name, which is not searched for.
    expect(searches).not.toContain('Muster GmbH');
  });

  it('says when nobody matches', async () => {
    stubSearch();
    await renderWithProviders(<Form onPick={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: /^Party/ }), 'zzz');
    expect(await screen.findByText('Nobody found')).toBeTruthy();
  });

  it('is locked with the form', async () => {
    stubSearch();
    await renderWithProviders(<Form onPick={vi.fn()} disabled />);
    expect(screen.getByRole('combobox', { name: /^Party/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'New contractor' }).hasAttribute('disabled')).toBe(true);
  });
});
