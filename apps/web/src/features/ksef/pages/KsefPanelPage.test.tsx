import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { routes } from '../../../app/routes.tsx';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../../test/render.tsx';
import { ksefPanel } from '../test-data.ts';
import KsefPanelPage from './KsefPanelPage.tsx';

const PANEL = 'GET /api/ksef/panel';
const FETCH = 'POST /api/ksef/fetch';
const render = () => renderWithProviders(<KsefPanelPage />, { route: '/apps/ksef' });
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('KsefPanelPage', () => {
  it('shows the environment, the queue, the last errors and the last fetch', async () => {
    stubApi({ [PANEL]: () => json(200, ksefPanel()) });
    await render();
    expect(screen.getByRole('heading', { name: 'KSeF', level: 1 })).toBeTruthy();
    const connection = await screen.findByRole('region', { name: 'KSeF connection' });
    expect(within(connection).getByText('Production')).toBeTruthy();
    expect(
      within(connection).getByText('The real KSeF: invoices sent here are legally binding.'),
    ).toBeTruthy();
    expect(
      within(connection).getByRole('link', { name: 'Change the KSeF settings' }).getAttribute('href'),
    ).toBe('/pages/account-setting?tab=ksef');

    const figure = (name: string) =>
      within(screen.getByRole('article', { name })).getByText(/^\d+$/).textContent;
    expect(figure('Queued')).toBe('3');
    expect(figure('Sending')).toBe('1');
    expect(figure('Rejected')).toBe('2');

    const errors = screen.getByRole('table', { name: 'Last errors' });
    const row = within(errors).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'FV/4/03/2026' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/14',
    );
    expect(within(row).getByText('Nieprawidłowy NIP nabywcy.')).toBeTruthy();
    expect(within(row).getByText(when('2026-03-04T08:30:00.000Z'))).toBeTruthy();

    const fetch = screen.getByRole('region', { name: 'Purchase invoices from KSeF' });
    expect(within(fetch).getByText('Last fetch').nextSibling?.textContent).toBe(
      when('2026-03-05T06:00:00.000Z'),
    );
    expect(within(fetch).getByText('Imported').nextSibling?.textContent).toBe('2');
    expect(within(fetch).getByText('Skipped').nextSibling?.textContent).toBe('1');
  });

  it('fetches purchase invoices now, shows the result and makes costs and the panel stale', async () => {
    let fetched = false;
    const api = stubApi({
      [PANEL]: () =>
        json(
          200,
          ksefPanel(
            fetched
              ? { lastFetch: { at: '2026-03-06T12:00:00.000Z', imported: 4, skipped: 1, error: null } }
              : {},
          ),
        ),
      [FETCH]: () => {
        fetched = true;
        return json(200, { imported: 4, skipped: 1, error: null });
      },
    });
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    await render();
    const user = userEvent.setup();
    const card = within(await screen.findByRole('region', { name: 'Purchase invoices from KSeF' }));
    await user.click(card.getByRole('button', { name: 'Fetch purchase invoices now' }));

    const result = await card.findByRole('status');
    expect(within(result).getByText('Fetch complete')).toBeTruthy();
    expect(within(result).getByText('Imported into costs: 4. Skipped (already booked): 1.')).toBeTruthy();
    expect(within(result).getByRole('link', { name: 'Go to costs' }).getAttribute('href')).toBe(
      '/documents/costs',
    );
    expect(api.callsTo(FETCH)).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['costs'] });
    // The panel is asked again: its last fetch is the new one.
    await waitFor(() => expect(api.callsTo(PANEL)).toHaveLength(2));
    expect(await card.findByText(when('2026-03-06T12:00:00.000Z'))).toBeTruthy();
  });

  it('shows why a fetch failed: KSeF’s answer, or the server’s refusal', async () => {
    let answer = () => json(200, { imported: 0, skipped: 0, error: 'KSeF did not answer in time.' });
    stubApi({ [PANEL]: () => json(200, ksefPanel()), [FETCH]: () => answer() });
    await render();
    const user = userEvent.setup();
    const card = within(await screen.findByRole('region', { name: 'Purchase invoices from KSeF' }));
    await user.click(card.getByRole('button', { name: 'Fetch purchase invoices now' }));
    expect(await card.findByText('KSeF did not answer in time.')).toBeTruthy();
    expect(card.getByText('The fetch did not finish')).toBeTruthy();

    answer = () => json(403, { message: 'You are not allowed to add costs.' });
    await user.click(card.getByRole('button', { name: 'Fetch purchase invoices now' }));
    expect(await card.findByRole('alert')).toBeTruthy();
    expect(card.getByText('You are not allowed to add costs.')).toBeTruthy();
  });

  it('leads to the settings when KSeF is not set up, and says what has not happened yet', async () => {
    stubApi({
      [PANEL]: () =>
        json(
          200,
          ksefPanel({
            configured: false,
            environment: 'test',
            queue: { queued: 0, sending: 0, rejected: 0 },
            lastErrors: [],
            lastFetch: null,
          }),
        ),
    });
    await render();
    expect(await screen.findByText('KSeF is not set up')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the KSeF settings' }).getAttribute('href')).toBe(
      '/pages/account-setting?tab=ksef',
    );
    expect(screen.getByText('No errors so far.')).toBeTruthy();
    expect(screen.getByText('No purchase invoices have been fetched from KSeF yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Fetch purchase invoices now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when the panel could not be loaded, and tries again', async () => {
    let fail = true;
    // A 4xx is not retried by the query client, so the error shows at once.
    stubApi({
      [PANEL]: () => (fail ? json(403, { message: 'You may not view this page.' }) : json(200, ksefPanel())),
    });
    await render();
    expect(await screen.findByText('The KSeF panel could not be loaded')).toBeTruthy();
    expect(screen.getByText('You may not view this page.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'KSeF connection' })).toBeTruthy();
  });

  it('speaks Polish', async () => {
    stubApi({ [PANEL]: () => json(200, ksefPanel()) });
    await renderWithProviders(<KsefPanelPage />, { route: '/apps/ksef', lng: 'pl' });
    expect(await screen.findByText('Produkcyjne')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pobierz faktury zakupu teraz' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Ostatnie błędy' })).toBeTruthy();
  });
});

describe('the /apps/ksef route', () => {
  it('opens for an administrator', async () => {
    stubApi({ [PANEL]: () => json(200, ksefPanel()) });
    const { router } = await renderRoutes(routes, { route: '/apps/ksef' });
    expect(await screen.findByRole('heading', { name: 'KSeF', level: 1 }, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('KSeF · Saldo'));
    expect(router.state.location.pathname).toBe('/apps/ksef');
  });

  it('is refused to a client, who only reads its own invoices', async () => {
    loginAs('client');
    const { router } = await renderRoutes(routes, { route: '/apps/ksef' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/miscellaneous/not-authorized'), {
      timeout: 4000,
    });
  });
});
