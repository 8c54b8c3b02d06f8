// `npm test`: the one gate — typecheck, lint with zero warnings, format check, build, then every
// test (unit, API against a real database, end-to-end in Chromium). Prints a closing
// 'N passed, N failed' line that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const args = process.argv.slice(2);
const quick = args.includes('--quick'); // tests only, for local iteration
// Anything else goes to Vitest, e.g. `--project server` (CI's second run against PostgreSQL).
const vitestArgs = args.filter((arg) => arg !== '--quick');

function step(title, command, commandArgs) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds}s`);
    console.log('0 passed, 1 failed');
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds}s)`);
}

if (!quick) {
  step('Typecheck', npm, ['run', '--silent', 'typecheck']);
  step('Lint (zero warnings)', npm, ['run', '--silent', 'lint']);
  step('Format check', npm, ['run', '--silent', 'format:check']);
  step('Build', npm, ['run', '--silent', 'build']);
}

const report = join(mkdtempSync(join(tmpdir(), 'saldo-test-')), 'vitest.json');
const vitest = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...vitestArgs,
  ],
  { stdio: 'inherit' },
);
let passed = 0;
let failed = 1;
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  passed = summary.numPassedTests;
  failed = summary.numFailedTests + (vitest.status !== 0 && summary.numFailedTests === 0 ? 1 : 0);
  if (summary.numTotalTests === 0) failed = Math.max(failed, 1);
} catch {
  console.error('No test report was written.');
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(vitest.status === 0 && failed === 0 ? 0 : 1);
