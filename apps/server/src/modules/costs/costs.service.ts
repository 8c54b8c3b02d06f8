import type {
  CostInput,
  CostList,
  CostListQuery,
  CostResponse,
  CostSource,
  CostTotals,
  CostTotalsQuery,
} from '@saldo/contracts/costs';
import { costDateProblems } from '@saldo/contracts/cost-rules';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { findContractor } from '../contractors/contractors.repository.ts';
import type { ContractorRow } from '../contractors/contractors.table.ts';
import type { Caller } from '../../lib/caller.ts';
import { listBounds } from '../invoices/invoices.service.ts';
import { calculateCost, type ComputedCost } from './cost-calculation.ts';
import { toCostDetail, toCostListItem } from './cost-mapping.ts';
import {
  categoryName,
  deleteCostRow,
  findCost,
  findDuplicate,
  insertCost,
  insertCostAudit,
  listAttachmentKeys,
  listCostAttachments,
  listCostAudit,
  listCostLines,
  listCostPayments,
  listCostPage,
  lockCost,
  replaceCostLines,
  updateCostRow,
} from './costs.repository.ts';
import type { CostRow, NewCostRow, SupplierSnapshot } from './costs.table.ts';
import { costListTotals } from './cost-totals.repository.ts';

export const costNotFound = () => new AppError(404, 'costs.notFound');

/**
 * A page of the list with "Showing X to Y of Z" (decision 0014). The count comes from the aggregates
 * (or a capped count of a search); a page past the first needs it first, to choose the end it reads from.
 */
export async function listCosts(ctx: AppContext, caller: Caller, query: CostListQuery): Promise<CostList> {
  const today = todayInPoland();
  const bounds = listBounds(today);
  const totalsPromise = costListTotals(
    ctx.db,
    caller.organizationId,
    query,
    bounds,
    ctx.config.listSearchCountCap,
  );
  const early = query.page > 1 ? await totalsPromise : undefined;
  const [rows, totals] = await Promise.all([
    listCostPage(
      ctx.db,
      caller.organizationId,
      query,
      bounds,
      early && !early.totalCapped ? early.total : undefined,
    ),
    totalsPromise,
  ]);
  const withSums = query.sums !== 'false';
  return {
    costs: rows.map((entry) => toCostListItem(entry, today)),
    total: totals.total,
    totalCapped: totals.totalCapped,
    sums: withSums ? totals.sums : [],
    sumsPln: withSums ? totals.sumsPln : { net: 0, vat: 0, gross: 0, balance: 0 },
  };
}

/** The count and sums of a filtered list, asked for beside its rows. */
export async function costTotals(
  ctx: AppContext,
  caller: Caller,
  query: CostTotalsQuery,
): Promise<CostTotals> {
  return costListTotals(
    ctx.db,
    caller.organizationId,
    query,
    listBounds(todayInPoland()),
    ctx.config.listSearchCountCap,
  );
}

/** The spec's detail answer: the document and the supplier's account to pay to. */
export async function costResponse(db: Db, row: CostRow): Promise<CostResponse> {
  const [lines, payments, attachments, audit, category] = await Promise.all([
    listCostLines(db, row.id),
    listCostPayments(db, row.id),
    listCostAttachments(db, row.id),
    listCostAudit(db, row.id),
    categoryName(db, row.organizationId, row.categoryId),
  ]);
  const cost = toCostDetail({
    row,
    categoryName: category?.name ?? null,
    lines,
    payments,
    attachments,
    audit,
    today: todayInPoland(),
  });
  return {
    cost,
    paymentDetails: {
      totalDue: cost.balance,
      bankName: '',
      country: row.supplier.country,
      iban: row.bankAccount,
      swiftCode: '',
    },
  };
}

export async function getCost(ctx: AppContext, caller: Caller, id: number): Promise<CostResponse> {
  const row = await findCost(ctx.db, caller.organizationId, id);
  if (!row) throw costNotFound();
  return costResponse(ctx.db, row);
}

export function supplierSnapshot(contractor: ContractorRow): SupplierSnapshot {
  return {
    name: contractor.name,
    nip: contractor.nip ?? '',
    street: contractor.street,
    buildingNumber: contractor.buildingNumber,
    flatNumber: contractor.flatNumber,
    postalCode: contractor.postalCode,
    city: contractor.city,
    country: contractor.country,
    email: contractor.email,
  };
}

/** Everything a document takes from elsewhere, checked; throws the translated 400. */
async function prepare(tx: Db, organizationId: number, input: CostInput) {
  const contractor = await findContractor(tx, organizationId, input.contractorId);
  if (!contractor) throw validationError({ contractorId: { key: 'costs.supplierNotFound' } });
  if (input.categoryId !== null) {
    const category = await categoryName(tx, organizationId, input.categoryId);
    if (category?.kind !== 'cost') throw validationError({ categoryId: { key: 'costs.categoryNotFound' } });
  }
  const dateProblems = Object.entries(costDateProblems(input));
  if (dateProblems.length > 0) {
    throw validationError(
      Object.fromEntries(
        dateProblems.map(([field, problem]) => [field, { key: `costs.${problem}` as const }]),
      ),
    );
  }
  const computed = calculateCost(input);
  if (!computed.ok) throw validationError(computed.errors);
  return { contractor, computed: computed.value };
}

export function costRowValues(
  input: CostInput,
  supplier: SupplierSnapshot,
  computed: ComputedCost,
  paid: number,
): Omit<NewCostRow, 'organizationId' | 'status' | 'source' | 'createdBy'> {
  const { totals } = computed;
  return {
    contractorId: input.contractorId,
    number: input.number.trim(),
    issueDate: input.issueDate,
    receiptDate: input.receiptDate,
    dueDate: input.dueDate,
    bookingPeriod: input.bookingPeriod,
    categoryId: input.categoryId,
    currency: input.currency,
    exchangeRate: computed.exchangeRate,
    entryMode: input.entryMode,
    vatDeduction: input.vatDeduction,
    deductionBasis: input.vatDeduction === 'full' ? '' : input.deductionBasis,
    vatPeriod: input.vatPeriod === input.bookingPeriod ? null : input.vatPeriod,
    paymentMethod: input.paymentMethod,
    bankAccount: input.bankAccount.replace(/\s/g, ''),
    splitPayment: input.splitPayment,
    notes: input.notes.trim(),
    supplier,
    supplierName: supplier.name,
    supplierNip: supplier.nip,
    supplierEmail: supplier.email,
    service: computed.lines[0]?.name ?? '',
    byRate: computed.byRate,
    net: totals.net,
    vat: totals.vat,
    gross: totals.gross,
    netPln: totals.pln.net,
    vatPln: totals.pln.vat,
    grossPln: totals.pln.gross,
    deductibleVatPln: totals.deductibleVatPln,
    paid,
    balance: totals.gross - paid,
  };
}

/** The same supplier's document booked twice would deduct its VAT twice; the unique index backs this. */
async function refuseDuplicate(
  tx: Db,
  organizationId: number,
  key: { supplierNip: string; number: string; ksefNumber: string | null; excludeId?: number },
) {
  const duplicate = await findDuplicate(tx, organizationId, key);
  if (duplicate) {
    throw new AppError(409, 'costs.duplicate', { params: { number: duplicate.number, id: duplicate.id } });
  }
}

export function isDuplicateViolation(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === '23505' &&
    'constraint' in cause &&
    typeof cause.constraint === 'string' &&
    cause.constraint.startsWith('costs_organization_')
  );
}

const duplicateRace = (number: string) => (error: unknown) => {
  if (isDuplicateViolation(error)) throw new AppError(409, 'costs.duplicate', { params: { number, id: 0 } });
  throw error;
};

export interface NewCostOptions {
  source: CostSource;
  ksefNumber: string | null;
  /** Imported documents wait for the user's confirmation. */
  draft: boolean;
}

/** Inserts a checked document with its lines and first audit entry, in the caller's transaction. */
export async function insertNewCost(
  tx: Db,
  organizationId: number,
  userId: number | null,
  input: CostInput,
  options: NewCostOptions,
): Promise<CostRow> {
  const { contractor, computed } = await prepare(tx, organizationId, input);
  const supplier = supplierSnapshot(contractor);
  await refuseDuplicate(tx, organizationId, {
    supplierNip: supplier.nip,
    number: input.number.trim(),
    ksefNumber: options.ksefNumber,
  });
  const row = await insertCost(tx, {
    ...costRowValues(input, supplier, computed, 0),
    organizationId,
    status: options.draft ? 'draft' : 'unpaid',
    source: options.source,
    ksefNumber: options.ksefNumber,
    createdBy: userId,
  });
  await replaceCostLines(tx, row.id, computed.lines);
  await insertCostAudit(tx, row.id, userId, options.draft ? 'imported' : 'created', {
    number: row.number,
    gross: row.gross,
    source: options.source,
  });
  return row;
}

export async function createCost(ctx: AppContext, caller: Caller, input: CostInput): Promise<CostResponse> {
  const row = await ctx.db
    .transaction((tx) =>
      insertNewCost(tx, caller.organizationId, caller.id, input, {
        source: 'manual',
        ksefNumber: null,
        draft: false,
      }),
    )
    .catch(duplicateRace(input.number));
  return costResponse(ctx.db, row);
}

/** Status after the amounts or payments changed; a draft stays a draft until confirmed. */
export function settledStatus(row: Pick<CostRow, 'status'>, gross: number, paid: number): CostRow['status'] {
  if (row.status === 'draft') return 'draft';
  if (paid === 0) return 'unpaid';
  return Math.abs(paid) >= Math.abs(gross) ? 'paid' : 'partially_paid';
}

export async function updateCost(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: CostInput,
): Promise<CostResponse> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const current = await lockCost(tx, caller.organizationId, id);
      if (!current) throw costNotFound();
      const { contractor, computed } = await prepare(tx, caller.organizationId, input);
      const supplier = supplierSnapshot(contractor);
      await refuseDuplicate(tx, caller.organizationId, {
        supplierNip: supplier.nip,
        number: input.number.trim(),
        ksefNumber: current.ksefNumber,
        excludeId: id,
      });
      // Payments stay; the new gross must still cover them (no silent overpayment).
      if (Math.abs(current.paid) > Math.abs(computed.totals.gross)) {
        throw new AppError(409, 'costs.paidMoreThanGross');
      }
      const values = costRowValues(input, supplier, computed, current.paid);
      const updated = await updateCostRow(tx, id, {
        ...values,
        status: settledStatus(current, computed.totals.gross, current.paid),
      });
      await replaceCostLines(tx, id, computed.lines);
      await insertCostAudit(tx, id, caller.id, 'updated', changedFields(current, updated));
      return updated;
    })
    .catch(duplicateRace(input.number));
  return costResponse(ctx.db, row);
}

const auditedFields = [
  'number',
  'contractorId',
  'issueDate',
  'receiptDate',
  'dueDate',
  'bookingPeriod',
  'categoryId',
  'currency',
  'gross',
  'vatDeduction',
  'deductionBasis',
  'vatPeriod',
  'paymentMethod',
  'bankAccount',
] as const;

function changedFields(before: CostRow, after: CostRow): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of auditedFields) {
    if (before[field] !== after[field]) changes[field] = [before[field], after[field]];
  }
  return changes;
}

export async function confirmCost(ctx: AppContext, caller: Caller, id: number): Promise<CostResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockCost(tx, caller.organizationId, id);
    if (!current) throw costNotFound();
    if (current.status !== 'draft') throw new AppError(409, 'costs.notDraft');
    const updated = await updateCostRow(tx, id, { status: current.paid === 0 ? 'unpaid' : 'partially_paid' });
    await insertCostAudit(tx, id, caller.id, 'confirmed');
    return updated;
  });
  return costResponse(ctx.db, row);
}

/** Deleting removes the document and its files; the stored bytes go after the row is gone. */
export async function deleteCost(ctx: AppContext, caller: Caller, id: number): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockCost(tx, caller.organizationId, id);
    if (!current) throw costNotFound();
    if (current.paid !== 0) throw new AppError(409, 'costs.hasPayments');
    const keys = await listAttachmentKeys(tx, id);
    await deleteCostRow(tx, id);
    return keys;
  });
}
