// Lighthouse 12 through its Node API, driving Debian's Chromium that this file launches with a
// DevTools port. The pages behind login need the app's session in localStorage: it is written over CDP
// before each run and Lighthouse is told not to reset storage; the HTTP cache, which that would also
// keep, is cleared by hand, so every run is a cold load.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../lib/server.ts';
import { assertChromium, chromiumFlags, chromiumPath } from './chromium.ts';
import type { BenchPage, StoredSession } from './pages.ts';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseRun {
  readonly page: BenchPage;
  readonly formFactor: FormFactor;
  /** The median of the page's runs (the run reported is that one). */
  readonly performance: number;
  /** The performance of each of the page's runs, lowest first. */
  readonly performanceRuns: readonly number[];
  readonly accessibility: number;
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse prints them. */
  readonly metrics: readonly string[];
  /** Failed audits of a category scoring under 95: what to fix first. */
  readonly findings: readonly string[];
}

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;

export const SCORE_TARGET = 95;
/** Runs of one page before a failed trace recording is given up on. */
const RUN_ATTEMPTS = 3;
/**
 * Lighthouse runs of each page and form factor, of which the median is reported: single runs of the
 * same build moved by up to 15 points on a 2-core machine (Lighthouse's own advice is five runs and
 * the median; three halve the bench's time and already drop the outliers). WEB_BENCH_RUNS changes it.
 */
export const RUNS_PER_PAGE = Math.max(1, Math.trunc(Number(process.env.WEB_BENCH_RUNS ?? '3')) || 1);

interface DebuggableChromium {
  readonly port: number;
  close(): Promise<void>;
}

async function launchDebuggable(acceptSelfSigned: boolean): Promise<DebuggableChromium> {
  assertChromium();
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'saldo-bench-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      ...(acceptSelfSigned ? ['--ignore-certificate-errors'] : []),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('Chromium opened no DevTools port in 30 s');
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes may still be writing its cache as the browser exits; a profile
      // left behind in the temporary folder must not fail a bench that has measured everything.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.warn(`Left Chromium's profile ${profile} behind: ${String(error)}`);
      }
    },
  };
}

/** An empty HTTP cache, and the origin's storage holding exactly `session` (or nothing). */
async function prepareBrowser(port: number, baseUrl: string, session: StoredSession | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (context === undefined) throw new Error('Chromium has no default context');
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const origin = new URL(baseUrl).origin;
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (session !== null) {
      // Any document of the origin gives access to its localStorage; the icon is the lightest.
      await page.goto(`${baseUrl}/favicon.svg`);
      await page.evaluate((items) => {
        // Runs in the page; this project's Node typings have no DOM.
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem(name: string, value: string): void };
        };
        for (const { name, value } of items) localStorage.setItem(name, value);
      }, session);
      await page.goto('about:blank');
      await cdp.send('Network.clearBrowserCache');
    }
    await cdp.detach();
  } finally {
    // Over CDP this only disconnects; the browser stays up for Lighthouse.
    await browser.close();
  }
}

function findingsOf(lhr: Result, category: 'performance' | 'accessibility'): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failed = refs
    // Metrics are in the table already; 'hidden' holds Lighthouse's newer "insights", which repeat the
    // classic audits; the LCP element audit restates the LCP metric.
    .filter(
      (ref) =>
        !['metrics', 'hidden'].includes(ref.group ?? '') && ref.id !== 'largest-contentful-paint-element',
    )
    .filter((ref) => category === 'performance' || ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const savings = audit?.metricSavings ?? {};
      const weight = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      const details = audit?.details;
      const items = details !== undefined && 'items' in details ? details.items.length : 0;
      const extra = audit?.displayValue ?? (items > 0 ? `${items} element${items === 1 ? '' : 's'}` : '');
      return { text: `${category}: ${audit?.title ?? '?'}${extra === '' ? '' : ` (${extra})`}`, weight };
    });
  return failed.sort((a, b) => b.weight - a.weight).map((f) => f.text);
}

const score = (lhr: Result, category: string): number =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

export async function lighthouseRuns(
  baseUrl: string,
  pages: readonly BenchPage[],
  session: StoredSession,
  formFactors: readonly FormFactor[],
  /** The TLS front's throwaway certificate (tls-front.ts). */
  { acceptSelfSigned = false }: { acceptSelfSigned?: boolean } = {},
): Promise<LighthouseRun[]> {
  const chrome = await launchDebuggable(acceptSelfSigned);
  const runs: LighthouseRun[] = [];
  try {
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const url = `${baseUrl}${page.path}`;
        const lhrs: Result[] = [];
        for (let run = 0; run < RUNS_PER_PAGE; run++)
          lhrs.push(await runOnce(chrome.port, baseUrl, url, page.loggedIn ? session : null, formFactor));
        const scores = lhrs.map((one) => score(one, 'performance')).sort((a, b) => a - b);
        const median = scores[Math.floor(scores.length / 2)] ?? 0;
        const lhr = lhrs.find((one) => score(one, 'performance') === median) ?? lhrs[0];
        if (lhr === undefined) throw new Error(`Lighthouse ran no run of ${url}`);
        for (const one of lhrs) {
          const landed = new URL(one.finalDisplayedUrl).pathname;
          if (landed !== page.path) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
        }
        // The full report, for a closer look; not committed (it holds screenshots and traces).
        const report = join(
          tmpdir(),
          `saldo-lighthouse-${acceptSelfSigned ? 'tls-' : ''}${formFactor}${page.path.replace(/\W+/g, '-').replace(/-$/, '')}.json`,
        );
        writeFileSync(report, JSON.stringify(lhr));
        const performance = score(lhr, 'performance');
        const accessibility = score(lhr, 'accessibility');
        runs.push({
          page,
          formFactor,
          performance,
          performanceRuns: scores,
          accessibility,
          metrics: METRICS.map(([name, id]) => `${name} ${lhr.audits[id]?.displayValue ?? '?'}`),
          // Accessibility failures are few and each one is a real barrier: listed whenever there is one.
          findings: [
            ...(performance < SCORE_TARGET ? findingsOf(lhr, 'performance') : []),
            ...(accessibility < 100 ? findingsOf(lhr, 'accessibility') : []),
          ],
        });
        console.log(
          `lighthouse ${formFactor} ${page.path}: performance ${performance} (runs: ${scores.join(', ')}), accessibility ${accessibility}`,
        );
      }
    }
  } finally {
    await chrome.close();
  }
  return runs;
}

/** One Lighthouse run from a cold cache; a run whose trace was not recorded (NO_NAVSTART) is repeated. */
async function runOnce(
  port: number,
  baseUrl: string,
  url: string,
  session: StoredSession | null,
  formFactor: FormFactor,
): Promise<Result> {
  // Lighthouse now and then fails to record the trace (NO_NAVSTART) and asks to be run again.
  for (let attempt = 1; ; attempt++) {
    await prepareBrowser(port, baseUrl, session);
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (result === undefined) throw new Error(`Lighthouse answered nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (error === undefined) return result.lhr;
    if (error.code !== 'NO_NAVSTART' || attempt === RUN_ATTEMPTS)
      throw new Error(`Lighthouse on ${url}: ${error.message}`);
  }
}
