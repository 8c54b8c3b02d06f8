// The receivables report over HTTP (the plugin registered under /api/apps/invoice in app.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivablesReportSchema } from '@saldo/contracts/debt';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../../test/test-app.ts';
import { todayInPoland } from '../../../lib/dates.ts';
import { adminHeaders, type Headers } from '../../contractors/test-helpers.ts';
import { expectedReport, REPORT_DATE, seedScenario, type Scenario } from './test-helpers.ts';

const url = '/api/apps/invoice/reports/receivables';

let t: TestApp;
let scenario: Scenario;
let demoAdmin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  scenario = await seedScenario(t);
  demoAdmin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
});

describe('GET /reports/receivables', () => {
  it('answers the exact report of an organization, in PLN', async () => {
    const response = await t.app.inject({
      url: `${url}?date=${REPORT_DATE}&months=3`,
      headers: scenario.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expectedReport(scenario));
  });

  it('reports the demo organization on today, with 12 months by default', async () => {
    const response = await t.app.inject({ url, headers: demoAdmin });
    expect(response.statusCode).toBe(200);
    const report = receivablesReportSchema.parse(response.json());
    expect(report.date).toBe(todayInPoland());
    expect(report.monthly).toHaveLength(12);
    expect(report.monthly.at(-1)?.month).toBe(todayInPoland().slice(0, 7));
    // The seed has open and overdue invoices, some in EUR; the parts add up to the whole.
    expect(report.aging.total).toBeGreaterThan(0);
    const { total, ...buckets } = report.aging;
    expect(Object.values(buckets).reduce((a, b) => a + b, 0)).toBe(total);
    expect(report.byContractor.reduce((sum, row) => sum + row.total, 0)).toBe(total);
    expect(report.topDebtors.length).toBeLessThanOrEqual(10);
    // Other organizations' invoices never show.
    const ids = report.byContractor.map((row) => row.contractorId);
    expect(ids).not.toContain(scenario.alfa.id);
  });

  it('refuses a client user (no read Report) and a visitor', async () => {
    const client = bearer((await login(t.app, demo.client)).accessToken);
    expect((await t.app.inject({ url, headers: client })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${url}/export`, headers: client })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('validates the query', async () => {
    const bad = await t.app.inject({ url: `${url}?months=37`, headers: scenario.headers });
    expect(bad.statusCode).toBe(400);
    const date = await t.app.inject({ url: `${url}?date=2026-02-30`, headers: scenario.headers });
    expect(date.statusCode).toBe(400);
  });
});

describe('GET /reports/receivables/export', () => {
  it('writes one CSV row per contractor and a total row, in złoty', async () => {
    const response = await t.app.inject({
      url: `${url}/export?date=${REPORT_DATE}&format=csv`,
      headers: scenario.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="receivables-${REPORT_DATE}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const { alfa, beta, gamma } = scenario;
    const lines = response.body.slice(1).split('\r\n');
    // writeCsv takes "-100,00" (a comma, not a plain number to its check) for a formula and puts an
    // apostrophe before it; either way the amount is Alfa's refund.
    expect(lines[3]).toMatch(
      new RegExp(`^Alfa S\\.A\\.;${alfa.nip};'?-100,00;600,00;0,00;0,00;500,00;1000,00$`),
    );
    expect(lines.filter((_, i) => i !== 3)).toEqual([
      'contractor;nip;not_due;1_30;31_60;61_90;over_90;total',
      `Beta GmbH;${beta.nip};0,00;3218,48;0,00;0,00;0,00;3218,48`,
      `Gamma Sp. z o.o.;${gamma.nip};2000,00;0,00;0,00;300,00;0,00;2300,00`,
      'Total;;1900,00;3818,48;0,00;300,00;500,00;6518,48',
      '',
    ]);
  });

  it('writes CSV by default and XLSX on request', async () => {
    const csv = await t.app.inject({ url: `${url}/export`, headers: scenario.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="receivables-${todayInPoland()}.csv"`,
    );
    const xlsx = await t.app.inject({
      url: `${url}/export?date=${REPORT_DATE}&format=xlsx`,
      headers: scenario.headers,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="receivables-${REPORT_DATE}.xlsx"`,
    );
    expect(xlsx.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  });
});
