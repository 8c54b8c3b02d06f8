import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../../test/unzip.ts';
import type { WorkerSettings } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { renderTable, type TableFile } from '../lib/table-file.ts';
import { readKsefFile } from '../modules/costs/cost-import-read.ts';
import { twoInvoices } from '../modules/debt/pdf/demand-letter.fixtures.ts';
import { renderDemandLetter } from '../modules/debt/pdf/demand-letter.ts';
import { longInvoice } from '../modules/invoices/pdf/invoice-pdf.fixtures.ts';
import { renderInvoicePdf } from '../modules/invoices/pdf/invoice-pdf.ts';
import { createWorkerPool, type WorkerPool } from './worker-pool.ts';

const pools: WorkerPool[] = [];
function poolOf(settings: WorkerSettings): WorkerPool {
  const pool = createWorkerPool(settings);
  pools.push(pool);
  return pool;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

async function refusalOf(task: Promise<unknown>): Promise<AppError> {
  try {
    await task;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const table = (format: TableFile['format']): TableFile => ({
  format,
  sheetName: 'Koszty',
  columns: [
    { header: 'id', type: 'number' },
    { header: 'supplier', width: 40 },
    { header: 'gross', money: true, type: 'number', format: '#,##0.00' },
  ],
  rows: [
    [1, '=HYPERLINK("http://evil")', 123456],
    [2, 'Zażółć gęślą; "jaźń"', -5],
  ],
});

// The date a PDF is made is written into it (and into its file ID); everything else must not change.
const undated = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '')
    .replace(/<xmp:CreateDate>[^<]*</g, '<');

describe('the worker pool', () => {
  // One pool for the tasks' results, since each thread started from source loads tsx and every task.
  let shared: WorkerPool;
  beforeAll(() => {
    shared = createWorkerPool({ threads: 1, maxQueue: 10, perUser: 4 });
  });
  afterAll(() => shared.close());

  it('writes CSV and XLSX in a thread exactly as the request thread would', async () => {
    const pool = shared;
    const csv = await pool.run('table', table('csv'), { owner: 1 });
    expect(Buffer.isBuffer(csv)).toBe(true);
    expect(csv.equals(await renderTable(table('csv')))).toBe(true);
    const text = csv.toString('utf8');
    expect(text.startsWith('\uFEFFid;supplier;gross\r\n1;')).toBe(true);
    expect(text).toContain(';1234,56\r\n2;"Zażółć gęślą; ""jaźń""";-0,05\r\n');
    const xlsx = await pool.run('table', table('xlsx'), { owner: 1 });
    expect(unzip(xlsx)).toEqual(unzip(await renderTable(table('xlsx'))));
  });

  it('renders invoice PDFs and demand letters in a thread as the request thread would', async () => {
    const pool = shared;
    const invoice = longInvoice(120);
    const bank = { name: 'mBank S.A.', iban: 'PL61109010140000071219812874', swift: 'BREXPLPWXXX' };
    const inThread = await pool.run('invoicePdf', { invoice, options: { bank, ksef: null } }, { owner: 1 });
    expect(Buffer.isBuffer(inThread)).toBe(true);
    expect(undated(inThread)).toBe(undated(await renderInvoicePdf(invoice, { bank, ksef: null })));
    const letter = await pool.run('demandLetterPdf', twoInvoices(), { owner: null });
    expect(undated(letter)).toBe(undated(await renderDemandLetter(twoInvoices())));
  });

  it('reads a KSeF file in a thread, and returns a refusal as data', async () => {
    const pool = shared;
    const file = join(import.meta.dirname, '../integrations/ksef/fixtures/fa3/FA_3_Przykład_1.xml');
    const data = new Uint8Array(readFileSync(file));
    const read = await pool.run('readKsefFile', data, { owner: 1 });
    expect(read).toEqual(await readKsefFile(data));
    expect(read.ok).toBe(true);
    const refused = await pool.run('readKsefFile', new Uint8Array([0xff, 0xfe, 0x00]), { owner: 1 });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid_xml', key: 'costs.import.invalidXml' });
  });

  it("refuses a user's task over the per-user limit with 429 and Retry-After, and admits it once one ends", async () => {
    const pool = poolOf({ threads: 2, maxQueue: 10, perUser: 2 });
    const first = pool.run('table', table('xlsx'), { owner: 7 });
    const second = pool.run('table', table('xlsx'), { owner: 7 });
    const third = pool.run('table', table('csv'), { owner: 7 });
    await expect(third).rejects.toBeInstanceOf(AppError);
    await expect(third).rejects.toMatchObject({
      statusCode: 429,
      messageKey: 'http.tooManyTasks',
      params: { count: 2 },
    });
    const refusal = await refusalOf(third);
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // Another user, and a background job, are not held back by this user's limit.
    await expect(pool.run('table', table('csv'), { owner: 8 })).resolves.toBeInstanceOf(Buffer);
    await expect(pool.run('table', table('csv'), { owner: null })).resolves.toBeInstanceOf(Buffer);
    await Promise.all([first, second]);
    expect(pool.pending).toBe(0);
    await expect(pool.run('table', table('csv'), { owner: 7 })).resolves.toBeInstanceOf(Buffer);
  });

  it('refuses with 503 and Retry-After when the queue is full, but still takes background work', async () => {
    const pool = poolOf({ threads: 1, maxQueue: 1, perUser: 10 });
    const running = pool.run(
      'invoicePdf',
      { invoice: longInvoice(200), options: { bank: null } },
      { owner: 1 },
    );
    const waiting = pool.run('table', table('csv'), { owner: 2 });
    const refused = pool.run('table', table('csv'), { owner: 3 });
    await expect(refused).rejects.toMatchObject({ statusCode: 503, messageKey: 'http.workersBusy' });
    const refusal = await refusalOf(refused);
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refusal.params).toEqual({ seconds: refusal.retryAfterSeconds });
    const job = pool.run('table', table('csv'), { owner: null });
    expect(pool.pending).toBe(3);
    await Promise.all([running, waiting, job]);
    await expect(pool.run('table', table('csv'), { owner: 3 })).resolves.toBeInstanceOf(Buffer);
  });
});
