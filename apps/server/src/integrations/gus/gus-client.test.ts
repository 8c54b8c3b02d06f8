import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGusServer, type FakeGusServer } from '../../../test/fakes/fake-gus-server.ts';
import { createGusClient } from './gus-client.ts';
import { GUS_TEST_API_KEY, GusError, type GusClient, type GusClientOptions } from './gus-types.ts';

let fake: FakeGusServer;
let clients: GusClient[];

beforeEach(async () => {
  fake = await startFakeGusServer();
  clients = [];
});

afterEach(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await fake.close();
});

function client(overrides: Partial<GusClientOptions> = {}): GusClient {
  const created = createGusClient({
    baseUrl: fake.url,
    apiKey: GUS_TEST_API_KEY,
    timeoutMs: 2_000,
    ...overrides,
  });
  clients.push(created);
  return created;
}

async function gusError(promise: Promise<unknown>): Promise<GusError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GusError)) throw new Error(`expected a GusError, got ${String(error)}`);
  return error;
}

describe('GUS client: lookups', () => {
  it('finds a legal entity by NIP, speaking SOAP 1.2 with WS-Addressing and the sid header', async () => {
    const result = await client().findByNip('526-104-08-28');
    expect(result).toEqual({
      status: 'found',
      company: {
        name: 'GŁÓWNY URZĄD STATYSTYCZNY',
        nip: '5261040828',
        regon: '000331501',
        street: 'al. Niepodległości',
        buildingNumber: '208',
        postalCode: '00-925',
        city: 'Warszawa',
        commune: 'Śródmieście',
        county: 'Warszawa',
        voivodeship: 'MAZOWIECKIE',
        country: 'PL',
        type: 'P',
        silosId: 6,
      },
      matches: [expect.objectContaining({ regon: '000331501' })],
    });
    expect(fake.actions()).toEqual(['Zaloguj', 'DaneSzukajPodmioty', 'DanePobierzPelnyRaport']);
    const [login, search] = fake.requests;
    expect(login?.headers['content-type']).toBe('application/soap+xml; charset=utf-8');
    expect(login?.headers['sid']).toBeUndefined();
    expect(login?.body).toContain(`<wsa:To>${fake.url}</wsa:To>`);
    expect(login?.body).toContain(`<ns:pKluczUzytkownika>${GUS_TEST_API_KEY}</ns:pKluczUzytkownika>`);
    expect(search?.headers['sid']).toMatch(/^[0-9a-f]{20}$/);
    expect(search?.body).toContain('<dat:Nip>5261040828</dat:Nip>');
    expect(search?.body).toContain(
      '<wsa:Action>http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/DaneSzukajPodmioty</wsa:Action>',
    );
  });

  it('reads the KRS number of a legal entity from its full report', async () => {
    const result = await client().findByNip('5260251049');
    expect(result.status === 'found' && result.company).toMatchObject({
      name: 'POWSZECHNY ZAKŁAD UBEZPIECZEŃ SPÓŁKA AKCYJNA',
      krs: '0000009831',
      street: 'Rondo Ignacego Daszyńskiego',
      postalCode: '00-843',
    });
  });

  it('decodes both levels of XML escaping and keeps the flat number', async () => {
    const result = await client().findByNip('6783014227');
    expect(result.status === 'found' && result.company).toMatchObject({
      name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      street: 'ul. Długa',
      buildingNumber: '5',
      flatNumber: '3',
      krs: '0000612345',
    });
  });

  it('returns a sole trader without street, with the post office town, and asks no full report', async () => {
    const result = await client().findByNip('5841234561');
    expect(result).toEqual({
      status: 'found',
      company: {
        name: 'Usługi Remontowe "SOLIDNIE" Jan Testowy',
        nip: '5841234561',
        regon: '276543212',
        buildingNumber: '12',
        postalCode: '82-200',
        city: 'Nowa Wieś Malborska',
        postOffice: 'Malbork',
        commune: 'Malbork',
        county: 'malborski',
        voivodeship: 'POMORSKIE',
        country: 'PL',
        type: 'F',
        silosId: 1,
      },
      matches: [expect.objectContaining({ type: 'F' })],
    });
    expect(fake.actions()).toEqual(['Zaloguj', 'DaneSzukajPodmioty']);
  });

  it('reports the end of activity of a closed company', async () => {
    const result = await client().findByRegon('123456785');
    expect(result.status === 'found' && result.company.activityEndDate).toBe('2023-06-30');
  });

  it('finds by REGON and by KRS', async () => {
    const gus = client();
    const byRegon = await gus.findByRegon('010001345');
    const byKrs = await gus.findByKrs('0000009831');
    expect(byRegon.status === 'found' && byRegon.company.nip).toBe('5260251049');
    expect(byKrs.status === 'found' && byKrs.company.regon).toBe('010001345');
    expect(fake.requests[1]?.body).toContain('<dat:Regon>010001345</dat:Regon>');
  });

  it('answers a typed not_found for an unknown NIP', async () => {
    const result = await client().findByNip('5790004488');
    expect(result).toEqual({ status: 'not_found', message: expect.stringContaining('Nie znaleziono') });
  });

  it('returns raw full report rows', async () => {
    const rows = await client().getFullReport('010001345', 'BIR11OsPrawna');
    expect(rows[0]).toMatchObject({ praw_nip: '5260251049', praw_adSiedzKodPocztowy: '00843' });
    await expect(gusError(client().getFullReport('276543212', 'BIR11OsPrawna'))).resolves.toMatchObject({
      kind: 'not_found',
      gusCode: '4',
    });
  });
});

describe('GUS client: input and configuration', () => {
  it('rejects an invalid NIP, REGON or KRS before calling GUS', async () => {
    const gus = client();
    await expect(gusError(gus.findByNip('5260251048'))).resolves.toMatchObject({ kind: 'invalid_input' });
    await expect(gusError(gus.findByRegon('010001346'))).resolves.toMatchObject({ kind: 'invalid_input' });
    await expect(gusError(gus.findByKrs('12345'))).resolves.toMatchObject({ kind: 'invalid_input' });
    expect(fake.requests).toHaveLength(0);
  });

  it('is not_configured without an address or a key, and never calls out', async () => {
    for (const options of [
      { apiKey: undefined },
      { baseUrl: undefined },
      { baseUrl: '  ' },
      { baseUrl: 'not a url' },
    ]) {
      await expect(gusError(client(options).findByNip('5261040828'))).resolves.toMatchObject({
        kind: 'not_configured',
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('maps a rejected key to invalid_key', async () => {
    const error = await gusError(client({ apiKey: 'wrongkey0000000000000' }).findByNip('5261040828'));
    expect(error.kind).toBe('invalid_key');
    expect(fake.actions()).toEqual(['Zaloguj']);
  });
});

describe('GUS client: session', () => {
  it('logs in once and reuses the session id, also for concurrent calls', async () => {
    const gus = client();
    await Promise.all([gus.findByNip('5841234561'), gus.findByNip('5261040828')]);
    await gus.findByRegon('276543212');
    expect(fake.actions().filter((action) => action === 'Zaloguj')).toHaveLength(1);
    expect(new Set(fake.requests.slice(1).map((request) => request.headers['sid'])).size).toBe(1);
  });

  it('logs in again once when GUS expired the session', async () => {
    const gus = client();
    await gus.findByNip('5841234561');
    fake.expireSessions();
    const result = await gus.findByNip('5841234561');
    expect(result.status).toBe('found');
    expect(fake.actions()).toEqual([
      'Zaloguj',
      'DaneSzukajPodmioty',
      'DaneSzukajPodmioty',
      'GetValue',
      'Zaloguj',
      'DaneSzukajPodmioty',
    ]);
    expect(fake.requests[3]?.body).toContain('<bir:pNazwaParametru>StatusSesji</bir:pNazwaParametru>');
    expect(fake.requests[5]?.headers['sid']).not.toBe(fake.requests[1]?.headers['sid']);
  });

  it('gives up after one new login when sessions keep dying', async () => {
    fake.setSessionsAlwaysExpire(true);
    const error = await gusError(client().findByNip('5841234561'));
    expect(error.kind).toBe('protocol');
    expect(fake.actions().filter((action) => action === 'Zaloguj')).toHaveLength(2);
  });

  it('logs out on close, once', async () => {
    const gus = client();
    await gus.findByNip('5841234561');
    const sid = fake.requests[1]?.headers['sid'];
    await gus.close();
    await gus.close();
    expect(fake.actions().at(-1)).toBe('Wyloguj');
    expect(fake.actions().filter((action) => action === 'Wyloguj')).toHaveLength(1);
    expect(fake.requests.at(-1)?.body).toContain(
      `<ns:pIdentyfikatorSesji>${String(sid)}</ns:pIdentyfikatorSesji>`,
    );
  });

  it('closes quietly when it never logged in or GUS is gone', async () => {
    await client().close();
    const gus = client();
    await gus.findByNip('5841234561');
    fake.setMode('unavailable');
    await expect(gus.close()).resolves.toBeUndefined();
  });
});

describe('GUS client: failures', () => {
  it('times out against a server that never answers', async () => {
    fake.setMode('hang');
    const started = Date.now();
    const error = await gusError(client({ timeoutMs: 150 }).findByNip('5261040828'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('150 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('maps HTTP 5xx and an unreachable host to unavailable', async () => {
    fake.setMode('unavailable');
    await expect(gusError(client().findByNip('5261040828'))).resolves.toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });
    const closed = await startFakeGusServer();
    await closed.close();
    await expect(gusError(client({ baseUrl: closed.url }).findByNip('5261040828'))).resolves.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('maps a Sender SOAP fault and garbage answers to protocol', async () => {
    fake.failNext({
      status: 500,
      headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
      body:
        '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value>' +
        '</s:Code><s:Reason><s:Text xml:lang="en">Bad request</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>',
    });
    await expect(gusError(client().findByNip('5261040828'))).resolves.toMatchObject({ kind: 'protocol' });
    fake.failNext({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body: '<html>maintenance</html>',
    });
    await expect(gusError(client().findByNip('5261040828'))).resolves.toMatchObject({ kind: 'protocol' });
  });
});
