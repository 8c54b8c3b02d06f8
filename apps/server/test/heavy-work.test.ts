// PDFs and exports run in the worker pool: a full pool or a user over the cap is refused at once
// with Retry-After, and the request thread keeps answering while files are made (issue 15, item 3).
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHeaders, type Headers } from '../src/modules/contractors/test-helpers.ts';
import { renderInvoicePdf } from '../src/modules/invoices/pdf/invoice-pdf.ts';
import { issue, newBuyer, vatInvoice } from '../src/modules/invoices/test-helpers.ts';
import type { InvoiceDetail } from '@saldo/contracts/invoices';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>) {
  t = await createTestApp(env);
  const admin = await adminHeaders(t);
  return { t, admin };
}

function linesInvoice(buyerId: number, count: number): InvoiceInputBody {
  const lines = Array.from({ length: count }, (_, i) => ({
    name: `Pozycja ${i + 1}: usługa serwisowa z dojazdem i materiałami`,
    quantity: String((i % 7) + 1),
    unit: 'szt.',
    unitPrice: `${(i % 50) + 10},99`,
    vatRate: i % 3 === 0 ? ('8' as const) : ('23' as const),
  }));
  return vatInvoice(buyerId, { lines });
}

const pdfOf = (app: TestApp, headers: Headers, id: number, language = 'en') =>
  app.app.inject({
    method: 'GET',
    url: `/api/apps/invoice/invoices/${id}/pdf`,
    headers: { ...headers, 'accept-language': language },
  });

describe('heavy work in the worker pool', () => {
  it("answers 429 with Retry-After and a translated message past a user's limit", async () => {
    const { t, admin } = await appWith({ WORKER_THREADS: '1', WORKER_TASKS_PER_USER: '1' });
    const invoice = await issue(t, admin, vatInvoice((await newBuyer(t, admin)).id));
    const answers = await Promise.all([1, 2, 3].map(() => pdfOf(t, admin, invoice.id, 'pl')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1)).toEqual([429, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused?.json<{ message: string }>().message).toBe(
      'Zbyt wiele Twoich plików jest przygotowywanych jednocześnie (1). Spróbuj ponownie, gdy będą gotowe.',
    );
    // The limit counts what is in flight: once the file is made, the user may ask again.
    expect((await pdfOf(t, admin, invoice.id)).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the queue is full, for PDFs and exports alike', async () => {
    const { t, admin } = await appWith({
      WORKER_THREADS: '1',
      WORKER_QUEUE: '0',
      WORKER_TASKS_PER_USER: '10',
    });
    const invoice = await issue(t, admin, linesInvoice((await newBuyer(t, admin)).id, 200));
    const answers = await Promise.all([
      pdfOf(t, admin, invoice.id, 'de'),
      t.app.inject({
        method: 'GET',
        url: '/api/apps/contractors/export.csv',
        headers: { ...admin, 'accept-language': 'de' },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
    const refused = answers.find((a) => a.statusCode === 503);
    const seconds = Number(refused?.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(refused?.json<{ message: string }>().message).toBe(
      `Der Server ist mit der Erstellung anderer Dateien ausgelastet. Bitte versuchen Sie es in ${seconds} s erneut.`,
    );
  });

  it('keeps answering /api/health while 500-line invoice PDFs render', async () => {
    const { t, admin } = await appWith({ WORKER_THREADS: '1', WORKER_TASKS_PER_USER: '100' });
    const created = await issue(t, admin, linesInvoice((await newBuyer(t, admin)).id, 500));
    // Warm the thread up, and take the time one such PDF takes on the request thread.
    expect((await pdfOf(t, admin, created.id)).statusCode).toBe(200);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/apps/invoice/invoices/${created.id}`,
      headers: admin,
    });
    const invoice = detail.json<{ invoice: InvoiceDetail }>().invoice;
    await renderInvoicePdf(invoice, { bank: null });
    let started = performance.now();
    await renderInvoicePdf(invoice, { bank: null });
    const renderMs = performance.now() - started;

    const pdfs = Promise.all(Array.from({ length: 8 }, () => pdfOf(t, admin, created.id)));
    const latencies: number[] = [];
    while (t.app.workers.pending > 0 || latencies.length === 0) {
      started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (t.app.workers.pending > 0) latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await pdfs).every((a) => a.statusCode === 200)).toBe(true);
    // On the request thread, a health check that arrives during a render would wait for all of it;
    // beside the pool it waits for none of it (the median, as the machine's other load adds spikes).
    latencies.sort((a, b) => a - b);
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(latencies[Math.floor(latencies.length / 2)]).toBeLessThan(renderMs / 4);
  }, 180_000);
});
