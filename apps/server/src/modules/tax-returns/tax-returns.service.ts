import type {
  OverrideInput,
  TaxReturnDetail,
  TaxReturnList,
  TaxReturnMonth,
  TaxReturnRefundChoice,
  TaxReturnRegisterKind,
  TaxReturnStatus,
} from '@saldo/contracts/tax-returns';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { costSourceId, saleSourceId } from './tax-return-documents.ts';
import {
  computeMonth,
  dueDateOf,
  figuresOf,
  previousPeriod,
  type ComputedMonth,
} from './tax-return-month.ts';
import { changesSince, markerAllowed, rowPrints } from './tax-return-registers.ts';
import { toDeclarationDto } from './tax-return-dto.ts';
import {
  deleteOverride,
  deleteTaxReturnFile,
  fileGeneratedAt,
  findTaxReturn,
  findTaxReturnFile,
  insertTaxReturnAudit,
  listTaxReturnAudit,
  listTaxReturnRows,
  lockOrCreateTaxReturn,
  updateTaxReturnRow,
  upsertOverride,
} from './tax-returns.repository.ts';
import type { TaxReturnRow } from './tax-returns.table.ts';

/** How many months back the list shows (older months appear once they have a return). */
const LISTED_MONTHS = 12;

export const currentPeriod = () => todayInPoland().slice(0, 7);

export function assertStartedPeriod(period: string): void {
  if (period > currentPeriod()) throw new AppError(400, 'taxReturns.futurePeriod');
}

const locked = () => new AppError(409, 'taxReturns.locked');
const wrongStatus = (status: TaxReturnStatus) =>
  new AppError(409, 'taxReturns.wrongStatus', { params: { status } });

function isFiled(row: TaxReturnRow): boolean {
  return row.status === 'submitted' || row.status === 'corrected';
}

/** Changes to the registers are allowed in a draft only; a filed month is locked. */
export function assertDraft(row: TaxReturnRow): void {
  if (isFiled(row)) throw locked();
  if (row.status !== 'draft') throw wrongStatus(row.status);
}

function monthOf(period: string, row: TaxReturnRow | undefined): TaxReturnMonth {
  return {
    period,
    status: row?.status ?? 'not_prepared',
    purpose: row?.purpose ?? 1,
    outputVat: row?.outputVat ?? 0,
    inputVat: row?.inputVat ?? 0,
    toPay: row?.toPay ?? 0,
    surplus: row?.surplus ?? 0,
    dueDate: dueDateOf(period),
    referenceNumber: row?.referenceNumber ?? '',
  };
}

export async function listTaxReturns(ctx: AppContext, caller: Caller): Promise<TaxReturnList> {
  const rows = await listTaxReturnRows(ctx.db, caller.organizationId);
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  const periods = new Set(rows.map((row) => row.period));
  let period = currentPeriod();
  for (let i = 0; i < LISTED_MONTHS; i += 1) {
    periods.add(period);
    period = previousPeriod(period);
  }
  const months = [...periods].sort().reverse();
  return { months: months.map((p) => monthOf(p, byPeriod.get(p))) };
}

async function audit(
  tx: Db,
  caller: Caller,
  period: string,
  action: string,
  details: Record<string, unknown> = {},
) {
  await insertTaxReturnAudit(tx, {
    organizationId: caller.organizationId,
    period,
    userId: caller.id,
    action,
    details,
  });
}

export async function getTaxReturn(
  ctx: AppContext,
  caller: Caller,
  period: string,
): Promise<TaxReturnDetail> {
  assertStartedPeriod(period);
  const row = await findTaxReturn(ctx.db, caller.organizationId, period);
  const month = await computeMonth(ctx.db, caller.organizationId, period, row);
  return detailOf(ctx.db, caller, month, row);
}

async function detailOf(
  db: Db,
  caller: Caller,
  month: ComputedMonth,
  row: TaxReturnRow | undefined,
): Promise<TaxReturnDetail> {
  const [generatedAt, auditRows] = await Promise.all([
    row ? fileGeneratedAt(db, row.id) : Promise.resolve(null),
    listTaxReturnAudit(db, caller.organizationId, month.period),
  ]);
  const figures = figuresOf(month);
  const live = row && !isFiled(row) ? { ...row, ...figures } : row;
  return {
    ...monthOf(month.period, live ?? { ...emptyRow(month.period), ...figures }),
    status: row?.status ?? 'not_prepared',
    correctionReason: row?.correctionReason ?? '',
    refundChoice: row?.refundChoice ?? 'carry_forward',
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    salesRows: month.registers.sales.length,
    purchaseRows: month.registers.purchases.length,
    declaration: toDeclarationDto(month),
    excluded: month.registers.excluded,
    changes:
      row?.submittedRows && isFiled(row) ? changesSince(row.submittedRows, rowPrints(month.registers)) : [],
    file: generatedAt
      ? { fileName: fileNameOf(month.period, row?.purpose ?? 1), generatedAt: generatedAt.toISOString() }
      : null,
    company: month.facts,
    audit: auditRows.map((entry) => ({
      action: entry.action,
      at: entry.at.toISOString(),
      details: entry.details,
    })),
  };
}

function emptyRow(period: string): TaxReturnRow {
  return {
    id: 0,
    organizationId: 0,
    period,
    status: 'draft',
    purpose: 1,
    correctionReason: '',
    refundChoice: 'carry_forward',
    outputVat: 0,
    inputVat: 0,
    toPay: 0,
    surplus: 0,
    salesRows: 0,
    purchaseRows: 0,
    referenceNumber: '',
    submittedAt: null,
    submittedRows: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

export function fileNameOf(period: string, purpose: number): string {
  return `JPK_V7M_${period}${purpose === 2 ? '_korekta' : ''}.xml`;
}

/**
 * Runs a change of the month in one transaction: the row locked (created as a draft when the month
 * was not prepared), the change, the month recomputed and its figures stored.
 */
async function changeMonth(
  ctx: AppContext,
  caller: Caller,
  period: string,
  change: (tx: Db, row: TaxReturnRow, created: boolean) => Promise<Partial<TaxReturnRow>>,
): Promise<TaxReturnDetail> {
  assertStartedPeriod(period);
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockOrCreateTaxReturn(tx, caller.organizationId, period);
    if (locked.created) await audit(tx, caller, period, 'prepared');
    const values = await change(tx, locked.row, locked.created);
    const next = { ...locked.row, ...values };
    if (isFiled(next)) return updateTaxReturnRow(tx, locked.row.id, values);
    const month = await computeMonth(tx, caller.organizationId, period, next);
    return updateTaxReturnRow(tx, locked.row.id, { ...values, ...figuresOf(month) });
  });
  return getTaxReturn(ctx, caller, row.period);
}

export function prepareTaxReturn(ctx: AppContext, caller: Caller, period: string) {
  return changeMonth(ctx, caller, period, async () => ({}));
}

async function documentInRegister(
  tx: Db,
  caller: Caller,
  row: TaxReturnRow,
  kind: TaxReturnRegisterKind,
  documentId: number,
) {
  const month = await computeMonth(tx, caller.organizationId, row.period, row);
  const sourceId = kind === 'sale' ? saleSourceId(documentId) : costSourceId(documentId);
  const found =
    kind === 'sale'
      ? month.registers.sales.find((r) => r.sourceId === sourceId)
      : month.registers.purchases.find((r) => r.sourceId === sourceId);
  if (!found) throw new AppError(404, 'taxReturns.rowNotFound');
  return found;
}

export function setOverride(
  ctx: AppContext,
  caller: Caller,
  target: { period: string; kind: TaxReturnRegisterKind; documentId: number },
  input: OverrideInput,
) {
  const refused = input.markers.find((marker) => !markerAllowed(target.kind, marker));
  if (refused !== undefined)
    throw validationError({ markers: { key: 'taxReturns.markerNotAllowed', params: { marker: refused } } });
  return changeMonth(ctx, caller, target.period, async (tx, row) => {
    assertDraft(row);
    const document = await documentInRegister(tx, caller, row, target.kind, target.documentId);
    await upsertOverride(tx, {
      organizationId: caller.organizationId,
      period: target.period,
      kind: target.kind,
      documentId: target.documentId,
      markers: input.markers,
      reason: input.reason,
      updatedBy: caller.id,
    });
    await deleteTaxReturnFile(tx, row.id);
    await audit(tx, caller, target.period, 'override_set', {
      kind: target.kind,
      documentId: target.documentId,
      number: document.documentNumber,
      markers: input.markers,
      reason: input.reason,
    });
    return {};
  });
}

export function removeOverride(
  ctx: AppContext,
  caller: Caller,
  target: { period: string; kind: TaxReturnRegisterKind; documentId: number },
) {
  return changeMonth(ctx, caller, target.period, async (tx, row) => {
    assertDraft(row);
    const removed = await deleteOverride(
      tx,
      caller.organizationId,
      target.period,
      target.kind,
      target.documentId,
    );
    if (!removed) throw new AppError(404, 'taxReturns.rowNotFound');
    await deleteTaxReturnFile(tx, row.id);
    await audit(tx, caller, target.period, 'override_removed', {
      kind: target.kind,
      documentId: target.documentId,
    });
    return {};
  });
}

export function setRefundChoice(
  ctx: AppContext,
  caller: Caller,
  period: string,
  refundChoice: TaxReturnRefundChoice,
) {
  return changeMonth(ctx, caller, period, async (tx, row) => {
    assertDraft(row);
    if (row.refundChoice === refundChoice) return {};
    await deleteTaxReturnFile(tx, row.id);
    await audit(tx, caller, period, 'refund_choice_set', { refundChoice });
    return { refundChoice };
  });
}

export function markReady(ctx: AppContext, caller: Caller, period: string) {
  return changeMonth(ctx, caller, period, async (tx, row) => {
    assertDraft(row);
    if (!(await findTaxReturnFile(tx, row.id))) throw new AppError(409, 'taxReturns.noFile');
    await audit(tx, caller, period, 'ready');
    return { status: 'ready' as const };
  });
}

export function reopen(ctx: AppContext, caller: Caller, period: string) {
  return changeMonth(ctx, caller, period, async (tx, row) => {
    if (isFiled(row)) throw locked();
    if (row.status !== 'ready') throw wrongStatus(row.status);
    await audit(tx, caller, period, 'reopened');
    return { status: 'draft' as const };
  });
}

/** Filed by hand at the Ministry's gateway: the reference number, and the registers as filed. */
export function markSubmitted(ctx: AppContext, caller: Caller, period: string, referenceNumber: string) {
  return changeMonth(ctx, caller, period, async (tx, row) => {
    if (isFiled(row)) throw locked();
    if (row.status !== 'ready') throw new AppError(409, 'taxReturns.notReady');
    const month = await computeMonth(tx, caller.organizationId, period, row);
    await audit(tx, caller, period, 'submitted', { referenceNumber, purpose: row.purpose });
    return {
      ...figuresOf(month),
      status: row.purpose === 2 ? ('corrected' as const) : ('submitted' as const),
      referenceNumber,
      submittedAt: new Date(),
      submittedRows: rowPrints(month.registers),
    };
  });
}

/** A correction of a filed month (CelZlozenia 2): a new draft with the reason the schema asks for. */
export function startCorrection(ctx: AppContext, caller: Caller, period: string, reason: string) {
  return changeMonth(ctx, caller, period, async (tx, row, created) => {
    if (created || !isFiled(row)) throw wrongStatus(created ? 'not_prepared' : row.status);
    await deleteTaxReturnFile(tx, row.id);
    await audit(tx, caller, period, 'correction_started', { reason, previousReference: row.referenceNumber });
    return { status: 'draft' as const, purpose: 2, correctionReason: reason };
  });
}
