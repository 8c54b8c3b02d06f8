import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmsServer, type FakeSmsServer } from '../../../test/fakes/fake-sms-server.ts';
import { createSmsClient } from './sms-client.ts';
import { SmsError, type SmsClient, type SmsClientOptions } from './sms-types.ts';

let fake: FakeSmsServer;

beforeEach(async () => {
  fake = await startFakeSmsServer();
});

afterEach(async () => {
  await fake.close();
});

const client = (overrides: Partial<SmsClientOptions> = {}): SmsClient =>
  createSmsClient({ baseUrl: fake.url, token: fake.token, sender: 'Saldo', timeoutMs: 2_000, ...overrides });

async function smsError(promise: Promise<unknown>): Promise<SmsError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SmsError)) throw new Error(`expected an SmsError, got ${String(error)}`);
  return error;
}

describe('SMS client', () => {
  it('posts the form SMSAPI expects with the bearer token and returns the message id', async () => {
    const sent = await client().send('+48 500-100-200', 'Przypomnienie: faktura FV/1/2026');

    expect(sent.number).toBe('48500100200');
    expect(sent.id).toMatch(/^[0-9A-F]{24}$/);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/sms.do');
    expect(request?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      to: '48500100200',
      message: 'Przypomnienie: faktura FV/1/2026',
      format: 'json',
      encoding: 'utf-8',
      from: 'Saldo',
    });
    expect(fake.messages).toEqual([
      { to: '48500100200', message: 'Przypomnienie: faktura FV/1/2026', from: 'Saldo' },
    ]);
  });

  it('leaves the sender out when none is set', async () => {
    await client({ sender: ' ' }).send('500100200', 'Test');
    expect(new URLSearchParams(fake.requests[0]?.body).has('from')).toBe(false);
    expect(fake.messages[0]?.from).toBe('');
  });

  it('reports a bad token as rejected with the code, without repeating the token', async () => {
    const error = await smsError(client({ token: 'wrong-secret-token' }).send('500100200', 'Test'));
    expect(error).toMatchObject({ kind: 'rejected', code: 101, providerMessage: 'Authorization failed' });
    expect(error.message).toContain('101');
    expect(error.message).not.toContain('wrong-secret-token');
    expect(fake.messages).toHaveLength(0);
  });

  it('refuses an invalid number before calling the gateway', async () => {
    const error = await smsError(client().send('abc', 'Test'));
    expect(error.kind).toBe('invalid_number');
    expect(error.code).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });

  it('reports a number the gateway refuses (13) as invalid_number', async () => {
    fake.refuseNumber('48221234567');
    const error = await smsError(client().send('22 123 45 67', 'Test'));
    expect(error).toMatchObject({
      kind: 'invalid_number',
      code: 13,
      providerMessage: 'No correct phone numbers',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an account without points (103) as rejected', async () => {
    fake.setPoints(0.1);
    const error = await smsError(client().send('500100200', 'Test'));
    expect(error).toMatchObject({ kind: 'rejected', code: 103, providerMessage: 'Not enough points' });
    expect(fake.messages).toHaveLength(0);
  });

  it('reads an error sent with HTTP 200 and one on the message itself', async () => {
    fake.failNext({ status: 200, body: '{"error":14,"message":"Invalid sender field"}' });
    await expect(smsError(client().send('500100200', 'Test'))).resolves.toMatchObject({
      kind: 'rejected',
      code: 14,
    });
    fake.failNext({
      status: 200,
      body: '{"count":1,"list":[{"id":"1","number":"48500100200","error":13,"message":"Bad number"}]}',
    });
    await expect(smsError(client().send('500100200', 'Test'))).resolves.toMatchObject({
      kind: 'invalid_number',
      code: 13,
    });
  });

  it('gives up after the time-out when the gateway hangs', async () => {
    fake.setMode('hang');
    const started = Date.now();
    const error = await smsError(client({ timeoutMs: 200 }).send('500100200', 'Test'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('200 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a gateway that is down or unreachable as unavailable', async () => {
    fake.setMode('unavailable');
    await expect(smsError(client().send('500100200', 'Test'))).resolves.toMatchObject({
      kind: 'unavailable',
      message: 'The SMS gateway answered HTTP 503',
    });
    const url = fake.url;
    await fake.close();
    await expect(smsError(client({ baseUrl: url }).send('500100200', 'Test'))).resolves.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('reports an answer outside the protocol as unavailable', async () => {
    fake.failNext({ status: 200, body: '<html>maintenance</html>' });
    const error = await smsError(client().send('500100200', 'Test'));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toContain('unexpected answer');
  });

  it('says plainly that no provider is set up, without sending anything', async () => {
    for (const options of [{ baseUrl: '' }, { token: '' }, { baseUrl: ' ', token: ' ' }]) {
      const error = await smsError(client(options).send('500100200', 'Test'));
      expect(error.kind).toBe('not_configured');
      expect(error.message).toMatch(/^No SMS provider is set up/);
    }
    expect(fake.requests).toHaveLength(0);
  });
});
