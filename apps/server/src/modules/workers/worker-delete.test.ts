// Deleting workers and contracts: one an approved payroll list pays stays (409, translated, suggesting
// to end the contract); otherwise it goes, with draft lists' entries, and the deletion is audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { addContract, addWorker, payrollOrganization, type Headers } from '../payroll/test-helpers.ts';

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

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'pl' }, payload });

let pesels = 0;
function pesel(): string {
  pesels += 1;
  const base = `7001011${String(pesels).padStart(3, '0')}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

async function workerWithContract(lastName: string) {
  const workerId = await addWorker(t, organizationId, { firstName: 'Ola', lastName, pesel: pesel() });
  const contractId = await addContract(t, organizationId, workerId);
  return { workerId, contractId };
}

async function startList(month: string): Promise<PayrollListDetail> {
  const response = await inject('POST', '/api/payroll/lists', { month });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PayrollListDetail>();
}

describe('deleting workers and contracts', () => {
  it('keeps a contract and a worker an approved payroll list pays, saying to end the contract', async () => {
    const { workerId, contractId } = await workerWithContract('Rozliczona');
    const list = await startList('2025-01');
    expect((await inject('POST', `/api/payroll/lists/${list.id}/approve`)).statusCode).toBe(200);

    const contract = await inject('DELETE', `/api/contracts/${contractId}`);
    expect(contract.statusCode).toBe(409);
    expect(contract.json<{ message: string }>().message).toContain('rozwiąż umowę');
    const worker = await inject('DELETE', `/api/workers/${workerId}`);
    expect(worker.statusCode).toBe(409);
    expect(worker.json<{ message: string }>().message).toContain('zatwierdzonej liście płac');
    expect((await inject('GET', `/api/contracts/${contractId}`)).statusCode).toBe(200);
    expect((await inject('GET', `/api/workers/${workerId}`)).statusCode).toBe(200);
  });

  it('deletes a contract on a draft list only: the draft loses its entry and is recomputed', async () => {
    const kept = await workerWithContract('Zostaje');
    const { contractId } = await workerWithContract('Pomyłka');
    const draft = await startList('2025-02');
    const before = draft.entries.length;

    const response = await inject('DELETE', `/api/contracts/${contractId}`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await inject('GET', `/api/contracts/${contractId}`)).statusCode).toBe(404);
    const after = (await inject('GET', `/api/payroll/lists/${draft.id}`)).json<PayrollListDetail>();
    expect(after.entries).toHaveLength(before - 1);
    expect(after.entries.map((e) => e.contractId)).not.toContain(contractId);
    expect(after.entries.map((e) => e.workerId)).toContain(kept.workerId);
    expect(after.gross).toBe(after.entries.reduce((sum, e) => sum + e.lines.gross, 0));
    expect(after.audit.map((a) => a.action)).toContain('entriesRemoved');

    const audit = await t.database.db
      .select()
      .from(organizationAudit)
      .where(
        and(
          eq(organizationAudit.organizationId, organizationId),
          eq(organizationAudit.action, 'contractDeleted'),
        ),
      );
    expect(audit.map((row) => row.details)).toContainEqual(expect.objectContaining({ contract: contractId }));
    await inject('DELETE', `/api/payroll/lists/${draft.id}`);
  });

  it('deletes a worker with their contracts, and a draft left empty goes too', async () => {
    const other = await payrollOrganization(t);
    const workerId = await addWorker(t, other.organizationId, { firstName: 'Ewa', lastName: 'Kandydatka' });
    const contractId = await addContract(t, other.organizationId, workerId);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/payroll/lists',
      headers: other.headers,
      payload: { month: '2025-03' },
    });
    expect(draft.statusCode).toBe(201);
    const draftId = draft.json<PayrollListDetail>().id;

    // Another organization's admin does not find the worker.
    expect((await inject('DELETE', `/api/workers/${workerId}`)).statusCode).toBe(404);

    const response = await inject('DELETE', `/api/workers/${workerId}`, undefined, other.headers);
    expect(response.statusCode, response.body).toBe(204);
    expect((await inject('GET', `/api/workers/${workerId}`, undefined, other.headers)).statusCode).toBe(404);
    expect((await inject('GET', `/api/contracts/${contractId}`, undefined, other.headers)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', `/api/payroll/lists/${draftId}`, undefined, other.headers)).statusCode).toBe(
      404,
    );
    const audit = await t.database.db
      .select()
      .from(organizationAudit)
      .where(eq(organizationAudit.organizationId, other.organizationId));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['payrollDraftDeleted', 'workerDeleted']),
    );
    expect(JSON.stringify(audit)).not.toContain('80050112349');
  });
});
