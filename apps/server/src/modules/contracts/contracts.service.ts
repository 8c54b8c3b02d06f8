import type {
  AnnexInput,
  Contract,
  ContractInput,
  ContractList,
  ContractListQuery,
  ContractResponse,
  ContractStatus,
  TerminationInput,
} from '@saldo/contracts/employment-contracts';
import {
  annexProblems,
  baseTerms,
  contractProblems,
  terminationComputesLastDay,
  terminationProblems,
  type ContractProblems,
} from '@saldo/contracts/employment-contract-rules';
import { lastDayOf } from '@saldo/domain/contracts/contract-periods';
import { effectiveTermsOn } from '@saldo/domain/contracts/effective-terms';
import { noticeEmployedSince } from '@saldo/domain/contracts/employment-length';
import { computeNotice } from '@saldo/domain/contracts/notice-period';
import { toDecimalString } from '@saldo/domain/money';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { Caller } from '../../lib/caller.ts';
import {
  annexChange,
  deleteContractRow,
  findContract,
  findOverlapping,
  insertAnnex,
  insertContract,
  insertContractAudit,
  listAnnexes,
  listContractAudit,
  listContractRows,
  lockContract,
  lockContractWorker,
  otherEmployments,
  signedTerms,
  updateContractRow,
  type ContractWithWorker,
} from './contracts.repository.ts';
import { releaseFromPayroll } from '../payroll/payroll-release.service.ts';
import { insertOrganizationAudit } from '../payroll/payroll.repository.ts';
import type { ContractAnnexRow, ContractRow, NewContractRow } from './contracts.table.ts';

export const contractNotFound = () => new AppError(404, 'contracts.notFound');

/** The shared rules' problems as the translated 400 (a minimum in PLN, e.g. "4806.00"). */
function refuse(problems: ContractProblems): never {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (!problem) continue;
    errors[field] = problem.params
      ? {
          key: `contracts.${problem.code}`,
          params: { minimum: toDecimalString(problem.params.minimum), year: problem.params.year },
        }
      : { key: `contracts.${problem.code}` };
  }
  throw validationError(errors);
}

const hasProblems = (problems: ContractProblems) => Object.keys(problems).length > 0;

export function contractStatus(
  row: Pick<ContractRow, 'startDate' | 'lastDay'>,
  today: string,
): ContractStatus {
  if (row.startDate > today) return 'upcoming';
  return row.lastDay !== null && row.lastDay < today ? 'ended' : 'active';
}

function toContract(
  { row, worker }: ContractWithWorker,
  annexes: readonly ContractAnnexRow[],
  today: string,
): Omit<Contract, 'audit' | 'annexes' | 'notes' | 'employedSince'> & { notes: string } {
  const changes = annexes.map(annexChange);
  const termsDay = row.startDate > today ? row.startDate : today;
  const termination =
    row.terminationMethod !== null && row.noticeDate !== null && row.terminatedOn !== null
      ? {
          method: row.terminationMethod,
          initiatedBy: row.terminationBy ?? 'employer',
          noticeDate: row.noticeDate,
          lastDay: row.terminatedOn,
          noticeLength: row.noticeLength,
          noticeRule: row.noticeRule,
          reason: row.terminationReason,
        }
      : null;
  return {
    id: row.id,
    worker,
    kind: row.kind,
    signedOn: row.signedOn,
    signedPlace: row.signedPlace,
    startDate: row.startDate,
    endDate: row.endDate,
    subject: row.subject,
    printLanguage: row.printLanguage,
    employmentType: row.employmentType,
    position: row.position,
    workplace: row.workplace,
    workingTime: row.workingTime,
    monthlyGross: row.monthlyGross,
    payMode: row.payMode,
    hourlyRate: row.hourlyRate,
    mandateVariant: row.mandateVariant,
    voluntarySickness: row.voluntarySickness,
    flatFee: row.flatFee,
    authorRights: row.authorRights,
    withOwnEmployer: row.withOwnEmployer,
    notes: row.notes,
    status: contractStatus(row, today),
    lastDay: row.lastDay,
    termination,
    currentTerms: effectiveTermsOn(signedTerms(row), changes, termsDay),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toAnnex = (annex: ContractAnnexRow) => ({
  id: annex.id,
  number: annex.number,
  signedOn: annex.signedOn,
  effectiveFrom: annex.effectiveFrom,
  monthlyGross: annex.monthlyGross,
  workingTime: annex.workingTime,
  hourlyRate: annex.hourlyRate,
  flatFee: annex.flatFee,
  note: annex.note,
});

/** An employment contract's start moved back by the worker's earlier employment here; null otherwise. */
async function employedSinceOf(db: Db, row: ContractRow): Promise<string | null> {
  if (row.kind !== 'employment') return null;
  const earlier = await otherEmployments(db, row.organizationId, row.workerId, row.id);
  return noticeEmployedSince(
    row.startDate,
    earlier.map((spell) => ({ ...spell, employer: 'same' as const })),
  );
}

async function contractResponse(db: Db, found: ContractWithWorker): Promise<ContractResponse> {
  const [annexes, audit, employedSince] = await Promise.all([
    listAnnexes(db, [found.row.id]),
    listContractAudit(db, found.row.id),
    employedSinceOf(db, found.row),
  ]);
  return {
    contract: {
      ...toContract(found, annexes, todayInPoland()),
      annexes: annexes.map(toAnnex),
      audit,
      employedSince,
    },
  };
}

async function reload(db: Db, organizationId: number, id: number): Promise<ContractResponse> {
  const found = await findContract(db, organizationId, id);
  if (!found) throw contractNotFound();
  return contractResponse(db, found);
}

export async function getContract(ctx: AppContext, caller: Caller, id: number): Promise<ContractResponse> {
  return reload(ctx.db, caller.organizationId, id);
}

export async function listContracts(
  ctx: AppContext,
  caller: Caller,
  query: ContractListQuery,
): Promise<ContractList> {
  const today = todayInPoland();
  const rows = await listContractRows(ctx.db, caller.organizationId, query, today);
  const annexes = await listAnnexes(
    ctx.db,
    rows.map(({ row }) => row.id),
  );
  return {
    contracts: rows.map((found) => {
      const { notes: _notes, ...item } = toContract(
        found,
        annexes.filter((annex) => annex.contractId === found.row.id),
        today,
      );
      return item;
    }),
  };
}

/** The columns of a contract as entered; the fields of the other kinds are stored empty. */
function contractValues(input: ContractInput): Omit<NewContractRow, 'organizationId' | 'workerId' | 'kind'> {
  const employment = input.kind === 'employment';
  const mandate = input.kind === 'mandate';
  const terms = baseTerms(input);
  return {
    signedOn: input.signedOn,
    signedPlace: input.signedPlace,
    startDate: input.startDate,
    endDate: input.endDate,
    subject: input.subject,
    printLanguage: input.printLanguage,
    employmentType: employment ? input.employmentType : null,
    position: employment ? input.position : '',
    workplace: employment ? input.workplace : '',
    workingTime: terms.workingTime,
    monthlyGross: terms.monthlyGross,
    payMode: mandate ? input.payMode : null,
    hourlyRate: terms.hourlyRate,
    mandateVariant: mandate ? input.mandateVariant : null,
    voluntarySickness: mandate && input.voluntarySickness,
    flatFee: terms.flatFee,
    authorRights: !employment && input.authorRights,
    withOwnEmployer: input.kind === 'specific_work' && input.withOwnEmployer,
    notes: input.notes,
  };
}

async function refuseOverlap(
  tx: Db,
  organizationId: number,
  range: Parameters<typeof findOverlapping>[2],
): Promise<void> {
  const other = await findOverlapping(tx, organizationId, range);
  if (other)
    throw new AppError(409, 'contracts.overlap', { params: { start: other.startDate }, code: 'overlap' });
}

export async function createContract(
  ctx: AppContext,
  caller: Caller,
  input: ContractInput,
): Promise<ContractResponse> {
  const id = await insertNewContract(ctx.db, caller, input);
  return reload(ctx.db, caller.organizationId, id);
}

/** Checks and writes a new contract in one transaction (the route and the demo seed); its id. */
export async function insertNewContract(db: Db, caller: Caller, input: ContractInput): Promise<number> {
  const problems = contractProblems(input);
  if (hasProblems(problems)) refuse(problems);
  return db.transaction(async (tx) => {
    const worker = await lockContractWorker(tx, caller.organizationId, input.workerId);
    if (!worker) throw validationError({ workerId: { key: 'contracts.workerNotFound' } });
    const values = contractValues(input);
    const lastDay = lastDayOf({ startDate: input.startDate, endDate: input.endDate });
    await refuseOverlap(tx, caller.organizationId, {
      workerId: input.workerId,
      kind: input.kind,
      startDate: input.startDate,
      lastDay,
    });
    const row = await insertContract(tx, {
      ...values,
      organizationId: caller.organizationId,
      workerId: input.workerId,
      kind: input.kind,
      lastDay,
      createdBy: caller.id,
    });
    await insertContractAudit(tx, {
      organizationId: caller.organizationId,
      contractId: row.id,
      userId: caller.id,
      action: 'created',
    });
    return row.id;
  });
}

const auditedFields = [
  'signedOn',
  'signedPlace',
  'startDate',
  'endDate',
  'subject',
  'printLanguage',
  'employmentType',
  'position',
  'workplace',
  'workingTime',
  'monthlyGross',
  'payMode',
  'hourlyRate',
  'mandateVariant',
  'voluntarySickness',
  'flatFee',
  'authorRights',
  'withOwnEmployer',
  'notes',
] as const;

/** The names of the fields an edit changed; values (pay among them) stay out of the audit. */
function changedFields(before: ContractRow, after: ContractRow): string[] {
  return auditedFields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
}

export async function updateContract(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: ContractInput,
): Promise<ContractResponse> {
  const problems = contractProblems(input);
  if (hasProblems(problems)) refuse(problems);
  await ctx.db.transaction(async (tx) => {
    const current = await lockContract(tx, caller.organizationId, id);
    if (!current) throw contractNotFound();
    if (current.terminatedOn !== null) throw new AppError(409, 'contracts.terminated');
    if (current.workerId !== input.workerId || current.kind !== input.kind)
      throw new AppError(409, 'contracts.kindChange');
    await lockContractWorker(tx, caller.organizationId, current.workerId);
    const lastDay = lastDayOf({ startDate: input.startDate, endDate: input.endDate });
    const annexes = await listAnnexes(tx, [id]);
    if (annexes.some((annex) => annex.effectiveFrom < input.startDate))
      refuse({ startDate: { code: 'annexBeforeStart' } });
    if (lastDay !== null && annexes.some((annex) => annex.effectiveFrom > lastDay))
      throw validationError({ endDate: { key: 'contracts.annexAfterLastDay' } });
    await refuseOverlap(tx, caller.organizationId, {
      workerId: current.workerId,
      kind: current.kind,
      startDate: input.startDate,
      lastDay,
      excludeId: id,
    });
    const updated = await updateContractRow(tx, id, { ...contractValues(input), lastDay });
    await insertContractAudit(tx, {
      organizationId: caller.organizationId,
      contractId: id,
      userId: caller.id,
      action: 'updated',
      fields: changedFields(current, updated),
    });
  });
  return reload(ctx.db, caller.organizationId, id);
}

export async function addAnnex(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: AnnexInput,
): Promise<ContractResponse> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockContract(tx, caller.organizationId, id);
    if (!current) throw contractNotFound();
    if (current.terminatedOn !== null) throw new AppError(409, 'contracts.terminated');
    const annexes = await listAnnexes(tx, [id]);
    const problems = annexProblems(
      {
        kind: current.kind,
        startDate: current.startDate,
        lastDay: current.lastDay,
        base: signedTerms(current),
        changes: annexes.map(annexChange),
      },
      input,
    );
    if (hasProblems(problems)) refuse(problems);
    await insertAnnex(tx, { ...input, contractId: id, createdBy: caller.id });
    await insertContractAudit(tx, {
      organizationId: caller.organizationId,
      contractId: id,
      userId: caller.id,
      action: 'annexed',
      fields: (['monthlyGross', 'workingTime', 'hourlyRate', 'flatFee'] as const).filter(
        (field) => input[field] !== null,
      ),
    });
  });
  return reload(ctx.db, caller.organizationId, id);
}

/**
 * Ends a contract: by notice (an employment contract's notice period and last day by art. 34 or 36 KP,
 * art. 36 counting the worker's earlier employment contracts here too) or by agreement on a last day. From the day after the last day
 * the contract is no longer active, so payroll stops listing it.
 */
export async function terminateContract(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: TerminationInput,
): Promise<ContractResponse> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockContract(tx, caller.organizationId, id);
    if (!current) throw contractNotFound();
    if (current.terminatedOn !== null) throw new AppError(409, 'contracts.alreadyTerminated');
    const problems = terminationProblems(current, input);
    if (hasProblems(problems)) refuse(problems);
    let terminatedOn = input.lastDay;
    let noticeLength: ContractRow['noticeLength'] = null;
    let noticeRule: ContractRow['noticeRule'] = null;
    if (terminationComputesLastDay(current.kind, input.method) && current.employmentType !== null) {
      const computed = computeNotice({
        employmentType: current.employmentType,
        startDate: current.startDate,
        endDate: current.endDate,
        noticeDate: input.noticeDate,
        employedSince: (await employedSinceOf(tx, current)) ?? current.startDate,
      });
      if (!computed.ok) refuse({ noticeDate: { code: computed.reason } });
      terminatedOn = computed.value.lastDay;
      noticeLength = computed.value.length;
      noticeRule = computed.value.rule;
    }
    if (terminatedOn === null) refuse({ lastDay: { code: 'required' } });
    const lastDay = lastDayOf({ startDate: current.startDate, endDate: current.endDate, terminatedOn });
    const annexes = await listAnnexes(tx, [id]);
    if (lastDay !== null && annexes.some((annex) => annex.effectiveFrom > lastDay))
      throw validationError({ lastDay: { key: 'contracts.annexAfterLastDay' } });
    await updateContractRow(tx, id, {
      terminationMethod: input.method,
      terminationBy: input.initiatedBy,
      noticeDate: input.noticeDate,
      terminatedOn,
      noticeLength,
      noticeRule,
      terminationReason: input.reason,
      lastDay,
    });
    await insertContractAudit(tx, {
      organizationId: caller.organizationId,
      contractId: id,
      userId: caller.id,
      action: 'terminated',
      fields: ['terminatedOn'],
    });
  });
  return reload(ctx.db, caller.organizationId, id);
}

/**
 * Deletes a contract entered by mistake. One an approved payroll list pays stays (409: end it by
 * termination instead); draft lists lose its entry. The deletion is kept in the organization's audit,
 * since the contract's own audit goes with it.
 */
export async function deleteContract(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await lockContract(tx, caller.organizationId, id);
    if (!current) throw contractNotFound();
    await releaseFromPayroll(tx, caller, { contractId: id }, 'contracts.hasApprovedPayroll');
    await deleteContractRow(tx, caller.organizationId, id);
    await insertOrganizationAudit(tx, caller.organizationId, caller.id, 'contractDeleted', {
      contract: id,
      worker: current.workerId,
      kind: current.kind,
    });
  });
}
