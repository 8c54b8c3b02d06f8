// The receive job against the fake KSeF behaving as the documents say (issue 30): the mark saved only
// when a window is fully taken, isTruncated followed, ranges cut to 3 months, the rate limits and
// Retry-After, 21165, the export for volume, and KSeF 1.0 numbers.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  startFakeKsefServer,
  type FakeKsefOptions,
  type FakeKsefServer,
} from '../../../test/fakes/fake-ksef-server.ts';
import { sampleInvoiceXml } from '../../integrations/ksef-api/ksef-api-test-support.ts';
import { createMailer } from '../../integrations/mail/mailer.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { AppContext } from '../../app-context.ts';
import { adminHeaders } from '../contractors/test-helpers.ts';
import { costs } from '../costs/costs.table.ts';
import { fetchPurchaseInvoices, windowEnd } from './ksef-receive.job.ts';
import type { KsefDeps } from './ksef-send.job.ts';
import { ksefSettings } from './ksef.table.ts';

const DEMO_NIP = '1234563218';
const TOKEN = '20261125-EC-0A1B2C3D4E-5F6A7B8C9D-11|nip-1234563218|0123456789abcdef';
const ORGANIZATION = 1;
const DAY_MS = 86_400_000;

let t: TestApp;
let fake: FakeKsefServer;
let ctx: AppContext;
let serial = 0;

/**
 * Virtual time for the rate limits, shared by the client's pacing and the fake's limits: a wait moves
 * it on at once, so the documented 16 downloads a minute are kept without sitting through the minutes.
 */
function virtualClock() {
  let waited = 0;
  return {
    now: () => Date.now() + waited,
    sleep: (ms: number) => {
      waited += ms;
      return Promise.resolve();
    },
    waitedMs: () => waited,
  };
}
let clock = virtualClock();

beforeAll(async () => {
  fake = await startFakeKsefServer({ nip: DEMO_NIP, ksefToken: TOKEN, authPendingPolls: 0 });
  t = await createTestApp({ KSEF_API_URL: fake.url, KSEF_QR_URL: 'https://qr-test.ksef.mf.gov.pl' });
  const admin = await adminHeaders(t);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/ksef',
    headers: admin,
    payload: { environment: 'test', token: TOKEN, sendOnIssue: false, receive: true },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  ctx = {
    config: t.config,
    db: t.database.db,
    mailer: createMailer({ db: t.database.db, config: t.config, log: t.app.log }),
    workers: t.app.workers,
    signAccessToken: () => '',
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Each test on its own fake (options differ), the company's mark where the test wants it. */
async function restart(options: FakeKsefOptions = {}, fetchedUntil = new Date(Date.now() - 2 * DAY_MS)) {
  await fake.close();
  clock = virtualClock();
  fake = await startFakeKsefServer({
    nip: DEMO_NIP,
    ksefToken: TOKEN,
    authPendingPolls: 0,
    rateClock: clock.now,
    ...options,
  });
  t.config.ksefApiUrl = fake.url;
  await t.database.db.update(ksefSettings).set({ fetchedUntil }).where(eq(ksefSettings.organizationId, 1));
}

const deps = (
  receive: KsefDeps['receive'] = {},
  clientOptions: KsefDeps['clientOptions'] = {},
): KsefDeps => ({
  box: createSecretBox(t.config.secretsKey),
  clientOptions: { pollIntervalMs: 5, pollTimeoutMs: 5_000, rateClock: clock, ...clientOptions },
  receive,
});

/** `n` purchase invoices to the company, stored a second apart from `from`. */
function incoming(n: number, from: Date, options: { legacy?: boolean } = {}): string[] {
  return Array.from({ length: n }, (_, index) => {
    serial += 1;
    const xml = sampleInvoiceXml(`FZ/${serial}`).replace('<NIP>1111111111</NIP>', `<NIP>${DEMO_NIP}</NIP>`);
    return fake.addIncoming(xml, {
      permanentStorageDate: new Date(from.getTime() + (index + 1) * 1_000),
      legacyKsefNumber: options.legacy ?? false,
    });
  });
}

async function imported(numbers: readonly string[]): Promise<number> {
  let total = 0;
  for (const number of numbers) {
    const [row] = await t.database.db.select({ n: count() }).from(costs).where(eq(costs.ksefNumber, number));
    expect(row?.n ?? 0, number).toBeLessThanOrEqual(1);
    total += row?.n ?? 0;
  }
  return total;
}

async function mark(): Promise<Date | null> {
  const [row] = await t.database.db.select().from(ksefSettings).where(eq(ksefSettings.organizationId, 1));
  return row?.fetchedUntil ?? null;
}

beforeEach(() => {
  serial += 1000;
});

const TOO_MANY = {
  status: 429,
  headers: { 'content-type': 'application/json', 'retry-after': '3600' },
  body: JSON.stringify({ status: { code: 429, description: 'Too Many Requests', details: [] } }),
};

describe('receiving purchase invoices', () => {
  it('windows are at most 3 months, the day clamped to the month end', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(windowEnd(new Date('2026-01-31T10:00:00Z'), now).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(windowEnd(new Date('2026-10-01T00:00:00Z'), now)).toEqual(now);
  });

  it(
    'a page that fails loses nothing: the mark is saved only when the whole query is taken',
    { timeout: 120_000 },
    async () => {
      const start = new Date(Date.now() - 2 * DAY_MS);
      await restart({}, start);
      const numbers = incoming(15, new Date(start.getTime() + 60_000));
      // Page 2 is refused for longer than the job waits (KSeF's block after a 429).
      fake.failWhen('POST', /\/invoices\/query\/metadata$/, TOO_MANY, 1);
      const first = await fetchPurchaseInvoices(
        ctx,
        deps({ pageSize: 10, downloadBudget: 100 }),
        ORGANIZATION,
      );
      // "Later", not a failure; and the mark did not move past page 2's invoices.
      expect(first.error).toBeNull();
      expect(await mark()).toEqual(start);
      const second = await fetchPurchaseInvoices(
        ctx,
        deps({ pageSize: 10, downloadBudget: 100 }),
        ORGANIZATION,
      );
      expect(second.error).toBeNull();
      expect(await imported(numbers)).toBe(15);
      expect((await mark())?.getTime()).toBeGreaterThan(start.getTime());
    },
  );

  it('follows isTruncated: from the last record again at page 0, every invoice once', async () => {
    const start = new Date(Date.now() - 2 * DAY_MS);
    await restart({ metadataResultLimit: 12, rateLimits: true }, start);
    const numbers = incoming(30, new Date(start.getTime() + 60_000));
    const result = await fetchPurchaseInvoices(
      ctx,
      deps({ pageSize: 10, downloadBudget: 100 }),
      ORGANIZATION,
    );
    expect(result).toMatchObject({ imported: 30, error: null });
    expect(await imported(numbers)).toBe(30);
    const queries = fake.requests.filter((request) => request.url.pathname === '/v2/invoices/query/metadata');
    const restarted = queries.filter(
      (request, index) => index > 0 && request.url.searchParams.get('pageOffset') === '0',
    );
    expect(restarted.length).toBeGreaterThan(0);
    // 30 downloads one by one under 16 a minute: the pacing waited (in virtual time), and no download
    // was asked twice, so KSeF never answered 429.
    expect(clock.waitedMs()).toBeGreaterThan(0);
    const downloads = fake.requests.filter((request) =>
      request.url.pathname.startsWith('/v2/invoices/ksef/'),
    );
    expect(downloads).toHaveLength(30);
  }, 120_000);

  it('cuts a long absence into windows of at most 3 months (KSeF refuses longer ones)', async () => {
    const start = new Date(Date.now() - 200 * DAY_MS);
    await restart({}, start);
    const numbers = [
      ...incoming(2, new Date(Date.now() - 190 * DAY_MS)),
      ...incoming(2, new Date(Date.now() - 100 * DAY_MS)),
      ...incoming(2, new Date(Date.now() - 5 * DAY_MS)),
    ];
    const result = await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION);
    expect(result).toMatchObject({ imported: 6, error: null });
    expect(await imported(numbers)).toBe(6);
  });

  it('receives 300 invoices under the documented rate limits, through an export', async () => {
    const start = new Date(Date.now() - 2 * DAY_MS);
    await restart({ rateLimits: true }, start);
    const numbers = incoming(300, new Date(start.getTime() + 60_000));
    const result = await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION);
    expect(result).toMatchObject({ imported: 300, error: null });
    expect(await imported(numbers)).toBe(300);
    expect(fake.exports).toEqual([{ invoiceCount: 300, isTruncated: false }]);
    expect(fake.rateLimitedCalls.invoiceDownload).toBe(0);
  }, 900_000);

  it('a 429 on a download with a long Retry-After stops the run for later, the mark unmoved', async () => {
    const start = new Date(Date.now() - 2 * DAY_MS);
    await restart({}, start);
    const numbers = incoming(3, new Date(start.getTime() + 60_000));
    fake.failWhen('GET', /\/invoices\/ksef\//, TOO_MANY, 1);
    const first = await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION);
    expect(first).toMatchObject({ imported: 1, error: null });
    expect(await mark()).toEqual(start);
    const second = await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION);
    expect(second).toMatchObject({ imported: 2, skipped: 1, error: null });
    expect(await imported(numbers)).toBe(3);
  });

  it('an invoice not available yet (21165) is taken by the next run; the others now', async () => {
    const start = new Date(Date.now() - 2 * DAY_MS);
    await restart({}, start);
    const numbers = incoming(3, new Date(start.getTime() + 60_000));
    fake.notAvailableYet(numbers[1] ?? '');
    const first = await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION);
    expect(first).toMatchObject({ imported: 2, error: null });
    expect(await mark()).toEqual(start);
    const second = await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION);
    expect(second).toMatchObject({ imported: 1, skipped: 2, error: null });
    expect(await imported(numbers)).toBe(3);
  });

  it('takes an invoice with a 36-character KSeF 1.0 number among the others', async () => {
    const start = new Date(Date.now() - 2 * DAY_MS);
    await restart({}, start);
    const numbers = [
      ...incoming(1, new Date(start.getTime() + 60_000)),
      ...incoming(1, new Date(start.getTime() + 120_000), { legacy: true }),
    ];
    expect(numbers[1]).toHaveLength(36);
    expect(await fetchPurchaseInvoices(ctx, deps(), ORGANIZATION)).toMatchObject({
      imported: 2,
      error: null,
    });
    expect(await imported(numbers)).toBe(2);
  });
});
