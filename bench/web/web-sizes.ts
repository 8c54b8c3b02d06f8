// What each page downloads: every JS and CSS file the browser fetched to show it, cold (a fresh
// browser context, no cache), recorded from the network rather than guessed from a build manifest, so
// lazy route chunks, modulepreloads and CSS of lazy pages all count exactly when a page needs them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { webDist } from '../lib/server.ts';
import type { BenchPage, StoredSession } from './pages.ts';

export interface Sizes {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
}

export interface PageAssets {
  readonly page: BenchPage;
  readonly js: Sizes;
  readonly css: Sizes;
  readonly jsFiles: readonly string[];
}

/** Each file on its own, as it travels: level 9, the most a server would precompress with. */
export const gzipSize = (data: Buffer): number => gzipSync(data, { level: 9 }).length;

function sum(files: readonly Buffer[]): Sizes {
  return {
    files: files.length,
    raw: files.reduce((total, file) => total + file.length, 0),
    gzip: files.reduce((total, file) => total + gzipSize(file), 0),
  };
}

export async function measurePage(
  browser: Browser,
  baseUrl: string,
  page: BenchPage,
  session: StoredSession,
): Promise<PageAssets> {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
    storageState: { cookies: [], origins: page.loggedIn ? [{ origin, localStorage: [...session] }] : [] },
  });
  try {
    const tab = await context.newPage();
    const fetched = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || !/\.(js|css)$/.test(url.pathname)) return;
      pending.push(
        response.body().then(
          (body) => void fetched.set(url.pathname, body),
          // A body the browser already dropped: the built file is the same bytes.
          () => void fetched.set(url.pathname, readFileSync(join(webDist, url.pathname))),
        ),
      );
    });
    await tab.goto(`${baseUrl}${page.path}`);
    await page.ready(tab);
    await tab.waitForLoadState('networkidle');
    if (new URL(tab.url()).pathname !== page.path) {
      throw new Error(`${page.name}: ended on ${tab.url()}, not ${page.path}`);
    }
    await Promise.all(pending);
    const paths = [...fetched.keys()].sort();
    const of = (ext: string) =>
      paths.filter((p) => p.endsWith(ext)).map((p) => fetched.get(p) ?? Buffer.alloc(0));
    return {
      page,
      js: sum(of('.js')),
      css: sum(of('.css')),
      jsFiles: paths.filter((p) => p.endsWith('.js')).map((p) => p.replace(/^\/assets\//, '')),
    };
  } finally {
    await context.close();
  }
}

/** The biggest JS file of the build, whichever page loads it. */
export function largestChunk(): { name: string; raw: number; gzip: number } {
  const dir = join(webDist, 'assets');
  const js = readdirSync(dir).filter((name) => name.endsWith('.js'));
  const largest = js.reduce<string | null>(
    (best, name) =>
      best === null || statSync(join(dir, name)).size > statSync(join(dir, best)).size ? name : best,
    null,
  );
  if (largest === null) throw new Error(`No JS in ${dir}`);
  const data = readFileSync(join(dir, largest));
  return { name: largest, raw: data.length, gzip: gzipSize(data) };
}
