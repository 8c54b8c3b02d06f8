import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerList, WorkerResponse } from '@saldo/contracts/workers';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findUserByEmail } from '../auth/users.repository.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { DEMO_WORKER_KEYS, seedDemoWorkers } from './seed-workers.ts';

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t);
});
afterAll(() => t.close());

describe('the demo workers', () => {
  it('are six valid records, seeded once, found again by key', async () => {
    const user = await findUserByEmail(t.database.db, 'admin@demo.com');
    const organizationId = user?.organizationId ?? 0;
    const first = await seedDemoWorkers(t.database.db, organizationId);
    const again = await seedDemoWorkers(t.database.db, organizationId);
    expect(again).toEqual(first);
    expect(Object.keys(first).sort()).toEqual([...DEMO_WORKER_KEYS].sort());
    const list = await t.app.inject({ method: 'GET', url: '/api/workers?perPage=100', headers: admin });
    expect(list.json<WorkerList>().total).toBe(6);
    const read = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/workers/${id}`, headers: admin })
      ).json<WorkerResponse>().worker;
    expect(await read(first.under26)).toMatchObject({ under26Relief: true });
    expect(await read(first.ppkRaisedKup)).toMatchObject({ ppkJoined: true, kupVariant: 'raised' });
    expect(await read(first.zlecenieStudent)).toMatchObject({ student: true, under26: true });
  });
});
