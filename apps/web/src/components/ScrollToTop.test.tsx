import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { mountedPortals, renderWithPortals } from '../test/render-with-portals.tsx';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('appears only after the page is scrolled more than 250 px, and scrolls back up', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollWindowTo(250);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    scrollWindowTo(251);
    await userEvent.click(await screen.findByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('reads no scroll position as it mounts (that would force a layout of the new page)', async () => {
    const read = vi.fn(() => 0);
    Object.defineProperty(window, 'scrollY', { get: read, configurable: true });
    Object.defineProperty(window, 'pageYOffset', { get: read, configurable: true });
    await renderWithProviders(<ScrollToTop />);
    expect(read).not.toHaveBeenCalled();
  });

  it('stays in place rather than in a portal, which would render twice in the page’s first commit', () => {
    renderWithPortals(<ScrollToTop />);
    expect(mountedPortals()).toBe(0);
  });
});
