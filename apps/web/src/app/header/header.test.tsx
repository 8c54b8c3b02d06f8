import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { loginAs } from '../../test/fixtures.ts';
import { i18n } from '../../lib/i18n.ts';
import { api } from '../../lib/api-client.ts';
import { getSession, isLoggedIn, subscribeSession } from '../../lib/session.ts';
import { SkinToggle } from './SkinToggle.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('skin toggle', () => {
  it('switches to dark and keeps the choice in localStorage under "skin"', async () => {
    const user = userEvent.setup();
    const first = await renderWithProviders(<SkinToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to the dark skin' }));
    expect(localStorage.getItem('skin')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    first.unmount();

    // A new page load reads it back.
    await renderWithProviders(<SkinToggle />);
    const back = await screen.findByRole('button', { name: 'Switch to the light skin' });
    await user.click(back);
    expect(localStorage.getItem('skin')).toBe('light');
  });
});

describe('language menu', () => {
  it('lists the five languages by native name and switches the UI language', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageMenu />);
    await user.click(screen.getByRole('button', { name: 'Language: English. Change language' }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual(['English', 'Polski', 'Deutsch', 'Français', 'Português']);
    await user.click(screen.getByRole('menuitem', { name: 'Polski' }));
    await waitFor(() => expect(i18n.language).toBe('pl'));
    expect(localStorage.getItem('language')).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(await screen.findByRole('button', { name: 'Język: Polski. Zmień język' })).toBeTruthy();
  });
});

describe('user menu', () => {
  it('shows the user and their role, and logs out through the API', async () => {
    loginAs('admin');
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<UserMenu />, { route: '/dashboard' });

    expect(screen.getByText('Anna Nowak')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'User menu of Anna Nowak' }));
    expect(screen.getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toBe(
      '/pages/account-setting',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The menu also asks for the setup wizard's state; the logout is the one POST.
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls.find(([, options]) => options.method === 'POST') ?? ['', {}];
    expect(url).toBe('/api/jwt/logout');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'admin-refresh' });
    expect(isLoggedIn()).toBe(false);
    expect(getSession().refreshToken).toBeNull();
  });

  it('stays a logout when a request meets the ended session meanwhile: no ?redirect= for the next person', async () => {
    loginAs('admin');
    let answerLogout = () => {};
    let ended = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/jwt/logout') {
          ended = true;
          await new Promise<void>((resolve) => (answerLogout = resolve));
          return new Response(null, { status: 204 });
        }
        // Once the server has ended the session, the bell's request and the refresh are refused.
        return ended ? new Response(null, { status: 401 }) : Response.json({});
      }),
    );
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<UserMenu />, { route: '/apps/invoice/list' });
    // An expired session (signed out, not by a logout) sends the guard to /login?redirect=…
    const expired: boolean[] = [];
    const stop = subscribeSession(() => {
      const session = getSession();
      expired.push(!isLoggedIn(session) && !session.loggedOut);
    });
    await user.click(screen.getByRole('button', { name: 'User menu of Anna Nowak' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await api.get('/notifications').catch(() => undefined);
    answerLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    stop();
    expect(getSession().loggedOut).toBe(true);
    expect(expired).not.toContain(true);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    loginAs('client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<UserMenu />, { route: '/access-control' });
    await user.click(screen.getByRole('button', { name: 'User menu of Jan Kowalski' }));
    expect(screen.queryByRole('menuitem', { name: 'Account settings' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(isLoggedIn()).toBe(false);
  });
});
