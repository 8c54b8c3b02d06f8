import {
  isUnder26,
  normalizeWorkerInput,
  workerBirth,
  workerProblems,
  type WorkerProblems,
} from '@saldo/contracts/worker-rules';
import type {
  WorkerDetail,
  WorkerInput,
  WorkerList,
  WorkerListQuery,
  WorkerResponse,
} from '@saldo/contracts/workers';
import { taxOfficeName } from '@saldo/domain/identifiers/tax-offices';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  findWorker,
  findWorkerByPesel,
  insertWorker,
  insertWorkerAudit,
  listWorkerAudit,
  listWorkerDocuments,
  listWorkerRows,
  lockWorker,
  updateWorkerRow,
} from './workers.repository.ts';
import type { NewWorkerRow, WorkerRow } from './workers.table.ts';

export const workerNotFound = () => new AppError(404, 'workers.notFound');

/** Problem codes as the API's translated field errors. */
export function problemErrors(problems: WorkerProblems): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      { key: `workers.problems.${problem}` as const },
    ]),
  );
}

export async function listWorkers(
  ctx: AppContext,
  caller: Caller,
  query: WorkerListQuery,
): Promise<WorkerList> {
  const { rows, total } = await listWorkerRows(ctx.db, caller.organizationId, query);
  const today = todayInPoland();
  return {
    total,
    workers: rows.map((row) => ({
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      status: row.status,
      under26: isUnder26(row.birthDate, today),
      ppkJoined: row.ppkJoined,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export function workerInputOf(row: WorkerRow): WorkerInput {
  return {
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    identityKind: row.identityKind,
    pesel: row.pesel,
    passportNumber: row.passportNumber,
    birthDate: row.birthDate,
    sex: row.sex,
    citizenship: row.citizenship,
    address: row.address,
    email: row.email,
    phone: row.phone,
    taxOfficeCode: row.taxOfficeCode,
    nfzBranch: row.nfzBranch,
    bankAccount: row.bankAccount,
    pit2: row.pit2,
    kupVariant: row.kupVariant,
    payslipLanguage: row.payslipLanguage,
    under26Waived: row.under26Waived,
    student: row.student,
    ppkJoined: row.ppkJoined,
    ppkEmployeeRate: row.ppkEmployeeRate,
    ppkEmployerRate: row.ppkEmployerRate,
    ppkOptOutDate: row.ppkOptOutDate,
    education: row.education,
    workHistory: row.workHistory,
    notes: row.notes,
  };
}

export async function workerResponse(db: Db, row: WorkerRow): Promise<WorkerResponse> {
  const [documents, audit] = await Promise.all([
    listWorkerDocuments(db, row.id),
    listWorkerAudit(db, row.id),
  ]);
  const under26 = isUnder26(row.birthDate, todayInPoland());
  const worker: WorkerDetail = {
    ...workerInputOf(row),
    id: row.id,
    taxOfficeName: taxOfficeName(row.taxOfficeCode) ?? '',
    under26,
    under26Relief: under26 && !row.under26Waived,
    documents,
    audit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return { worker };
}

export async function getWorker(ctx: AppContext, caller: Caller, id: number): Promise<WorkerResponse> {
  const row = await findWorker(ctx.db, caller.organizationId, id);
  if (!row) throw workerNotFound();
  return workerResponse(ctx.db, row);
}

/** The input checked and in its stored form; throws the translated 400. */
export function checkedWorkerValues(input: WorkerInput): Omit<NewWorkerRow, 'organizationId'> {
  const normalized = normalizeWorkerInput(input);
  const problems = workerProblems(normalized, todayInPoland());
  if (Object.keys(problems).length > 0) throw validationError(problemErrors(problems));
  const { address, ...rest } = normalized;
  return { ...rest, address, ...workerBirth(normalized) };
}

async function refuseDuplicatePesel(tx: Db, organizationId: number, pesel: string, excludeId?: number) {
  if (pesel === '') return;
  if (await findWorkerByPesel(tx, organizationId, pesel, excludeId)) {
    throw new AppError(409, 'workers.duplicatePesel', {
      fieldErrors: { pesel: { key: 'workers.duplicatePesel' } },
    });
  }
}

/** A concurrent insert of the same PESEL passes the check; the unique index turns it into this 409. */
export function duplicatePeselRace(error: unknown): never {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (
    typeof cause === 'object' &&
    cause !== null &&
    'constraint' in cause &&
    cause.constraint === 'workers_organization_pesel_key'
  ) {
    throw new AppError(409, 'workers.duplicatePesel');
  }
  throw error;
}

export async function insertNewWorker(
  tx: Db,
  organizationId: number,
  userId: number | null,
  values: Omit<NewWorkerRow, 'organizationId'>,
  audit: { action: string; formId?: number | null; fields?: string[] } = { action: 'created' },
): Promise<WorkerRow> {
  await refuseDuplicatePesel(tx, organizationId, values.pesel ?? '');
  const row = await insertWorker(tx, { ...values, organizationId, createdBy: userId });
  await insertWorkerAudit(tx, {
    organizationId,
    workerId: row.id,
    userId,
    action: audit.action,
    fields: audit.fields ?? [],
    formId: audit.formId ?? null,
  });
  return row;
}

export async function createWorker(
  ctx: AppContext,
  caller: Caller,
  input: WorkerInput,
): Promise<WorkerResponse> {
  const values = checkedWorkerValues(input);
  const row = await ctx.db
    .transaction((tx) => insertNewWorker(tx, caller.organizationId, caller.id, values))
    .catch(duplicatePeselRace);
  return workerResponse(ctx.db, row);
}

const comparedFields = [
  'status',
  'firstName',
  'lastName',
  'identityKind',
  'pesel',
  'passportNumber',
  'birthDate',
  'sex',
  'citizenship',
  'address',
  'email',
  'phone',
  'taxOfficeCode',
  'nfzBranch',
  'bankAccount',
  'pit2',
  'kupVariant',
  'payslipLanguage',
  'under26Waived',
  'student',
  'ppkJoined',
  'ppkEmployeeRate',
  'ppkEmployerRate',
  'ppkOptOutDate',
  'education',
  'workHistory',
  'notes',
] as const;

/** The names of the fields that differ; the audit keeps these, never the values. */
export function changedWorkerFields(before: WorkerRow, after: WorkerRow): string[] {
  return comparedFields.filter(
    (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
  );
}

/** Writes new values over a locked row and audits the changed field names, in the caller's transaction. */
export async function applyWorkerChange(
  tx: Db,
  caller: Caller,
  current: WorkerRow,
  values: Partial<NewWorkerRow>,
  audit: { action: string; formId?: number | null },
): Promise<WorkerRow> {
  if (values.pesel !== undefined) {
    await refuseDuplicatePesel(tx, caller.organizationId, values.pesel, current.id);
  }
  const updated = await updateWorkerRow(tx, current.id, values);
  const fields = changedWorkerFields(current, updated);
  if (fields.length > 0 || audit.formId) {
    await insertWorkerAudit(tx, {
      organizationId: caller.organizationId,
      workerId: current.id,
      userId: caller.id,
      action: audit.action,
      fields,
      formId: audit.formId ?? null,
    });
  }
  return updated;
}

export async function updateWorker(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: WorkerInput,
): Promise<WorkerResponse> {
  const values = checkedWorkerValues(input);
  const row = await ctx.db
    .transaction(async (tx) => {
      const current = await lockWorker(tx, caller.organizationId, id);
      if (!current) throw workerNotFound();
      return applyWorkerChange(tx, caller, current, values, { action: 'updated' });
    })
    .catch(duplicatePeselRace);
  return workerResponse(ctx.db, row);
}
