import { and, asc, desc, eq, gte, inArray, isNull, like, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { contractAnnexes, contracts } from '../contracts/contracts.table.ts';
import { workers, type WorkerRow } from '../workers/workers.table.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import {
  payrollAudit,
  payrollEntries,
  payrollLists,
  payrollSettings,
  type NewPayrollEntryRow,
  type NewPayrollListRow,
  type PayrollEntryRow,
  type PayrollListRow,
  type PayrollSettingsRow,
} from './payroll.table.ts';

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(payrollLists.organizationId, organizationId), eq(payrollLists.id, id));

export async function findPayrollSettings(
  db: Db,
  organizationId: number,
): Promise<PayrollSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, organizationId));
  return row;
}

export async function savePayrollSettings(
  tx: Db,
  values: Omit<PayrollSettingsRow, 'updatedAt'>,
): Promise<void> {
  await tx
    .insert(payrollSettings)
    .values(values)
    .onConflictDoUpdate({
      target: payrollSettings.organizationId,
      set: { ...values, updatedAt: new Date() },
    });
}

export async function listPayrollLists(
  db: Db,
  organizationId: number,
  year: number | undefined,
): Promise<PayrollListRow[]> {
  const where = [eq(payrollLists.organizationId, organizationId)];
  if (year !== undefined) where.push(like(payrollLists.month, `${year}-%`));
  return db
    .select()
    .from(payrollLists)
    .where(and(...where))
    .orderBy(desc(payrollLists.month), desc(payrollLists.id));
}

export async function findPayrollList(
  db: Db,
  organizationId: number,
  id: number,
): Promise<PayrollListRow | undefined> {
  const [row] = await db.select().from(payrollLists).where(ofOrganization(organizationId, id));
  return row;
}

/** The list locked for the rest of the transaction: edits and the approval of one list queue up. */
export async function lockPayrollList(
  tx: Db,
  organizationId: number,
  id: number,
): Promise<PayrollListRow | undefined> {
  const [row] = await tx.select().from(payrollLists).where(ofOrganization(organizationId, id)).for('update');
  return row;
}

/** The month's lists in the given statuses. */
export async function findMonthLists(
  db: Db,
  organizationId: number,
  month: string,
  statuses: readonly PayrollListRow['status'][],
): Promise<PayrollListRow[]> {
  return db
    .select()
    .from(payrollLists)
    .where(
      and(
        eq(payrollLists.organizationId, organizationId),
        eq(payrollLists.month, month),
        inArray(payrollLists.status, [...statuses]),
      ),
    );
}

export async function findCorrectionOf(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: payrollLists.id })
    .from(payrollLists)
    .where(and(eq(payrollLists.organizationId, organizationId), eq(payrollLists.correctsId, id)))
    .orderBy(desc(payrollLists.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertPayrollList(tx: Db, values: NewPayrollListRow): Promise<PayrollListRow> {
  const [row] = await tx.insert(payrollLists).values(values).returning();
  if (!row) throw new Error('payroll list insert returned nothing');
  return row;
}

export async function updatePayrollList(
  tx: Db,
  id: number,
  values: Partial<NewPayrollListRow>,
): Promise<PayrollListRow> {
  const [row] = await tx
    .update(payrollLists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payrollLists.id, id))
    .returning();
  if (!row) throw new Error('payroll list update returned nothing');
  return row;
}

export async function deletePayrollList(tx: Db, id: number): Promise<void> {
  await tx.delete(payrollLists).where(eq(payrollLists.id, id));
}

export async function listPayrollEntries(db: Db, listId: number): Promise<PayrollEntryRow[]> {
  return db
    .select()
    .from(payrollEntries)
    .where(eq(payrollEntries.listId, listId))
    .orderBy(asc(payrollEntries.position), asc(payrollEntries.id));
}

export async function insertPayrollEntries(tx: Db, values: NewPayrollEntryRow[]): Promise<void> {
  if (values.length > 0) await tx.insert(payrollEntries).values(values);
}

export async function updatePayrollEntry(
  tx: Db,
  id: number,
  values: Pick<NewPayrollEntryRow, 'inputs' | 'lines' | 'gross' | 'net' | 'employerCost'>,
): Promise<void> {
  await tx.update(payrollEntries).set(values).where(eq(payrollEntries.id, id));
}

/**
 * Entries of the approved lists from the start of `month`'s year up to the month before it, oldest
 * first: what the year-to-date figures are read from.
 */
export async function approvedEntriesBefore(
  db: Db,
  organizationId: number,
  month: string,
): Promise<{ month: string; entry: PayrollEntryRow }[]> {
  return db
    .select({ month: payrollLists.month, entry: payrollEntries })
    .from(payrollEntries)
    .innerJoin(payrollLists, eq(payrollLists.id, payrollEntries.listId))
    .where(
      and(
        eq(payrollLists.organizationId, organizationId),
        eq(payrollLists.status, 'approved'),
        gte(payrollLists.month, `${month.slice(0, 4)}-01`),
        lt(payrollLists.month, month),
      ),
    )
    .orderBy(asc(payrollLists.month), asc(payrollEntries.position), asc(payrollEntries.id));
}

/** Every entry of the year's approved lists (the PIT-11 figures). */
export async function approvedEntriesOfYear(db: Db, organizationId: number, year: number) {
  return db
    .select({ month: payrollLists.month, entry: payrollEntries })
    .from(payrollEntries)
    .innerJoin(payrollLists, eq(payrollLists.id, payrollEntries.listId))
    .where(
      and(
        eq(payrollLists.organizationId, organizationId),
        eq(payrollLists.status, 'approved'),
        like(payrollLists.month, `${year}-%`),
      ),
    )
    .orderBy(asc(payrollEntries.workerName), asc(payrollLists.month), asc(payrollEntries.id));
}

/** A worker's entries on approved (and since corrected) lists, newest month first. */
export async function workerPayslipRows(db: Db, organizationId: number, workerId: number) {
  return db
    .select({ list: payrollLists, entry: payrollEntries })
    .from(payrollEntries)
    .innerJoin(payrollLists, eq(payrollLists.id, payrollEntries.listId))
    .where(
      and(
        eq(payrollEntries.organizationId, organizationId),
        eq(payrollEntries.workerId, workerId),
        inArray(payrollLists.status, ['approved', 'corrected']),
      ),
    )
    .orderBy(desc(payrollLists.month), desc(payrollLists.id));
}

export async function insertPayrollAudit(
  tx: Db,
  listId: number,
  userId: number | null,
  action: string,
  details: Record<string, string | number> = {},
): Promise<void> {
  await tx.insert(payrollAudit).values({ listId, userId, action, details });
}

export async function listPayrollAudit(db: Db, listId: number) {
  const rows = await db
    .select({ entry: payrollAudit, by: users.fullName, email: users.email })
    .from(payrollAudit)
    .leftJoin(users, eq(users.id, payrollAudit.userId))
    .where(eq(payrollAudit.listId, listId))
    .orderBy(asc(payrollAudit.at), asc(payrollAudit.id));
  return rows.map(({ entry, by, email }) => ({
    id: entry.id,
    action: entry.action,
    details: entry.details,
    at: entry.at.toISOString(),
    by: by || email || '',
  }));
}

/** Payroll changes that outlive a list (settings, a deleted draft) go to the organization's audit. */
export async function insertOrganizationAudit(
  tx: Db,
  organizationId: number,
  userId: number,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await tx.insert(organizationAudit).values({ organizationId, userId, action, details });
}

export async function workerBankAccounts(db: Db, organizationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: workers.id, bankAccount: workers.bankAccount })
    .from(workers)
    .where(and(eq(workers.organizationId, organizationId), inArray(workers.id, ids)));
  return new Map(rows.map((row) => [row.id, row.bankAccount]));
}

export async function findWorkerOf(
  db: Db,
  organizationId: number,
  id: number,
): Promise<WorkerRow | undefined> {
  const [row] = await db
    .select()
    .from(workers)
    .where(and(eq(workers.organizationId, organizationId), eq(workers.id, id)));
  return row;
}

/**
 * Contracts that may run in the month (started by its end, not ended before its start), with their
 * workers and annexes; the exact days come from the domain's contract periods.
 */
export async function contractsForMonth(db: Db, organizationId: number, from: string, to: string) {
  const rows = await db
    .select({ contract: contracts, worker: workers })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        lte(contracts.startDate, to),
        or(isNull(contracts.endDate), gte(contracts.endDate, from)),
        or(isNull(contracts.terminatedOn), gte(contracts.terminatedOn, from)),
      ),
    )
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(contracts.startDate), asc(contracts.id));
  const ids = rows.map((row) => row.contract.id);
  const annexes =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(contractAnnexes)
          .where(inArray(contractAnnexes.contractId, ids))
          .orderBy(asc(contractAnnexes.effectiveFrom), asc(contractAnnexes.number));
  return rows.map((row) => ({
    ...row,
    annexes: annexes.filter((annex) => annex.contractId === row.contract.id),
  }));
}

/** A worker's or a contract's entries: what deleting them would have to answer for. */
export type PayrollTarget = { workerId: number } | { contractId: number };

const targetCondition = (target: PayrollTarget) =>
  'workerId' in target
    ? eq(payrollEntries.workerId, target.workerId)
    : eq(payrollEntries.contractId, target.contractId);

/** Whether an approved (or since corrected) list pays the worker or the contract: its record must stay. */
export async function hasSettledPayroll(db: Db, organizationId: number, target: PayrollTarget) {
  const [found] = await db
    .select({ id: payrollEntries.id })
    .from(payrollEntries)
    .innerJoin(payrollLists, eq(payrollLists.id, payrollEntries.listId))
    .where(
      and(
        eq(payrollEntries.organizationId, organizationId),
        targetCondition(target),
        inArray(payrollLists.status, ['approved', 'corrected']),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Removes the target's entries from draft lists; returns the ids of the drafts that had some. */
export async function deleteDraftEntries(
  tx: Db,
  organizationId: number,
  target: PayrollTarget,
): Promise<number[]> {
  const drafts = tx
    .select({ id: payrollLists.id })
    .from(payrollLists)
    .where(and(eq(payrollLists.organizationId, organizationId), eq(payrollLists.status, 'draft')));
  const removed = await tx
    .delete(payrollEntries)
    .where(
      and(
        eq(payrollEntries.organizationId, organizationId),
        targetCondition(target),
        inArray(payrollEntries.listId, drafts),
      ),
    )
    .returning({ listId: payrollEntries.listId });
  return [...new Set(removed.map((row) => row.listId))];
}
