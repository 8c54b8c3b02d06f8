// Issue 31 item 10, offline mode: with a KSeF offline certificate, an obliged company's invoice that
// KSeF cannot take now (or that the user issues offline) prints KOD I labelled OFFLINE and KOD II
// labelled CERTYFIKAT, signed as kody-qr.md says; the frozen file goes to KSeF later with offlineMode,
// and once accepted the PDF carries the KSeF number as for any accepted invoice.
import { constants, createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'selfsigned';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@saldo/contracts/invoices';
import type { KsefInvoiceState, KsefSettings } from '@saldo/contracts/ksef';
import { bearer, demo, login, type TestApp } from '../../../test/test-app.ts';
import type { FakeKsefServer } from '../../../test/fakes/fake-ksef-server.ts';
import type { AppContext } from '../../app-context.ts';
import type { Headers } from '../contractors/test-helpers.ts';
import { issue, vatInvoice } from '../invoices/test-helpers.ts';
import { filledRectPaths, scanQr } from '../invoices/pdf/pdf-qr.test-helpers.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { sendQueuedInvoices, type KsefDeps } from './ksef-send.job.ts';
import { DEMO_NIP, startKsefTestbed, TOKEN, type KsefTestbed } from './test-helpers.ts';

const base = '/api/apps/invoice';
const OBLIGED_FROM = '2026-11-15';
const DAY_MS = 86_400_000;

let testbed: KsefTestbed;
let t: TestApp;
let fake: FakeKsefServer;
let admin: Headers;
let buyerId: number;
let ctx: AppContext;
let deps: KsefDeps;

interface TestCertificate {
  certificate: string;
  privateKey: string;
  x509: X509Certificate;
}

/** A self-signed stand-in for the certificate KSeF issues (its checks are the same for ours). */
async function makeCertificate(
  keyType: 'rsa' | 'ec',
  validTo = new Date(Date.now() + 365 * DAY_MS),
): Promise<TestCertificate> {
  const publicKeyEncoding = { type: 'spki', format: 'pem' } as const;
  const privateKeyEncoding = { type: 'pkcs8', format: 'pem' } as const;
  const pair =
    keyType === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding, privateKeyEncoding })
      : generateKeyPairSync('ec', { namedCurve: 'prime256v1', publicKeyEncoding, privateKeyEncoding });
  const pems = await generate([{ name: 'commonName', value: `Offline ${DEMO_NIP}` }], {
    keyPair: pair,
    keyType,
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 2 * DAY_MS),
    notAfterDate: validTo,
  });
  return { certificate: pems.cert, privateKey: pair.privateKey, x509: new X509Certificate(pems.cert) };
}

let rsa: TestCertificate;
let ec: TestCertificate;

beforeAll(async () => {
  testbed = await startKsefTestbed();
  ({ t, fake, admin, buyerId, ctx, deps } = testbed);
  [rsa, ec] = await Promise.all([makeCertificate('rsa'), makeCertificate('ec')]);
  const settings = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/ksef',
    headers: admin,
    payload: {
      environment: 'test',
      sendOnIssue: false,
      receive: false,
      token: TOKEN,
      obligedFrom: OBLIGED_FROM,
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await testbed.close();
});

const putCertificate = (payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/organization/ksef/offline-certificate', headers, payload });

async function useCertificate(certificate: TestCertificate): Promise<KsefSettings> {
  const response = await putCertificate({
    certificate: certificate.certificate,
    privateKey: certificate.privateKey,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KsefSettings>();
}

async function ksefState(id: number): Promise<KsefInvoiceState> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/invoices/${id}/ksef`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KsefInvoiceState>();
}

async function pdfOf(id: number): Promise<{ text: string; codes: (string | null)[] }> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/invoices/${id}/pdf`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const pdf = response.rawPayload;
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), codes: filledRectPaths(pdf).map((rects) => scanQr(rects)) };
}

const issueOffline = (id: number, headers = admin) =>
  t.app.inject({ method: 'POST', url: `${base}/invoices/${id}/ksef/offline`, headers });

/** The signed part and the signature of a KOD II link, verified with the certificate's public key. */
function signatureVerifies(url: string, certificate: X509Certificate): boolean {
  const withoutScheme = url.replace(/^https:\/\//, '');
  const cut = withoutScheme.lastIndexOf('/');
  const signed = Buffer.from(withoutScheme.slice(0, cut), 'utf8');
  const signature = Buffer.from(withoutScheme.slice(cut + 1), 'base64url');
  const key = certificate.publicKey;
  return key.asymmetricKeyType === 'rsa'
    ? verify('sha256', signed, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, signature)
    : verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature);
}

const sentWithOfflineMode = () =>
  fake.requests
    .filter((request) => request.method === 'POST' && /sessions\/online\/[^/]+\/invoices$/.test(request.path))
    .map((request) => (JSON.parse(request.body) as { offlineMode?: boolean }).offlineMode === true);

describe('the offline certificate in the KSeF settings', () => {
  it('is refused when unreadable, with another key, or expired, and by a client user', async () => {
    const unreadable = await putCertificate({ certificate: 'not a certificate', privateKey: rsa.privateKey });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json<{ errors: Record<string, string> }>().errors['certificate']).toMatch(
      /certificate/i,
    );
    const mismatch = await putCertificate({ certificate: rsa.certificate, privateKey: ec.privateKey });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ errors: Record<string, string> }>().errors['privateKey']).toBe(
      'This private key does not belong to this certificate.',
    );
    const expired = await makeCertificate('ec', new Date(Date.now() - DAY_MS));
    const old = await putCertificate({ certificate: expired.certificate, privateKey: expired.privateKey });
    expect(old.statusCode).toBe(400);
    const client = bearer((await login(t.app, demo.client)).accessToken);
    expect(
      (await putCertificate({ certificate: rsa.certificate, privateKey: rsa.privateKey }, client)).statusCode,
    ).toBe(403);
  });

  it('is stored with its key sealed; only the serial and expiry come back; removal is audited', async () => {
    const settings = await useCertificate(rsa);
    expect(settings.offlineCertificate).toEqual({
      serial: rsa.x509.serialNumber.toUpperCase(),
      validTo: new Date(rsa.x509.validTo).toISOString(),
    });
    expect(JSON.stringify(settings)).not.toContain('PRIVATE');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/organization/ksef/offline-certificate',
      headers: admin,
    });
    expect(removed.json<KsefSettings>().offlineCertificate).toBeNull();
    const audit = await t.database.db
      .select({ action: organizationAudit.action })
      .from(organizationAudit)
      .where(eq(organizationAudit.userId, 1));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['ksefOfflineCertificateSet', 'ksefOfflineCertificateRemoved']),
    );
  });
});

// PDFs, the send job and the fake's round trips: a loaded machine needs more than the default 30 s.
describe('an invoice issued in offline mode', { timeout: 180_000 }, () => {
  it('is refused without a certificate', async () => {
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, { issueDate: '2026-11-20', saleDate: '2026-11-20' }),
    );
    const refused = await issueOffline(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('offline certificate');
  });

  it('prints KOD I as OFFLINE and a signed KOD II as CERTYFIKAT, is sent with offlineMode, then prints its KSeF number', async () => {
    await useCertificate(rsa);
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, { issueDate: '2026-11-20', saleDate: '2026-11-20' }),
    );
    expect(invoice.ksefPreview).toBe(true);

    const response = await issueOffline(invoice.id);
    expect(response.statusCode, response.body).toBe(202);
    const state = response.json<KsefInvoiceState>();
    expect(state.state).toBe('queued');
    expect(state.ksefNumber).toBeNull();
    expect(state.offline?.sendBy).toBe('2026-11-23'); // Friday's invoice: by Monday
    const invoiceUrl = state.verificationUrl ?? '';
    const certificateUrl = state.offline?.certificateUrl ?? '';
    expect(invoiceUrl).toMatch(
      new RegExp(`^https://qr-test\\.ksef\\.mf\\.gov\\.pl/invoice/${DEMO_NIP}/20-11-2026/[\\w-]{43}$`),
    );
    const hash = invoiceUrl.split('/').at(-1) ?? '';
    expect(certificateUrl).toMatch(
      new RegExp(
        `^https://qr-test\\.ksef\\.mf\\.gov\\.pl/certificate/Nip/${DEMO_NIP}/${DEMO_NIP}/${rsa.x509.serialNumber.toUpperCase()}/${hash}/[\\w-]{342}$`,
      ),
    );
    expect(signatureVerifies(certificateUrl, rsa.x509)).toBe(true);
    // Issued twice is refused; and the content is frozen: it can no longer be edited.
    expect((await issueOffline(invoice.id)).statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${base}/invoices/${invoice.id}`,
      headers: admin,
      payload: vatInvoice(buyerId, { issueDate: '2026-11-20', saleDate: '2026-11-20', notes: 'zmiana' }),
    });
    expect(edit.statusCode).toBe(409);

    // An invoice now, not a preview: both codes, labelled, and no preview band.
    const detail = await t.app.inject({
      method: 'GET',
      url: `${base}/invoices/${invoice.id}`,
      headers: admin,
    });
    expect(detail.json<InvoiceResponse>().invoice.ksefPreview).toBe(false);
    const offline = await pdfOf(invoice.id);
    expect(offline.text).not.toContain('Podgląd');
    expect(offline.text).toContain('Faktura wystawiona w trybie offline');
    expect(offline.text).toContain('OFFLINE');
    expect(offline.text).toContain('CERTYFIKAT');
    expect(offline.codes).toEqual(expect.arrayContaining([invoiceUrl, certificateUrl]));

    // The send job sends the frozen file, declared offline; KSeF's hash is the one both codes name.
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    expect(sentWithOfflineMode().at(-1)).toBe(true);
    const stored = fake.accepted.at(-1);
    expect(Buffer.from(stored?.invoiceHash ?? '', 'base64').toString('base64url')).toBe(hash);
    expect(
      createHash('sha256')
        .update(stored?.xml ?? '', 'utf8')
        .digest('base64url'),
    ).toBe(hash);

    const accepted = await ksefState(invoice.id);
    expect(accepted.state).toBe('accepted');
    expect(accepted.verificationUrl).toBe(invoiceUrl);
    const printed = await pdfOf(invoice.id);
    expect(printed.text).toContain(accepted.ksefNumber ?? 'a KSeF number');
    expect(printed.text).not.toContain('CERTYFIKAT');
    expect(printed.codes).toEqual([invoiceUrl]);
  });

  it('is entered by itself when KSeF is unavailable (EC key), and sent once KSeF is back', async () => {
    await useCertificate(ec);
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, { issueDate: '2026-11-24', saleDate: '2026-11-24' }),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/invoices/${invoice.id}/ksef`, headers: admin }))
        .statusCode,
    ).toBe(202);
    fake.setMode('unavailable');
    try {
      expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 0, retrying: 1 });
    } finally {
      fake.setMode('normal');
    }
    const state = await ksefState(invoice.id);
    expect(state.state).toBe('queued');
    expect(state.offline?.sendBy).toBe('2026-11-25');
    expect(signatureVerifies(state.offline?.certificateUrl ?? '', ec.x509)).toBe(true);
    // ECDSA P-256 in IEEE P1363: r || s, 64 bytes.
    expect(Buffer.from(state.offline?.certificateUrl.split('/').at(-1) ?? '', 'base64url')).toHaveLength(64);
    const { codes } = await pdfOf(invoice.id);
    expect(codes).toEqual(expect.arrayContaining([state.verificationUrl, state.offline?.certificateUrl]));

    // KSeF is back: the next run after the back-off sends it, declared offline.
    await t.database.db.execute(
      sql`update ksef_submissions set next_attempt_at = now() where invoice_id = ${invoice.id}`,
    );
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    expect(sentWithOfflineMode().at(-1)).toBe(true);
    expect((await ksefState(invoice.id)).ksefNumber).not.toBeNull();
  });

  it('is not entered by itself for a company not obliged yet', async () => {
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, { issueDate: '2026-11-10', saleDate: '2026-11-10' }),
    );
    await t.app.inject({ method: 'POST', url: `${base}/invoices/${invoice.id}/ksef`, headers: admin });
    fake.setMode('unavailable');
    try {
      expect((await sendQueuedInvoices(ctx, deps)).retrying).toBe(1);
    } finally {
      fake.setMode('normal');
    }
    expect((await ksefState(invoice.id)).offline).toBeNull();
    // The user may still choose offline24.
    expect((await issueOffline(invoice.id)).statusCode).toBe(202);
  });
});
