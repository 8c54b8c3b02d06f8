import { inspect } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeKsefServer } from '../../../test/fakes/fake-ksef-server.ts';
import { encryptKsefToken } from './ksef-crypto.ts';
import { clientFor, ksefError, startFake } from './ksef-api-test-support.ts';

let fake: FakeKsefServer;

beforeEach(async () => {
  fake = await startFake();
});

afterEach(async () => {
  await fake.close();
});

const credentials = () => ({ nip: fake.nip, ksefToken: fake.ksefToken });
const paths = () => fake.requests.map((request) => `${request.method} ${request.url.pathname}`);

describe('KSeF: public key certificates', () => {
  it('lists them and picks, for each usage, the one valid now (not the expired one listed first)', async () => {
    const client = clientFor(fake);
    const certificates = await client.publicKeyCertificates();
    expect(certificates).toHaveLength(3);
    expect(certificates[0]?.validTo.getTime()).toBeLessThan(Date.now());
    const token = await client.certificateFor('KsefTokenEncryption');
    const symmetric = await client.certificateFor('SymmetricKeyEncryption');
    expect(token.usage).toEqual(['KsefTokenEncryption']);
    expect(symmetric.usage).toEqual(['SymmetricKeyEncryption']);
    expect(token.validTo.getTime()).toBeGreaterThan(Date.now());
    // Fetched once per client.
    expect(paths().filter((path) => path.endsWith('/public-key-certificates'))).toHaveLength(1);
  });

  it('is a protocol error when no certificate for the usage is valid now', async () => {
    const later = clientFor(fake, { now: () => new Date(Date.now() + 10 * 365 * 86_400_000) });
    await expect(ksefError(later.certificateFor('KsefTokenEncryption'))).resolves.toMatchObject({
      kind: 'protocol',
      message: expect.stringContaining('KsefTokenEncryption'),
    });
    // A kept list without a usable certificate is fetched again (a rotation may have happened).
    await ksefError(later.certificateFor('SymmetricKeyEncryption'));
    expect(paths().filter((path) => path.endsWith('/public-key-certificates'))).toHaveLength(2);
  });
});

describe('KSeF: authentication with a KSeF token', () => {
  it('runs challenge, encrypted token, status polling and redeem', async () => {
    const auth = await clientFor(fake).authenticateWithToken(credentials());
    expect(auth.nip).toBe(fake.nip);
    expect(auth.accessTokenValidUntil.getTime()).toBeGreaterThan(Date.now());
    expect(auth.refreshTokenValidUntil.getTime()).toBeGreaterThan(auth.accessTokenValidUntil.getTime());
    expect(paths()).toEqual([
      'GET /v2/security/public-key-certificates',
      'POST /v2/auth/challenge',
      'POST /v2/auth/ksef-token',
      'GET /v2/auth/' + auth.referenceNumber,
      'GET /v2/auth/' + auth.referenceNumber,
      'POST /v2/auth/token/redeem',
    ]);
    const start = JSON.parse(fake.requests[2]?.body ?? '{}') as Record<string, unknown>;
    expect(start).toMatchObject({ contextIdentifier: { type: 'Nip', value: fake.nip } });
    expect(JSON.stringify(start)).not.toContain(fake.ksefToken);
    // The status is asked with the operation's token, never the KSeF token.
    expect(fake.requests[3]?.headers['authorization']).toMatch(/^Bearer .+/);
    expect(fake.requests[3]?.headers['authorization']).not.toContain(fake.ksefToken);
  });

  it('does not show its tokens when logged or serialised', async () => {
    const auth = await clientFor(fake).authenticateWithToken(credentials());
    const token = await auth.accessToken();
    expect(JSON.stringify(auth)).not.toContain(token);
    expect(inspect(auth, { depth: 5 })).not.toContain(token);
    expect(JSON.parse(JSON.stringify(auth))).toMatchObject({ nip: fake.nip });
  });

  it('refuses a wrong token as unauthorized, without the token in the error', async () => {
    const wrong = 'not-the-right-token-123';
    const error = await ksefError(clientFor(fake).authenticateWithToken({ nip: fake.nip, ksefToken: wrong }));
    expect(error).toMatchObject({ kind: 'unauthorized', ksefCode: 450, details: ['Nieprawidłowy token'] });
    expect(error.message).toContain(
      '450 Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
    );
    for (const secret of [wrong, fake.ksefToken]) {
      expect(error.message).not.toContain(secret);
      expect(JSON.stringify(error)).not.toContain(secret);
      expect(inspect(error)).not.toContain(secret);
    }
  });

  it('refuses the right token for another company, and a token KSeF revoked', async () => {
    await expect(
      ksefError(clientFor(fake).authenticateWithToken({ nip: '5265877635', ksefToken: fake.ksefToken })),
    ).resolves.toMatchObject({ kind: 'unauthorized', ksefCode: 450 });
    fake.refuseToken();
    await expect(ksefError(clientFor(fake).authenticateWithToken(credentials()))).resolves.toMatchObject({
      kind: 'unauthorized',
      details: ['Token unieważniony'],
    });
  });

  it('the fake checks the challenge timestamp inside the encrypted token', async () => {
    const client = clientFor(fake);
    const certificate = await client.certificateFor('KsefTokenEncryption');
    const challenge = await client.authChallenge();
    const operation = await client.startTokenAuthentication({
      challenge: challenge.challenge,
      nip: fake.nip,
      encryptedToken: encryptKsefToken(certificate, fake.ksefToken, challenge.timestampMs - 1),
    });
    await client.authenticationStatus(operation); // 100: still in progress
    await expect(client.authenticationStatus(operation)).resolves.toMatchObject({
      code: 450,
      details: ['Nieprawidłowy czas tokena'],
    });
    await expect(ksefError(client.redeemTokens(operation))).resolves.toMatchObject({
      kind: 'protocol',
      httpStatus: 400,
      ksefCode: 21301,
    });
  });

  it('the fake cannot read a token encrypted with the session-key certificate', async () => {
    const client = clientFor(fake);
    const wrongCertificate = await client.certificateFor('SymmetricKeyEncryption');
    const challenge = await client.authChallenge();
    const operation = await client.startTokenAuthentication({
      challenge: challenge.challenge,
      nip: fake.nip,
      encryptedToken: encryptKsefToken(wrongCertificate, fake.ksefToken, challenge.timestampMs),
    });
    await client.authenticationStatus(operation);
    await expect(client.authenticationStatus(operation)).resolves.toMatchObject({ code: 450 });
  });

  it('is not_configured without an address, a token or a NIP, and sends nothing', async () => {
    const cases = [
      clientFor(fake, { baseUrl: undefined }).authenticateWithToken(credentials()),
      clientFor(fake, { baseUrl: ' ' }).authenticateWithToken(credentials()),
      clientFor(fake).authenticateWithToken({ nip: fake.nip, ksefToken: '' }),
      clientFor(fake).authenticateWithToken({ nip: fake.nip, ksefToken: undefined }),
      clientFor(fake).authenticateWithToken({ nip: '123', ksefToken: fake.ksefToken }),
    ];
    for (const call of cases) {
      await expect(ksefError(call)).resolves.toMatchObject({ kind: 'not_configured' });
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('KSeF: access token refresh', () => {
  it('refreshes with the refresh token (POST /auth/token/refresh)', async () => {
    const client = clientFor(fake);
    const auth = await client.authenticateWithToken(credentials());
    const before = await auth.accessToken();
    await auth.refresh();
    const after = await auth.accessToken();
    expect(after).not.toBe(before);
    expect(auth.refreshCount).toBe(1);
    expect(fake.refreshCount).toBe(1);
    const refresh = fake.requests.find((request) => request.url.pathname === '/v2/auth/token/refresh');
    expect(refresh?.headers['authorization']).not.toContain(after);
  });

  it('refreshes before a call when the access token is about to expire', async () => {
    let shift = 0;
    const client = clientFor(fake, { now: () => new Date(Date.now() + shift), refreshMarginMs: 60_000 });
    const auth = await client.authenticateWithToken(credentials());
    await client.openOnlineSession(auth);
    expect(fake.refreshCount).toBe(0);
    // 14.5 minutes later the 15-minute token has less than the minute's margin left.
    shift = 14.5 * 60_000;
    await client.openOnlineSession(auth);
    expect(fake.refreshCount).toBe(1);
    expect(auth.refreshCount).toBe(1);
  });

  it('refreshes once and repeats the call when KSeF answers 401 (an expired access token)', async () => {
    const client = clientFor(fake);
    const auth = await client.authenticateWithToken(credentials());
    fake.expireAccessTokens();
    const session = await client.openOnlineSession(auth);
    expect(session.referenceNumber).toMatch(/^\d{8}-SO-/);
    expect(fake.requests.map((request) => request.url.pathname).slice(-3)).toEqual([
      '/v2/sessions/online',
      '/v2/auth/token/refresh',
      '/v2/sessions/online',
    ]);
  });

  it('is unauthorized when the refresh token has expired too', async () => {
    let shift = 0;
    const client = clientFor(fake, { now: () => new Date(Date.now() + shift) });
    const auth = await client.authenticateWithToken(credentials());
    shift = 8 * 86_400_000;
    await expect(ksefError(client.openOnlineSession(auth))).resolves.toMatchObject({
      kind: 'unauthorized',
      message: expect.stringContaining('refresh token has expired'),
    });
  });
});

describe('KSeF: public key identifiers (API 2.5)', () => {
  it('sends the publicKeyId of the key used, with the token and with the session key', async () => {
    const client = clientFor(fake);
    const certificates = await client.publicKeyCertificates();
    const token = await client.certificateFor('KsefTokenEncryption');
    expect(token.publicKeyId).toHaveLength(44);
    expect(certificates.every((certificate) => certificate.certificateId !== null)).toBe(true);
    const auth = await client.authenticateWithToken(credentials());
    await client.openOnlineSession(auth);
    const body = (path: string) =>
      JSON.parse(fake.requests.find((request) => request.url.pathname === path)?.body ?? '{}') as {
        publicKeyId?: string;
        encryption?: { publicKeyId?: string };
      };
    expect(body('/v2/auth/ksef-token').publicKeyId).toBe(token.publicKeyId);
    expect(body('/v2/sessions/online').encryption?.publicKeyId).toBe(
      (await client.certificateFor('SymmetricKeyEncryption')).publicKeyId,
    );
  });

  it('on 21470 (a withdrawn key) fetches the certificates again and retries once, not "bad token"', async () => {
    const client = clientFor(fake);
    await client.authenticateWithToken(credentials());
    fake.rotatePublicKeyIds();
    const auth = await client.authenticateWithToken(credentials());
    expect(auth.nip).toBe(fake.nip);
    fake.rotatePublicKeyIds();
    await expect(client.openOnlineSession(auth)).resolves.toMatchObject({
      referenceNumber: expect.any(String),
    });
    expect(paths().filter((path) => path.endsWith('/public-key-certificates'))).toHaveLength(3);
  });

  it('other 400s of /auth/ksef-token (21111 invalid challenge) are not a refused token', async () => {
    fake.failWhen('POST', /\/auth\/ksef-token$/, {
      status: 400,
      headers: { 'content-type': 'application/problem+json' },
      body: JSON.stringify({
        title: 'Bad Request',
        status: 400,
        detail: 'Żądanie jest nieprawidłowe.',
        errors: [{ code: 21111, description: 'Nieprawidłowe wyzwanie autoryzacyjne.', details: [] }],
      }),
    });
    await expect(ksefError(clientFor(fake).authenticateWithToken(credentials()))).resolves.toMatchObject({
      kind: 'protocol',
      ksefCode: 21111,
    });
  });
});
