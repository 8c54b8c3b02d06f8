import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeNbpServer, type FakeNbpServer } from '../../../test/fakes/fake-nbp-server.ts';
import { createNbpClient, rateFromLiteral } from './nbp-client.ts';
import { NbpError, type NbpClient, type NbpClientOptions } from './nbp-types.ts';

let fake: FakeNbpServer;

beforeEach(async () => {
  fake = await startFakeNbpServer();
});

afterEach(async () => {
  await fake.close();
});

/** Noon in Warsaw on 20 May 2026 unless a test moves the clock: after all the fake's tables. */
const client = (overrides: Partial<NbpClientOptions> = {}): NbpClient =>
  createNbpClient({
    baseUrl: fake.url,
    timeoutMs: 2_000,
    now: () => new Date('2026-05-20T10:00:00Z'),
    ...overrides,
  });

const askedDates = (): string[] => fake.requests.map((request) => request.url.pathname.split('/')[6] ?? '');

async function nbpError(promise: Promise<unknown>): Promise<NbpError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof NbpError)) throw new Error(`expected an NbpError, got ${String(error)}`);
  return error;
}

describe('NBP: rate of one day', () => {
  it('returns the table A mid rate as a string with the table number', async () => {
    await expect(client().getMidRate('eur', '2026-04-03')).resolves.toEqual({
      currency: 'EUR',
      rate: '4.2913',
      table: '065/A/NBP/2026',
      effectiveDate: '2026-04-03',
    });
    expect(fake.requests[0]?.path).toBe('/api/exchangerates/rates/a/eur/2026-04-03/?format=json');
  });

  it('gives null for a day without a table (404)', async () => {
    await expect(client().getMidRate('EUR', '2026-04-06')).resolves.toBeNull();
    await expect(client().getMidRate('EUR', '2026-04-04')).resolves.toBeNull();
  });

  it('keeps the digits NBP sent: small rates, trailing zeros; pads to 4 decimals', async () => {
    const nbp = client();
    expect((await nbp.getMidRate('HUF', '2026-04-03'))?.rate).toBe('0.012345');
    expect((await nbp.getMidRate('EUR', '2026-04-07'))?.rate).toBe('4.2910');
    expect((await nbp.getMidRate('EUR', '2026-04-08'))?.rate).toBe('4.2900');
    // Literals a float would shorten or round: only reading the source text keeps them.
    for (const literal of ['4.29130', '1.00000000000000001']) {
      fake.failNext({
        status: 200,
        body: `{"table":"A","currency":"euro","code":"EUR","rates":[{"no":"065/A/NBP/2026","effectiveDate":"2026-04-03","mid":${literal}}]}`,
      });
      expect((await nbp.getMidRate('EUR', '2026-04-03'))?.rate).toBe(literal);
    }
  });
});

describe('NBP: rate for an invoice (last business day before the date)', () => {
  it('takes the day before even when the date itself has a table', async () => {
    const rate = await client().getRateForInvoice('EUR', '2026-04-03');
    expect(rate).toEqual({
      currency: 'EUR',
      rate: '4.2889',
      table: '064/A/NBP/2026',
      effectiveDate: '2026-04-02',
    });
    expect(askedDates()).toEqual(['2026-04-02']);
  });

  it('walks back over a weekend', async () => {
    const rate = await client().getRateForInvoice('EUR', '2026-04-13');
    expect(rate).toMatchObject({ rate: '4.3001', effectiveDate: '2026-04-10', table: '069/A/NBP/2026' });
    expect(askedDates()).toEqual(['2026-04-12', '2026-04-11', '2026-04-10']);
  });

  it('walks back over Easter Monday and the weekend before it', async () => {
    const rate = await client().getRateForInvoice('EUR', '2026-04-07');
    expect(rate).toMatchObject({ rate: '4.2913', effectiveDate: '2026-04-03' });
    expect(askedDates()).toEqual(['2026-04-06', '2026-04-05', '2026-04-04', '2026-04-03']);
  });

  it('walks back over 1 May and the long weekend', async () => {
    const rate = await client().getRateForInvoice('usd', '2026-05-04');
    expect(rate).toMatchObject({ currency: 'USD', rate: '3.9388', effectiveDate: '2026-04-30' });
    expect(askedDates()).toEqual(['2026-05-03', '2026-05-02', '2026-05-01', '2026-04-30']);
  });

  it('gives 1.0000 for PLN without calling NBP', async () => {
    await expect(client().getRateForInvoice('pln', '2026-04-13')).resolves.toEqual({
      currency: 'PLN',
      rate: '1.0000',
      table: null,
      effectiveDate: null,
    });
    await expect(
      client({ baseUrl: undefined }).getRateForInvoice('PLN', '2026-04-13'),
    ).resolves.toMatchObject({
      rate: '1.0000',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('stops after 10 days without a table', async () => {
    const error = await nbpError(client().getRateForInvoice('XYZ', '2026-04-13'));
    expect(error.kind).toBe('not_found');
    expect(fake.requests).toHaveLength(10);
    expect(askedDates().at(-1)).toBe('2026-04-03');
  });

  it("does not step past today's missing table: it may just not be published yet", async () => {
    const thursdayMorning = () => new Date('2026-04-16T08:00:00Z');
    const today = await nbpError(client({ now: thursdayMorning }).getRateForInvoice('EUR', '2026-04-17'));
    expect(today.kind).toBe('not_published_yet');
    expect(askedDates()).toEqual(['2026-04-16']);
    const future = await nbpError(client({ now: thursdayMorning }).getRateForInvoice('EUR', '2026-04-20'));
    expect(future.kind).toBe('not_published_yet');
    expect(fake.requests).toHaveLength(1);
  });

  it('steps over today when today is a weekend day', async () => {
    const saturday = () => new Date('2026-04-11T10:00:00Z');
    const rate = await client({ now: saturday }).getRateForInvoice('EUR', '2026-04-12');
    expect(rate).toMatchObject({ effectiveDate: '2026-04-10' });
    expect(askedDates()).toEqual(['2026-04-11', '2026-04-10']);
  });
});

describe('NBP: errors', () => {
  it('rejects bad input without calling NBP', async () => {
    const nbp = client();
    for (const call of [
      nbp.getMidRate('EURO', '2026-04-03'),
      nbp.getMidRate('€', '2026-04-03'),
      nbp.getMidRate('EUR', '2026-02-30'),
      nbp.getRateForInvoice('EUR', '03.04.2026'),
      nbp.getRateForInvoice('EUR', '1999-12-31'),
      nbp.getMidRate('PLN', '2026-04-03'),
    ]) {
      await expect(nbpError(call)).resolves.toMatchObject({ kind: 'invalid_input' });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('is not_configured without an address', async () => {
    await expect(
      nbpError(client({ baseUrl: '' }).getRateForInvoice('EUR', '2026-04-13')),
    ).resolves.toMatchObject({
      kind: 'not_configured',
    });
  });

  it('is unavailable on 5xx, on no answer and when unreachable', async () => {
    fake.setMode('unavailable');
    await expect(nbpError(client().getMidRate('EUR', '2026-04-03'))).resolves.toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
    });
    fake.setMode('hang');
    const timeout = await nbpError(client({ timeoutMs: 100 }).getRateForInvoice('EUR', '2026-04-13'));
    expect(timeout).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('100 ms') });
    await expect(
      nbpError(client({ baseUrl: 'http://127.0.0.1:9' }).getMidRate('EUR', '2026-04-03')),
    ).resolves.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses answers it cannot trust', async () => {
    const answers = [
      '{"table":"A","currency":"euro","code":"EUR","rates":[{"no":"065/A/NBP/2026","effectiveDate":"2026-04-03","mid":4.2913e0}]}',
      '{"table":"A","currency":"euro","code":"EUR","rates":[{"no":"065/A/NBP/2026","effectiveDate":"2026-04-03","mid":"4.2913"}]}',
      '{"table":"A","currency":"euro","code":"EUR","rates":[{"no":"065/A/NBP/2026","effectiveDate":"2026-04-02","mid":4.2913}]}',
      '{"table":"A","currency":"euro","code":"USD","rates":[{"no":"065/A/NBP/2026","effectiveDate":"2026-04-03","mid":4.2913}]}',
      '{"table":"A","currency":"euro","code":"EUR","rates":[]}',
      '{"table":"A", oops',
    ];
    for (const body of answers) {
      fake.failNext({ status: 200, headers: { 'content-type': 'application/json' }, body });
      await expect(nbpError(client().getMidRate('EUR', '2026-04-03'))).resolves.toMatchObject({
        kind: 'protocol',
      });
    }
    fake.failNext({ status: 400, body: '400 BadRequest - Błędny zakres dat / Invalid date range' });
    const refused = await nbpError(client().getMidRate('EUR', '2026-04-03'));
    expect(refused).toMatchObject({ kind: 'protocol', httpStatus: 400 });
    expect(refused.message).toContain('Błędny zakres dat');
  });
});

describe('rate literals', () => {
  it.each([
    ['4.2913', '4.2913'],
    ['0.012345', '0.012345'],
    ['4.291', '4.2910'],
    ['4', '4.0000'],
    ['123.45678901', '123.45678901'],
  ])('%s → %s', (literal, rate) => {
    expect(rateFromLiteral(literal)).toBe(rate);
  });

  it.each(['-4.2913', '4.2913e0', '0', '0.0000', '', '.5'])('refuses %s', (literal) => {
    expect(rateFromLiteral(literal)).toBeNull();
  });
});
