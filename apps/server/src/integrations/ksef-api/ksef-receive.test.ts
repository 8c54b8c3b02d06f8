import { createHash } from 'node:crypto';
import { validateKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeKsefServer } from '../../../test/fakes/fake-ksef-server.ts';
import type { KsefApiClient } from './ksef-api-client.ts';
import type { KsefMetadataQuery } from './ksef-api-types.ts';
import type { KsefAuthSession } from './ksef-auth-session.ts';
import {
  SAMPLE_BUYER_NIP,
  SAMPLE_SELLER_NIP,
  clientFor,
  ksefError,
  sampleInvoiceXml,
  startFake,
} from './ksef-api-test-support.ts';

let fake: FakeKsefServer;
let client: KsefApiClient;
let auth: KsefAuthSession;

// The company is the sample's buyer; the sample's seller sends it invoices.
beforeEach(async () => {
  fake = await startFake({ nip: SAMPLE_BUYER_NIP });
  client = clientFor(fake);
  auth = await client.authenticateWithToken({ nip: fake.nip, ksefToken: fake.ksefToken });
});

afterEach(async () => {
  await fake.close();
});

const FROM = new Date('2026-03-01T00:00:00Z');
const query = (pageOffset: number): KsefMetadataQuery => ({
  subjectType: 'Subject2',
  dateRange: { dateType: 'PermanentStorage', from: FROM, to: new Date('2026-03-31T23:59:59Z') },
  pageOffset,
  pageSize: 10,
});

/** Twelve invoices to the company, stored a minute apart in March 2026, and one to someone else. */
function addTwelve(): string[] {
  const numbers = Array.from({ length: 12 }, (_, index) =>
    fake.addIncoming(sampleInvoiceXml(`FZ/${index + 1}`), {
      permanentStorageDate: new Date(FROM.getTime() + (index + 1) * 60_000),
    }),
  );
  fake.addIncoming(
    sampleInvoiceXml('FZ/other').replace(`<NIP>${SAMPLE_BUYER_NIP}</NIP>`, '<NIP>5265877635</NIP>'),
    { permanentStorageDate: new Date(FROM.getTime() + 30 * 60_000) },
  );
  // Before the range.
  fake.addIncoming(sampleInvoiceXml('FZ/february'), {
    permanentStorageDate: new Date('2026-02-27T12:00:00Z'),
  });
  return numbers;
}

describe('KSeF: invoices received (the company as buyer)', () => {
  it('lists their metadata over two pages, in storage order', async () => {
    const numbers = addTwelve();
    const first = await client.queryInvoiceMetadata(auth, query(0));
    expect(first.hasMore).toBe(true);
    expect(first.isTruncated).toBe(false);
    expect(first.invoices.map((invoice) => invoice.invoiceNumber)).toEqual(
      Array.from({ length: 10 }, (_, index) => `FZ/${index + 1}`),
    );
    const second = await client.queryInvoiceMetadata(auth, query(1));
    expect(second.hasMore).toBe(false);
    expect(second.invoices.map((invoice) => invoice.ksefNumber)).toEqual(numbers.slice(10));
    expect(second.permanentStorageHwmDate?.toISOString()).toBe('2026-03-31T23:59:59.000Z');

    const request = fake.requests.find(
      (candidate) => candidate.url.pathname === '/v2/invoices/query/metadata',
    );
    expect(request?.url.searchParams.get('pageOffset')).toBe('0');
    expect(request?.url.searchParams.get('pageSize')).toBe('10');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({
      subjectType: 'Subject2',
      dateRange: {
        dateType: 'PermanentStorage',
        from: '2026-03-01T00:00:00.000Z',
        to: '2026-03-31T23:59:59.000Z',
      },
    });
  });

  it('maps each record: numbers, parties, dates and amounts in grosze', async () => {
    addTwelve();
    const [invoice] = (await client.queryInvoiceMetadata(auth, query(0))).invoices;
    expect(invoice).toMatchObject({
      invoiceNumber: 'FZ/1',
      sellerNip: SAMPLE_SELLER_NIP,
      sellerName: 'ABC AGD sp. z o. o.',
      buyerIdentifier: { type: 'Nip', value: SAMPLE_BUYER_NIP },
      buyerName: 'F.H.U. Jan Kowalski',
      issueDate: '2026-02-15',
      // P_13_1 1666.66 + P_13_3 0.95; P_14_1 383.33 + P_14_3 0.05; P_15 2051.
      net: 166761,
      vat: 38338,
      gross: 205100,
      currency: 'PLN',
      invoiceType: 'Vat',
    });
    expect(validateKsefNumber(invoice?.ksefNumber ?? '')).toMatchObject({ ok: true, nip: SAMPLE_SELLER_NIP });
    expect(invoice?.permanentStorageDate?.toISOString()).toBe('2026-03-01T00:01:00.000Z');
    expect(invoice?.acquisitionDate.getTime()).toBeLessThan(invoice?.permanentStorageDate?.getTime() ?? 0);
  });

  it('downloads each listed invoice as its XML', async () => {
    addTwelve();
    const page = await client.queryInvoiceMetadata(auth, query(1));
    for (const [index, invoice] of page.invoices.entries()) {
      const xml = await client.downloadInvoice(auth, invoice.ksefNumber);
      expect(xml).toBe(sampleInvoiceXml(`FZ/${index + 11}`));
      expect(createHash('sha256').update(xml).digest('base64')).toBe(invoice.invoiceHash);
    }
    const download = fake.requests.find((request) => request.url.pathname.startsWith('/v2/invoices/ksef/'));
    expect(download?.headers['accept']).toBe('application/xml');
  });

  it('lists nothing when no invoice was received in the range', async () => {
    await expect(client.queryInvoiceMetadata(auth, query(0))).resolves.toEqual({
      invoices: [],
      hasMore: false,
      isTruncated: false,
      permanentStorageHwmDate: new Date('2026-03-31T23:59:59Z'),
    });
  });

  it('refuses a download that does not match its hash, and an invoice KSeF does not have', async () => {
    const [number = ''] = addTwelve();
    fake.failNext({
      status: 200,
      headers: { 'content-type': 'application/xml', 'x-ms-meta-hash': 'AAAA' },
      body: sampleInvoiceXml('FZ/1'),
    });
    await expect(ksefError(client.downloadInvoice(auth, number))).resolves.toMatchObject({
      kind: 'protocol',
      message: expect.stringContaining('does not match its hash'),
    });
    const unknown = '5265877635-20250826-0100001AF629-AF';
    await expect(ksefError(client.downloadInvoice(auth, unknown))).resolves.toMatchObject({
      kind: 'protocol',
      httpStatus: 400,
      ksefCode: 21164,
      description: 'Faktura o podanym identyfikatorze nie istnieje.',
    });
    await expect(client.downloadInvoice(auth, 'FV/1')).rejects.toThrow(RangeError);
  });

  it('refuses metadata with an invalid KSeF number or an amount with more than 2 decimals', async () => {
    const record = (overrides: Record<string, unknown>) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        hasMore: false,
        isTruncated: false,
        invoices: [
          {
            ksefNumber: '5265877635-20250826-0100001AF629-AF',
            invoiceNumber: 'X',
            issueDate: '2025-08-26',
            acquisitionDate: '2025-08-26T10:00:00+00:00',
            seller: { nip: '5265877635' },
            netAmount: 1,
            grossAmount: 1.23,
            vatAmount: 0.23,
            currency: 'PLN',
            ...overrides,
          },
        ],
      }),
    });
    fake.failNext(record({}));
    await expect(client.queryInvoiceMetadata(auth, query(0))).resolves.toMatchObject({
      invoices: [{ gross: 123, vat: 23, net: 100, sellerName: null, buyerIdentifier: null }],
    });
    fake.failNext(record({ ksefNumber: '5265877635-20250826-0100001AF629-AE' }));
    await expect(ksefError(client.queryInvoiceMetadata(auth, query(0)))).resolves.toMatchObject({
      kind: 'protocol',
    });
    fake.failNext(record({ grossAmount: 1.234 }));
    await expect(ksefError(client.queryInvoiceMetadata(auth, query(0)))).resolves.toMatchObject({
      kind: 'protocol',
      message: expect.stringContaining('grossAmount'),
    });
  });

  it('a page size outside 10…250 is refused by KSeF (a protocol error: our bug)', async () => {
    await expect(
      ksefError(client.queryInvoiceMetadata(auth, { ...query(0), pageSize: 5 })),
    ).resolves.toMatchObject({
      kind: 'protocol',
      ksefCode: 21405,
      details: ["'pageSize' musi być z zakresu 10..250"],
    });
  });
});

describe('KSeF: receiving as the documents describe it', () => {
  it('gives every page of a query the same high-water mark (hwm.md), even as the mark moves', async () => {
    const since = new Date(Date.now() - 3 * 86_400_000);
    for (let index = 0; index < 12; index++) {
      fake.addIncoming(sampleInvoiceXml(`FZ/live/${index}`), {
        permanentStorageDate: new Date(since.getTime() + (index + 1) * 60_000),
      });
    }
    const live = (pageOffset: number): KsefMetadataQuery => ({
      ...query(pageOffset),
      dateRange: { dateType: 'PermanentStorage', from: since },
    });
    const mark = new Date(Date.now() - 60 * 60_000);
    fake.setHighWaterMark(mark);
    const first = await client.queryInvoiceMetadata(auth, live(0));
    fake.setHighWaterMark(new Date(Date.now() - 60_000));
    const second = await client.queryInvoiceMetadata(auth, live(1));
    expect(first.permanentStorageHwmDate).toEqual(mark);
    expect(second.permanentStorageHwmDate).toEqual(first.permanentStorageHwmDate);
  });

  it('past the technical limit answers isTruncated, to go on from the last record', async () => {
    await fake.close();
    fake = await startFake({ nip: SAMPLE_BUYER_NIP, metadataResultLimit: 10 });
    client = clientFor(fake);
    auth = await client.authenticateWithToken({ nip: fake.nip, ksefToken: fake.ksefToken });
    addTwelve();
    const page = await client.queryInvoiceMetadata(auth, query(0));
    expect(page).toMatchObject({ hasMore: true, isTruncated: true });
    expect(page.invoices).toHaveLength(10);
  });

  it('refuses a date range over 3 months (KSeF answers 400 / 21405)', async () => {
    const error = await ksefError(
      client.queryInvoiceMetadata(auth, {
        ...query(0),
        dateRange: { dateType: 'PermanentStorage', from: FROM, to: new Date('2026-06-02T00:00:00Z') },
      }),
    );
    expect(error).toMatchObject({ kind: 'protocol', ksefCode: 21405 });
  });

  it('reads a 36-character KSeF 1.0 number in metadata and downloads it', async () => {
    const legacy = fake.addIncoming(sampleInvoiceXml('FZ/old'), {
      permanentStorageDate: new Date(FROM.getTime() + 60_000),
      legacyKsefNumber: true,
    });
    expect(legacy).toHaveLength(36);
    const page = await client.queryInvoiceMetadata(auth, query(0));
    expect(page.invoices.map((invoice) => invoice.ksefNumber)).toEqual([legacy]);
    await expect(client.downloadInvoice(auth, legacy)).resolves.toBe(sampleInvoiceXml('FZ/old'));
  });

  it('21165 (not available yet) is "later", not a failure', async () => {
    const [number = ''] = addTwelve();
    fake.notAvailableYet(number);
    await expect(ksefError(client.downloadInvoice(auth, number))).resolves.toMatchObject({
      kind: 'unavailable',
      ksefCode: 21165,
    });
    await expect(client.downloadInvoice(auth, number)).resolves.toContain('<Faktura');
  });

  it('paces downloads under 16 a minute, and gives up when the wait is longer than allowed', async () => {
    const numbers = addTwelve();
    fake.setRateLimits(true);
    const patient = clientFor(fake, { maxRateWaitMs: 0 });
    const patientAuth = await patient.authenticateWithToken({ nip: fake.nip, ksefToken: fake.ksefToken });
    // 8 a second: the ninth in the same second would wait, which this client refuses to.
    const downloads = numbers.slice(0, 9).map((number) => () => patient.downloadInvoice(patientAuth, number));
    for (const download of downloads.slice(0, 8)) await download();
    const error = await ksefError(downloads[8]?.() ?? Promise.resolve());
    expect(error).toMatchObject({ kind: 'unavailable', retryAfterMs: expect.any(Number) });
    // The fake never had to answer 429: the client stopped itself.
    expect(
      fake.requests.filter((request) => request.url.pathname.startsWith('/v2/invoices/ksef/')),
    ).toHaveLength(8);
  });

  it('waits out a short Retry-After and repeats the call', async () => {
    addTwelve();
    fake.failWhen('POST', /\/invoices\/query\/metadata$/, {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
      body: JSON.stringify({ status: { code: 429, description: 'Too Many Requests', details: [] } }),
    });
    const started = Date.now();
    const page = await client.queryInvoiceMetadata(auth, query(0));
    expect(page.invoices).toHaveLength(10);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('exports a range: the encrypted ZIP parts, decrypted, each invoice with its metadata', async () => {
    const numbers = addTwelve();
    fake.setHighWaterMark(new Date('2026-03-01T00:10:30Z'));
    const pack = await client.exportReceivedInvoices(auth, {
      from: FROM,
      to: new Date('2026-03-31T00:00:00Z'),
    });
    // Cut at the high-water mark: FZ/1…FZ/10 (stored a minute apart from 00:01).
    expect(pack.invoices.map((invoice) => invoice.metadata.ksefNumber)).toEqual(numbers.slice(0, 10));
    expect(pack.invoices[0]?.xml).toBe(sampleInvoiceXml('FZ/1'));
    expect(pack).toMatchObject({ isTruncated: false, lastPermanentStorageDate: null });
    expect(pack.permanentStorageHwmDate?.toISOString()).toBe('2026-03-01T00:10:30.000Z');
    const part = fake.requests.find((request) => request.url.pathname.startsWith('/storage/'));
    expect(part?.headers['authorization']).toBeUndefined();
  });
});
