import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionsResponseSchema,
  connectionTestResultSchema,
  type ConnectionStatus,
} from '@saldo/contracts/connections';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { classifyFailure } from '../../integrations/service-failure.ts';
import { GusError } from '../../integrations/gus/gus-types.ts';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  // Port 9 (discard) on the loopback: refused at once, so "cannot connect" is quick and certain.
  t = await createTestApp({ WHITE_LIST_API_URL: 'http://127.0.0.1:9', LOOKUP_TIMEOUT_MS: '2000' });
  admin = await demoAdmin(t);
});
afterAll(() => t.close());

const overview = async (call: Caller) => {
  const response = await call({ url: '/api/organization/connections' });
  expect(response.statusCode).toBe(200);
  return connectionsResponseSchema.parse(response.json()).services;
};
const of = (services: ConnectionStatus[], name: ConnectionStatus['service']) =>
  services.find((s) => s.service === name);

describe('GET /api/organization/connections', () => {
  it('lists every outside service with its set-up', async () => {
    const services = await overview(admin);
    expect(services.map((s) => s.service)).toEqual([
      'gus',
      'whiteList',
      'nbp',
      'ksef',
      'smtp',
      'sms',
      'fileStorage',
    ]);
    expect(of(services, 'gus')?.setup).toBe('not_configured');
    expect(of(services, 'nbp')?.setup).toBe('not_configured');
    expect(of(services, 'sms')?.setup).toBe('not_configured');
    expect(of(services, 'fileStorage')?.setup).toBe('configured');
  });

  it('is for the company’s administrators only', async () => {
    const client = await demoClient(t);
    expect((await client({ url: '/api/organization/connections' })).statusCode).toBe(403);
    const test = await client({ method: 'POST', url: '/api/organization/connections/fileStorage/test' });
    expect(test.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/organization/connections' })).statusCode).toBe(401);
  });
});

describe('POST /api/organization/connections/:service/test', () => {
  const test = async (call: Caller, service: string) => {
    const response = await call({ method: 'POST', url: `/api/organization/connections/${service}/test` });
    expect(response.statusCode).toBe(200);
    return connectionTestResultSchema.parse(response.json());
  };

  it('writes, reads back and deletes a file in the storage, and records the success', async () => {
    const result = await test(admin, 'fileStorage');
    expect(result.ok).toBe(true);
    expect(result.status.lastSuccessAt).not.toBeNull();
    expect(of(await overview(admin), 'fileStorage')?.lastSuccessAt).toBe(result.status.lastSuccessAt);
  });

  it('records an unreachable service as a failure with the reason, seen by this company only', async () => {
    const result = await test(admin, 'whiteList');
    expect(result.ok).toBe(false);
    expect(result.status).toMatchObject({ lastFailureKind: 'unavailable', lastSuccessAt: null });
    expect(result.status.lastFailureDetail).toMatch(/\S/);
    expect(result.status.lastFailureAt).not.toBeNull();

    const other = await otherOrganizationAdmin(t);
    expect(of(await overview(other.call), 'whiteList')).toMatchObject({
      lastFailureAt: null,
      lastFailureDetail: null,
    });
  });

  it('says a service without settings is not set up', async () => {
    const result = await test(admin, 'gus');
    expect(result).toMatchObject({ ok: false, status: { lastFailureKind: 'not_configured' } });
    const ksef = await test(admin, 'ksef');
    expect(ksef).toMatchObject({ ok: false, status: { lastFailureKind: 'not_configured' } });
  });

  it('refuses a service it does not know', async () => {
    const response = await admin({ method: 'POST', url: '/api/organization/connections/telegraph/test' });
    expect(response.statusCode).toBe(400);
  });
});

describe('classifyFailure', () => {
  it('treats an answer as no failure, and reads network errors as "cannot connect"', () => {
    expect(classifyFailure(new GusError('not_found', 'no such NIP'))).toBeNull();
    expect(classifyFailure(new GusError('invalid_key', 'key refused'))?.kind).toBe('refused_credentials');
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    });
    expect(classifyFailure(refused)).toEqual({
      kind: 'unavailable',
      detail: 'fetch failed (connect ECONNREFUSED 127.0.0.1:9)',
    });
    expect(classifyFailure(new Error('surprise'))?.kind).toBe('protocol');
  });
});
