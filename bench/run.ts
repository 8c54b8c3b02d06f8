// `npm run bench`: every benchmark; the API part on PostgreSQL (BENCH_DATABASE_URL, by default the database
// saldo_bench on 127.0.0.1:5432, created when missing). Each part prints its table and writes it to
// bench/results/<part>.md.
//
//   npm run bench                          all parts (generates the data set on the first run)
//   npm run bench -- --only=api,pdf        some parts: domain, generate, api, pdf, web, workers, jpk, reports, search, bank, export
//   npm run bench -- --only=workers --before=<an older build's dist/server.js>
//                                          the worker-pool scenario, beside that build for comparison
//   npm run bench -- --scale=0.01          a hundredth of the data set (a quick look, not a result)
//   npm run bench -- --regenerate          empty the database and generate the data set again
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { apiLoad } from './api/api-load.ts';
import { generate } from './generate/generate.ts';
import { benchDatabaseUrl, ensureDatabase } from './lib/database.ts';
import { repoRoot } from './lib/server.ts';
import { pdfBench } from './pdf/pdf-bench.ts';
import { webBench } from './web/web-bench.ts';
import { heavyWorkBench, writeHeavyWorkResult } from './workers/heavy-work-bench.ts';
import { jpkBench } from './jpk/jpk-bench.ts';
import { reportsBench } from './reports/reports-bench.ts';
import { searchBench } from './search/search-bench.ts';
import { exportBench } from './export/export-bench.ts';
import { bankBench } from './bank/bank-bench.ts';

const parts = [
  'domain',
  'generate',
  'api',
  'pdf',
  'web',
  'workers',
  'jpk',
  'reports',
  'search',
  'bank',
  'export',
] as const;
type Part = (typeof parts)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
    regenerate: { type: 'boolean', default: false },
    before: { type: 'string' },
  },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 1)) throw new Error('--scale takes a number in (0, 1]');
const chosen = new Set<Part>(values.only ? values.only.split(',').map((p) => p.trim() as Part) : parts);
for (const part of chosen) if (!parts.includes(part)) throw new Error(`Unknown part: ${part}`);

function npm(args: string[]): void {
  const result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed`);
}

if (chosen.has('domain')) npm(['run', 'bench', '-w', 'packages/domain']);

const needsBuild =
  chosen.has('api') ||
  chosen.has('pdf') ||
  chosen.has('web') ||
  chosen.has('workers') ||
  chosen.has('reports') ||
  chosen.has('search') ||
  chosen.has('export');
if (needsBuild && !existsSync(join(repoRoot, 'apps/server/dist/server.js'))) npm(['run', 'build']);

if (
  chosen.has('generate') ||
  chosen.has('api') ||
  chosen.has('reports') ||
  chosen.has('search') ||
  chosen.has('bank') ||
  chosen.has('export')
) {
  await ensureDatabase(benchDatabaseUrl);
  // The API part needs the data set; generating is skipped when it is already there.
  await generate({ databaseUrl: benchDatabaseUrl, scale, force: values.regenerate });
}
if (chosen.has('api')) await apiLoad({ databaseUrl: benchDatabaseUrl, scale });
if (chosen.has('reports')) await reportsBench({ databaseUrl: benchDatabaseUrl });
if (chosen.has('search')) await searchBench({ databaseUrl: benchDatabaseUrl });
if (chosen.has('export')) await exportBench({ databaseUrl: benchDatabaseUrl });
if (chosen.has('pdf')) await pdfBench();
if (chosen.has('web')) await webBench();
if (chosen.has('workers')) {
  // A database of its own beside the data set's, emptied on every run.
  const url = new URL(benchDatabaseUrl);
  url.pathname = '/saldo_bench_workers';
  const databaseUrl = url.toString();
  const runs = [];
  if (values.before !== undefined)
    runs.push(
      await heavyWorkBench({
        databaseUrl,
        serverEntry: values.before,
        label: 'before: on the request thread',
      }),
    );
  runs.push(await heavyWorkBench({ databaseUrl, label: 'worker pool (this build)' }));
  writeHeavyWorkResult(
    runs,
    `npm run bench -- --only=workers${values.before === undefined ? '' : ' --before=<the older build>'}`,
    'The built server on PostgreSQL with default settings, except the per-user and queue limits of the ' +
      'worker pool and the database guard (WORKER_TASKS_PER_USER, WORKER_QUEUE, HEAVY_READS_PER_USER, ' +
      'DB_ACQUIRE_TIMEOUT_MS), raised so that all 70 files are made for the one user asking; /api/health ' +
      'is probed every 10 ms from the first request to the last answer.',
  );
}
if (chosen.has('jpk')) await jpkBench();
if (chosen.has('bank')) await bankBench();
