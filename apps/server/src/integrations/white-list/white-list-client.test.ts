import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeWhiteListServer,
  type FakeWhiteListServer,
} from '../../../test/fakes/fake-white-list-server.ts';
import { createWhiteListClient, normalizeAccountNumber } from './white-list-client.ts';
import { WhiteListError, type WhiteListClient, type WhiteListClientOptions } from './white-list-types.ts';

const TODAY = '2026-04-15';
const KOWALSKI = '6783014227';
const KOWALSKI_ACCOUNT = '61109010140000071219812874';
const OTHER_ACCOUNT = '19114020040000330212345678';

let fake: FakeWhiteListServer;

beforeEach(async () => {
  fake = await startFakeWhiteListServer({ today: TODAY });
});

afterEach(async () => {
  await fake.close();
});

const client = (overrides: Partial<WhiteListClientOptions> = {}): WhiteListClient =>
  createWhiteListClient({ baseUrl: fake.url, timeoutMs: 2_000, ...overrides });

async function whiteListError(promise: Promise<unknown>): Promise<WhiteListError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WhiteListError)) throw new Error(`expected a WhiteListError, got ${String(error)}`);
  return error;
}

describe('white list: search', () => {
  it('returns the typed subject with the request id', async () => {
    const result = await client().searchByNip('678-301-42-27', TODAY);
    expect(result.requestId).toMatch(/^Fk\d{3}-/);
    expect(result.requestDateTime).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(result.subject).toEqual({
      name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      nip: KOWALSKI,
      statusVat: 'Czynny',
      regon: '365123458',
      pesel: null,
      krs: '0000612345',
      residenceAddress: null,
      workingAddress: 'UL. DŁUGA 5/3, 31-147 KRAKÓW',
      representatives: [
        { companyName: null, firstName: 'JAN', lastName: 'KOWALSKI', nip: null, pesel: null },
      ],
      authorizedClerks: [],
      partners: [],
      registrationLegalDate: '2016-05-01',
      registrationDenialDate: null,
      registrationDenialBasis: null,
      restorationDate: null,
      restorationBasis: null,
      removalDate: null,
      removalBasis: null,
      accountNumbers: [KOWALSKI_ACCOUNT, '61102055610000310200000001'],
      hasVirtualAccounts: false,
    });
    expect(fake.requests[0]?.path).toBe(`/api/search/nip/${KOWALSKI}?date=${TODAY}`);
  });

  it('gives subject null for a NIP that is not on the list, and the other VAT statuses', async () => {
    const wl = client();
    expect((await wl.searchByNip('5261040828', TODAY)).subject).toBeNull();
    expect((await wl.searchByNip('5841234561', TODAY)).subject?.statusVat).toBe('Zwolniony');
    const removed = (await wl.searchByNip('9512345675', TODAY)).subject;
    expect(removed).toMatchObject({
      statusVat: 'Niezarejestrowany',
      removalDate: '2023-07-15',
      accountNumbers: [],
    });
  });

  it('searches by bank account, accepting the IBAN form with spaces', async () => {
    const result = await client().searchByAccount('PL61 1090 1014 0000 0712 1981 2874', TODAY);
    expect(result.subjects.map((subject) => subject.nip)).toEqual([KOWALSKI]);
    expect(fake.requests[0]?.path).toBe(`/api/search/bank-account/${KOWALSKI_ACCOUNT}?date=${TODAY}`);
  });
});

describe('white list: account check', () => {
  it('maps TAK and NIE to a boolean and keeps the request id', async () => {
    const wl = client();
    const assigned = await wl.checkAccount(KOWALSKI, KOWALSKI_ACCOUNT, TODAY);
    const notAssigned = await wl.checkAccount(KOWALSKI, OTHER_ACCOUNT, TODAY);
    expect(assigned).toMatchObject({ accountAssigned: true, requestId: expect.stringMatching(/^Fk/) });
    expect(notAssigned.accountAssigned).toBe(false);
    expect(notAssigned.requestId).not.toBe(assigned.requestId);
    expect(fake.requests[0]?.path).toBe(
      `/api/check/nip/${KOWALSKI}/bank-account/${KOWALSKI_ACCOUNT}?date=${TODAY}`,
    );
  });

  it('refuses an answer that is neither TAK nor NIE', async () => {
    fake.failNext({
      status: 200,
      body: JSON.stringify({ result: { accountAssigned: 'MAYBE', requestId: 'x', requestDateTime: 'y' } }),
    });
    await expect(
      whiteListError(client().checkAccount(KOWALSKI, KOWALSKI_ACCOUNT, TODAY)),
    ).resolves.toMatchObject({
      kind: 'protocol',
    });
  });
});

describe('white list: errors', () => {
  it('validates NIP, account and date locally, without spending the quota', async () => {
    const wl = client();
    for (const call of [
      wl.searchByNip('6783014228', TODAY),
      wl.checkAccount(KOWALSKI, '61109010140000071219812875', TODAY),
      wl.searchByAccount('123', TODAY),
      wl.searchByNip(KOWALSKI, '2026-02-30'),
      wl.searchByNip(KOWALSKI, '15-04-2026'),
    ]) {
      await expect(whiteListError(call)).resolves.toMatchObject({ kind: 'invalid_input' });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("passes on the API's own code and message", async () => {
    const future = await whiteListError(client().searchByNip(KOWALSKI, '2026-04-16'));
    expect(future).toMatchObject({
      kind: 'invalid_input',
      code: 'WL-103',
      apiMessage: 'Data nie może być datą przyszłą.',
      httpStatus: 400,
    });
    expect(future.message).toContain('WL-103');
    const old = await whiteListError(client().checkAccount(KOWALSKI, KOWALSKI_ACCOUNT, '2020-12-31'));
    expect(old).toMatchObject({ kind: 'invalid_input', code: 'WL-118' });
  });

  it('maps server-side states, limits and unknown codes', async () => {
    const cases = [
      { status: 400, code: 'WL-196', kind: 'unavailable' },
      { status: 500, code: 'WL-100', kind: 'unavailable' },
      { status: 429, code: 'WL-191', kind: 'rate_limited' },
      { status: 400, code: 'WL-190', kind: 'protocol' },
      { status: 400, code: 'WL-130', kind: 'protocol' },
    ];
    for (const { status, code, kind } of cases) {
      fake.failNext({ status, body: JSON.stringify({ code, message: 'komunikat' }) });
      await expect(whiteListError(client().searchByNip(KOWALSKI, TODAY))).resolves.toMatchObject({
        kind,
        code,
        apiMessage: 'komunikat',
      });
    }
  });

  it('repeats the request once on WL-195 (database just updated), as MF asks', async () => {
    fake.failNext({ status: 400, body: JSON.stringify({ code: 'WL-195', message: 'Zaktualizowano bazę.' }) });
    const result = await client().searchByNip(KOWALSKI, TODAY);
    expect(result.subject?.nip).toBe(KOWALSKI);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports the daily search limit as rate_limited', async () => {
    const limited = await startFakeWhiteListServer({ today: TODAY, searchLimit: 1 });
    const wl = client({ baseUrl: limited.url });
    await wl.searchByNip(KOWALSKI, TODAY);
    await expect(whiteListError(wl.searchByNip(KOWALSKI, TODAY))).resolves.toMatchObject({
      kind: 'rate_limited',
      httpStatus: 429,
    });
    await limited.close();
  });

  it('is unavailable when down, unreachable or silent', async () => {
    fake.setMode('unavailable');
    await expect(whiteListError(client().searchByNip(KOWALSKI, TODAY))).resolves.toMatchObject({
      kind: 'unavailable',
      code: 'HTTP-503',
    });
    fake.setMode('hang');
    const timeout = await whiteListError(client({ timeoutMs: 100 }).searchByNip(KOWALSKI, TODAY));
    expect(timeout).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('100 ms') });
    await expect(
      whiteListError(client({ baseUrl: 'http://127.0.0.1:9' }).searchByNip(KOWALSKI, TODAY)),
    ).resolves.toMatchObject({ kind: 'unavailable' });
  });

  it('is not_configured without an address', async () => {
    await expect(
      whiteListError(client({ baseUrl: undefined }).searchByNip(KOWALSKI, TODAY)),
    ).resolves.toMatchObject({
      kind: 'not_configured',
    });
  });

  it('refuses malformed answers', async () => {
    fake.failNext({ status: 200, body: '<html>' });
    await expect(whiteListError(client().searchByNip(KOWALSKI, TODAY))).resolves.toMatchObject({
      kind: 'protocol',
    });
    fake.failNext({
      status: 200,
      body: JSON.stringify({ result: { requestId: 'a', requestDateTime: 'b' } }),
    });
    await expect(whiteListError(client().searchByNip(KOWALSKI, TODAY))).resolves.toMatchObject({
      kind: 'protocol',
    });
    fake.failNext({
      status: 200,
      body: JSON.stringify({
        result: { subject: { name: 'X', statusVat: 'Aktywny' }, requestId: 'a', requestDateTime: 'b' },
      }),
    });
    await expect(whiteListError(client().searchByNip(KOWALSKI, TODAY))).resolves.toMatchObject({
      kind: 'protocol',
    });
  });
});

describe('bank account numbers', () => {
  it('normalizes NRB/IBAN PL and checks mod 97', () => {
    expect(normalizeAccountNumber('PL61 1090 1014 0000 0712 1981 2874')).toBe(KOWALSKI_ACCOUNT);
    expect(normalizeAccountNumber('90249000050247256316596736')).toBe('90249000050247256316596736');
    expect(normalizeAccountNumber('PL61109010140000071219812875')).toBeNull();
    expect(normalizeAccountNumber('11111111111111111111111111')).toBeNull();
    expect(normalizeAccountNumber('DE89370400440532013000')).toBeNull();
  });
});
