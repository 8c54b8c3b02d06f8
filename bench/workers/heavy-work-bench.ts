// Heavy work beside light requests: /api/health probed every 10 ms while 50 PDFs of a 500-line
// invoice and 20 CSV exports of 5,000 contractors are asked for at once (issue 15, item 3: the
// request thread must keep answering, p99 under 50 ms). The built server runs on PostgreSQL, in a
// database of its own that is emptied before each run (migrated and seeded by the server itself).
// Writes bench/results/workers.md.
import pg from 'pg';
import { markdownTable, writeResult } from '../lib/results.ts';
import { login, startBenchServer } from '../lib/server.ts';
import { ensureDatabase } from '../lib/database.ts';

export interface HeavyWorkOptions {
  /** A PostgreSQL server's database URL; the database is dropped and created again. */
  databaseUrl: string;
  /** Another build of the server (e.g. one from before the worker pool), for a comparison. */
  serverEntry?: string | undefined;
  /** Rows of the table: 'pool' for this build, or a label for `serverEntry`. */
  label?: string | undefined;
}

const PDFS = 50;
const EXPORTS = 20;
const LINES = 500;
const CONTRACTORS = 5_000;
const PROBE_EVERY_MS = 10;

async function recreateDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^saldo_bench_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to drop ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
  await ensureDatabase(url);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A 500-line invoice and 5,000 contractors in the demo organization. */
async function prepare(baseUrl: string, headers: Record<string, string>) {
  const csv = [
    'name;nip;street;city;postalCode;email',
    ...Array.from(
      { length: CONTRACTORS },
      (_, i) => `Kontrahent ${i + 1} sp. z o.o.;;ul. Długa ${i + 1};Kraków;30-001;biuro${i + 1}@example.pl`,
    ),
  ].join('\r\n');
  await json(
    await fetch(`${baseUrl}/api/apps/contractors/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csv,
    }),
  );
  const { contractor: buyer } = await json<{ contractor: { id: number } }>(
    await fetch(`${baseUrl}/api/apps/contractors`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Kowalski & Syn Sp. z o.o.',
        nip: '678-301-42-27',
        country: 'PL',
        street: 'ul. Długa',
        buildingNumber: '5',
        postalCode: '31147',
        city: 'Kraków',
      }),
    }),
  );
  const lines = Array.from({ length: LINES }, (_, i) => ({
    name: `Pozycja ${i + 1}: usługa serwisowa z dojazdem i materiałami`,
    quantity: String((i % 7) + 1),
    unit: 'szt.',
    unitPrice: `${(i % 50) + 10},99`,
    vatRate: i % 3 === 0 ? '8' : '23',
  }));
  const today = new Date().toISOString().slice(0, 10);
  const created = await json<{ invoice: { id: number } }>(
    await fetch(`${baseUrl}/api/apps/invoice/invoices`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'vat',
        contractorId: buyer.id,
        issueDate: today,
        saleDate: today,
        placeOfIssue: 'Kraków',
        paymentTerm: '14_days',
        paymentMethod: 'transfer',
        currency: 'PLN',
        priceMode: 'net',
        lines,
      }),
    }),
  );
  return created.invoice.id;
}

interface Run {
  label: string;
  probes: number[];
  statuses: Map<string, number>;
  wallMs: number;
}

async function run(options: HeavyWorkOptions, label: string): Promise<Run> {
  await recreateDatabase(options.databaseUrl);
  const server = await startBenchServer(
    options.databaseUrl,
    // Every one of the 70 files is made (one user asks for all of them): the refusals of the pool
    // and of the database guard are the point of the tests, not of this measurement.
    {
      WORKER_TASKS_PER_USER: '1000',
      WORKER_QUEUE: '1000',
      HEAVY_READS_PER_USER: '1000',
      DB_ACQUIRE_TIMEOUT_MS: '60000',
    },
    options.serverEntry,
  );
  try {
    const token = await login(server.baseUrl, 'admin@demo.com', 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const invoiceId = await prepare(server.baseUrl, headers);
    // One of each first, so neither run measures a cold start.
    for (const path of [`/api/apps/invoice/invoices/${invoiceId}/pdf`, '/api/apps/contractors/export.csv'])
      await (await fetch(`${server.baseUrl}${path}`, { headers })).arrayBuffer();

    const statuses = new Map<string, number>();
    const heavy = (kind: string, path: string) =>
      fetch(`${server.baseUrl}${path}`, { headers }).then(async (response) => {
        await response.arrayBuffer();
        const key = `${kind} ${response.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      });
    const probes: number[] = [];
    let done = false;
    const probing = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/health`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`health answered ${response.status}`);
        probes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
      }
    })();
    const started = performance.now();
    await Promise.all([
      ...Array.from({ length: PDFS }, () => heavy('pdf', `/api/apps/invoice/invoices/${invoiceId}/pdf`)),
      ...Array.from({ length: EXPORTS }, () => heavy('csv', '/api/apps/contractors/export.csv')),
    ]);
    const wallMs = performance.now() - started;
    done = true;
    await probing;
    return { label, probes, statuses, wallMs };
  } finally {
    await server.stop();
  }
}

export async function heavyWorkBench(options: HeavyWorkOptions): Promise<Run> {
  const result = await run(options, options.label ?? 'worker pool');
  const sorted = [...result.probes].sort((a, b) => a - b);
  const row = [
    result.label,
    sorted.length,
    Number(percentile(sorted, 50).toFixed(1)),
    Number(percentile(sorted, 99).toFixed(1)),
    Number((sorted.at(-1) ?? 0).toFixed(1)),
    Math.round(result.wallMs),
    [...result.statuses].map(([key, count]) => `${count}× ${key}`).join(', '),
  ];
  console.log(row.join(' | '));
  return result;
}

/** The table for bench/results/workers.md, from runs made with heavyWorkBench. */
export function writeHeavyWorkResult(runs: readonly Run[], command: string, notes: string): void {
  const rows = runs.map((r) => {
    const sorted = [...r.probes].sort((a, b) => a - b);
    return [
      r.label,
      sorted.length,
      Number(percentile(sorted, 50).toFixed(1)),
      Number(percentile(sorted, 99).toFixed(1)),
      Number((sorted.at(-1) ?? 0).toFixed(1)),
      Math.round(r.wallMs),
      [...r.statuses].map(([key, count]) => `${count}× ${key}`).join(', '),
    ];
  });
  const table = markdownTable(
    ['server', 'health probes', 'p50 ms', 'p99 ms', 'max ms', 'all files made in ms', 'answers'],
    rows,
  );
  writeResult(
    'workers',
    `/api/health while ${PDFS} PDFs (${LINES} lines) and ${EXPORTS} CSV exports (${CONTRACTORS.toLocaleString('en-US')} contractors) run`,
    command,
    `${table}\n\n${notes}`,
  );
}
