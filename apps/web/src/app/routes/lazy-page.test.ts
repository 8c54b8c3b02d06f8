import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('asks for the page chunk in a task after the one that asked for the route', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Page }));
    const lazy = lazyPage(importer);
    const route = lazy();
    // At start-up the router asks while it is being made; the chunk's preloads must not add to that task.
    expect(importer).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();
    expect(await route).toEqual({ Component: Page });
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
