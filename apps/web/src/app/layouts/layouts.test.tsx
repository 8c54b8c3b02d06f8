import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../routes.tsx';
import { renderRoutes } from '../../test/render.tsx';
import { loginAs } from '../../test/fixtures.ts';
import { staticMediaQueryList } from '../../test/media-query.ts';
import {
  defaultThemeConfig,
  getThemeConfig,
  setThemeConfig,
  THEME_CONFIG_STORAGE_KEY,
} from '../../lib/theme-config.ts';

/** The vertical menu collapses on a desktop only; jsdom has no screen, so it is told it is wide. */
function onADesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, query.includes('min-width')),
  );
}

describe('layouts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the vertical layout by default: navbar, left menu, page, footer', async () => {
    onADesktop();
    loginAs('admin');
    await renderRoutes(routes, { route: '/dashboard' });
    await screen.findByText('Welcome, Anna Nowak!', undefined, { timeout: 4000 });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Show or hide the menu' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'User menu of Anna Nowak' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByText(/© \d{4} Saldo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the theme customizer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main-content',
    );
  });

  it("makes a phone's menu drawer at its first opening, and keeps it", async () => {
    loginAs('admin');
    const user = userEvent.setup();
    await renderRoutes(routes, { route: '/dashboard' });
    await screen.findByText('Welcome, Anna Nowak!', undefined, { timeout: 4000 });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show or hide the menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('puts the menu on top in the horizontal layout', async () => {
    loginAs('admin');
    setThemeConfig({ layout: 'horizontal' });
    const user = userEvent.setup();
    await renderRoutes(routes, { route: '/dashboard' });
    await screen.findByText('Welcome, Anna Nowak!', undefined, { timeout: 4000 });
    const banner = screen.getByRole('banner');
    const topMenu = within(banner).getByRole('navigation', { name: 'Main menu' });
    expect(within(topMenu).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(topMenu).getByRole('button', { name: 'Invoices' })).toBeTruthy();
    // A phone's drawer: its links are made when it first opens, which a desktop never does.
    const drawer = document.getElementById('main-menu-mobile');
    if (drawer === null) throw new Error('no drawer menu');
    expect(within(drawer).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    await user.click(within(banner).getByRole('button', { name: 'Show or hide the menu' }));
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('gives full-layout pages no chrome', async () => {
    await renderRoutes(routes, { route: '/pages/miscellaneous/coming-soon' });
    await screen.findByRole('heading', { name: 'Coming soon' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
  });

  it('hides the footer when the customizer says so', async () => {
    loginAs('client');
    setThemeConfig({ footerType: 'hidden' });
    await renderRoutes(routes, { route: '/access-control' });
    await screen.findByRole('heading', { name: 'Access control', level: 1 }, { timeout: 4000 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the role and ability rules on the access control page', async () => {
    loginAs('client');
    await renderRoutes(routes, { route: '/access-control' });
    await screen.findByRole('heading', { name: 'Access control', level: 1 }, { timeout: 4000 });
    const table = screen.getByRole('table', { name: 'Your ability rules' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(19);
    expect(within(table).getByText('May view the shop.')).toBeTruthy();
    expect(within(table).getByText('May view the access control page.')).toBeTruthy();
    expect(within(table).getByText('May view debt collection.')).toBeTruthy();
    expect(within(table).getByText('May edit balance confirmations.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('Client')).toBeTruthy();
  });
});

describe('the gallery page layouts: the shell switches while the page is open, nothing saved', () => {
  afterEach(() => vi.restoreAllMocks());

  it('collapses the menu on the collapsed-menu page and brings it back on leaving', async () => {
    onADesktop();
    loginAs('admin');
    const { router } = await renderRoutes(routes, { route: '/page-layouts/collapsed-menu' });
    await screen.findByRole('heading', { name: 'Collapsed menu', level: 1 }, { timeout: 8000 });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(menu.getAttribute('data-collapsed')).toBe('true');
    expect(getThemeConfig().menuCollapsed).toBe(false);
    expect(localStorage.getItem(THEME_CONFIG_STORAGE_KEY)).toBeNull();

    await act(() => router.navigate('/page-layouts/boxed-layout'));
    await screen.findByRole('heading', { name: 'Boxed layout', level: 1 }, { timeout: 8000 });
    expect(screen.getByRole('navigation', { name: 'Main menu' }).getAttribute('data-collapsed')).toBeNull();
  });

  it('saves the layout for every page only when asked to', async () => {
    loginAs('admin');
    const user = userEvent.setup();
    await renderRoutes(routes, { route: '/page-layouts/without-menu' });
    await screen.findByRole('heading', { name: 'Without menu', level: 1 }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Use this layout' }));
    expect(getThemeConfig()).toMatchObject({ layout: 'vertical', menuHidden: true });
    expect(screen.getByRole('button', { name: 'Already your layout' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(getThemeConfig()).toEqual(defaultThemeConfig);
  });

  it('shows the blank layout with no navbar, menu or footer, and a way back', async () => {
    loginAs('admin');
    await renderRoutes(routes, { route: '/page-layouts/layout-blank' });
    await screen.findByRole('heading', { name: 'Blank layout', level: 1 }, { timeout: 8000 });
    await waitFor(() => expect(screen.queryByRole('banner')).toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('link', { name: 'Collapsed menu' })).toBeTruthy();
  });
});

describe('theme customizer', () => {
  it('changes and persists the layout settings, and resets them to the spec defaults', async () => {
    loginAs('admin');
    const user = userEvent.setup();
    await renderRoutes(routes, { route: '/dashboard' });
    await screen.findByText('Welcome, Anna Nowak!', undefined, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Theme customizer' });

    fireEvent.click(within(drawer).getByRole('radio', { name: 'Boxed' }));
    // Navbar and footer both offer 'Sticky'; the navbar's comes first.
    const [navbarSticky] = within(drawer).getAllByRole('radio', { name: 'Sticky' });
    if (navbarSticky) fireEvent.click(navbarSticky);
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Dark' }));
    expect(getThemeConfig()).toMatchObject({ contentWidth: 'boxed', navbarType: 'sticky' });
    expect(JSON.parse(localStorage.getItem(THEME_CONFIG_STORAGE_KEY) ?? '{}')).toMatchObject({
      contentWidth: 'boxed',
    });
    expect(localStorage.getItem('skin')).toBe('dark');

    fireEvent.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(getThemeConfig()).toEqual(defaultThemeConfig));
    expect(localStorage.getItem('skin')).toBe('light');
  }, 15_000);

  it('has the spec defaults: vertical, full width, floating navbar, static footer', () => {
    expect(defaultThemeConfig).toEqual({
      layout: 'vertical',
      contentWidth: 'full',
      menuCollapsed: false,
      menuHidden: false,
      navbarType: 'floating',
      footerType: 'static',
    });
  });

  it('ignores unreadable stored settings', () => {
    localStorage.setItem(THEME_CONFIG_STORAGE_KEY, '{"layout":"diagonal","footerType":"sticky"');
    setThemeConfig({});
    expect(getThemeConfig().layout).toBe('vertical');
  });
});
