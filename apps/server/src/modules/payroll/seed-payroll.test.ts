import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PayrollLists } from '@saldo/contracts/payroll-lists';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoPayroll } from './seed-payroll.ts';
import { addContract, addWorker, payrollOrganization } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('approves the three months before today once, with hours on the hourly zlecenie', async () => {
  const { headers, organizationId } = await payrollOrganization(t);
  const caller = { id: 0, organizationId, role: 'admin' as const };
  expect(await seedDemoPayroll(t.database.db, { ...caller, id: 1 }, '2026-11-25')).toBe(0);
  const employee = await addWorker(t, organizationId);
  await addContract(t, organizationId, employee);
  const student = await addWorker(t, organizationId, {
    firstName: 'Ola',
    lastName: 'Studentka',
    pesel: '',
    birthDate: '2004-03-01',
    student: true,
  });
  await addContract(t, organizationId, student, {
    kind: 'mandate',
    employmentType: null,
    workingTime: null,
    monthlyGross: null,
    payMode: 'hourly',
    hourlyRate: 3_500,
    mandateVariant: 'student-under-26',
  });
  expect(await seedDemoPayroll(t.database.db, { ...caller, id: 1 }, '2026-11-25')).toBe(3);
  expect(await seedDemoPayroll(t.database.db, { ...caller, id: 1 }, '2026-11-25')).toBe(0);
  const response = await t.app.inject({ method: 'GET', url: '/api/payroll/lists?year=2026', headers });
  const lists = response.json<PayrollLists>().lists;
  expect(lists.map((l) => [l.month, l.status])).toEqual([
    ['2026-10', 'approved'],
    ['2026-09', 'approved'],
    ['2026-08', 'approved'],
  ]);
  // 10 000 employee + 60 h × 35 PLN student (net = gross) in August.
  expect(lists[2]?.gross).toBe(1_000_000 + 210_000);
});
