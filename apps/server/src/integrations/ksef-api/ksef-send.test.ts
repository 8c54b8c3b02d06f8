import { ksefVerificationLink } from '@saldo/domain/ksef/qr-code';
import { validateKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeKsefServer } from '../../../test/fakes/fake-ksef-server.ts';
import type { KsefApiClient, KsefOnlineSession } from './ksef-api-client.ts';
import type { KsefAuthSession } from './ksef-auth-session.ts';
import { createSymmetricKey, encryptInvoice, encryptSymmetricKey } from './ksef-crypto.ts';
import {
  SAMPLE_SELLER_NIP,
  clientFor,
  ksefError,
  sampleInvoiceBytes,
  sampleInvoiceXml,
  startFake,
} from './ksef-api-test-support.ts';

let fake: FakeKsefServer;
let client: KsefApiClient;
let auth: KsefAuthSession;
let session: KsefOnlineSession;

beforeEach(async () => {
  fake = await startFake({ nip: SAMPLE_SELLER_NIP });
  client = clientFor(fake);
  auth = await client.authenticateWithToken({ nip: fake.nip, ksefToken: fake.ksefToken });
  session = await client.openOnlineSession(auth);
});

afterEach(async () => {
  await fake.close();
});

describe('KSeF: sending an invoice in an interactive session', () => {
  it('opens an FA (3) session, sends the sample, gets a valid KSeF number, the UPO, and closes', async () => {
    const open = JSON.parse(fake.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(open['formCode']).toEqual({ systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' });
    expect(session.encryption.key).toHaveLength(32);
    expect(session.encryption.iv).toHaveLength(16);

    const xml = sampleInvoiceBytes();
    const sent = await client.sendInvoice(session, xml);
    expect(sent.sessionReferenceNumber).toBe(session.referenceNumber);
    expect(sent.invoiceHash).toBe('X+wQflQVyRs1fImlI+xDPnWk1V37hys4O1lkx9iJbSA=');

    // First poll: 150 processing; then 200.
    await expect(
      client.invoiceStatus(auth, session.referenceNumber, sent.referenceNumber),
    ).resolves.toMatchObject({
      state: 'processing',
      status: { code: 150 },
    });
    const result = await client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber);
    if (result.state !== 'accepted') throw new Error(`expected accepted, got ${result.state}`);
    const number = validateKsefNumber(result.ksefNumber);
    expect(number).toMatchObject({ ok: true, nip: SAMPLE_SELLER_NIP });
    expect(result.acquisitionDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(result.status).toMatchObject({ code: 200, description: 'Sukces' });

    // The fake decrypted exactly our bytes.
    expect(fake.accepted).toHaveLength(1);
    expect(fake.accepted[0]?.xml).toBe(xml.toString('utf8'));
    expect(fake.accepted[0]?.ksefNumber).toBe(result.ksefNumber);

    const upo = await client.invoiceUpo(auth, session.referenceNumber, sent.referenceNumber);
    expect(upo).toContain(`<NumerKSeFDokumentu>${result.ksefNumber}</NumerKSeFDokumentu>`);
    expect(upo).toContain(`<SkrotDokumentu>${sent.invoiceHash}</SkrotDokumentu>`);

    await client.closeSession(session);
    // 21180, the session's state forbids sending: a fault of the session, not a verdict on the invoice.
    await expect(ksefError(client.sendInvoice(session, sampleInvoiceXml('FV/2')))).resolves.toMatchObject({
      kind: 'session',
      httpStatus: 400,
      ksefCode: 21180,
    });

    // The QR link (KOD I) of the same bytes.
    expect(
      ksefVerificationLink({
        qrBaseUrl: 'https://qr-test.ksef.mf.gov.pl',
        sellerNip: SAMPLE_SELLER_NIP,
        issueDate: '2026-02-15',
        invoiceSha256: sent.invoiceSha256,
      }),
    ).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/9999999999/15-02-2026/X-wQflQVyRs1fImlI-xDPnWk1V37hys4O1lkx9iJbSA',
    );
  });

  it('sends several invoices in one session, each with its own number', async () => {
    const numbers = new Set<string>();
    for (const invoiceNumber of ['FV/1', 'FV/2', 'FV/3']) {
      const sent = await client.sendInvoice(session, sampleInvoiceXml(invoiceNumber));
      const result = await client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber);
      if (result.state !== 'accepted') throw new Error(result.state);
      numbers.add(result.ksefNumber);
    }
    expect(numbers.size).toBe(3);
  });

  it('gives KSeF’s reason when it rejects the invoice', async () => {
    fake.rejectNextInvoice(450, 'Błąd weryfikacji semantyki dokumentu faktury', [
      'Suma P_13_1 i P_14_1 nie zgadza się z P_15',
    ]);
    const sent = await client.sendInvoice(session, sampleInvoiceXml());
    await client.invoiceStatus(auth, session.referenceNumber, sent.referenceNumber);
    await expect(
      client.invoiceStatus(auth, session.referenceNumber, sent.referenceNumber),
    ).resolves.toMatchObject({
      state: 'rejected',
      status: { code: 450, details: ['Suma P_13_1 i P_14_1 nie zgadza się z P_15'] },
    });
    const error = await ksefError(client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber));
    expect(error).toMatchObject({
      kind: 'rejected',
      ksefCode: 450,
      description: 'Błąd weryfikacji semantyki dokumentu faktury',
    });
    expect(error.message).toBe(
      'KSeF rejected the invoice: 450 Błąd weryfikacji semantyki dokumentu faktury: Suma P_13_1 i P_14_1 nie zgadza się z P_15',
    );
    expect(fake.accepted).toHaveLength(0);
  });

  it('rejects a document that is not an invoice (the fake reads the XML)', async () => {
    const sent = await client.sendInvoice(session, '<?xml version="1.0"?><Cokolwiek/>');
    await expect(
      ksefError(client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber)),
    ).resolves.toMatchObject({ kind: 'rejected', ksefCode: 450 });
  });

  it('reports a duplicate with the number the invoice already has', async () => {
    const first = await client.sendInvoice(session, sampleInvoiceXml());
    const accepted = await client.waitForInvoice(auth, session.referenceNumber, first.referenceNumber);
    if (accepted.state !== 'accepted') throw new Error(accepted.state);
    // Sent again (e.g. after a restart in the middle of a send): the same seller and number.
    const again = await client.sendInvoice(session, sampleInvoiceXml());
    await expect(
      client.waitForInvoice(auth, session.referenceNumber, again.referenceNumber),
    ).resolves.toMatchObject({
      state: 'duplicate',
      originalKsefNumber: accepted.ksefNumber,
      status: { code: 440 },
    });
    // And on demand, for another invoice.
    fake.duplicateNextInvoice(accepted.ksefNumber);
    const scripted = await client.sendInvoice(session, sampleInvoiceXml('FV/other'));
    await expect(
      client.waitForInvoice(auth, session.referenceNumber, scripted.referenceNumber),
    ).resolves.toMatchObject({ state: 'duplicate', originalKsefNumber: accepted.ksefNumber });
    expect(fake.accepted).toHaveLength(1);
  });
});

describe('KSeF: the fake really checks what it receives', () => {
  it('refuses an invoice whose declared hash is not that of the content (430)', async () => {
    const payload = encryptInvoice(session.encryption, Buffer.from(sampleInvoiceXml(), 'utf8'));
    const other = encryptInvoice(session.encryption, Buffer.from(sampleInvoiceXml('FV/X'), 'utf8'));
    const sent = await client.sendEncryptedInvoice(session, { ...payload, invoiceHash: other.invoiceHash });
    await expect(
      client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber),
    ).rejects.toMatchObject({
      kind: 'rejected',
      ksefCode: 430,
      details: ['Skrót faktury jest niezgodny'],
    });
    // The encrypted file's size and hash are checked on receipt (21402/21403, open-api.json): our
    // protocol error, never a rejection of the invoice.
    await expect(
      ksefError(client.sendEncryptedInvoice(session, { ...payload, encryptedInvoiceSize: 16 })),
    ).resolves.toMatchObject({ kind: 'protocol', httpStatus: 400, ksefCode: 21402 });
    await expect(
      ksefError(
        client.sendEncryptedInvoice(session, {
          ...payload,
          encryptedInvoiceHash: other.encryptedInvoiceHash,
        }),
      ),
    ).resolves.toMatchObject({ kind: 'protocol', httpStatus: 400, ksefCode: 21403 });
  });

  it('reads the session faults 21155 and 21173 by their codes', async () => {
    for (const code of [21155, 21173]) {
      fake.failNextSend(code);
      await expect(ksefError(client.sendInvoice(session, sampleInvoiceXml()))).resolves.toMatchObject({
        kind: 'session',
        ksefCode: code,
      });
    }
  });

  it('a status 405 (cancelled for a session error) drops the attempt: send again, no rejection', async () => {
    fake.cancelNextInvoice();
    const sent = await client.sendInvoice(session, sampleInvoiceXml());
    await expect(
      ksefError(client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber)),
    ).resolves.toMatchObject({ kind: 'unavailable', ksefCode: 405, attemptDropped: true });
  });

  it('refuses a UPO that does not match its x-ms-meta-hash', async () => {
    const sent = await client.sendInvoice(session, sampleInvoiceXml());
    await client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber);
    fake.corruptNextUpo();
    await expect(
      ksefError(client.invoiceUpo(auth, session.referenceNumber, sent.referenceNumber)),
    ).resolves.toMatchObject({ kind: 'unavailable', message: expect.stringContaining('hash') });
    await expect(client.invoiceUpo(auth, session.referenceNumber, sent.referenceNumber)).resolves.toContain(
      '<Potwierdzenie',
    );
  });

  it('asks for problem details and reads the code from errors[]', async () => {
    await client.closeSession(session);
    const error = await ksefError(client.sendInvoice(session, sampleInvoiceXml()));
    const request = fake.requests.at(-1);
    expect(request?.headers['x-error-format']).toBe('problem-details');
    expect(error).toMatchObject({
      ksefCode: 21180,
      description: 'Status sesji nie pozwala na wykonanie operacji.',
      details: ['Status sesji 170 uniemożliwia wysyłkę faktur.'],
    });
  });

  it('cannot decrypt an invoice encrypted with another key than the session key (435)', async () => {
    const payload = encryptInvoice(createSymmetricKey(), Buffer.from(sampleInvoiceXml(), 'utf8'));
    const sent = await client.sendEncryptedInvoice(session, payload);
    await expect(
      client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber),
    ).rejects.toMatchObject({
      kind: 'rejected',
      ksefCode: 435,
      description: 'Błąd odszyfrowania pliku',
    });
    expect(fake.accepted).toHaveLength(0);
  });

  it('decrypts with the key the session was opened with', async () => {
    const key = createSymmetricKey();
    const own = await client.openOnlineSession(auth, key);
    const sent = await client.sendEncryptedInvoice(own, encryptInvoice(key, sampleInvoiceBytes()));
    await expect(
      client.waitForInvoice(auth, own.referenceNumber, sent.referenceNumber),
    ).resolves.toMatchObject({
      state: 'accepted',
    });
  });

  it('cannot open a session whose key is encrypted for another certificate', async () => {
    const tokenCertificate = await client.certificateFor('KsefTokenEncryption');
    const response = await fetch(`${fake.url}/sessions/online`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await auth.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        formCode: { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' },
        // Without publicKeyId: with it the fake refuses the id (21470) before trying to decrypt.
        encryption: {
          ...encryptSymmetricKey(tokenCertificate, createSymmetricKey()),
          publicKeyId: undefined,
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Nie można odszyfrować klucza symetrycznego');
  });
});

describe('KSeF: unavailable', () => {
  it('HTTP 500 on send is unavailable', async () => {
    fake.failNext({ status: 500, headers: { 'content-type': 'text/plain' }, body: 'Internal Server Error' });
    await expect(ksefError(client.sendInvoice(session, sampleInvoiceXml()))).resolves.toMatchObject({
      kind: 'unavailable',
      httpStatus: 500,
    });
  });

  it('a failure inside KSeF (status 500/550) is unavailable: send again later', async () => {
    fake.failNextInvoice(550);
    const sent = await client.sendInvoice(session, sampleInvoiceXml());
    await expect(
      ksefError(client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber)),
    ).resolves.toMatchObject({ kind: 'unavailable', ksefCode: 550 });
    fake.failNextInvoice();
    const second = await client.sendInvoice(session, sampleInvoiceXml());
    await expect(
      client.invoiceStatus(auth, session.referenceNumber, second.referenceNumber),
    ).resolves.toMatchObject({
      state: 'processing',
    });
    await expect(
      client.invoiceStatus(auth, session.referenceNumber, second.referenceNumber),
    ).resolves.toMatchObject({
      state: 'failed',
      status: { code: 500 },
    });
  });

  it('a KSeF that does not answer times out as unavailable', async () => {
    const impatient = clientFor(fake, { timeoutMs: 150 });
    const quick = await impatient.authenticateWithToken({ nip: fake.nip, ksefToken: fake.ksefToken });
    const open = await impatient.openOnlineSession(quick);
    fake.setMode('hang');
    const started = Date.now();
    const error = await ksefError(impatient.sendInvoice(open, sampleInvoiceXml()));
    expect(error).toMatchObject({ kind: 'unavailable', message: expect.stringContaining('within 150 ms') });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('429 and 503 are unavailable with Retry-After as a hint', async () => {
    // A Retry-After longer than the client will wait (a minute by default) is handed to the caller.
    fake.failNext({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '300' },
      body: JSON.stringify({
        status: {
          code: 429,
          description: 'Too Many Requests',
          details: ['Przekroczono limit 300 żądań na minutę.'],
        },
      }),
    });
    await expect(ksefError(client.sendInvoice(session, sampleInvoiceXml()))).resolves.toMatchObject({
      kind: 'unavailable',
      httpStatus: 429,
      retryAfterMs: 300_000,
      details: ['Przekroczono limit 300 żądań na minutę.'],
    });
    fake.setMode('unavailable');
    await expect(ksefError(client.invoiceStatus(auth, session.referenceNumber, 'x'))).resolves.toMatchObject({
      kind: 'unavailable',
      httpStatus: 503,
      retryAfterMs: 120_000,
    });
  });

  it('an unreachable address is unavailable', async () => {
    const nowhere = clientFor(fake, { baseUrl: 'http://127.0.0.1:9/v2' });
    await expect(ksefError(nowhere.publicKeyCertificates())).resolves.toMatchObject({ kind: 'unavailable' });
  });
});

describe('KSeF: answers outside the protocol', () => {
  it('an unexpected body or an invalid KSeF number is a protocol error', async () => {
    fake.failNext({ status: 202, headers: { 'content-type': 'application/json' }, body: '{"reference":1}' });
    await expect(ksefError(client.sendInvoice(session, sampleInvoiceXml()))).resolves.toMatchObject({
      kind: 'protocol',
      message: expect.stringContaining('referenceNumber'),
    });
    fake.failNext({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: { code: 200, description: 'Sukces' },
        ksefNumber: '9999999999-20230908-8BEF280C8D35-4D',
        acquisitionDate: '2026-02-15T10:00:00+01:00',
      }),
    });
    await expect(ksefError(client.invoiceStatus(auth, session.referenceNumber, 'x'))).resolves.toMatchObject({
      kind: 'protocol',
      message: expect.stringContaining('checksum'),
    });
    fake.failNext({ status: 200, headers: { 'content-type': 'text/html' }, body: '<html>maintenance' });
    await expect(ksefError(client.invoiceStatus(auth, session.referenceNumber, 'x'))).resolves.toMatchObject({
      kind: 'protocol',
    });
  });
});
