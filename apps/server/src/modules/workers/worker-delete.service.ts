// Deleting a worker record entered by mistake (a candidate who never started, a duplicate). A worker an
// approved payroll list pays stays: the employer must keep those records (end the contract and mark
// the worker as left instead). Draft lists lose the worker's entries.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { deleteContractRow, lockWorkerContracts } from '../contracts/contracts.repository.ts';
import { releaseFromPayroll } from '../payroll/payroll-release.service.ts';
import { insertOrganizationAudit } from '../payroll/payroll.repository.ts';
import { deleteWorkerRow, lockWorker, workerDocumentKeys } from './workers.repository.ts';
import { workerNotFound } from './workers.service.ts';

export async function deleteWorker(
  db: Db,
  storage: FileStorage,
  caller: Caller,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const worker = await lockWorker(tx, caller.organizationId, id);
    if (!worker) throw workerNotFound();
    await releaseFromPayroll(tx, caller, { workerId: id }, 'workers.hasApprovedPayroll');
    const contractIds = await lockWorkerContracts(tx, caller.organizationId, id);
    for (const contractId of contractIds) await deleteContractRow(tx, caller.organizationId, contractId);
    const documentKeys = await workerDocumentKeys(tx, id);
    await deleteWorkerRow(tx, caller.organizationId, id);
    // The worker's own audit goes with the record; the deletion stays in the organization's (no PESEL).
    await insertOrganizationAudit(tx, caller.organizationId, caller.id, 'workerDeleted', {
      worker: id,
      name: `${worker.firstName} ${worker.lastName}`.trim(),
      contracts: contractIds.length,
      documents: documentKeys.length,
    });
    return documentKeys;
  });
  // Best effort, after the commit: a file left behind is unreachable without its row.
  for (const key of keys)
    await storage.delete(key).catch((err: unknown) => log.warn({ err }, 'worker document file not removed'));
}
