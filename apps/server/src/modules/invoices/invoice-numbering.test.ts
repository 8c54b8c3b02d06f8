import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesNext } from '@saldo/contracts/organization-settings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

let t: TestApp;
let org: Headers;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await freshOrganization(t);
  buyerId = (await newBuyer(t, org)).id;
});
afterAll(() => t.close());

async function next(): Promise<SeriesNext> {
  const response = await t.app.inject({ method: 'GET', url: '/api/organization/series/next', headers: org });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SeriesNext>();
}
const nextOf = (body: SeriesNext, type: string) => body.series.find((s) => s.documentType === type);

describe('GET /api/organization/series/next', () => {
  it('shows the number the next invoice really gets, and takes none', async () => {
    const today = todayInPoland();
    const invoice = () => vatInvoice(buyerId, { issueDate: today, saleDate: today });
    const first = await next();
    expect(first.date).toBe(today);
    expect(nextOf(first, 'vat')?.next).toEqual({ never: 1, yearly: 1, monthly: 1 });
    // Asking twice takes nothing: the same number both times.
    expect(nextOf(await next(), 'vat')?.number).toBe(nextOf(first, 'vat')?.number);
    expect((await issue(t, org, invoice())).number).toBe(nextOf(first, 'vat')?.number);

    for (let i = 0; i < 7; i += 1) await issue(t, org, invoice());
    const ninth = await next();
    expect(nextOf(ninth, 'vat')?.next.monthly).toBe(9);
    expect((await issue(t, org, invoice())).number).toBe(nextOf(ninth, 'vat')?.number);
    // Other types count on their own.
    expect(nextOf(ninth, 'proforma')?.next.monthly).toBe(1);
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/organization/series/next' });
    expect(response.statusCode).toBe(401);
  });
});
