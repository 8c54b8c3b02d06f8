// Invoice PDFs per second: our renderer (pdfkit, in this process, so on one core) against the usual
// alternative of printing an HTML invoice with headless Chromium (page.setContent + page.pdf), in the
// same run on the same machine. Both print the same invoice (sample-invoice.ts), one after another.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { renderInvoicePdf } from '../../apps/server/src/modules/invoices/pdf/invoice-pdf.ts';
import { markdownTable, writeResult } from '../lib/results.ts';
import { launchChromium, processTreeCpu } from '../web/chromium.ts';
import { invoiceFooterTemplate, invoiceHtml } from './invoice-html.ts';
import { sampleBank, sampleInvoice } from './sample-invoice.ts';

const OURS = { warmUp: 30, count: 300 };
const CHROMIUM = { warmUp: 5, count: 60 };
/** Our renderer must be at least this many times faster than the Chromium baseline. */
const TARGET_RATIO = 10;

interface Run {
  readonly name: string;
  readonly count: number;
  readonly wallSeconds: number;
  readonly millis: readonly number[];
  /** CPU seconds of every process doing the work (for Chromium: all of its processes plus ours). */
  readonly cpuSeconds: number;
  /** Processes doing the work: this one, plus Chromium's. */
  readonly processes: number;
  readonly sample: Buffer;
}

const perSecond = (run: Run): number => run.count / run.wallSeconds;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The header, the end marker (what a truncated file lacks) and at least one page. */
function checkPdf(name: string, pdf: Buffer): { pages: number } {
  if (pdf.length < 1024) throw new Error(`${name}: the PDF is only ${pdf.length} bytes`);
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`${name}: not a PDF`);
  const tail = pdf.subarray(-64).toString('latin1');
  if (!tail.includes('%%EOF')) throw new Error(`${name}: the PDF has no %%EOF trailer`);
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  if (pages === 0) throw new Error(`${name}: the PDF has no page`);
  return { pages };
}

async function timed(
  name: string,
  settings: { warmUp: number; count: number },
  render: (invoice: InvoiceDetail) => Promise<Buffer>,
  /** How many processes this one's tree had before Chromium started. */
  ownTree: number,
): Promise<Run> {
  // Invoices are built before the clock starts: building one is the data layer's work, not rendering.
  const invoices = Array.from({ length: settings.warmUp + settings.count }, (_, i) => sampleInvoice(i + 1));
  let sample: Buffer = Buffer.alloc(0);
  for (const invoice of invoices.slice(0, settings.warmUp)) sample = await render(invoice);
  const millis: number[] = [];
  // This process and its children: Chromium, launched by playwright-core, is a child of this process.
  const cpuBefore = processTreeCpu(process.pid).seconds;
  const start = performance.now();
  for (const invoice of invoices.slice(settings.warmUp)) {
    const t0 = performance.now();
    sample = await render(invoice);
    millis.push(performance.now() - t0);
  }
  const wallSeconds = (performance.now() - start) / 1000;
  const after = processTreeCpu(process.pid);
  const cpuSeconds = after.seconds - cpuBefore;
  // tsx's esbuild helper is a child too, idle while rendering; it is not part of either renderer.
  const processes = 1 + after.processes - ownTree;
  return { name, count: settings.count, wallSeconds, millis, cpuSeconds, processes, sample };
}

async function chromiumRun(ownTree: number): Promise<Run> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    return await timed(
      'Headless Chromium (HTML → page.pdf)',
      CHROMIUM,
      async (invoice) => {
        await page.setContent(invoiceHtml(invoice, sampleBank), { waitUntil: 'load' });
        return page.pdf({
          format: 'A4',
          printBackground: true,
          preferCSSPageSize: true,
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: invoiceFooterTemplate(invoice),
        });
      },
      ownTree,
    );
  } finally {
    await browser.close();
  }
}

export async function pdfBench(): Promise<void> {
  // The database is not used: both renderers print an in-memory invoice, identical to what the PDF
  // route passes, so the figures do not depend on the data set.
  const ownTree = processTreeCpu(process.pid).processes;
  const ours = await timed(
    'Saldo (pdfkit, in-process)',
    OURS,
    (invoice) => renderInvoicePdf(invoice, { bank: sampleBank }),
    ownTree,
  );
  const baseline = await chromiumRun(ownTree);

  const rows = [ours, baseline].map((run) => {
    const { pages } = checkPdf(run.name, run.sample);
    const file = join(tmpdir(), `saldo-bench-${run === ours ? 'ours' : 'chromium'}.pdf`);
    writeFileSync(file, run.sample);
    console.log(`${run.name}: sample PDF written to ${file}`);
    return [
      run.name,
      run.count,
      perSecond(run),
      percentile(run.millis, 50),
      percentile(run.millis, 95),
      (run.cpuSeconds / run.count) * 1000,
      run.cpuSeconds / run.wallSeconds,
      run.processes,
      Math.round(run.sample.length / 1024),
      pages,
    ];
  });
  const ratio = perSecond(ours) / perSecond(baseline);
  const cpuRatio = baseline.cpuSeconds / baseline.count / (ours.cpuSeconds / ours.count);
  const verdict = ratio >= TARGET_RATIO ? 'met' : `missed by ${(TARGET_RATIO - ratio).toFixed(1)}×`;

  const body = `${markdownTable(
    [
      'renderer',
      'invoices',
      'invoices/s',
      'median ms',
      'p95 ms',
      'CPU ms/invoice',
      'cores busy',
      'processes',
      'PDF kB',
      'pages',
    ],
    rows,
  )}

**Ours / Chromium: ${ratio.toFixed(1)}× the invoices per second** (target ≥ ${TARGET_RATIO}×: ${verdict}); per CPU second: ${cpuRatio.toFixed(1)}×.

- The invoice: VAT, 8 lines (two rates, a discount, a PKWiU code), a Polish seller and buyer, split payment, amount in words, notes, bank account; built in memory exactly as the PDF route passes it (no database). Each render gets a new invoice number.
- Saldo: \`renderInvoicePdf\` from apps/server, called in this one Node process (one JavaScript thread, so one core), after ${OURS.warmUp} warm-up renders, sequentially.
- Chromium: the same content as an HTML page with a print stylesheet (bench/pdf/invoice-html.ts: header, parties, lines, VAT summary, total due, amount in words, payment terms, annotation, notes, "Strona X/Y" footer), one browser, one page reused, \`page.setContent\` + \`page.pdf({ format: 'A4' })\` per invoice, sequentially, after ${CHROMIUM.warmUp} warm-up prints. **Chromium is not limited to one core**: it runs ${baseline.processes - 1} processes (browser, renderer, GPU/utility, network), so its wall-clock figure can use more than one core; "cores busy" is CPU seconds ÷ wall seconds, and "CPU ms/invoice" counts every Chromium process plus the driving Node process.
- Both samples were checked: %PDF- header, %%EOF trailer, at least one page.`;
  writeResult('pdf', 'Invoice PDF rendering', 'npm run bench -- --only=pdf', body);
}
