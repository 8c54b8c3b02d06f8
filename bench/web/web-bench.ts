// The web app as a visitor gets it: what the login page, the dashboard and the invoice list download
// (gzip sizes of their JS and CSS), and Lighthouse's performance and accessibility scores for them,
// against the built server on its embedded database (no PostgreSQL needed).
import { markdownTable, writeResult, type Cell } from '../lib/results.ts';
import { launchChromium } from './chromium.ts';
import { startBenchServer } from '../lib/server.ts';
import { startTlsFront } from './tls-front.ts';
import { benchPages, logInThroughUi } from './pages.ts';
import { largestChunk, measurePage, type PageAssets } from './web-sizes.ts';
import {
  lighthouseRuns,
  RUNS_PER_PAGE,
  SCORE_TARGET,
  type FormFactor,
  type LighthouseRun,
} from './web-lighthouse.ts';

/** The login page is the first thing every visitor downloads. */
const LOGIN_JS_GZIP_TARGET_KB = 150;
const FORM_FACTORS: readonly FormFactor[] = ['mobile', 'desktop'];
const PERFORMANCE_TARGET: Readonly<Record<FormFactor, number>> = { mobile: 90, desktop: 95 };

const kB = (bytes: number): number => Math.round(bytes / 100) / 10;
/** Build hashes change on every build; without them the committed result diffs only on real changes. */
const unhashed = (file: string): string => file.replace(/-[\w-]{8}\.js$/, '.js');

function sizesSection(assets: readonly PageAssets[]): string {
  const rows: Cell[][] = assets.map(({ page, js, css }) => [
    page.name,
    js.files,
    kB(js.raw),
    kB(js.gzip),
    css.files,
    kB(css.raw),
    kB(css.gzip),
  ]);
  const login = assets.find((a) => !a.page.loggedIn);
  const loginKb = login === undefined ? Number.NaN : kB(login.js.gzip);
  const verdict =
    loginKb < LOGIN_JS_GZIP_TARGET_KB
      ? 'met'
      : `missed by ${(loginKb - LOGIN_JS_GZIP_TARGET_KB).toFixed(1)} kB`;
  const largest = largestChunk();
  const lists = assets.map(({ page, jsFiles }) => `- ${page.name}: ${jsFiles.map(unhashed).join(', ')}`);
  return `## What each page downloads (cold cache)

${markdownTable(['page', 'JS files', 'JS kB', 'JS gzip kB', 'CSS files', 'CSS kB', 'CSS gzip kB'], rows)}

**Login page JS: ${loginKb} kB gzip** (target < ${LOGIN_JS_GZIP_TARGET_KB} kB: ${verdict}).
Largest JS file of the build: \`${unhashed(largest.name)}\`, ${kB(largest.raw)} kB, ${kB(largest.gzip)} kB gzip.

Every JS and CSS response the browser received until the network was idle, in a fresh context (logged-in pages with the session in localStorage, as the login form leaves it), each file gzipped on its own at level 9; kB = 1000 bytes. The JS files per page:

${lists.join('\n')}`;
}

interface Transport {
  readonly title: string;
  /** How the pages were served, a sentence. */
  readonly description: string;
}

/** The median, and the lowest and highest run where they differ. */
function performanceCell({ performance, performanceRuns }: LighthouseRun): Cell {
  const lowest = performanceRuns[0] ?? performance;
  const highest = performanceRuns.at(-1) ?? performance;
  return lowest === highest ? performance : `${performance} (${lowest}–${highest})`;
}

function lighthouseSection(runs: readonly LighthouseRun[], transport: Transport): string {
  const rows: Cell[][] = runs.map((run) => [
    run.page.name,
    run.formFactor,
    performanceCell(run),
    run.accessibility,
    ...run.metrics,
  ]);
  const findings = runs
    .filter((run) => run.findings.length > 0)
    .map(
      (run) => `- ${run.page.name}, ${run.formFactor}:\n${run.findings.map((f) => `  - ${f}`).join('\n')}`,
    );
  const below = runs.filter(
    (run) => run.performance < PERFORMANCE_TARGET[run.formFactor] || run.accessibility < 100,
  );
  return `## ${transport.title}

${markdownTable(['page', 'form factor', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'], rows)}

Target (issue 18): performance ≥ ${PERFORMANCE_TARGET.mobile} on mobile and ≥ ${PERFORMANCE_TARGET.desktop} on desktop, accessibility 100: ${below.length === 0 ? 'met everywhere' : `missed in ${below.length} of ${runs.length} pages and form factors`}.

Lighthouse 12 (Node API) on Debian's Chromium, headless. "mobile" is Lighthouse's default (a mid-range phone, simulated slow 4G and 4× CPU slowdown); "desktop" its desktop preset (simulated fast connection, no CPU slowdown). Each page was run ${RUNS_PER_PAGE === 1 ? 'once' : `${RUNS_PER_PAGE} times; the median run is shown, with the lowest and highest performance in brackets (the target is judged on the median)`}. Each run starts with an empty HTTP cache; the logged-in pages get the session in localStorage first. ${transport.description} Scores move by a few points from run to run, more on a busy machine.
${findings.length === 0 ? '' : `\nFailed audits (performance: where it scores under ${SCORE_TARGET}, largest estimated savings first; accessibility: all):\n\n${findings.join('\n')}`}`;
}

/** The Lighthouse runs with a TLS front before the server, and a session of the front's origin. */
async function lighthouseOverTls(plainUrl: string): Promise<LighthouseRun[]> {
  const front = await startTlsFront(plainUrl);
  try {
    const browser = await launchChromium();
    let session;
    try {
      const context = await browser.newContext({ locale: 'en-GB', ignoreHTTPSErrors: true });
      session = await logInThroughUi(await context.newPage(), front.baseUrl);
    } finally {
      await browser.close();
    }
    return await lighthouseRuns(front.baseUrl, benchPages, session, FORM_FACTORS, { acceptSelfSigned: true });
  } finally {
    await front.close();
  }
}

/** Whether the server compresses a script for a browser that accepts gzip and brotli. */
async function servesCompressed(baseUrl: string, path: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  await response.arrayBuffer();
  return (response.headers.get('content-encoding') ?? '') !== '';
}

export async function webBench(): Promise<void> {
  const server = await startBenchServer(undefined);
  try {
    const browser = await launchChromium();
    let assets: PageAssets[];
    let session;
    try {
      const context = await browser.newContext({ locale: 'en-GB' });
      session = await logInThroughUi(await context.newPage(), server.baseUrl);
      await context.close();
      assets = [];
      for (const page of benchPages) assets.push(await measurePage(browser, server.baseUrl, page, session));
    } finally {
      await browser.close();
    }
    const entry = assets[0]?.jsFiles.find((file) => file.startsWith('index-'));
    const compressed =
      entry === undefined ? false : await servesCompressed(server.baseUrl, `/assets/${entry}`);
    const plain = await lighthouseRuns(server.baseUrl, benchPages, session, FORM_FACTORS);
    const overTls = await lighthouseOverTls(server.baseUrl);
    const uncompressed = compressed
      ? ''
      : ' It sends the JS and CSS uncompressed (no Content-Encoding), so every transfer is the raw size above, not the gzip one.';
    writeResult(
      'web',
      'Web app: download sizes and Lighthouse',
      'npm run bench -- --only=web',
      [
        sizesSection(assets),
        lighthouseSection(overTls, {
          title: 'Lighthouse over HTTPS and HTTP/2, as a deployment serves the app',
          description: `The server answers behind a TLS front on loopback that speaks HTTP/2 (bench/web/tls-front.ts, as Caddy, nginx or a cloud load balancer in front of a deployment; decision 0018).${uncompressed}`,
        }),
        lighthouseSection(plain, {
          title: 'Lighthouse over plain HTTP/1.1 (the app server alone)',
          description: `The server answers on loopback over plain HTTP/1.1, so the browser fetches six files at a time, which Lighthouse's mobile model charges a 150 ms round trip each.${uncompressed}`,
        }),
      ].join('\n\n'),
    );
  } finally {
    await server.stop();
  }
}
