import type {
  PayrollEntryInputs,
  PayrollListDetail,
  PayrollListItem,
  PayrollLists,
  PayrollSettings,
} from '@saldo/contracts/payroll-lists';
import { payrollDeadlines, payrollSummary } from '@saldo/contracts/payroll-summary';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { computeListEntries, listTotals, type ComputedEntry } from './payroll-compute.ts';
import { payrollSettingsOf } from './payroll-settings.service.ts';
import { loadPayrollSources } from './payroll-sources.ts';
import {
  deletePayrollList,
  findCorrectionOf,
  findMonthLists,
  findPayrollList,
  insertOrganizationAudit,
  insertPayrollAudit,
  insertPayrollEntries,
  insertPayrollList,
  listPayrollAudit,
  listPayrollEntries,
  listPayrollLists,
  lockPayrollList,
  updatePayrollEntry,
  updatePayrollList,
} from './payroll.repository.ts';
import type { PayrollEntryRow, PayrollListRow } from './payroll.table.ts';

export const payrollListNotFound = () => new AppError(404, 'payroll.notFound');
export const payrollEntryNotFound = () => new AppError(404, 'payroll.entryNotFound');

const EMPTY_INPUTS: PayrollEntryInputs = {
  bonus: 0,
  unpaidLeaveDays: 0,
  unpaidLeaveHours: 0,
  hours: '0',
  fee: null,
};

function listItem(row: PayrollListRow, settings: PayrollSettings): PayrollListItem {
  return {
    id: row.id,
    month: row.month,
    kind: row.kind,
    correctsId: row.correctsId,
    status: row.status,
    gross: row.gross,
    net: row.net,
    employerCost: row.employerCost,
    entryCount: row.entryCount,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    deadlines: payrollDeadlines(row.month, settings.zusDueDay),
  };
}

export async function listPayrollMonths(
  ctx: AppContext,
  caller: Caller,
  year: number | undefined,
): Promise<PayrollLists> {
  const [rows, settings] = await Promise.all([
    listPayrollLists(ctx.db, caller.organizationId, year),
    payrollSettingsOf(ctx.db, caller.organizationId),
  ]);
  return { lists: rows.map((row) => listItem(row, settings)) };
}

const YEAR_TO_DATE_KEYS = [
  'pensionBase',
  'taxBase',
  'youthReliefRevenue',
  'authorCosts',
  'employerPpkToTax',
] as const;

/**
 * Whether an approved list, recomputed now from the approved months before it, would end the month
 * with other year-to-date figures than it stored: a month before it was approved (or corrected) after
 * it. Months may be approved in any order; a later list is then marked, not silently rewritten.
 */
function yearToDateChanged(computed: readonly ComputedEntry[]): boolean {
  return computed.some(({ row, lines }) =>
    YEAR_TO_DATE_KEYS.some((key) => row.lines.yearToDate[key] !== lines.yearToDate[key]),
  );
}

/** A draft's figures are computed now; an approved list shows what was stored when it was approved. */
async function entriesOf(
  db: Db,
  list: PayrollListRow,
  settings: PayrollSettings,
): Promise<{ entries: ComputedEntry[]; yearToDateStale: boolean }> {
  const rows = await listPayrollEntries(db, list.id);
  const computed = await computeListEntries(db, list.organizationId, list.month, rows, settings);
  if (list.status === 'draft') return { entries: computed, yearToDateStale: false };
  return {
    entries: computed.map((entry) => ({ ...entry, lines: entry.row.lines })),
    yearToDateStale: list.status === 'approved' && yearToDateChanged(computed),
  };
}

export async function payrollListDetail(db: Db, list: PayrollListRow): Promise<PayrollListDetail> {
  const settings = await payrollSettingsOf(db, list.organizationId);
  const [{ entries, yearToDateStale }, audit, correctedById] = await Promise.all([
    entriesOf(db, list, settings),
    listPayrollAudit(db, list.id),
    findCorrectionOf(db, list.organizationId, list.id),
  ]);
  return {
    ...listItem(list, settings),
    entries: entries.map(({ row, yearToDate, lines }) => ({
      id: row.id,
      contractId: row.contractId,
      workerId: row.workerId,
      workerName: row.workerName,
      terms: row.terms,
      inputs: row.inputs,
      yearToDate,
      lines,
    })),
    summary: payrollSummary(
      entries.map((e) => e.lines),
      list.month,
      settings.zusDueDay,
    ),
    options: settings.options,
    audit,
    correctedById,
    yearToDateStale,
  };
}

export async function getPayrollList(ctx: AppContext, caller: Caller, id: number) {
  const list = await findPayrollList(ctx.db, caller.organizationId, id);
  if (!list) throw payrollListNotFound();
  return payrollListDetail(ctx.db, list);
}

/** Stores the recomputed lines and the list's totals, in the caller's transaction. */
export async function recompute(
  tx: Db,
  list: PayrollListRow,
): Promise<{ list: PayrollListRow; entries: ComputedEntry[] }> {
  const settings = await payrollSettingsOf(tx, list.organizationId);
  const rows = await listPayrollEntries(tx, list.id);
  const entries = await computeListEntries(tx, list.organizationId, list.month, rows, settings);
  for (const { row, lines } of entries) {
    await updatePayrollEntry(tx, row.id, {
      inputs: row.inputs,
      lines,
      gross: lines.gross,
      net: lines.net,
      employerCost: lines.totalCost,
    });
  }
  const updated = await updatePayrollList(tx, list.id, listTotals(entries));
  return { list: updated, entries };
}

async function refuseOpenDraft(tx: Db, organizationId: number, month: string) {
  const [draft] = await findMonthLists(tx, organizationId, month, ['draft']);
  if (draft) throw new AppError(409, 'payroll.draftExists', { params: { month }, code: `draft:${draft.id}` });
}

/** A new list for the month with an entry per contract active in it, each with empty inputs. */
export async function startPayrollList(db: Db, caller: Caller, month: string): Promise<PayrollListRow> {
  return db.transaction(async (tx) => {
    await refuseOpenDraft(tx, caller.organizationId, month);
    const [approved] = await findMonthLists(tx, caller.organizationId, month, ['approved']);
    if (approved) throw new AppError(409, 'payroll.monthApproved', { params: { month } });
    const created = await insertPayrollList(tx, {
      organizationId: caller.organizationId,
      month,
      createdBy: caller.id,
    });
    await addEntries(tx, created, new Map());
    await insertPayrollAudit(tx, created.id, caller.id, 'created', { month });
    return (await recompute(tx, created)).list;
  });
}

export async function createPayrollList(ctx: AppContext, caller: Caller, month: string) {
  return payrollListDetail(ctx.db, await startPayrollList(ctx.db, caller, month));
}

/** Entries for the month's contracts; `inputsByContract` carries a corrected list's inputs over. */
async function addEntries(tx: Db, list: PayrollListRow, inputsByContract: Map<number, PayrollEntryInputs>) {
  const sources = await loadPayrollSources(tx, list.organizationId, list.month);
  if (sources.length === 0) throw new AppError(400, 'payroll.noContracts', { params: { month: list.month } });
  await insertPayrollEntries(
    tx,
    sources.map((source, position) => ({
      listId: list.id,
      organizationId: list.organizationId,
      position,
      contractId: source.contractId,
      workerId: source.workerId,
      workerName: source.workerName,
      terms: source.terms,
      inputs: inputsByContract.get(source.contractId) ?? EMPTY_INPUTS,
      // Placeholders, replaced by recompute() in the same transaction.
      lines: placeholderLines(list.month),
      gross: 0,
      net: 0,
      employerCost: 0,
    })),
  );
}

function placeholderLines(month: string): PayrollEntryRow['lines'] {
  const zero = { pension: 0, disability: 0, sickness: 0, total: 0 };
  return {
    year: Number(month.slice(0, 4)) === 2025 ? 2025 : 2026,
    month: Number(month.slice(5, 7)),
    contractKind: 'employment',
    gross: 0,
    pensionBase: 0,
    pensionCapReached: false,
    socialBase: 0,
    employee: zero,
    healthBase: 0,
    healthFull: 0,
    health: 0,
    healthLimited: false,
    employerPpkTaxable: 0,
    exemptRevenue: 0,
    deductibleCosts: 0,
    authorCosts: 0,
    taxBase: 0,
    taxBeforeReduction: 0,
    taxReduction: 0,
    tax: 0,
    taxMethod: 'none',
    taxBaseAboveThreshold: 0,
    employeePpk: 0,
    net: 0,
    employer: { pension: 0, disability: 0, accident: 0, labourFund: 0, guaranteeFund: 0, ppk: 0, total: 0 },
    totalCost: 0,
    yearToDate: { pensionBase: 0, taxBase: 0, youthReliefRevenue: 0, authorCosts: 0, employerPpkToTax: 0 },
  };
}

async function lockDraft(tx: Db, caller: Caller, id: number): Promise<PayrollListRow> {
  const list = await lockPayrollList(tx, caller.organizationId, id);
  if (!list) throw payrollListNotFound();
  if (list.status !== 'draft') throw new AppError(409, 'payroll.locked');
  return list;
}

/** Which inputs changed, by name: the audit says what was edited, never the amounts. */
function changedFields(before: PayrollEntryInputs, after: PayrollEntryInputs): string {
  return (Object.keys(after) as (keyof PayrollEntryInputs)[])
    .filter((key) => before[key] !== after[key])
    .join(', ');
}

export async function changeEntryInputs(
  db: Db,
  caller: Caller,
  id: number,
  entryId: number,
  inputs: PayrollEntryInputs,
): Promise<PayrollListRow> {
  return db.transaction(async (tx) => {
    const locked = await lockDraft(tx, caller, id);
    const rows = await listPayrollEntries(tx, locked.id);
    const entry = rows.find((row) => row.id === entryId);
    if (!entry) throw payrollEntryNotFound();
    const fields = changedFields(entry.inputs, inputs);
    await updatePayrollEntry(tx, entry.id, {
      inputs,
      lines: entry.lines,
      gross: entry.gross,
      net: entry.net,
      employerCost: entry.employerCost,
    });
    await insertPayrollAudit(tx, locked.id, caller.id, 'entryUpdated', {
      worker: entry.workerName,
      fields,
    });
    return (await recompute(tx, locked)).list;
  });
}

export async function updatePayrollEntryInputs(
  ctx: AppContext,
  caller: Caller,
  id: number,
  entryId: number,
  inputs: PayrollEntryInputs,
) {
  return payrollListDetail(ctx.db, await changeEntryInputs(ctx.db, caller, id, entryId, inputs));
}

/** Approval stores the figures as computed now and locks the list; a correction replaces its original. */
export async function approveList(db: Db, caller: Caller, id: number): Promise<PayrollListRow> {
  return db.transaction(async (tx) => {
    const locked = await lockDraft(tx, caller, id);
    const [approved] = await findMonthLists(tx, caller.organizationId, locked.month, ['approved']);
    if (approved && approved.id !== locked.correctsId)
      throw new AppError(409, 'payroll.monthApproved', { params: { month: locked.month } });
    if (locked.kind === 'correction' && approved?.id !== locked.correctsId)
      throw new AppError(409, 'payroll.originalNotApproved');
    if (approved) {
      await updatePayrollList(tx, approved.id, { status: 'corrected' });
      await insertPayrollAudit(tx, approved.id, caller.id, 'corrected', { by: locked.id });
    }
    const { list: computed } = await recompute(tx, locked);
    await insertPayrollAudit(tx, locked.id, caller.id, 'approved');
    return updatePayrollList(tx, computed.id, {
      status: 'approved',
      approvedAt: new Date(),
      approvedBy: caller.id,
    });
  });
}

export async function approvePayrollList(ctx: AppContext, caller: Caller, id: number) {
  return payrollListDetail(ctx.db, await approveList(ctx.db, caller, id));
}

/** A draft correction of an approved list: today's contracts, with the original's inputs carried over. */
export async function createPayrollCorrection(ctx: AppContext, caller: Caller, id: number) {
  const list = await ctx.db.transaction(async (tx) => {
    const original = await lockPayrollList(tx, caller.organizationId, id);
    if (!original) throw payrollListNotFound();
    if (original.status !== 'approved') throw new AppError(409, 'payroll.notCorrectable');
    await refuseOpenDraft(tx, caller.organizationId, original.month);
    const correction = await insertPayrollList(tx, {
      organizationId: caller.organizationId,
      month: original.month,
      kind: 'correction',
      correctsId: original.id,
      createdBy: caller.id,
    });
    const inputs = new Map(
      (await listPayrollEntries(tx, original.id)).map((row) => [row.contractId, row.inputs] as const),
    );
    await addEntries(tx, correction, inputs);
    await insertPayrollAudit(tx, correction.id, caller.id, 'correctionCreated', { corrects: original.id });
    await insertPayrollAudit(tx, original.id, caller.id, 'correctionStarted', { correction: correction.id });
    return (await recompute(tx, correction)).list;
  });
  return payrollListDetail(ctx.db, list);
}

export async function deletePayrollDraft(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const list = await lockDraft(tx, caller, id);
    await deletePayrollList(tx, list.id);
    // The list's own audit goes with it, so the deletion is kept in the organization's.
    await insertOrganizationAudit(tx, caller.organizationId, caller.id, 'payrollDraftDeleted', {
      month: list.month,
      kind: list.kind,
    });
  });
}
