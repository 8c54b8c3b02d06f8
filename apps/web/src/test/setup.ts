// jsdom lacks a few browser APIs that Mantine uses; every test starts logged out, in English,
// with the default theme settings.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { clearSession } from '../lib/session.ts';
import { reloadThemeConfig } from '../lib/theme-config.ts';
import { staticMediaQueryList } from './media-query.ts';

// The suite runs beside the server's tests on two cores; a lazily loaded page can take longer than
// the library's one-second default to appear there (CI failed on one at 1 s). Waits still end as
// soon as the element appears, so only a test that is failing anyway gets slower.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Toasts live in a global store; one test's toast must not appear in the next.
  notifications.clean();
  localStorage.clear();
  // The session and theme stores cache what they read; clearing storage alone would leave them stale.
  clearSession();
  reloadThemeConfig();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};
window.scrollTo ??= () => {};
