// What deleting a worker or a contract asks of payroll: an approved list keeps what it paid, so a
// worker or contract it pays cannot go (end the contract instead); a draft simply loses the entries.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  deleteDraftEntries,
  deletePayrollList,
  findPayrollList,
  hasSettledPayroll,
  insertOrganizationAudit,
  insertPayrollAudit,
  listPayrollEntries,
  type PayrollTarget,
} from './payroll.repository.ts';
import { recompute } from './payroll.service.ts';

/**
 * In the caller's transaction: refuses (409, `refusal`) when an approved list pays the target;
 * otherwise takes its entries off the draft lists and recomputes them (a draft left empty goes).
 */
export async function releaseFromPayroll(
  tx: Db,
  caller: Caller,
  target: PayrollTarget,
  refusal: 'workers.hasApprovedPayroll' | 'contracts.hasApprovedPayroll',
): Promise<void> {
  if (await hasSettledPayroll(tx, caller.organizationId, target)) throw new AppError(409, refusal);
  for (const listId of await deleteDraftEntries(tx, caller.organizationId, target)) {
    const list = await findPayrollList(tx, caller.organizationId, listId);
    if (!list) continue;
    if ((await listPayrollEntries(tx, list.id)).length === 0) {
      await deletePayrollList(tx, list.id);
      await insertOrganizationAudit(tx, caller.organizationId, caller.id, 'payrollDraftDeleted', {
        month: list.month,
        kind: list.kind,
      });
      continue;
    }
    await insertPayrollAudit(tx, list.id, caller.id, 'entriesRemoved', {
      reason: 'workerId' in target ? 'workerDeleted' : 'contractDeleted',
    });
    await recompute(tx, list);
  }
}
