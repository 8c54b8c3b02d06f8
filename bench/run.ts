// `npm run bench`: every benchmark; the API part on PostgreSQL (BENCH_DATABASE_URL, by default the database
// saldo_bench on 127.0.0.1:5432, created when missing). Each part prints its table and writes it to
// bench/results/<part>.md.
//
//   npm run bench                          all parts (generates the data set on the first run)
//   npm run bench -- --only=api,pdf        some parts: domain, generate, api, pdf, web
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

const parts = ['domain', 'generate', 'api', 'pdf', 'web'] as const;
type Part = (typeof parts)[number];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    scale: { type: 'string', default: '1' },
    regenerate: { type: 'boolean', default: false },
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

const needsBuild = chosen.has('api') || chosen.has('pdf') || chosen.has('web');
if (needsBuild && !existsSync(join(repoRoot, 'apps/server/dist/server.js'))) npm(['run', 'build']);

if (chosen.has('generate') || chosen.has('api')) {
  await ensureDatabase(benchDatabaseUrl);
  // The API part needs the data set; generating is skipped when it is already there.
  await generate({ databaseUrl: benchDatabaseUrl, scale, force: values.regenerate });
}
if (chosen.has('api')) await apiLoad({ databaseUrl: benchDatabaseUrl, scale });
if (chosen.has('pdf')) await pdfBench();
if (chosen.has('web')) await webBench();
