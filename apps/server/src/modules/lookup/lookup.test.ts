import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyLookupResultSchema } from '@saldo/contracts/lookup';
import {
  FAKE_GUS_VALID_KEY,
  startFakeGusServer,
  type FakeGusServer,
} from '../../../test/fakes/fake-gus-server.ts';
import {
  startFakeWhiteListServer,
  type FakeWhiteListServer,
} from '../../../test/fakes/fake-white-list-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createWhiteListClient } from '../../integrations/white-list/white-list-client.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { companyLookups } from './company-lookups.table.ts';
import { DAY_MS, MINUTE_MS, todayInPoland } from '../../lib/dates.ts';
import { lookupCompany } from './lookup.service.ts';

let t: TestApp;
let gus: FakeGusServer;
let whiteList: FakeWhiteListServer;
let admin: Headers;

beforeAll(async () => {
  [gus, whiteList] = await Promise.all([startFakeGusServer(), startFakeWhiteListServer()]);
  t = await createTestApp({
    GUS_API_URL: gus.url,
    GUS_API_KEY: FAKE_GUS_VALID_KEY,
    WHITE_LIST_API_URL: whiteList.url,
    LOOKUP_TIMEOUT_MS: '2000',
  });
  admin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([gus.close(), whiteList.close()]);
});
beforeEach(async () => {
  await t.database.db.delete(companyLookups);
  gus.setMode('normal');
  whiteList.setMode('normal');
  gus.requests.length = 0;
  whiteList.requests.length = 0;
});

const lookup = (nip: string, language = 'en') =>
  t.app.inject({
    url: `/api/lookup/company?nip=${encodeURIComponent(nip)}`,
    headers: { ...admin, 'accept-language': language },
  });

describe('GET /api/lookup/company', () => {
  it('takes name and address from GUS, VAT status and accounts from the white list', async () => {
    const response = await lookup('678-301-42-27');
    expect(response.statusCode).toBe(200);
    expect(companyLookupResultSchema.parse(response.json())).toEqual({
      source: 'gus',
      name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      nip: '6783014227',
      regon: '365123458',
      krs: '0000612345',
      street: 'ul. Długa',
      buildingNumber: '5',
      flatNumber: '3',
      postalCode: '31-147',
      city: 'Kraków',
      country: 'PL',
      vatStatus: 'active',
      bankAccounts: ['61109010140000071219812874', '61102055610000310200000001'],
      checkedAt: expect.any(String),
      whiteListRequestId: expect.stringMatching(/^Fk/),
    });
    expect(whiteList.requests[0]?.path).toBe(`/api/search/nip/6783014227?date=${todayInPoland()}`);
  });

  it('says not registered for VAT when the white list does not know a company GUS knows', async () => {
    const response = await lookup('5261040828');
    expect(response.json()).toMatchObject({
      source: 'gus',
      name: 'GŁÓWNY URZĄD STATYSTYCZNY',
      street: 'al. Niepodległości',
      vatStatus: 'not_registered',
      bankAccounts: [],
    });
  });

  it('answers 404 when neither register knows the NIP', async () => {
    const response = await lookup('5790004488', 'pl');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      message: 'Nie znaleziono firmy o tym numerze NIP w rejestrze GUS ani na białej liście VAT.',
    });
  });

  it('refuses an invalid NIP without asking any register', async () => {
    for (const [nip, language, message] of [
      ['5261040829', 'en', 'Invalid Company ID'],
      ['12345', 'pl', 'Nieprawidłowy NIP firmy'],
    ] as const) {
      const response = await lookup(nip, language);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(gus.requests).toHaveLength(0);
    expect(whiteList.requests).toHaveLength(0);
  });

  it('falls back to the white list for name and address when GUS is down', async () => {
    gus.setMode('unavailable');
    const response = await lookup('6783014227');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: 'white-list',
      name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      street: 'UL. DŁUGA',
      buildingNumber: '5',
      flatNumber: '3',
      postalCode: '31-147',
      city: 'KRAKÓW',
      regon: '365123458',
      krs: '0000612345',
      vatStatus: 'active',
    });
  });

  it('still answers from GUS when the white list is down, without a VAT status', async () => {
    whiteList.setMode('unavailable');
    const response = await lookup('5841234561');
    expect(response.json()).toMatchObject({
      source: 'gus',
      street: '',
      buildingNumber: '12',
      city: 'Nowa Wieś Malborska',
      vatStatus: null,
      bankAccounts: [],
      whiteListRequestId: null,
    });
  });

  it('answers 503 saying which register failed and why when both are down, and caches no failure', async () => {
    gus.setMode('unavailable');
    whiteList.setMode('unavailable');
    const response = await lookup('6783014227');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message:
        'The company could not be looked up. GUS: cannot be reached right now (no connection or no answer in time). VAT white list: cannot be reached right now (no connection or no answer in time). You can enter the data by hand; the administrator sees the details under Company settings → Connections.',
    });
    const polish = await lookup('6783014227', 'pl');
    expect(polish.json<{ message: string }>().message).toContain(
      'GUS: brak połączenia lub odpowiedzi na czas.',
    );
    gus.setMode('normal');
    whiteList.setMode('normal');
    expect((await lookup('6783014227')).statusCode).toBe(200);
  });

  it('answers a second look-up of the same NIP from the cache, without calling out', async () => {
    const first = await lookup('6783014227');
    const calls = gus.requests.length + whiteList.requests.length;
    expect(calls).toBeGreaterThan(0);
    const second = await lookup('678 301 42 27');
    expect(second.json()).toEqual(first.json());
    expect(gus.requests.length + whiteList.requests.length).toBe(calls);
  });

  it('asks the registers again once the cached answer is a day old', async () => {
    await lookup('6783014227');
    const calls = gus.requests.length + whiteList.requests.length;
    const dayAndMinuteAgo = new Date(Date.now() - DAY_MS - MINUTE_MS);
    await t.database.db
      .update(companyLookups)
      .set({ fetchedAt: dayAndMinuteAgo })
      .where(eq(companyLookups.nip, '6783014227'));
    expect((await lookup('6783014227')).statusCode).toBe(200);
    expect(gus.requests.length + whiteList.requests.length).toBeGreaterThan(calls);
    const [row] = await t.database.db
      .select()
      .from(companyLookups)
      .where(eq(companyLookups.nip, '6783014227'));
    expect(row?.fetchedAt.getTime()).toBeGreaterThan(dayAndMinuteAgo.getTime());
  });
});

describe('the registers in the Connections tab', () => {
  const connections = async () =>
    (await t.app.inject({ url: '/api/organization/connections', headers: admin })).json<{
      services: { service: string; lastSuccessAt: string | null; lastFailureAt: string | null }[];
    }>().services;
  const of = (services: Awaited<ReturnType<typeof connections>>, name: string) =>
    services.find((s) => s.service === name);

  it('records each register’s last success and last failure for the organization', async () => {
    const started = Date.now();
    await lookup('6783014227');
    const after = await connections();
    expect(Date.parse(of(after, 'gus')?.lastSuccessAt ?? '')).toBeGreaterThanOrEqual(started);
    expect(Date.parse(of(after, 'whiteList')?.lastSuccessAt ?? '')).toBeGreaterThanOrEqual(started);

    await t.database.db.delete(companyLookups);
    gus.setMode('unavailable');
    const beforeFailure = Date.now();
    await lookup('6783014227');
    const failed = await connections();
    expect(Date.parse(of(failed, 'gus')?.lastFailureAt ?? '')).toBeGreaterThanOrEqual(beforeFailure);
    expect(Date.parse(of(failed, 'whiteList')?.lastSuccessAt ?? '')).toBeGreaterThanOrEqual(beforeFailure);
  });
});

describe('look-up without a GUS key', () => {
  it('names the missing key when GUS is not set up and the white list is down', async () => {
    const log = t.app.log;
    const down = { gus: null, whiteList: createWhiteListClient({ baseUrl: whiteList.url }), log };
    whiteList.setMode('unavailable');
    await expect(lookupCompany(t.database.db, down, '5841234561')).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'lookup.unavailableBecause',
      params: {
        gus: 'not set up on this server (no GUS key).',
        whiteList: 'cannot be reached right now (no connection or no answer in time).',
      },
    });
  });

  it('uses the white list alone, and says "not configured" when there is no register at all', async () => {
    const log = t.app.log;
    const listOnly = { gus: null, whiteList: createWhiteListClient({ baseUrl: whiteList.url }), log };
    const found = await lookupCompany(t.database.db, listOnly, '5841234561');
    expect(found).toMatchObject({
      source: 'white-list',
      name: 'JAN TESTOWY',
      street: 'NOWA WIEŚ MALBORSKA',
      buildingNumber: '12',
      postalCode: '82-200',
      city: 'MALBORK',
      vatStatus: 'exempt',
    });
    expect(gus.requests).toHaveLength(0);
    const none = { gus: null, whiteList: createWhiteListClient({ baseUrl: '' }), log };
    await expect(lookupCompany(t.database.db, none, '5260251049')).rejects.toMatchObject({
      statusCode: 503,
      messageKey: 'lookup.notConfigured',
    });
  });
});

describe('POST /api/lookup/white-list/check', () => {
  const check = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/lookup/white-list/check', headers: admin, payload });

  it('says whether the account is on the list for the NIP, with the request id', async () => {
    const date = todayInPoland();
    const assigned = await check({ nip: '6783014227', account: 'PL61 1090 1014 0000 0712 1981 2874', date });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({
      accountAssigned: true,
      requestId: expect.stringMatching(/^Fk/),
      checkedAt: expect.any(String),
    });
    const other = await check({ nip: '5841234561', account: '61109010140000071219812874', date });
    expect(other.json().accountAssigned).toBe(false);
  });

  it('refuses invalid input before calling, and maps the outage to 503', async () => {
    const date = todayInPoland();
    const badNip = await check({ nip: '1111111112', account: '61109010140000071219812874', date });
    expect(badNip.json()).toMatchObject({ errors: { nip: 'Invalid Company ID' } });
    const badAccount = await check({ nip: '6783014227', account: '61109010140000071219812875', date });
    expect(badAccount.json()).toMatchObject({ errors: { account: 'Invalid bank account number.' } });
    expect(whiteList.requests).toHaveLength(0);
    const future = await check({
      nip: '6783014227',
      account: '61109010140000071219812874',
      date: '2999-01-01',
    });
    // Outside the business range: refused by the schema, before the list is asked.
    expect(future.json()).toMatchObject({
      errors: { date: 'Enter a date between 2000-01-01 and 2099-12-31.' },
    });
    expect(whiteList.requests).toHaveLength(0);
    whiteList.setMode('unavailable');
    const down = await check({ nip: '6783014227', account: '61109010140000071219812874', date });
    expect(down.statusCode).toBe(503);
  });
});
