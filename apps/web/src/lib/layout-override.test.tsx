import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import {
  applyLayoutOverride,
  getLayoutOverride,
  useLayoutOverride,
  useShellChange,
  useShellConfig,
  type LayoutOverride,
} from './layout-override.ts';
import { getThemeConfig, setThemeConfig, THEME_CONFIG_STORAGE_KEY } from './theme-config.ts';

const BOXED: LayoutOverride = { contentWidth: 'boxed', menuHidden: true };

/** Prints what the shell would draw, so a test reads it from the screen. */
function ShellProbe() {
  const config = useShellConfig();
  const change = useShellChange();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="shell">{`${config.contentWidth} ${config.menuHidden ? 'hidden' : 'shown'}`}</output>
      <button onClick={() => change({ menuHidden: false })}>show menu</button>
      <button onClick={() => change({ footerType: 'sticky' })}>sticky footer</button>
      <button onClick={() => navigate('/elsewhere')}>leave</button>
    </>
  );
}

function OverridingPage() {
  useLayoutOverride(BOXED);
  return <p>boxed page</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellProbe />
      <Routes>
        <Route path="/boxed" element={<OverridingPage />} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const shell = () => screen.getByRole('status', { name: 'shell' }).textContent;

describe('the layout override', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the shell with the page’s patch on top of the saved settings', () => {
    setThemeConfig({ menuHidden: false, contentWidth: 'full' });
    renderAt('/boxed');
    expect(shell()).toBe('boxed hidden');
    expect(getThemeConfig()).toMatchObject({ menuHidden: false, contentWidth: 'full' });
  });

  it('is gone once the page is left, and applies only to its own path', async () => {
    renderAt('/boxed');
    expect(getLayoutOverride('/boxed')).toEqual(BOXED);
    expect(getLayoutOverride('/elsewhere')).toBeUndefined();
    await act(async () => screen.getByRole('button', { name: 'leave' }).click());
    expect(screen.getByText('other page')).toBeTruthy();
    expect(shell()).toBe('full shown');
    expect(getLayoutOverride('/boxed')).toBeUndefined();
  });

  it('is removed when the page unmounts', () => {
    const { unmount } = renderAt('/boxed');
    unmount();
    expect(getLayoutOverride('/boxed')).toBeUndefined();
  });

  it('never writes to localStorage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const { unmount } = renderAt('/boxed');
    await act(async () => screen.getByRole('button', { name: 'show menu' }).click());
    unmount();
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(localStorage.getItem(THEME_CONFIG_STORAGE_KEY)).toBeNull();
  });

  it('keeps a change to an overridden setting on the page, and saves any other', async () => {
    renderAt('/boxed');
    await act(async () => screen.getByRole('button', { name: 'show menu' }).click());
    expect(shell()).toBe('boxed shown');
    expect(getThemeConfig().menuHidden).toBe(false);
    await act(async () => screen.getByRole('button', { name: 'sticky footer' }).click());
    expect(getThemeConfig().footerType).toBe('sticky');
  });

  it('lets a page remove only its own override, not the next page’s', () => {
    const releaseFirst = applyLayoutOverride('/a', { blank: true });
    const releaseSecond = applyLayoutOverride('/a', { contentWidth: 'boxed' });
    releaseFirst();
    expect(getLayoutOverride('/a')).toEqual({ contentWidth: 'boxed' });
    releaseSecond();
    expect(getLayoutOverride('/a')).toBeUndefined();
  });
});
