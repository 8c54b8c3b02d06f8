// The queries the invoice and cost repositories share on their payments and audit tables
// (invoice_payments / cost_payments, invoice_audit / cost_audit): the tables are built from the same
// column sets (document-columns.ts) and differ only in the column naming their document, which each
// caller passes in. What the rows become for the API is document-history.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '../modules/auth/users.table.ts';
import type { Db } from './client.ts';

/** A payments table of paymentColumns() and recordedColumns(), with the column naming its document. */
export interface PaymentsTable<Table extends PgTable> {
  table: Table & { id: AnyPgColumn; amount: AnyPgColumn; date: AnyPgColumn; createdBy: AnyPgColumn };
  document: AnyPgColumn;
}

/** An audit table of auditColumns(), with the column naming its document. */
export interface AuditTable<Table extends PgTable> {
  table: Table & { id: AnyPgColumn; userId: AnyPgColumn; at: AnyPgColumn };
  document: AnyPgColumn;
}

/** Drizzle's `from` cannot judge a table of a generic type; as a plain table it can. */
const asTable = (table: PgTable): PgTable => table;

/** The document's payments, oldest first, each with its author's name and e-mail (null once deleted). */
export async function listDocumentPayments<Table extends PgTable>(
  db: Db,
  { table, document }: PaymentsTable<Table>,
  documentId: number,
) {
  const rows = await db
    .select({ payment: table, by: users.fullName, email: users.email })
    .from(asTable(table))
    .leftJoin(users, eq(users.id, table.createdBy))
    .where(eq(document, documentId))
    .orderBy(asc(table.date), asc(table.id));
  // The select of a generic table is typed loosely by drizzle; its row is the table's own.
  return rows as { payment: Table['$inferSelect']; by: string | null; email: string | null }[];
}

/** What has been paid towards the document, in its currency's smallest unit. */
export async function sumDocumentPayments<Table extends PgTable>(
  tx: Db,
  { table, document }: PaymentsTable<Table>,
  documentId: number,
): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${table.amount}), 0)` })
    .from(asTable(table))
    .where(eq(document, documentId));
  return Number(row?.total ?? 0);
}

/** The deleted payment, or undefined when the document has no payment of that id. */
export async function deleteDocumentPayment<Table extends PgTable>(
  tx: Db,
  { table, document }: PaymentsTable<Table>,
  documentId: number,
  paymentId: number,
) {
  const [removed] = await tx
    .delete(table)
    .where(and(eq(table.id, paymentId), eq(document, documentId)))
    .returning();
  return removed as Table['$inferSelect'] | undefined;
}

/** The document's audit entries, oldest first, each with its author's name and e-mail. */
export async function listDocumentAudit<Table extends PgTable>(
  db: Db,
  { table, document }: AuditTable<Table>,
  documentId: number,
) {
  const rows = await db
    .select({ entry: table, by: users.fullName, email: users.email })
    .from(asTable(table))
    .leftJoin(users, eq(users.id, table.userId))
    .where(eq(document, documentId))
    .orderBy(asc(table.at), asc(table.id));
  return rows as { entry: Table['$inferSelect']; by: string | null; email: string | null }[];
}
