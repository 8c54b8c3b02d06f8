// Issue 16: an invoice of a company that sends to KSeF on issue is queued in the transaction that
// creates it, on every path, so no crash or retry can leave it issued but never sent.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceInputSchema, type InvoiceResponse } from '@saldo/contracts/invoices';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMailer } from '../../integrations/mail/mailer.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { hasSubmission } from '../ksef/ksef-submissions.repository.ts';
import { invoices } from './invoices.table.ts';
import { createInvoice, insertNewInvoiceParts } from './invoices.service.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

const TOKEN = '20261125-EC-0A1B2C3D4E-5F6A7B8C9D-11|nip-1234563218|0123456789abcdef';
const url = '/api/apps/invoice/invoices';

let t: TestApp;
let admin: Headers;
let buyerId: number;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  buyerId = (await newBuyer(t, admin)).id;
  const [row] = await t.database.db.select().from(contractors).where(eq(contractors.id, buyerId));
  organizationId = row?.organizationId ?? 0;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/ksef',
    headers: admin,
    payload: { environment: 'test', token: TOKEN, sendOnIssue: true, receive: false },
  });
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => t.close());

async function queueRows(invoiceId: number) {
  return t.database.db.select().from(ksefSubmissions).where(eq(ksefSubmissions.invoiceId, invoiceId));
}

describe('queued for KSeF on issue', () => {
  it('the queue row commits and rolls back with the invoice', async () => {
    const input = invoiceInputSchema.parse(vatInvoice(buyerId));
    let invoiceId = 0;
    const rollback = new Error('rolled back on purpose');
    await expect(
      t.database.db.transaction(async (tx) => {
        const created = await insertNewInvoiceParts(tx, organizationId, null, input);
        invoiceId = created.row.id;
        expect(created.sendToKsef).toBe(true);
        // Written by the creating transaction itself, before anything commits.
        expect(await hasSubmission(tx, invoiceId)).toBe(true);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(invoiceId).toBeGreaterThan(0);
    expect(await queueRows(invoiceId)).toEqual([]);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId))).toEqual([]);
  });

  it('a created invoice and a correction are queued once; an idempotent retry says so truthfully', async () => {
    const key = { 'idempotency-key': 'ksef-on-issue-retry-1' };
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, ...key },
      payload: vatInvoice(buyerId),
    });
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<InvoiceResponse>().invoice;
    expect(await queueRows(created.id)).toMatchObject([{ status: 'queued', organizationId }]);

    const retry = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...admin, ...key },
      payload: vatInvoice(buyerId),
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<InvoiceResponse>().invoice.id).toBe(created.id);
    expect(await queueRows(created.id)).toHaveLength(1);
    const ctx = {
      config: t.config,
      db: t.database.db,
      mailer: createMailer({ db: t.database.db, config: t.config, log: t.app.log }),
      workers: t.app.workers,
      signAccessToken: () => '',
    };
    const caller = { id: 0, organizationId, role: 'admin' as const };
    const again = await createInvoice(
      ctx,
      caller,
      invoiceInputSchema.parse(vatInvoice(buyerId)),
      key['idempotency-key'],
    );
    expect({ created: again.created, sendToKsef: again.sendToKsef }).toEqual({
      created: false,
      sendToKsef: true,
    });

    const correction = await issue(
      t,
      admin,
      vatInvoice(buyerId, { type: 'correction', correctedInvoiceId: created.id, correctionReason: 'Rabat' }),
    );
    expect(await queueRows(correction.id)).toMatchObject([{ status: 'queued' }]);
  });

  it('a proforma is never queued; the invoice its conversion issues is, in the same transaction', async () => {
    const proforma = await issue(t, admin, vatInvoice(buyerId, { type: 'proforma' }));
    expect(await queueRows(proforma.id)).toEqual([]);
    const converted = await t.app.inject({
      method: 'POST',
      url: `${url}/${proforma.id}/convert`,
      headers: admin,
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoice = converted.json<InvoiceResponse>().invoice;
    expect(await queueRows(invoice.id)).toMatchObject([{ status: 'queued' }]);
  });

  it('nothing is queued when the company does not send on issue', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/ksef',
      headers: admin,
      payload: { environment: 'test', sendOnIssue: false, receive: false },
    });
    expect(response.statusCode).toBe(200);
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    expect(await queueRows(invoice.id)).toEqual([]);
  });
});
