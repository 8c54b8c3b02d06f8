import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser.ts';
import { startServer } from './server.ts';
import type { RunningServer } from './spawn-server.ts';

export interface UseAppOptions {
  /**
   * Extra server environment, read when the server starts (after earlier `beforeAll` hooks, so it
   * may name the address of a fake service the spec started there).
   */
  env?: () => Record<string, string>;
}

/**
 * One server and one browser per spec file, a fresh browser context per test.
 * Usage: `const app = useApp();` then `app.page` inside tests.
 */
export function useApp(options: UseAppOptions = {}) {
  const state = {} as { server: RunningServer; browser: Browser; context: BrowserContext; page: Page };
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([
      startServer({ env: options.env?.() ?? {} }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
  });
  beforeEach(async () => {
    const { context, page } = await newPage(state.browser, state.server.baseUrl);
    state.context = context;
    state.page = page;
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return {
    get page() {
      return state.page;
    },
    get context() {
      return state.context;
    },
    get baseUrl() {
      return state.server.baseUrl;
    },
  };
}
