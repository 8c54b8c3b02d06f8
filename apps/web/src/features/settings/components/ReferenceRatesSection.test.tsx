import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceRates } from '@saldo/contracts/debt';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReferenceRatesSection } from './ReferenceRatesSection.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

const RATES = '/api/organization/reference-rates';
const shipped = [
  { from: '2025-12-04', rate: 400 },
  { from: '2026-03-05', rate: 375 },
];
const none: ReferenceRates = { entered: [], shipped, knownThrough: '2026-03-31' };
const one: ReferenceRates = {
  entered: [{ from: '2026-07-02', rate: 350, enteredOn: '2026-07-03', enteredBy: 'Anna Admin' }],
  shipped,
  knownThrough: '2026-07-03',
};

describe('ReferenceRatesSection', () => {
  it('says how far the rates are known, and enters a new rate with its effective date', async () => {
    const api = stubApi({ [`GET ${RATES}`]: () => json(200, none), [`PUT ${RATES}`]: () => json(200, one) });
    const user = userEvent.setup();
    renderWithProviders(<ReferenceRatesSection />);
    expect((await screen.findByTestId('rates-known-through')).textContent).toBe(
      'Rates known through 2026-03-31: interest for later days assumes the last rate still holds.',
    );
    expect(screen.getByText('Shipped with Saldo: 2025-12-04: 4.00%, 2026-03-05: 3.75%')).toBeTruthy();

    await user.type(screen.getByLabelText('Reference rate'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Enter a percentage, e.g. 3.50.')).toBeTruthy();
    expect(screen.getByText('Enter a date between 2000 and 2099.')).toBeTruthy();
    expect(api.callsTo(`PUT ${RATES}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Effective from'), '2026-07-02');
    await user.clear(screen.getByLabelText('Reference rate'));
    await user.type(screen.getByLabelText('Reference rate'), '3,50');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(api.callsTo(`PUT ${RATES}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${RATES}`)[0]?.body).toEqual({ from: '2026-07-02', rate: '3,50' });

    const table = await screen.findByRole('table', { name: 'Rates entered' });
    expect(within(table).getByText('3.50%')).toBeTruthy();
    expect(within(table).getByText('2026-07-03, Anna Admin')).toBeTruthy();
    expect(screen.getByTestId('rates-known-through').textContent).toContain('2026-07-03');
  });

  it('removes an entered rate', async () => {
    const api = stubApi({
      [`GET ${RATES}`]: () => json(200, one),
      [`DELETE ${RATES}/2026-07-02`]: () => json(200, none),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReferenceRatesSection />);
    await user.click(await screen.findByRole('button', { name: 'Remove the rate from 2026-07-02' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${RATES}/2026-07-02`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Rates entered' })).toBeNull());
  });
});
