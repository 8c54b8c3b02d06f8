import { and, asc, count, desc, eq, exists, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  KupVariant,
  WorkerAddress,
  WorkerAuditEntry,
  WorkerDocumentDto,
  WorkerIdentityKind,
  WorkerListQuery,
  WorkerStatus,
} from '@saldo/contracts/workers';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import {
  workerAudit,
  workerDocuments,
  workerForms,
  workers,
  type NewWorkerRow,
  type WorkerFormRow,
  type WorkerRow,
} from './workers.table.ts';

const ofOrganization = (organizationId: number, id: number) =>
  and(eq(workers.organizationId, organizationId), eq(workers.id, id));

export async function findWorker(db: Db, organizationId: number, id: number): Promise<WorkerRow | undefined> {
  const [row] = await db.select().from(workers).where(ofOrganization(organizationId, id));
  return row;
}

/**
 * What the contracts and payroll modules need of a worker, read within the caller's organization.
 * `undefined` when the worker is not in that organization (answer 404 then, never another org's row).
 */
export interface WorkerRecord {
  id: number;
  organizationId: number;
  status: WorkerStatus;
  firstName: string;
  lastName: string;
  identityKind: WorkerIdentityKind;
  /** 11 digits, or '' for a passport holder. */
  pesel: string;
  passportNumber: string;
  /** ISO date; from the PESEL when there is one. */
  birthDate: string | null;
  sex: 'female' | 'male' | null;
  address: WorkerAddress;
  email: string;
  /** Electronic IBAN ('PL61…'), or ''. */
  bankAccount: string;
  taxOfficeCode: string;
  nfzBranch: string;
  /** PIT-2 filed: the monthly 300 PLN reduction applies. */
  pit2: boolean;
  /** 'standard' 250 PLN, 'raised' 300 PLN, 'none' (employment KUP; civil contracts use their own). */
  kupVariant: KupVariant;
  /** The worker waived the under-26 relief (the age itself comes from birthDate). */
  under26Waived: boolean;
  student: boolean;
  ppk: { joined: boolean; employeeRate: string; employerRate: string; optOutDate: string | null };
}

export async function findWorkerRecord(
  db: Db,
  organizationId: number,
  id: number,
): Promise<WorkerRecord | undefined> {
  const row = await findWorker(db, organizationId, id);
  return row ? toWorkerRecord(row) : undefined;
}

export function toWorkerRecord(row: WorkerRow): WorkerRecord {
  return {
    id: row.id,
    organizationId: row.organizationId,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    identityKind: row.identityKind,
    pesel: row.pesel,
    passportNumber: row.passportNumber,
    birthDate: row.birthDate,
    sex: row.sex,
    address: row.address,
    email: row.email,
    bankAccount: row.bankAccount,
    taxOfficeCode: row.taxOfficeCode,
    nfzBranch: row.nfzBranch,
    pit2: row.pit2,
    kupVariant: row.kupVariant,
    under26Waived: row.under26Waived,
    student: row.student,
    ppk: {
      joined: row.ppkJoined,
      employeeRate: row.ppkEmployeeRate,
      employerRate: row.ppkEmployerRate,
      optOutDate: row.ppkOptOutDate,
    },
  };
}

/** The row locked for the rest of the transaction: edits, documents and accepted answers queue up. */
export async function lockWorker(tx: Db, organizationId: number, id: number): Promise<WorkerRow | undefined> {
  const [row] = await tx.select().from(workers).where(ofOrganization(organizationId, id)).for('update');
  return row;
}

export async function insertWorker(tx: Db, values: NewWorkerRow): Promise<WorkerRow> {
  const [row] = await tx.insert(workers).values(values).returning();
  if (!row) throw new Error('worker insert returned nothing');
  return row;
}

export async function updateWorkerRow(tx: Db, id: number, values: Partial<NewWorkerRow>): Promise<WorkerRow> {
  const [row] = await tx
    .update(workers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workers.id, id))
    .returning();
  if (!row) throw new Error('worker update returned nothing');
  return row;
}

/** Another record of the organization with this PESEL. */
export async function findWorkerByPesel(db: Db, organizationId: number, pesel: string, excludeId?: number) {
  const conditions = [eq(workers.organizationId, organizationId), eq(workers.pesel, pesel)];
  if (excludeId !== undefined) conditions.push(ne(workers.id, excludeId));
  const [row] = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(...conditions))
    .limit(1);
  return row;
}

function listWhere(db: Db, organizationId: number, query: WorkerListQuery): SQL {
  const conditions: SQL[] = [eq(workers.organizationId, organizationId)];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = [
      ilike(workers.firstName, pattern),
      ilike(workers.lastName, pattern),
      ilike(workers.email, pattern),
      ilike(sql`${workers.firstName} || ' ' || ${workers.lastName}`, pattern),
    ];
    conditions.push(or(...matches) as SQL);
  }
  if (query.status) conditions.push(eq(workers.status, query.status));
  if (query.contractType) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(contracts)
          .where(and(eq(contracts.workerId, workers.id), eq(contracts.kind, query.contractType))),
      ),
    );
  }
  return and(...conditions) as SQL;
}

export async function listWorkerRows(db: Db, organizationId: number, query: WorkerListQuery) {
  const where = listWhere(db, organizationId, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(workers)
      .where(where)
      .orderBy(asc(sql`lower(${workers.lastName})`), asc(workers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(workers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Documents

export interface NewWorkerDocument {
  workerId: number;
  fileName: string;
  mimeType: string;
  size: number;
  storageKey: string;
  sha256: string;
  uploadedBy: number;
}

export async function insertWorkerDocument(tx: Db, values: NewWorkerDocument) {
  const [row] = await tx.insert(workerDocuments).values(values).returning();
  if (!row) throw new Error('worker document insert returned nothing');
  return row;
}

export async function countWorkerDocuments(tx: Db, workerId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(workerDocuments)
    .where(eq(workerDocuments.workerId, workerId));
  return row?.total ?? 0;
}

export async function listWorkerDocuments(db: Db, workerId: number): Promise<WorkerDocumentDto[]> {
  const rows = await db
    .select({ document: workerDocuments, by: users.fullName, email: users.email })
    .from(workerDocuments)
    .leftJoin(users, eq(users.id, workerDocuments.uploadedBy))
    .where(eq(workerDocuments.workerId, workerId))
    .orderBy(asc(workerDocuments.id));
  return rows.map(({ document, by, email }) => ({
    id: document.id,
    fileName: document.fileName,
    mimeType: document.mimeType,
    size: document.size,
    uploadedAt: document.uploadedAt.toISOString(),
    uploadedBy: by || email || '',
  }));
}

export async function findWorkerDocument(db: Db, workerId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(workerDocuments)
    .where(and(eq(workerDocuments.workerId, workerId), eq(workerDocuments.id, documentId)));
  return row;
}

export async function deleteWorkerDocument(tx: Db, workerId: number, documentId: number) {
  const [row] = await tx
    .delete(workerDocuments)
    .where(and(eq(workerDocuments.workerId, workerId), eq(workerDocuments.id, documentId)))
    .returning();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Audit

export async function insertWorkerAudit(
  tx: Db,
  entry: {
    organizationId: number;
    workerId: number | null;
    userId: number | null;
    action: string;
    fields?: string[];
    formId?: number | null;
  },
): Promise<void> {
  await tx.insert(workerAudit).values({
    organizationId: entry.organizationId,
    workerId: entry.workerId,
    userId: entry.userId,
    action: entry.action,
    fields: entry.fields ?? [],
    formId: entry.formId ?? null,
  });
}

export async function listWorkerAudit(db: Db, workerId: number): Promise<WorkerAuditEntry[]> {
  const rows = await db
    .select({ entry: workerAudit, by: users.fullName, email: users.email })
    .from(workerAudit)
    .leftJoin(users, eq(users.id, workerAudit.userId))
    .where(eq(workerAudit.workerId, workerId))
    .orderBy(asc(workerAudit.at), asc(workerAudit.id));
  return rows.map(({ entry, by, email }) => ({
    id: entry.id,
    action: entry.action,
    fields: entry.fields,
    at: entry.at.toISOString(),
    by: by || email || '',
  }));
}

// ---------------------------------------------------------------------------------------------
// Questionnaire links

export async function insertWorkerForm(
  tx: Db,
  values: typeof workerForms.$inferInsert,
): Promise<WorkerFormRow> {
  const [row] = await tx.insert(workerForms).values(values).returning();
  if (!row) throw new Error('worker form insert returned nothing');
  return row;
}

export async function findWorkerForm(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(workerForms)
    .where(and(eq(workerForms.organizationId, organizationId), eq(workerForms.id, id)));
  return row;
}

export async function lockWorkerForm(tx: Db, organizationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(workerForms)
    .where(and(eq(workerForms.organizationId, organizationId), eq(workerForms.id, id)))
    .for('update');
  return row;
}

/** The link a token opens, locked, so two submissions of one link cannot both pass. */
export async function lockWorkerFormByToken(tx: Db, tokenHash: string) {
  const [row] = await tx.select().from(workerForms).where(eq(workerForms.tokenHash, tokenHash)).for('update');
  return row;
}

export async function findWorkerFormByToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(workerForms).where(eq(workerForms.tokenHash, tokenHash));
  return row;
}

export async function updateWorkerForm(tx: Db, id: number, values: Partial<typeof workerForms.$inferInsert>) {
  await tx.update(workerForms).set(values).where(eq(workerForms.id, id));
}

export async function listWorkerFormRows(db: Db, organizationId: number) {
  return db
    .select({ form: workerForms, firstName: workers.firstName, lastName: workers.lastName })
    .from(workerForms)
    .leftJoin(workers, eq(workers.id, workerForms.workerId))
    .where(eq(workerForms.organizationId, organizationId))
    .orderBy(desc(workerForms.createdAt), desc(workerForms.id))
    .limit(200);
}

export async function findWorkerFormWithWorker(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select({ form: workerForms, firstName: workers.firstName, lastName: workers.lastName })
    .from(workerForms)
    .leftJoin(workers, eq(workers.id, workerForms.workerId))
    .where(and(eq(workerForms.organizationId, organizationId), eq(workerForms.id, id)));
  return row;
}

/** The company's name as a questionnaire names its sender. */
export async function organizationName(db: Db, organizationId: number): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

/** Deletes a worker (documents, questionnaire links' reference and audit go by the foreign keys). */
export async function deleteWorkerRow(tx: Db, organizationId: number, id: number): Promise<void> {
  await tx.delete(workers).where(ofOrganization(organizationId, id));
}

/** Where a worker's document files are stored, to remove them once the rows are gone. */
export async function workerDocumentKeys(tx: Db, workerId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: workerDocuments.storageKey })
    .from(workerDocuments)
    .where(eq(workerDocuments.workerId, workerId));
  return rows.map((row) => row.key);
}
