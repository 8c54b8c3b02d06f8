// The year-to-date figures are added up from the approved months before a list, whatever order the
// months were approved in; a list approved before an earlier month is marked, and a correction
// recomputes it. An annex from mid-month cuts the month's pay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contractAnnexes } from '../contracts/contracts.table.ts';
import { addContract, addWorker, payrollOrganization, type Headers } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
let organizationId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers: admin, organizationId } = await payrollOrganization(t));
});
afterAll(async () => {
  await t.close();
});

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200): Promise<T> {
  const response = await t.app.inject({ method, url: `/api/payroll${url}`, headers: admin, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

const only = (list: PayrollListDetail) => {
  const [entry] = list.entries;
  if (!entry || list.entries.length !== 1) throw new Error('expected one entry');
  return entry;
};

async function approvedMonth(month: string): Promise<PayrollListDetail> {
  const draft = await call<PayrollListDetail>('POST', '/lists', { month }, 201);
  return call<PayrollListDetail>('POST', `/lists/${draft.id}/approve`);
}

describe('months approved out of order', () => {
  it('counts each approved month once, marks a later list stale, and a correction puts it right', async () => {
    // 73 963 PLN a month in 2025 crosses the 120 000 PLN threshold in February (reference §2).
    const workerId = await addWorker(t, organizationId, { firstName: 'Anna', lastName: 'Wysoka' });
    await addContract(t, organizationId, workerId, { monthlyGross: 7_396_300 });

    const january = await approvedMonth('2025-01');
    const march = await approvedMonth('2025-03');
    // February is not approved yet: March counted January only.
    expect(only(march).yearToDate.pensionBase).toBe(only(january).lines.pensionBase);
    expect(march.yearToDateStale).toBe(false);

    const february = await approvedMonth('2025-02');
    expect(only(february).yearToDate.taxBase).toBe(only(january).lines.taxBase);
    const marchAgain = await call<PayrollListDetail>('GET', `/lists/${march.id}`);
    expect(marchAgain.yearToDateStale).toBe(true);
    // The approved figures stand until a correction.
    expect(only(marchAgain).lines).toEqual(only(march).lines);

    const correction = await call<PayrollListDetail>('POST', `/lists/${march.id}/correction`, undefined, 201);
    const jan = only(january).lines;
    const feb = only(february).lines;
    expect(only(correction).yearToDate).toMatchObject({
      pensionBase: jan.pensionBase + feb.pensionBase,
      taxBase: jan.taxBase + feb.taxBase,
    });
    // Past the threshold since February: all of March is taxed at 32 %.
    expect(only(correction).lines.taxBaseAboveThreshold).toBe(only(correction).lines.taxBase);
    expect(only(march).lines.taxBaseAboveThreshold).toBeLessThan(only(march).lines.taxBase);
    const corrected = await call<PayrollListDetail>('POST', `/lists/${correction.id}/approve`);
    expect(corrected.yearToDateStale).toBe(false);
    expect(only(corrected).lines.yearToDate.pensionBase).toBe(
      jan.pensionBase + feb.pensionBase + only(corrected).lines.pensionBase,
    );
  });
});

describe('an annex from mid-month', () => {
  it('pays each part of the month at its own terms, pro rata by working hours', async () => {
    const other = await payrollOrganization(t);
    const workerId = await addWorker(t, other.organizationId, { firstName: 'Piotr', lastName: 'Aneks' });
    const contractId = await addContract(t, other.organizationId, workerId, {
      startDate: '2026-01-01',
      monthlyGross: 600_000,
    });
    await t.database.db.insert(contractAnnexes).values({
      contractId,
      number: 1,
      signedOn: '2026-03-10',
      effectiveFrom: '2026-03-16',
      monthlyGross: 720_000,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payroll/lists',
      headers: other.headers,
      payload: { month: '2026-03' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = only(response.json<PayrollListDetail>());
    // 6 000 × 80/176 + 7 200 × 96/176 = 6 654,55 PLN (March 2026: 176 h, 80 before the 16th).
    expect(entry.lines.gross).toBe(665_455);
    expect(entry.terms.monthlyGross).toBe(720_000);
    expect(entry.terms.payPeriods).toEqual([
      {
        from: '2026-03-01',
        to: '2026-03-15',
        monthlyGross: 600_000,
        workingTime: { numerator: 1, denominator: 1 },
      },
      {
        from: '2026-03-16',
        to: '2026-03-31',
        monthlyGross: 720_000,
        workingTime: { numerator: 1, denominator: 1 },
      },
    ]);
  });
});
