// Shared by the cost test files (not imported by the app).
import type { CostInputBody, CostResponse } from '@saldo/contracts/costs';
import { bearer, demo, login, type TestApp } from '../../../test/test-app.ts';
import type { Headers } from '../contractors/test-helpers.ts';

export async function clientHeaders(t: TestApp): Promise<Headers> {
  return bearer((await login(t.app, demo.client)).accessToken);
}

/** A PLN document entered per rate: 1 000,00 at 23 % and 100,00 at 8 %. */
export function summaryCost(contractorId: number, overrides: Partial<CostInputBody> = {}): CostInputBody {
  return {
    contractorId,
    number: 'FV/1/11/2026',
    issueDate: '2026-11-10',
    receiptDate: '2026-11-12',
    dueDate: '2026-11-24',
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
