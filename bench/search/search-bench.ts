// Search: the built server answering the navbar search (/api/search?q=…) on the 1M-invoice data set,
// one request at a time as a person typing would send them, for the admin of the largest organization
// (organization 1, half the invoices) and for its client user. Target (issue 28): p95 under 100 ms.
// Writes bench/results/search.md.
import pg from 'pg';
import { BENCH_PASSWORD, readDataset } from '../generate/dataset.ts';
import { markdownTable, writeResult } from '../lib/results.ts';
import { login, startBenchServer, type BenchServer } from '../lib/server.ts';

export interface SearchBenchOptions {
  databaseUrl: string;
}

const TARGET_P95_MS = 100;
/** Each query is asked this many times (after one unmeasured warm-up ask). */
const REPEATS = 15;

interface Query {
  kind: string;
  q: string;
}

/**
 * The fixed query set, taken from the data set in a stable order (lowest ids), so two runs on the same
 * data ask the same things: whole and partial NIPs, fragments of names, invoice-number prefixes, KSeF
 * numbers (the data set has none, so they go the exact-match path and miss), 2–3 letter terms, misses.
 */
async function querySet(client: pg.Client, organizationId: number): Promise<Query[]> {
  const contractors = await client.query<{ name: string; nip: string }>(
    `select name, nip from contractors where organization_id = $1 and nip <> '' order by id limit 3`,
    [organizationId],
  );
  const numbers = await client.query<{ number: string }>(
    `select number from invoices where organization_id = $1 order by id desc limit 1`,
    [organizationId],
  );
  const nips = contractors.rows.map((row) => row.nip);
  // A word of each name long enough to mean something ("Budsystem", "Pietrzak"), lower-cased as typed.
  const words = contractors.rows.map((row) =>
    (row.name.split(/[\s„”"'.-]+/).find((word) => word.length >= 5) ?? row.name).toLowerCase(),
  );
  const number = numbers.rows[0]?.number ?? 'FV/1/1/2026';
  const [series = 'FV', serial = '1'] = number.split('/');
  return [
    ...nips.map((nip) => ({ kind: 'NIP, 10 digits', q: nip })),
    ...nips.map((nip) => ({ kind: 'NIP, first 6 digits', q: nip.slice(0, 6) })),
    { kind: 'NIP, dashed', q: `${nips[0]?.slice(0, 3)}-${nips[0]?.slice(3, 6)}-${nips[0]?.slice(6, 8)}` },
    ...words.map((word) => ({ kind: 'name fragment', q: word.slice(0, 6) })),
    ...words.map((word) => ({ kind: 'name fragment', q: word.slice(1, 5) })),
    { kind: 'invoice number prefix', q: `${series}/${serial}` },
    { kind: 'invoice number prefix', q: `${series}/${serial.slice(0, 3)}` },
    { kind: 'invoice number prefix', q: `${series}/1` },
    { kind: 'invoice number, whole', q: number },
    { kind: 'KSeF number', q: `${nips[0]}-20261126-0A1B2C3D4E5F-7A` },
    { kind: 'KSeF number', q: `${nips[1]}-20250131-FFFFFFFFFFFF-00` },
    { kind: 'short term (2-3 letters)', q: 'sp' },
    { kind: 'short term (2-3 letters)', q: 'ab' },
    { kind: 'short term (2-3 letters)', q: 'kow' },
    { kind: 'short term (2-3 letters)', q: 'bud' },
    { kind: 'short term (2-3 letters)', q: 'fv' },
    { kind: 'miss', q: 'zzqxjw' },
    { kind: 'miss', q: 'Przedsiębiorstwo Nieistniejące' },
    { kind: 'miss', q: '0000000000' },
  ];
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function timeOne(baseUrl: string, token: string, q: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'pl' },
  });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`search ${JSON.stringify(q)}: ${response.status} ${body}`);
  return elapsed;
}

export async function searchBench(options: SearchBenchOptions): Promise<void> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let server: BenchServer | undefined;
  try {
    const info = await readDataset(client);
    if (!info) throw new Error('No data set: run `npm run bench -- --only=generate` first.');
    const org = info.organizations.find((o) => o.n === 1);
    if (!org) throw new Error('The data set has no organization 1.');
    const queries = await querySet(client, org.id);
    server = await startBenchServer(options.databaseUrl);
    const baseUrl = server.baseUrl;
    console.log(`Search: server pid ${server.pid} at ${baseUrl}, ${queries.length} queries × ${REPEATS}`);
    const users = [
      { name: 'admin', email: org.adminEmail },
      { name: 'client', email: info.client.email },
    ];
    const rows: (string | number)[][] = [];
    const all: number[] = [];
    for (const user of users) {
      const token = await login(baseUrl, user.email, BENCH_PASSWORD);
      const byKind = new Map<string, number[]>();
      for (const query of queries) {
        await timeOne(baseUrl, token, query.q);
        const times = byKind.get(query.kind) ?? [];
        for (let i = 0; i < REPEATS; i++) times.push(await timeOne(baseUrl, token, query.q));
        byKind.set(query.kind, times);
      }
      for (const [kind, times] of byKind) {
        const sorted = [...times].sort((a, b) => a - b);
        all.push(...times);
        const p95 = percentile(sorted, 95);
        console.log(
          `${user.name}, ${kind}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        );
        rows.push([
          `${user.name}, ${kind}`,
          sorted.length,
          Number(percentile(sorted, 50).toFixed(1)),
          Number(p95.toFixed(1)),
          Number((sorted.at(-1) ?? 0).toFixed(1)),
          p95 < TARGET_P95_MS ? 'yes' : 'no',
        ]);
      }
    }
    const sortedAll = all.sort((a, b) => a - b);
    rows.push([
      'all',
      sortedAll.length,
      Number(percentile(sortedAll, 50).toFixed(1)),
      Number(percentile(sortedAll, 95).toFixed(1)),
      Number((sortedAll.at(-1) ?? 0).toFixed(1)),
      percentile(sortedAll, 95) < TARGET_P95_MS ? 'yes' : 'no',
    ]);
    const invoices = info.rows.invoices ?? 0;
    writeResult(
      'search',
      'Navbar search at the bench data set',
      'npm run bench -- --only=search',
      `The built server on PostgreSQL, one request at a time (after one unmeasured ask of each query), ` +
        `${REPEATS} asks of each of ${queries.length} fixed queries per user: the admin of organization 1 ` +
        `(${invoices.toLocaleString('en')} invoices in the data set, half of them in organization 1; scale ` +
        `${info.scale}) and its client user (their own contractor's documents). Five hits per section; ` +
        `times are the whole HTTP round trip on loopback. The data set has no KSeF numbers, so those ` +
        `queries take the exact-match path and find nothing. Target: p95 < ${TARGET_P95_MS} ms.\n\n` +
        `Queries: ${queries.map((query) => `\`${query.q}\``).join(', ')}.\n\n` +
        markdownTable(['user, query kind', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'under target'], rows),
    );
  } finally {
    await server?.stop();
    await client.end();
  }
}
