import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { analyticsDataSchema } from '@saldo/contracts/analytics';
import { receivablesReportSchema } from '@saldo/contracts/debt';
import { contractorPlacesSchema, galleryChartsSchema } from '@saldo/contracts/gallery-charts';
import { AGING_BUCKETS } from '@saldo/domain/receivables';
import { callerWith, otherOrganizationAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { contentSecurityPolicy } from '../../plugins/security-headers.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { contractorPlacesOf } from './gallery-charts.service.ts';

const TILES = 'https://tiles.example.test/{z}/{x}/{y}.png';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
let client: Caller;
let other: Caller;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp({ MAP_TILE_URL: TILES });
  admin = callerWith(t, (await login(t.app, demo.admin)).accessToken);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  client = callerWith(t, (await login(t.app, demo.client)).accessToken);
  other = (await otherOrganizationAdmin(t)).call;
  const [row] = await t.database.db.select().from(users).where(eq(users.email, demo.admin.email));
  organizationId = row?.organizationId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const get = async (call: Caller, url: string) => {
  const response = await call({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
};
const charts = (call: Caller = admin) => get(call, '/api/gallery/charts').then(galleryChartsSchema.parse);
const places = (call: Caller = admin) =>
  get(call, '/api/gallery/contractor-places').then(contractorPlacesSchema.parse);

describe('GET /api/gallery/charts', () => {
  it('answers 12 months ending this month, the aging buckets in order and the sales by VAT rate', async () => {
    const found = await charts();
    expect(found.months).toHaveLength(12);
    expect(found.months.at(-1)?.month).toBe(found.date.slice(0, 7));
    const months = found.months.map((m) => m.month);
    expect([...months].sort()).toEqual(months);
    expect(found.aging.map((a) => a.bucket)).toEqual([...AGING_BUCKETS]);
    // The demo books have sales, so the series are not empty: the charts draw real figures.
    expect(found.months.some((m) => m.revenue > 0)).toBe(true);
    expect(found.vatRates.length).toBeGreaterThan(0);
    for (const rate of found.vatRates) expect(rate.gross).toBe(rate.net + rate.vat);
  });

  it('agrees with the analytics dashboard (months) and the receivables report (aging)', async () => {
    const found = await charts();
    const analytics = analyticsDataSchema.parse(await get(admin, '/api/analytics/data'));
    expect(found.months).toEqual(
      analytics.revenue.map((m) => ({ month: m.month, revenue: m.revenue, costs: m.costs })),
    );
    const report = receivablesReportSchema.parse(await get(admin, '/api/apps/invoice/reports/receivables'));
    for (const { bucket, amount } of found.aging) expect(amount, bucket).toBe(report.aging[bucket]);
  });

  it("another organization's admin sees only its own (empty) books", async () => {
    const found = await charts(other);
    expect(found.months.every((m) => m.revenue === 0 && m.costs === 0)).toBe(true);
    expect(found.aging.every((a) => a.amount === 0)).toBe(true);
    expect(found.vatRates).toEqual([]);
  });
});

describe('GET /api/gallery/contractor-places', () => {
  it("lists the organization's contractors with city and postal code, and the tile server", async () => {
    const found = await places();
    expect(found.tileUrl).toBe(TILES);
    expect(found.contractors.length).toBeGreaterThan(0);
    expect(found.total).toBeGreaterThanOrEqual(found.contractors.length);
    const stored = await t.database.db
      .select({ id: contractors.id, organizationId: contractors.organizationId })
      .from(contractors)
      .where(
        inArray(
          contractors.id,
          found.contractors.map((c) => c.id),
        ),
      );
    expect(stored).toHaveLength(found.contractors.length);
    for (const row of stored) expect(row.organizationId).toBe(organizationId);
    expect(found.contractors.some((c) => c.postalCode !== '' || c.city !== '')).toBe(true);
  });

  it("another organization's admin gets none of the demo organization's contractors", async () => {
    const mine = new Set((await places()).contractors.map((c) => c.id));
    const theirs = await places(other);
    for (const contractor of theirs.contractors) expect(mine.has(contractor.id)).toBe(false);
  });

  it('says there is no tile server when MAP_TILE_URL is not set', async () => {
    expect((await contractorPlacesOf(t.database.db, organizationId, '')).tileUrl).toBeNull();
  });
});

describe('access and settings', () => {
  it('a client and an accountant are refused (the gallery is for administrators)', async () => {
    for (const url of ['/api/gallery/charts', '/api/gallery/contractor-places']) {
      expect((await client({ method: 'GET', url })).statusCode, url).toBe(403);
      expect((await accountant({ method: 'GET', url })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('MAP_TILE_URL must be an http(s) template with {z}, {x} and {y}; its origin may serve images', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/\{y\}/);
    const policy = contentSecurityPolicy({
      https: true,
      mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    });
    expect(policy).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tile\.example\.org(;|$)/);
    expect(contentSecurityPolicy({ https: true })).toMatch(/img-src 'self' data: blob:(;|$)/);
  });
});
