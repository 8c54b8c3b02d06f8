// Shared by the cost test files (not imported by the app).
import type { CostInputBody, CostResponse } from '@saldo/contracts/costs';
import { addDays } from '@saldo/domain/dates/calendar';
import { bearer, demo, login, type TestApp } from '../../../test/test-app.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Headers } from '../contractors/test-helpers.ts';

export async function clientHeaders(t: TestApp): Promise<Headers> {
  return bearer((await login(t.app, demo.client)).accessToken);
}

/**
 * The due date of summaryCost: always ahead of today, so an unpaid document reads 'unpaid', never
 * 'overdue', whenever the tests run (a fixed date turned them red the day after it).
 */
export const OPEN_DUE_DATE = addDays(todayInPoland(), 60);

/** A PLN document entered per rate: 1 000,00 at 23 % and 100,00 at 8 %. */
export function summaryCost(contractorId: number, overrides: Partial<CostInputBody> = {}): CostInputBody {
  return {
    contractorId,
    number: 'FV/1/11/2026',
    issueDate: '2026-11-10',
    receiptDate: '2026-11-12',
    dueDate: OPEN_DUE_DATE,
    bookingPeriod: '2026-11',
    entryMode: 'summary',
    rates: [
      { vatRate: '23', net: '1000,00', vat: '230,00' },
      { vatRate: '8', net: '100', vat: '8' },
    ],
    bankAccount: 'PL61109010140000071219812874',
    ...overrides,
  };
}

export async function postCost(t: TestApp, headers: Headers, payload: CostInputBody) {
  const response = await t.app.inject({ method: 'POST', url: '/api/documents/costs', headers, payload });
  if (response.statusCode !== 201) throw new Error(`cost failed: ${response.statusCode} ${response.body}`);
  return response.json<CostResponse>().cost;
}
