// Shared by the workers test files and the route walkers (not imported by the app).
import type { WorkerInputDraft, WorkerResponse } from '@saldo/contracts/workers';
import { peselCheckDigit } from '@saldo/domain/identifiers/pesel';
import type { TestApp } from '../../../test/test-app.ts';
import type { Headers } from '../contractors/test-helpers.ts';

/** A valid PESEL for a date of birth (1900–2099) and a serial whose last digit gives the sex. */
export function peselFor(birthDate: string, serial: string): string {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const encodedMonth = month + (year >= 2000 ? 20 : 0);
  const first10 = `${String(year % 100).padStart(2, '0')}${String(encodedMonth).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}`;
  return `${first10}${peselCheckDigit(first10)}`;
}

export const sampleWorker = (overrides: Partial<WorkerInputDraft> = {}): WorkerInputDraft => ({
  status: 'employed',
  firstName: 'Katarzyna',
  lastName: 'Wiśniewska',
  pesel: peselFor('1988-04-12', '0462'),
  address: { street: 'Lipowa', buildingNumber: '5', flatNumber: '2', postalCode: '30-001', city: 'Kraków' },
  email: 'k.wisniewska@example.com',
  phone: '+48 600 100 200',
  taxOfficeCode: '1207',
  nfzBranch: '06',
  bankAccount: 'PL61109010140000071219812874',
  pit2: true,
  ...overrides,
});

export async function postWorker(
  t: TestApp,
  headers: Headers,
  payload: WorkerInputDraft,
): Promise<WorkerResponse['worker']> {
  const response = await t.app.inject({ method: 'POST', url: '/api/workers', headers, payload });
  if (response.statusCode !== 201) throw new Error(`worker: ${response.statusCode} ${response.body}`);
  return response.json<WorkerResponse>().worker;
}
