// The month-end export (issue 18): the built server streams a ZIP of 5,000 invoices of the data set's
// first organization (PDFs, KSeF files, the register) to one client. Reports the wall time, the time
// to the first byte, invoices per second, the ZIP's size and entry count, and the server's peak memory
// (it streams, so the peak must not grow with the ZIP). Target: under 10 s. Writes bench/results/export.md.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { BENCH_PASSWORD, readDataset } from '../generate/dataset.ts';
import { markdownTable, writeResult } from '../lib/results.ts';
import { login, startBenchServer, type BenchServer } from '../lib/server.ts';

const INVOICES = 5_000;
const TARGET_SECONDS = 10;

/** VmHWM: the process's peak resident memory so far, in MB (Linux). */
function peakMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Entries of a ZIP by its central directory (end record at the tail). */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return names;
}

export async function exportBench(options: { databaseUrl: string }): Promise<void> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let server: BenchServer | undefined;
  try {
    const info = await readDataset(client);
    if (!info) throw new Error('No data set: run `npm run bench -- --only=generate` first.');
    const org = info.organizations.find((o) => o.n === 1);
    if (!org) throw new Error('The data set has no organization 1.');
    // The newest 5,000 invoices by issue date: a date range, as the list's filter takes it.
    const { rows } = await client.query<{ from: string; to: string }>(
      `select min(issue_date)::text as from, max(issue_date)::text as to from (
         select issue_date from invoices where organization_id = $1 order by issue_date desc limit $2) newest`,
      [org.id, INVOICES],
    );
    const range = rows[0];
    if (!range) throw new Error('Organization 1 has no invoices.');
    const { rows: counted } = await client.query<{ n: string }>(
      'select count(*) as n from invoices where organization_id = $1 and issue_date between $2 and $3',
      [org.id, range.from, range.to],
    );
    const expected = Number(counted[0]?.n ?? 0);

    server = await startBenchServer(options.databaseUrl);
    const token = await login(server.baseUrl, org.adminEmail, BENCH_PASSWORD);
    const memoryBefore = peakMemoryMb(server.pid);
    const started = performance.now();
    const response = await fetch(
      `${server.baseUrl}/api/apps/invoice/invoices/export.zip?dateFrom=${range.from}&dateTo=${range.to}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!response.ok || !response.body)
      throw new Error(`export answered ${response.status}: ${await response.text()}`);
    const chunks: Buffer[] = [];
    let firstByteMs = 0;
    for await (const chunk of response.body) {
      if (chunks.length === 0) firstByteMs = performance.now() - started;
      chunks.push(Buffer.from(chunk));
    }
    const seconds = (performance.now() - started) / 1000;
    const zip = Buffer.concat(chunks);
    const entries = zipEntries(zip);
    const pdfs = entries.filter((name) => name.startsWith('faktury/')).length;
    if (pdfs !== expected) throw new Error(`the ZIP holds ${pdfs} PDFs, expected ${expected}`);
    const peak = peakMemoryMb(server.pid);
    const row = [
      expected,
      seconds.toFixed(1),
      Math.round(firstByteMs),
      (expected / seconds).toFixed(0),
      (zip.length / 1024 / 1024).toFixed(0),
      entries.length,
      memoryBefore,
      peak,
      seconds < TARGET_SECONDS ? 'yes' : 'no',
    ];
    console.log(`Export: ${expected} invoices in ${seconds.toFixed(1)} s, peak server memory ${peak} MB`);
    writeResult(
      'export',
      'Month-end export (ZIP of invoice PDFs, KSeF files and the register)',
      'npm run bench -- --only=export',
      `The built server on PostgreSQL streams GET /api/apps/invoice/invoices/export.zip for the newest ` +
        `${INVOICES.toLocaleString('en')} invoices of organization 1 (issue dates ${range.from} to ${range.to}) ` +
        `to one client, which reads it to the end. PDFs are rendered by the worker pool ` +
        `(${os.cpus().length} cores on this machine). Target: under ${TARGET_SECONDS} s.\n\n` +
        markdownTable(
          [
            'invoices',
            'seconds',
            'first byte ms',
            'invoices/s',
            'ZIP MB',
            'entries',
            'server MB before',
            'server peak MB',
            'under target',
          ],
          [row],
        ),
    );
  } finally {
    await server?.stop();
    await client.end();
  }
}
