// Shared by the contract test files (not imported by the app).
import { eq } from 'drizzle-orm';
import type { ContractInputBody, ContractResponse } from '@saldo/contracts/employment-contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import type { Headers } from '../contractors/test-helpers.ts';
import { workers } from '../workers/workers.table.ts';

export async function organizationOf(t: TestApp, email: string): Promise<number> {
  const [user] = await t.database.db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.organizationId;
}

let pesels = 0;
/** Valid PESELs (checksum) for born 1990-01-01 … so that each worker differs. */
function nextPesel(): string {
  pesels += 1;
  const base = `900101${String(10000 + pesels).slice(1)}`.slice(0, 10);
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** A worker written straight into the table: these tests are about contracts, not the worker form. */
export async function insertTestWorker(
  t: TestApp,
  organizationId: number,
  name: { firstName: string; lastName: string },
): Promise<number> {
  const [row] = await t.database.db
    .insert(workers)
    .values({
      organizationId,
      ...name,
      status: 'employed',
      pesel: nextPesel(),
      address: {
        street: 'ul. Długa',
        buildingNumber: '5',
        flatNumber: '3',
        postalCode: '31-147',
        city: 'Kraków',
        country: 'PL',
      },
    })
    .returning({ id: workers.id });
  if (!row) throw new Error('worker insert returned nothing');
  return row.id;
}

export const employmentBody = (
  workerId: number,
  overrides: Partial<ContractInputBody> = {},
): ContractInputBody => ({
  workerId,
  kind: 'employment',
  signedOn: '2026-02-27',
  signedPlace: 'Kraków',
  startDate: '2026-03-01',
  employmentType: 'indefinite',
  position: 'Specjalista ds. księgowości',
  workplace: 'Kraków, ul. Długa 5',
  subject: 'Prowadzenie ewidencji kosztów.',
  workingTime: { numerator: 1, denominator: 1 },
  monthlyGross: 650000,
  ...overrides,
});

export async function postContract(t: TestApp, headers: Headers, payload: ContractInputBody) {
  const response = await t.app.inject({ method: 'POST', url: '/api/contracts', headers, payload });
  if (response.statusCode !== 201)
    throw new Error(`contract failed: ${response.statusCode} ${response.body}`);
  return response.json<ContractResponse>().contract;
}
