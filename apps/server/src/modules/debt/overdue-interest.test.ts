// Issue 16, items 3-5: consumer debtors (art. 481 KC, no compensation), interest on parts paid late,
// and the reference-rate assumption with rates entered in settings, through the API.
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contractor } from '@saldo/contracts/contractors';
import type { DebtHistoryEntry, OverdueItem, OverdueList, ReferenceRates } from '@saldo/contracts/debt';
import { addDays } from '@saldo/domain/dates/calendar';
import { overdueClaim } from '@saldo/domain/late-payment/overdue-claim';
import { referenceRateTable, REFERENCE_RATES_KNOWN_THROUGH } from '@saldo/domain/late-payment/rates';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { issue } from '../invoices/test-helpers.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { dueDaysAgo, today } from './test-helpers.ts';

const base = '/api/apps/invoice';
const GROSS = 195_300; // vatInvoice: 1 953,00 PLN
let t: TestApp;
let admin: Headers;
let consumer: Contractor;
let business: Contractor;
const ids = { consumer: 0, business: 0, paidLate: 0, partlyLate: 0 };

async function createContractor(payload: object): Promise<Contractor> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/apps/contractors',
    headers: admin,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ contractor: Contractor }>().contractor;
}

async function pay(id: number, amount: string, date: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}/invoices/${id}/payments`,
    headers: admin,
    payload: { amount, date, method: 'transfer' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function overdue(query = '', headers = admin): Promise<OverdueList> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/overdue${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OverdueList>();
}

const item = (list: OverdueList, id: number): OverdueItem | undefined =>
  list.invoices.find((invoice) => invoice.id === id);

async function dueDateOf(id: number): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/invoices/${id}`, headers: admin });
  return response.json<{ invoice: { dueDate: string } }>().invoice.dueDate;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  consumer = await createContractor({ ...kowalski, name: 'Jan Nowak', nip: '', regon: '' });
  business = await createContractor(kowalski);
  ids.consumer = (await issue(t, admin, dueDaysAgo(consumer.id, 40))).id;
  ids.business = (await issue(t, admin, dueDaysAgo(business.id, 40))).id;
  ids.paidLate = (await issue(t, admin, dueDaysAgo(business.id, 30))).id;
  ids.partlyLate = (await issue(t, admin, dueDaysAgo(business.id, 25))).id;
  await pay(ids.paidLate, '1953,00', today());
  await pay(ids.partlyLate, '953,00', addDays(today(), -15));
});
afterAll(() => t.close());

describe('consumer or business (item 3)', () => {
  it('the contractor card takes a buyer without a NIP for a consumer, one with a NIP for a business', () => {
    expect(consumer).toMatchObject({ debtorKind: null, debtor: 'consumer' });
    expect(business).toMatchObject({ debtorKind: null, debtor: 'business' });
  });

  it('a consumer owes art. 481 KC interest and no compensation; a business the commercial rate and 40 EUR', async () => {
    const list = await overdue();
    const dueDate = await dueDateOf(ids.consumer);
    const facts = { balance: GROSS, toPay: GROSS, gross: GROSS, grossPln: null, dueDate };
    const statutory = overdueClaim({ ...facts, debtor: 'consumer' }, today(), null);
    const commercial = overdueClaim(facts, today(), null);
    expect(item(list, ids.consumer)).toMatchObject({
      debtor: 'consumer',
      interestKind: 'statutory',
      interest: statutory.interest,
      interestRate: statutory.interestRate,
      compensation: null,
    });
    expect(item(list, ids.business)).toMatchObject({
      debtor: 'business',
      interestKind: 'commercial',
      interest: commercial.interest,
      compensation: { eur: 40 },
    });
    expect(statutory.interest).toBeLessThan(commercial.interest ?? 0);
  });

  it('the choice on the card is editable and wins over the NIP', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/apps/contractors/${consumer.id}`,
      headers: admin,
      payload: { ...kowalski, name: 'Jan Nowak', nip: '', regon: '', debtorKind: 'business' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ contractor: Contractor }>().contractor).toMatchObject({
      debtorKind: 'business',
      debtor: 'business',
    });
    expect(item(await overdue(), ids.consumer)).toMatchObject({
      debtor: 'business',
      interestKind: 'commercial',
    });
    await t.database.db.update(contractors).set({ debtorKind: null }).where(eq(contractors.id, consumer.id));
  });

  it('the demand letter to a consumer cites art. 481 KC and claims no compensation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/invoices/${ids.consumer}/debt/demand`,
      headers: { ...admin, 'accept-language': 'pl' },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<DebtHistoryEntry>();
    const pdf = await t.app.inject({ method: 'GET', url: entry.attachmentUrl ?? '', headers: admin });
    const proxy = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const text = (await extractText(proxy, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('art. 481 § 1 i 2 Kodeksu cywilnego');
    expect(text).not.toContain('rekompensat');
    expect(text).not.toContain('transakcjach handlowych');
    expect(text).toContain('ostatniej znanej stopy referencyjnej NBP');
  });
});

describe('interest on parts paid late (item 4)', () => {
  it('a partial payment made late owes interest for its days, shown apart from the balance', async () => {
    const list = await overdue();
    const dueDate = await dueDateOf(ids.partlyLate);
    const expected = overdueClaim(
      {
        balance: 100_000,
        toPay: GROSS,
        gross: GROSS,
        grossPln: null,
        dueDate,
        payments: [{ amount: 95_300, date: addDays(today(), -15) }],
      },
      today(),
      null,
    );
    expect(expected.latePaymentInterest).toBeGreaterThan(0);
    expect(item(list, ids.partlyLate)).toMatchObject({
      balance: 100_000,
      interest: expected.interest,
      latePaymentInterest: expected.latePaymentInterest,
    });
  });

  it('an invoice paid in full but late is listed only when asked for (paidLate=true), with its interest', async () => {
    expect(item(await overdue(), ids.paidLate)).toBeUndefined();
    const list = await overdue('?paidLate=true&perPage=100');
    const dueDate = await dueDateOf(ids.paidLate);
    const expected = overdueClaim(
      {
        balance: 0,
        toPay: GROSS,
        gross: GROSS,
        grossPln: null,
        dueDate,
        payments: [{ amount: GROSS, date: today() }],
      },
      today(),
      null,
    );
    expect(item(list, ids.paidLate)).toMatchObject({
      balance: 0,
      interest: 0,
      latePaymentInterest: expected.latePaymentInterest,
    });
    expect(list.total).toBe(4);
    const sum = list.invoices.reduce((total, i) => total + (i.latePaymentInterest ?? 0), 0);
    expect(list.sums[0]?.latePaymentInterest).toBe(sum);
  });
});

describe('the reference-rate table (item 5)', () => {
  const rates = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/organization/reference-rates',
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReferenceRates>();
  };
  const audit = () =>
    t.database.db
      .select()
      .from(organizationAudit)
      .where(and(eq(organizationAudit.action, 'referenceRateSet')));

  it('says when interest assumes the last known rate still holds', async () => {
    expect(await rates()).toMatchObject({ entered: [], knownThrough: REFERENCE_RATES_KNOWN_THROUGH });
    const list = await overdue();
    expect(list.ratesAssumed).toBe(true);
    expect(item(list, ids.consumer)?.ratesAssumed).toBe(true);
  });

  it('an admin enters a rate (audited); it takes precedence over the shipped table for this organization only', async () => {
    const from = addDays(today(), -30);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/reference-rates',
      headers: admin,
      payload: { from, rate: '3,25' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReferenceRates>()).toMatchObject({
      entered: [{ from, rate: 325, enteredOn: today() }],
      knownThrough: today(),
    });
    const [entry] = await audit();
    expect(entry?.details).toEqual({ from, rate: 325, before: null });

    const list = await overdue();
    const dueDate = await dueDateOf(ids.consumer);
    const table = referenceRateTable([{ from, rate: 325, enteredOn: today() }]);
    const expected = overdueClaim(
      { balance: GROSS, toPay: GROSS, gross: GROSS, grossPln: null, dueDate, debtor: 'consumer' },
      today(),
      null,
      table,
    );
    expect(item(list, ids.consumer)).toMatchObject({
      interest: expected.interest,
      interestRate: 325 + 550,
      ratesAssumed: false,
    });
    expect(list.ratesAssumed).toBe(false);

    // Another organization still counts with the shipped table.
    const other = await freshOrganization(t);
    const otherRates = await t.app.inject({
      method: 'GET',
      url: '/api/organization/reference-rates',
      headers: other,
    });
    expect(otherRates.json<ReferenceRates>().entered).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/reference-rates/${from}`,
      headers: admin,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ReferenceRates>().entered).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/reference-rates/${from}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    const removals = await t.database.db
      .select()
      .from(organizationAudit)
      .where(eq(organizationAudit.action, 'referenceRateRemoved'));
    expect(removals.map((row) => row.details)).toEqual([{ from, rate: 325 }]);
  });

  it('refuses a rate that is not a percentage', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/reference-rates',
      headers: admin,
      payload: { from: today(), rate: 'abc' },
    });
    expect(response.statusCode).toBe(400);
  });
});
