// The report's service and SQL run directly on the test database, without the HTTP route.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGING_BUCKETS as CONTRACT_BUCKETS, receivablesReportSchema } from '@saldo/contracts/debt';
import { AGING_BUCKETS, balanceInPln } from '@saldo/domain/receivables';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { todayInPoland } from '../../../lib/dates.ts';
import { plnAtOwnRate } from './receivables.repository.ts';
import { receivablesAging, receivablesReport } from './receivables.service.ts';
import { expectedReport, REPORT_DATE, seedScenario, type Scenario } from './test-helpers.ts';

let t: TestApp;
let scenario: Scenario;
beforeAll(async () => {
  t = await createTestApp();
  scenario = await seedScenario(t);
});
afterAll(async () => {
  await t.close();
});

describe('receivables report (service)', () => {
  it('keeps the domain buckets equal to the contract', () => {
    expect([...AGING_BUCKETS]).toEqual([...CONTRACT_BUCKETS]);
  });

  it('gives exact aging, DSO, monthly series and top debtors in PLN', async () => {
    const report = await receivablesReport(t.database.db, scenario.organizationId, {
      date: REPORT_DATE,
      months: 3,
    });
    expect(receivablesReportSchema.parse(report)).toEqual(report);
    expect(report).toEqual(expectedReport(scenario));
  });

  it('series has every month, zeros included, ending with the report month', async () => {
    const report = await receivablesReport(t.database.db, scenario.organizationId, {
      date: REPORT_DATE,
      months: 12,
    });
    expect(report.monthly.map((m) => m.month)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
    // March: Alfa's 500,00 and Gamma's 300,00.
    expect(report.monthly[8]).toEqual({ month: '2026-03', issued: 80_000, collected: 0 });
    expect(report.monthly.slice(0, 8).every((m) => m.issued === 0 && m.collected === 0)).toBe(true);
  });

  it('counts later payments and invoices on a later day', async () => {
    // 6 July: Gamma paid 500,00 on the 5th and was invoiced 100,00 on the 1st (due 15 July).
    const aging = await receivablesAging(t.database.db, scenario.organizationId, '2026-07-06');
    const gamma = aging.contractors.find((c) => c.contractorId === scenario.gamma.id);
    expect(gamma?.buckets).toEqual({ not_due: 160_000, '1_30': 0, '31_60': 0, '61_90': 0, over_90: 30_000 });
  });

  it('answers zeros and no DSO for an organization without invoices', async () => {
    const report = await receivablesReport(t.database.db, 999_999, { date: REPORT_DATE, months: 2 });
    expect(report).toEqual({
      date: REPORT_DATE,
      aging: { not_due: 0, '1_30': 0, '31_60': 0, '61_90': 0, over_90: 0, total: 0 },
      byContractor: [],
      dso: null,
      monthly: [
        { month: '2026-05', issued: 0, collected: 0 },
        { month: '2026-06', issued: 0, collected: 0 },
      ],
      topDebtors: [],
    });
  });

  it('reports on today by default', async () => {
    const report = await receivablesReport(t.database.db, scenario.organizationId, { months: 1 });
    expect(report.date).toBe(todayInPoland());
    expect(report.monthly).toHaveLength(1);
  });
});

describe('PLN at the invoice rate in SQL', () => {
  async function inSql(cases: readonly (readonly [number, number, number | null])[]) {
    const values = sql.join(
      cases.map(
        ([amount, gross, grossPln]) => sql`(${amount}::bigint, ${gross}::bigint, ${grossPln}::bigint)`,
      ),
      sql`, `,
    );
    const rows = await t.database.db
      .select({ pln: plnAtOwnRate(sql`v.amount`, sql`v.gross`, sql`v.gross_pln`) })
      .from(sql`(values ${values}) as v(amount, gross, gross_pln)`);
    return rows.map((row) => Number(row.pln));
  }

  it('rounds as the domain does, half away from zero', async () => {
    const cases = [
      [1, 2, 1],
      [-1, 2, 1],
      [1, -2, -1],
      [3, 4, 1],
      [1, 4, 1],
      [25_000, 100_000, 429_130],
      [75_000, 100_000, 429_130],
      [500, 500, null],
      [100, 0, 0],
      // Zero results of negative operands: 0, never -0.
      [0, -4, -284],
      [31, -38, 0],
    ] as const;
    expect(await inSql(cases)).toEqual(cases.map(([a, g, p]) => balanceInPln(a, g, p)));
  });

  it('agrees with balanceInPln on any amounts, large ones included', async () => {
    // Up to 100 bn of the currency at up to 200 PLN a unit, and a balance no larger than the gross.
    const arbGross = fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 }).filter((g) => g !== 0);
    const arbCase = arbGross.chain((gross) =>
      fc.tuple(
        fc.integer({ min: -Math.abs(gross), max: Math.abs(gross) }),
        fc.constant(gross),
        fc.option(fc.integer({ min: 1, max: 2_000_000 })),
      ),
    );
    const cases = fc
      .sample(arbCase, { numRuns: 500, seed: 20_260_630 })
      .map(([amount, gross, rate]): [number, number, number | null] => [
        amount,
        gross,
        // A 4-decimal rate as invoices have; the PLN gross rounded from it, never -0.
        rate === null ? null : Math.round((gross * rate) / 10_000) || 0,
      ]);
    expect(await inSql(cases)).toEqual(cases.map(([a, g, p]) => balanceInPln(a, g, p)));
  });
});
