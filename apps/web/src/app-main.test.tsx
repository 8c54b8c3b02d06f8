import { afterEach, describe, expect, it, vi } from 'vitest';

const loadKit = vi.fn(() => Promise.resolve());
const preloadLayout = vi.fn();
let loggedIn = false;

vi.mock('./app/kit/kit.ts', () => ({ loadKit }));
vi.mock('./app/layouts/layout-chunks.ts', () => ({ preloadLayout }));
vi.mock('./lib/session.ts', () => ({ isLoggedIn: () => loggedIn }));
vi.mock('./app/router.ts', () => ({ createAppRouter: () => ({ state: {}, navigate: vi.fn() }) }));
const prepareDateFormat = vi.fn();
vi.mock('./lib/intl-format.ts', () => ({ prepareDateFormat }));

const { prepareApp } = await import('./app-main.tsx');

afterEach(() => {
  vi.clearAllMocks();
});

// Issue 18: the kit and the layout used to start downloading only once the router had the first
// page's chunk and rendered the guard, then the layout: three round trips one after another.
describe('prepareApp', () => {
  it('starts the kit and the saved layout at once for a signed-in user', () => {
    loggedIn = true;
    prepareApp();
    expect(loadKit).toHaveBeenCalledOnce();
    expect(preloadLayout).toHaveBeenCalledOnce();
  });

  it('downloads neither for a visitor, whose page may be a sign-in page without them', () => {
    loggedIn = false;
    prepareApp();
    expect(loadKit).not.toHaveBeenCalled();
    expect(preloadLayout).not.toHaveBeenCalled();
  });

  it('has the date formatter made in an idle moment while the first page downloads', () => {
    prepareApp();
    expect(prepareDateFormat).toHaveBeenCalledOnce();
  });
});
