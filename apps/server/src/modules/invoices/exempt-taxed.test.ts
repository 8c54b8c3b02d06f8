// Issue 31 item 8: a company exempt from VAT (art. 113) that issues a line at a percentage rate owes that
// VAT (art. 108). The form asks; the server refuses such an invoice unless the request confirms it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { newBuyer, vatInvoice } from './test-helpers.ts';

const url = '/api/apps/invoice/invoices';
let t: TestApp;
let admin: Headers;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
  buyerId = (await newBuyer(t, admin)).id;
  // Every organization of this file's own database: the demo company becomes exempt.
  await t.database.db
    .update(organizations)
    .set({ vatStatus: 'exempt', vatExemptionBasis: 'art. 113 ust. 1 ustawy o VAT' });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...admin, ...headers }, payload });

describe('VAT charged by an exempt company', () => {
  it('is refused unconfirmed, naming the rates and art. 108, in the reader’s language', async () => {
    const body = vatInvoice(buyerId, {
      lines: [
        { name: 'Konsultacje', quantity: '1', unitPrice: '100', vatRate: '23' },
        { name: 'Książka', quantity: '1', unitPrice: '50', vatRate: '5' },
      ],
    });
    const refused = await post(body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'exemptTaxedUnconfirmed' });
    expect(refused.json<{ message: string }>().message).toContain('23 %, 5 %');
    expect(refused.json<{ message: string }>().message).toContain('art. 108');
    const polish = await post(body, { 'accept-language': 'pl' });
    expect(polish.json<{ message: string }>().message).toContain('zwolniona z VAT');

    const confirmed = await post({ ...body, confirmTaxedWhileExempt: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('lets exempt, 0 % and np lines through without asking', async () => {
    const response = await post(
      vatInvoice(buyerId, {
        lines: [
          { name: 'Szkolenie', quantity: '1', unitPrice: '100', vatRate: 'zw' },
          { name: 'Usługa', quantity: '1', unitPrice: '100', vatRate: 'np I' },
        ],
        exemptionBasis: { kind: 'act', text: 'art. 113 ust. 1 ustawy o VAT' },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});
