// Benchmarks for the hot paths of the invoice form and of PDF/report generation:
//   - totals of a 1,000-line invoice, from raw form strings (parse + compute) and from parsed lines;
//   - 100,000 amounts in words (Polish, fraction style, as printed on invoices; and English).
// Each case runs warm-up rounds first so the JIT has settled, then timed rounds measured with
// process.hrtime.bigint(); the table reports the median round and throughput derived from it.
// Run: npm run bench -w packages/domain   (writes bench/results/domain.md at the repo root)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { invoiceLine, type InvoiceLineInput } from '../src/invoice-line.ts';
import { computeInvoiceTotals, computeInvoiceTotalsFromInput } from '../src/invoice-totals.ts';
import { VAT_RATE_CODES } from '../src/vat-rates.ts';
import { amountInWordsEn } from '../src/words/english.ts';
import { amountInWordsPl } from '../src/words/polish.ts';

interface Case {
  readonly name: string;
  /** How many units of work one round does (lines, amounts…), for the throughput column. */
  readonly unitsPerRound: number;
  readonly unit: string;
  readonly warmup: number;
  readonly rounds: number;
  readonly run: () => unknown;
}

interface Row {
  readonly name: string;
  readonly rounds: number;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly roundsPerSecond: number;
  readonly unitsPerSecond: number;
  readonly unit: string;
}

// A deterministic generator, so every run measures exactly the same work.
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = lcg(20250310);
const lineInputs: InvoiceLineInput[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `line-${i}`,
  quantity: (1 + Math.floor(random() * 9999) / 100).toFixed(2).replace('.', ','),
  unit: 'szt.',
  unitPrice: (Math.floor(random() * 10_000_000) / 10_000).toFixed(4),
  discountPercent: i % 5 === 0 ? String(Math.floor(random() * 30)) : '',
  vatRate: VAT_RATE_CODES[i % VAT_RATE_CODES.length] ?? '23',
  annex15: i % 7 === 0,
}));
const parsedLines = lineInputs.map(invoiceLine);
const amounts = Array.from({ length: 100_000 }, () => Math.floor(random() * 10_000_000_000));

let sink = 0; // keeps results observable so the JIT cannot drop the work

const cases: Case[] = [
  {
    name: 'Invoice totals, 1,000 lines, from form strings (net)',
    unitsPerRound: 1000,
    unit: 'lines/s',
    warmup: 20,
    rounds: 50,
    run: () => {
      const result = computeInvoiceTotalsFromInput({
        lines: lineInputs,
        priceMode: 'net',
        exchangeRate: '4.3117',
      });
      if (result.ok) sink += result.value.gross;
    },
  },
  {
    name: 'Invoice totals, 1,000 lines, parsed lines (gross)',
    unitsPerRound: 1000,
    unit: 'lines/s',
    warmup: 20,
    rounds: 50,
    run: () => {
      sink += computeInvoiceTotals(parsedLines, { priceMode: 'gross' }).vat;
    },
  },
  {
    name: 'Amount in words, 100,000 amounts (Polish, 56/100)',
    unitsPerRound: amounts.length,
    unit: 'amounts/s',
    warmup: 3,
    rounds: 10,
    run: () => {
      for (const amount of amounts) sink += amountInWordsPl(amount).length;
    },
  },
  {
    name: 'Amount in words, 100,000 amounts (English, spelled cents)',
    unitsPerRound: amounts.length,
    unit: 'amounts/s',
    warmup: 3,
    rounds: 10,
    run: () => {
      for (const amount of amounts) sink += amountInWordsEn(amount, { style: 'words' }).length;
    },
  },
];

function measure(c: Case): Row {
  for (let i = 0; i < c.warmup; i++) c.run();
  const times: number[] = [];
  for (let i = 0; i < c.rounds; i++) {
    const start = process.hrtime.bigint();
    c.run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)] ?? 0;
  return {
    name: c.name,
    rounds: c.rounds,
    medianMs,
    minMs: times[0] ?? 0,
    maxMs: times[times.length - 1] ?? 0,
    roundsPerSecond: 1000 / medianMs,
    unitsPerSecond: (c.unitsPerRound * 1000) / medianMs,
    unit: c.unit,
  };
}

const fmt = (n: number, digits = 2) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const rows = cases.map(measure);
const header = '| Benchmark | Rounds | Median ms/round | Min ms | Max ms | Rounds/s (ops/s) | Throughput |';
const lines = [
  header,
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.rounds} | ${fmt(r.medianMs, 3)} | ${fmt(r.minMs, 3)} | ${fmt(r.maxMs, 3)} | ` +
      `${fmt(r.roundsPerSecond, 1)} | ${fmt(r.unitsPerSecond, 0)} ${r.unit} |`,
  ),
];
const table = lines.join('\n');
const load = loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const environment =
  `Node ${process.version}, ${process.platform}/${process.arch}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ` +
  `load average ${load} (a busy machine inflates the median; the min column is the best case)`;

console.log(table);
console.log(`\n${environment}`);

const markdown = [
  '# @saldo/domain benchmarks',
  '',
  'Generated by `npm run bench -w packages/domain` (`packages/domain/bench/run.ts`). Each case runs warm-up',
  'rounds, then timed rounds (`process.hrtime.bigint`); figures are the median round.',
  '',
  table,
  '',
  `Environment: ${environment}. Run at ${new Date().toISOString()}.`,
  '',
].join('\n');
const dir = new URL('../../../bench/results/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('domain.md', dir), markdown);
if (sink === 0) console.error('benchmark produced no work');
