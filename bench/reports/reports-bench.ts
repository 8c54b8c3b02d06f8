// Reports: the built server answering /api/reports/{sales,costs,income} for a month, a quarter and a
// year of the generated data set's first organization (a third of the 1M invoices), each period beside
// the previous one and last year. Target (issue 22): p95 under 300 ms. Writes bench/results/reports.md.
import pg from 'pg';
import { httpLoad, type LoadResult } from '../api/measure.ts';
import { BENCH_PASSWORD, readDataset } from '../generate/dataset.ts';
import { markdownTable, writeResult } from '../lib/results.ts';
import { login, startBenchServer, type BenchServer } from '../lib/server.ts';

export interface ReportsBenchOptions {
  databaseUrl: string;
}

/** An accountant's browser with a few tabs, not a storm: reports are heavy reads per user. */
const CONNECTIONS = 4;
const WARMUP_SECONDS = 2;
const SECONDS = 10;
const TARGET_P95_MS = 300;

const REPORTS = ['sales', 'costs', 'income'] as const;

export async function reportsBench(options: ReportsBenchOptions): Promise<void> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let server: BenchServer | undefined;
  try {
    const info = await readDataset(client);
    if (!info) throw new Error('No data set: run `npm run bench -- --only=generate` first.');
    const org = info.organizations.find((o) => o.n === 1);
    if (!org) throw new Error('The data set has no organization 1.');
    // The data set's last month, so every period is full of documents and has one before it.
    const month = info.lastIssueDate.slice(0, 7);
    const periods = [
      { name: 'month', query: `period=month&month=${month}` },
      { name: 'quarter', query: `period=quarter&month=${month}` },
      { name: 'year', query: `period=year&month=${month}` },
    ];
    server = await startBenchServer(options.databaseUrl, { HEAVY_READS_PER_USER: String(CONNECTIONS * 2) });
    const baseUrl = server.baseUrl;
    console.log(
      `Reports: server pid ${server.pid} at ${baseUrl}, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    const rows: (string | number)[][] = [];
    for (const report of REPORTS) {
      for (const period of periods) {
        const token = await login(baseUrl, org.adminEmail, BENCH_PASSWORD);
        const next = () => ({ method: 'GET' as const, path: `/api/reports/${report}?${period.query}` });
        await httpLoad({ baseUrl, token, connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS, next });
        const result: LoadResult = await httpLoad({
          baseUrl,
          token,
          connections: CONNECTIONS,
          durationSeconds: SECONDS,
          next,
        });
        console.log(
          `${report} ${period.name}: p50 ${result.p50} ms, p95 ${result.p95} ms, errors ${result.errors}`,
        );
        rows.push([
          `${report}, ${period.name}`,
          result.requests,
          result.perSecond.toFixed(1),
          result.p50,
          result.p95,
          result.p99,
          result.errors,
          result.p95 < TARGET_P95_MS && result.errors === 0 ? 'yes' : 'no',
        ]);
      }
    }
    const invoices = info.rows.invoices ?? 0;
    writeResult(
      'reports',
      'Reports at the bench data set',
      'npm run bench -- --only=reports',
      `The built server on PostgreSQL, ${CONNECTIONS} connections of one admin for ${SECONDS} s per row ` +
        `(after ${WARMUP_SECONDS} s of warm-up), organization 1 of the data set (${invoices.toLocaleString('en')} ` +
        `invoices in all, scale ${info.scale}); the period ends in ${month}. Each answer holds the period, ` +
        `the previous one and last year. Target: p95 < ${TARGET_P95_MS} ms.\n\n` +
        markdownTable(
          [
            'report, period',
            'requests',
            'per second',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            'errors',
            'under target',
          ],
          rows,
        ),
    );
  } finally {
    await server?.stop();
    await client.end();
  }
}
