import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ContractAuditEntry, ContractListQuery } from '@saldo/contracts/employment-contracts';
import type { ContractKind } from '@saldo/domain/contracts/contract-kinds';
import { activeDaysInMonth } from '@saldo/domain/contracts/contract-periods';
import {
  effectiveTermsOn,
  termsSegments,
  type PayTerms,
  type TermsChange,
  type TermsSegment,
} from '@saldo/domain/contracts/effective-terms';
import type { EmploymentKup, PayrollContractTerms } from '@saldo/domain/payroll/payroll-types';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { workers } from '../workers/workers.table.ts';
import {
  contractAnnexes,
  contractAudit,
  contracts,
  type ContractAnnexRow,
  type ContractRow,
  type NewContractRow,
} from './contracts.table.ts';

export interface ContractWorker {
  id: number;
  firstName: string;
  lastName: string;
}

export interface ContractWithWorker {
  row: ContractRow;
  worker: ContractWorker;
}

const workerColumns = { id: workers.id, firstName: workers.firstName, lastName: workers.lastName };

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(contracts.organizationId, organizationId), eq(contracts.id, id));

export async function findContract(
  db: Db,
  organizationId: number,
  id: number,
): Promise<ContractWithWorker | undefined> {
  const [found] = await db
    .select({ row: contracts, worker: workerColumns })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(ofOrganization(organizationId, id));
  return found;
}

/**
 * The first and last days of the worker's other employment contracts with the organization: the notice
 * period of art. 36 § 1 KP counts all employment with the same employer.
 */
export async function otherEmployments(
  db: Db,
  organizationId: number,
  workerId: number,
  exceptId: number,
): Promise<{ startDate: string; lastDay: string | null }[]> {
  return db
    .select({ startDate: contracts.startDate, lastDay: contracts.lastDay })
    .from(contracts)
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        eq(contracts.workerId, workerId),
        eq(contracts.kind, 'employment'),
        ne(contracts.id, exceptId),
      ),
    );
}

/** The row locked for the rest of the transaction: annexes, edits and termination queue up. */
export async function lockContract(
  tx: Db,
  organizationId: number,
  id: number,
): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(ofOrganization(organizationId, id)).for('update');
  return row;
}

/**
 * The worker of the organization, locked: two contracts for one person written at once would each miss
 * the other in the overlap check, so they take turns on the worker's row.
 */
export async function lockContractWorker(
  tx: Db,
  organizationId: number,
  workerId: number,
): Promise<ContractWorker | undefined> {
  const [row] = await tx
    .select(workerColumns)
    .from(workers)
    .where(and(eq(workers.organizationId, organizationId), eq(workers.id, workerId)))
    .for('update');
  return row;
}

export async function insertContract(tx: Db, values: NewContractRow): Promise<ContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

export async function updateContractRow(
  tx: Db,
  id: number,
  values: Partial<NewContractRow>,
): Promise<ContractRow> {
  const [row] = await tx
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  if (!row) throw new Error('contract update returned nothing');
  return row;
}

/** A contract of the same kind for the same worker sharing at least one day with start–lastDay. */
export async function findOverlapping(
  tx: Db,
  organizationId: number,
  range: {
    workerId: number;
    kind: ContractKind;
    startDate: string;
    lastDay: string | null;
    excludeId?: number;
  },
): Promise<ContractRow | undefined> {
  const conditions: (SQL | undefined)[] = [
    eq(contracts.organizationId, organizationId),
    eq(contracts.workerId, range.workerId),
    eq(contracts.kind, range.kind),
    or(isNull(contracts.lastDay), gte(contracts.lastDay, range.startDate)),
    range.lastDay === null ? undefined : lte(contracts.startDate, range.lastDay),
    range.excludeId === undefined ? undefined : ne(contracts.id, range.excludeId),
  ];
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(...conditions))
    .orderBy(asc(contracts.startDate))
    .limit(1);
  return row;
}

/** The organization's contracts, newest start first; `today` decides the status filter. */
export async function listContractRows(
  db: Db,
  organizationId: number,
  query: ContractListQuery,
  today: string,
): Promise<ContractWithWorker[]> {
  const status: Record<NonNullable<ContractListQuery['status']>, SQL | undefined> = {
    upcoming: sql`${contracts.startDate} > ${today}`,
    active: and(
      lte(contracts.startDate, today),
      or(isNull(contracts.lastDay), gte(contracts.lastDay, today)),
    ),
    ended: sql`${contracts.lastDay} < ${today}`,
  };
  return db
    .select({ row: contracts, worker: workerColumns })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        query.workerId === undefined ? undefined : eq(contracts.workerId, query.workerId),
        query.kind === undefined ? undefined : eq(contracts.kind, query.kind),
        query.status === undefined ? undefined : status[query.status],
      ),
    )
    .orderBy(desc(contracts.startDate), desc(contracts.id))
    .limit(500);
}

export async function listAnnexes(db: Db, contractIds: readonly number[]): Promise<ContractAnnexRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractAnnexes)
    .where(inArray(contractAnnexes.contractId, [...contractIds]))
    .orderBy(asc(contractAnnexes.effectiveFrom), asc(contractAnnexes.number));
}

export async function insertAnnex(
  tx: Db,
  values: Omit<typeof contractAnnexes.$inferInsert, 'number'>,
): Promise<ContractAnnexRow> {
  // The contract row is locked by the caller, so the next number cannot be taken twice.
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${contractAnnexes.number}), 0)::int` })
    .from(contractAnnexes)
    .where(eq(contractAnnexes.contractId, values.contractId));
  const [row] = await tx
    .insert(contractAnnexes)
    .values({ ...values, number: (last?.number ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('annex insert returned nothing');
  return row;
}

export async function insertContractAudit(
  tx: Db,
  entry: {
    organizationId: number;
    contractId: number;
    userId: number | null;
    action: string;
    fields?: string[];
  },
): Promise<void> {
  await tx.insert(contractAudit).values({ ...entry, fields: entry.fields ?? [] });
}

export async function listContractAudit(db: Db, contractId: number): Promise<ContractAuditEntry[]> {
  const rows = await db
    .select({ entry: contractAudit, by: users.fullName, email: users.email })
    .from(contractAudit)
    .leftJoin(users, eq(users.id, contractAudit.userId))
    .where(eq(contractAudit.contractId, contractId))
    .orderBy(asc(contractAudit.at), asc(contractAudit.id));
  return rows.map(({ entry, by, email }) => ({
    id: entry.id,
    action: entry.action,
    fields: entry.fields,
    at: entry.at.toISOString(),
    by: by || email || '',
  }));
}

/** The terms a contract was signed with, before any annex. */
export function signedTerms(row: ContractRow): PayTerms {
  return {
    monthlyGross: row.monthlyGross,
    workingTime: row.workingTime,
    hourlyRate: row.hourlyRate,
    flatFee: row.flatFee,
  };
}

export function annexChange(annex: ContractAnnexRow): TermsChange {
  return {
    effectiveFrom: annex.effectiveFrom,
    monthlyGross: annex.monthlyGross,
    workingTime: annex.workingTime,
    hourlyRate: annex.hourlyRate,
    flatFee: annex.flatFee,
  };
}

/** The domain's contract terms for the payroll computation. */
export function payrollContractTerms(row: ContractRow, kup: EmploymentKup): PayrollContractTerms {
  switch (row.kind) {
    case 'employment':
      return { kind: 'employment', kup };
    case 'mandate':
      return {
        kind: 'mandate',
        variant: row.mandateVariant ?? 'only-title',
        voluntarySickness: row.voluntarySickness,
        authorRights: row.authorRights,
      };
    case 'specific_work':
      return { kind: 'specific-work', authorRights: row.authorRights, withOwnEmployer: row.withOwnEmployer };
  }
}

/** One contract as payroll reads it for one month. */
export interface PayrollMonthContract {
  contractId: number;
  workerId: number;
  workerFirstName: string;
  workerLastName: string;
  kind: ContractKind;
  employmentType: ContractRow['employmentType'];
  payMode: ContractRow['payMode'];
  startDate: string;
  /** The contract's last day (agreed end or termination), or null while open-ended. */
  lastDay: string | null;
  /** The days of the month the contract runs (ISO dates, inside the month). */
  activeFrom: string;
  activeTo: string;
  /** The terms in force on `activeTo`, after every annex effective by then. */
  terms: PayTerms;
  /** activeFrom–activeTo cut where an annex takes effect, each piece with its terms (usually one). */
  segments: TermsSegment[];
  /** The domain's terms for computePayrollMonth; an employment's KUP is the worker's record's. */
  payrollTerms: PayrollContractTerms;
}

/**
 * Every contract of the organization running in `month` ('YYYY-MM'), with its terms after annexes:
 * what a payroll list for that month covers. A contract past its last day (ended or terminated) is not
 * listed for the months after it. Ordered by the worker's name, then the contract's start.
 */
export async function contractsActiveInMonth(
  db: Db,
  organizationId: number,
  month: string,
): Promise<PayrollMonthContract[]> {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const first = `${month}-01`;
  const rows = await db
    .select({
      row: contracts,
      worker: workerColumns,
      kup: workers.kupVariant,
    })
    .from(contracts)
    .innerJoin(workers, eq(workers.id, contracts.workerId))
    .where(
      and(
        eq(contracts.organizationId, organizationId),
        sql`${contracts.startDate} <= (${first}::date + interval '1 month' - interval '1 day')::date`,
        or(isNull(contracts.lastDay), gte(contracts.lastDay, first)),
      ),
    )
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(contracts.startDate), asc(contracts.id));
  const annexes = await listAnnexes(
    db,
    rows.map(({ row }) => row.id),
  );
  const result: PayrollMonthContract[] = [];
  for (const { row, worker, kup } of rows) {
    const days = activeDaysInMonth({ startDate: row.startDate, endDate: row.lastDay }, year, monthNumber);
    if (days === null) continue;
    const changes = annexes.filter((annex) => annex.contractId === row.id).map(annexChange);
    const base = signedTerms(row);
    result.push({
      contractId: row.id,
      workerId: worker.id,
      workerFirstName: worker.firstName,
      workerLastName: worker.lastName,
      kind: row.kind,
      employmentType: row.employmentType,
      payMode: row.payMode,
      startDate: row.startDate,
      lastDay: row.lastDay,
      activeFrom: days.from,
      activeTo: days.to,
      terms: effectiveTermsOn(base, changes, days.to),
      segments: termsSegments(base, changes, days.from, days.to),
      payrollTerms: payrollContractTerms(row, kup),
    });
  }
  return result;
}

/** The employer and the worker as a contract PDF prints them. */
export async function findPdfParties(db: Db, organizationId: number, workerId: number) {
  const [found] = await db
    .select({ organization: organizations, worker: workers })
    .from(workers)
    .innerJoin(organizations, eq(organizations.id, workers.organizationId))
    .where(and(eq(workers.organizationId, organizationId), eq(workers.id, workerId)));
  return found;
}

/** Deletes a contract; its annexes and its own audit go with it (the deletion is audited elsewhere). */
export async function deleteContractRow(tx: Db, organizationId: number, id: number): Promise<void> {
  await tx.delete(contracts).where(ofOrganization(organizationId, id));
}

/** The ids of a worker's contracts, locked: deleting the worker deletes them first. */
export async function lockWorkerContracts(
  tx: Db,
  organizationId: number,
  workerId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.organizationId, organizationId), eq(contracts.workerId, workerId)))
    .for('update');
  return rows.map((row) => row.id);
}
