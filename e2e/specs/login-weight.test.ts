import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useApp } from '../support/fixture.ts';

/** Issue 18: the login page loads under 150 kB of gzip JS (kB = 1000 bytes, as the bench counts). */
const LOGIN_JS_GZIP_LIMIT = 150_000;

/**
 * Libraries the login page must not load: they follow sign-in (decision 0016). Each is known by a
 * string that minifying leaves alone.
 */
const signedInOnly = [
  { name: 'TanStack Query', marker: 'fetchStatus' },
  { name: 'CASL', marker: '$elemMatch' },
  { name: 'zod', marker: 'jitless' },
];

describe('the login page’s weight', () => {
  const app = useApp();

  it('downloads under 150 kB of gzip JS, in one language, without the signed-in app', async () => {
    // What the bench counts (bench/web/web-sizes.ts): every JS response of the cold page until the
    // network is idle, each file gzipped on its own at level 9.
    const scripts = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    app.page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      pending.push(response.body().then((body) => void scripts.set(url.pathname, body)));
    });
    await app.page.goto('/login');
    await app.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await app.page.waitForLoadState('networkidle');
    await Promise.all(pending);

    const gzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const listing = [...scripts.keys()].sort().join(', ');
    expect(gzip, `login JS ${gzip} B gzip: ${listing}`).toBeLessThan(LOGIN_JS_GZIP_LIMIT);

    const code = [...scripts.values()].map((body) => body.toString('utf8')).join('\n');
    for (const library of signedInOnly)
      expect(code.includes(library.marker), `${library.name} loaded by the login page`).toBe(false);
    // Translations in the page's language only (en-GB here): no Polish file beside the English ones.
    expect(code.includes('Zaloguj'), 'Polish translations loaded by an English login page').toBe(false);
  });
});
