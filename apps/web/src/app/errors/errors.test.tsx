import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../../test/render.tsx';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  lazyPage,
  withChunkTimeout,
} from '../routes/lazy-page.ts';
import { PageErrorBoundary } from './RouteErrorBoundary.tsx';
import { HydrateFallback } from '../RouteFallbacks.tsx';

function Broken(): never {
  throw new Error('render failed');
}

const tree = (child: RouteObject): RouteObject[] => [
  { path: '/', ErrorBoundary: PageErrorBoundary, HydrateFallback, children: [child] },
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk loading', () => {
  it('gives up on a chunk after 120 000 ms with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const loading = withChunkTimeout(never);
    const caught = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void loading.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("turns the browser's failed dynamic import into a ChunkLoadError", async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await expect(withChunkTimeout(failed)).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('shows a translated message and a Reload button when a page chunk fails', async () => {
    const lazy = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    );
    await renderRoutes(tree({ index: true, lazy }));
    await screen.findByRole('heading', { name: 'This page could not be loaded' });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows the same in Polish', async () => {
    const lazy = lazyPage(() => Promise.reject(new TypeError('error loading dynamically imported module')));
    await renderRoutes(tree({ index: true, lazy }), { lng: 'pl' });
    await screen.findByRole('heading', { name: 'Nie udało się wczytać strony' });
    expect(screen.getByRole('button', { name: 'Odśwież' })).toBeTruthy();
  });
});

describe('render errors', () => {
  it('shows the error page, in the misc page style, when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes(tree({ index: true, Component: Broken }));
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/login');
  });
});
