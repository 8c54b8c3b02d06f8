// Overload storm (issue 29): 50 connections ask for the most expensive invoice-list pages for 10 s and
// give up after 2 s each, as impatient clients and proxies do. Measured: /api/health during the storm,
// an invoice preview 1 s after it, and whether any statement of the storm still runs in PostgreSQL 2 s
// after it. Run once as one user (the per-user limit answers most requests 429) and once with that
// limit lifted (the pool, statement timeout and cancellation carry the load). Writes bench/results/storm.md.
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { BENCH_PASSWORD, readDataset } from '../generate/dataset.ts';
import { markdownTable, writeResult, type Cell } from '../lib/results.ts';
import { login, startBenchServer } from '../lib/server.ts';

const CONNECTIONS = 50;
const STORM_MS = 10_000;
const CLIENT_TIMEOUT_MS = 2_000;
const HEALTH_EVERY_MS = 100;

/** Deep OFFSET pages under costly sorts and searches: the requests that stalled the server before. */
function stormPaths(): string[] {
  const sorts = ['client', 'balance', 'total', 'dueDate', 'number'];
  const searches = [undefined, 'a', 'sp', 'bud'];
  const paths: string[] = [];
  for (const sortBy of sorts)
    for (const q of searches)
      for (const page of [2_000, 5_000, 9_000]) {
        const params = new URLSearchParams({ sortBy, page: String(page), perPage: '50' });
        if (q) params.set('q', q);
        paths.push(`/api/apps/invoice/invoices?${params.toString()}`);
      }
  return paths;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
const spread = (values: number[]) =>
  `${ms(percentile(values, 50))} / ${ms(percentile(values, 95))} / ${ms(values.length ? Math.max(...values) : NaN)}`;

/**
 * /api/health asked every HEALTH_EVERY_MS from a thread of its own, as a load balancer asks from a
 * process of its own: in the storm's thread the probe's timings would include the 50 clients' work.
 */
const healthProbeSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, stopAt, every } = workerData;
(async () => {
  const ms = [];
  const ages = [];
  let failures = 0;
  while (Date.now() < stopAt) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      const body = await response.json();
      if (response.status === 200) {
        ms.push(performance.now() - started);
        ages.push(body.databaseCheckAgeMs);
      } else failures += 1;
    } catch {
      failures += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  parentPort.postMessage({ ms, ages, failures });
})();
`;

function probeHealth(
  url: string,
  stopAt: number,
): Promise<{ ms: number[]; ages: number[]; failures: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(healthProbeSource, {
      eval: true,
      workerData: { url, stopAt, every: HEALTH_EVERY_MS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** `select 1` over a connection of its own, beside the server: how long PostgreSQL itself takes. */
async function probeDatabase(databaseUrl: string, stopAt: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const times: number[] = [];
  try {
    while (Date.now() < stopAt) {
      const started = performance.now();
      await client.query('select 1');
      times.push(performance.now() - started);
      await sleep(HEALTH_EVERY_MS);
    }
  } finally {
    await client.end();
  }
  return times;
}

interface StormResult {
  outcomes: Map<string, number>;
  healthMs: number[];
  healthFailures: number;
  /** The largest `databaseCheckAgeMs` a health answer reported. */
  healthAgeMaxMs: number;
  databaseMs: number[];
  loadBefore: number;
  previewMs: number;
  previewStatus: number;
  stillRunning: number;
}

async function timed(url: string, init: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function storm(
  databaseUrl: string,
  admin: pg.Client,
  env: Record<string, string>,
  orgAdminEmail: string,
  previewId: number,
): Promise<StormResult> {
  const server = await startBenchServer(databaseUrl, env);
  try {
    const loadBefore = loadavg()[0] ?? NaN;
    const token = await login(server.baseUrl, orgAdminEmail, BENCH_PASSWORD);
    const headers = { authorization: `Bearer ${token}` };
    const paths = stormPaths();
    const outcomes = new Map<string, number>();
    const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    const stopAt = Date.now() + STORM_MS;
    let next = 0;
    const worker = async () => {
      while (Date.now() < stopAt) {
        const path = paths[next++ % paths.length] ?? paths[0];
        try {
          const answer = await timed(`${server.baseUrl}${path}`, {
            headers,
            signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
          });
          count(String(answer.status));
          // A client told to come back does not hammer: it waits a little, as the web app does.
          if (answer.status === 429 || answer.status === 503) await sleep(200);
        } catch {
          count('gave up after 2 s');
        }
      }
    };
    const [health, databaseMs] = await Promise.all([
      probeHealth(`${server.baseUrl}/api/health`, stopAt),
      probeDatabase(databaseUrl, stopAt),
      ...Array.from({ length: CONNECTIONS }, worker),
    ]);
    const ended = Date.now();
    await sleep(Math.max(0, ended + 1_000 - Date.now()));
    const preview = await timed(`${server.baseUrl}/api/apps/invoice/invoices/${previewId}`, {
      headers,
      signal: AbortSignal.timeout(30_000),
    });
    await sleep(Math.max(0, ended + 2_000 - Date.now()));
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
          and query ilike '%from "invoices"%'`,
    );
    return {
      outcomes,
      healthMs: health.ms,
      healthFailures: health.failures,
      healthAgeMaxMs: health.ages.length ? Math.max(...health.ages) : NaN,
      databaseMs,
      loadBefore,
      previewMs: preview.ms,
      previewStatus: preview.status,
      stillRunning: rows[0]?.n ?? 0,
    };
  } finally {
    await server.stop();
  }
}

export async function stormBench(options: { databaseUrl: string }): Promise<void> {
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  try {
    const info = await readDataset(admin);
    if (!info) throw new Error('No data set: run `npm run bench -- --only=generate` first.');
    const org = info.organizations.find((o) => o.n === 1);
    if (!org) throw new Error('The data set has no organization 1.');
    const { rows } = await admin.query<{ id: number }>(
      'select id from invoices where organization_id = $1 order by id desc limit 1',
      [org.id],
    );
    const previewId = rows[0]?.id;
    if (previewId === undefined) throw new Error('organization 1 has no invoices');
    const runs: [string, Record<string, string>][] = [
      ['one user (per-user limit 3)', {}],
      ['limit lifted (pool, timeouts, cancellation only)', { HEAVY_READS_PER_USER: '1000' }],
    ];
    const table: Cell[][] = [];
    for (const [name, env] of runs) {
      console.log(`Storm: ${name}…`);
      const result = await storm(options.databaseUrl, admin, env, org.adminEmail, previewId);
      const outcomes = [...result.outcomes.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ');
      table.push([
        name,
        outcomes,
        spread(result.healthMs),
        result.healthFailures,
        ms(result.healthAgeMaxMs),
        spread(result.databaseMs),
        `${ms(result.previewMs)} (${result.previewStatus})`,
        result.stillRunning,
        `${result.loadBefore.toFixed(1)} → ${(loadavg()[0] ?? NaN).toFixed(1)}`,
      ]);
    }
    writeResult(
      'storm',
      'Overload storm: deep invoice-list pages at 50 connections, 2-second client timeouts',
      'npx tsx bench/api/storm.ts',
      [
        `${CONNECTIONS} connections for ${STORM_MS / 1000} s request deep pages (2,000–9,000 × 50 rows) of organization 1's invoice list (330k+ invoices) under costly sorts and searches, each abandoned after ${CLIENT_TIMEOUT_MS / 1000} s; a client answered 429/503 waits 200 ms. Meanwhile /api/health every ${HEALTH_EVERY_MS} ms from a thread of its own (a load balancer's probe; in the storm's thread its timings would include the 50 clients' own work), and \`select 1\` over a connection of its own straight to PostgreSQL (what the database alone takes). An invoice preview 1 s after the storm; pg_stat_activity 2 s after it. Server defaults: pool 10 + reserve 2, acquire timeout 1 s, statement timeout 5 s, interactive heavy reads at once = cores. Latencies in ms.`,
        '',
        markdownTable(
          [
            'run',
            'storm answers',
            'health p50 / p95 / max',
            'health failures',
            'oldest database reading in a health answer',
            'PostgreSQL select 1 beside the server p50 / p95 / max',
            'preview 1 s after',
            'storm queries running 2 s after',
            'load average (1 min) before → after',
          ],
          table,
        ),
        '',
        'Targets (issue 29): health p95 < 100 ms during the storm, preview < 200 ms, no storm query left running.',
      ].join('\n'),
    );
  } finally {
    await admin.end();
  }
}

// Run on its own: `npx tsx bench/api/storm.ts` (the built server and the generated data set needed).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { benchDatabaseUrl } = await import('../lib/database.ts');
  await stormBench({ databaseUrl: benchDatabaseUrl });
}
