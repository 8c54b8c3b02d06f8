// Shared by the payroll test files (not imported by the app): an organization of its own with workers
// and contracts written straight into their tables, so these tests do not depend on the workers' and
// contracts' forms.
import { eq } from 'drizzle-orm';
import { bearer, confirmEmail, newRegistration, type TestApp } from '../../../test/test-app.ts';
import { users } from '../auth/users.table.ts';
import { contracts, type NewContractRow } from '../contracts/contracts.table.ts';
import { workers, type NewWorkerRow } from '../workers/workers.table.ts';

export type Headers = Record<string, string>;

export async function payrollOrganization(t: TestApp): Promise<{ headers: Headers; organizationId: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/jwt/register',
    payload: newRegistration(),
  });
  if (response.statusCode !== 200) throw new Error(`register failed: ${response.body}`);
  const session = response.json<{ accessToken: string; userData: { id: number } }>();
  await confirmEmail(t.database, session.userData.id);
  const [user] = await t.database.db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, session.userData.id));
  if (!user) throw new Error('registered user not found');
  return { headers: bearer(session.accessToken), organizationId: user.organizationId };
}

export async function addWorker(
  t: TestApp,
  organizationId: number,
  values: Partial<NewWorkerRow> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(workers)
    .values({
      organizationId,
      status: 'employed',
      firstName: 'Jan',
      lastName: 'Testowy',
      // 1 May 1980, male; a valid checksum.
      pesel: '80050112349',
      birthDate: '1980-05-01',
      sex: 'male',
      address: {
        street: 'Długa',
        buildingNumber: '1',
        flatNumber: '',
        postalCode: '00-001',
        city: 'Warszawa',
        country: 'PL',
      },
      email: 'jan.testowy@example.com',
      bankAccount: 'PL61109010140000071219812874',
      pit2: true,
      kupVariant: 'standard',
      ...values,
    })
    .returning({ id: workers.id });
  if (!row) throw new Error('worker insert returned nothing');
  return row.id;
}

export async function addContract(
  t: TestApp,
  organizationId: number,
  workerId: number,
  values: Partial<NewContractRow> = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(contracts)
    .values({
      organizationId,
      workerId,
      kind: 'employment',
      signedOn: '2024-12-20',
      startDate: '2025-01-01',
      employmentType: 'indefinite',
      position: 'Specjalista',
      workingTime: { numerator: 1, denominator: 1 },
      monthlyGross: 1_000_000,
      ...values,
    })
    .returning({ id: contracts.id });
  if (!row) throw new Error('contract insert returned nothing');
  return row.id;
}
