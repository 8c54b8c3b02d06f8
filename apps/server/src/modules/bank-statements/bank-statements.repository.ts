import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { CsvMapping } from '@saldo/domain/bank/csv-statement';
import type { ForeignOpenDocument } from '@saldo/domain/bank/foreign-payment';
import { parseExchangeRate } from '@saldo/domain/exchange-rate';
import type { Db } from '../../db/client.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { costs } from '../costs/costs.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { payrollEntries, payrollLists } from '../payroll/payroll.table.ts';
import { taxReturns } from '../tax-returns/tax-returns.table.ts';
import {
  bankAudit,
  bankCreditApplications,
  bankCsvMappings,
  bankDueMatches,
  bankLines,
  bankMatches,
  bankSettings,
  bankStatements,
  type BankCreditApplicationRow,
  type BankDueMatchRow,
  type BankLineRow,
  type BankLineStatus,
  type BankMatchRow,
} from './bank-statements.table.ts';

export type NewStatement = typeof bankStatements.$inferInsert;
export type NewLine = typeof bankLines.$inferInsert;
export type NewMatch = typeof bankMatches.$inferInsert;

export async function findStatementByKey(tx: Db, organizationId: number, bankAccountId: number, key: string) {
  const [row] = await tx
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.organizationId, organizationId),
        eq(bankStatements.bankAccountId, bankAccountId),
        eq(bankStatements.statementKey, key),
      ),
    );
  return row;
}

export async function insertStatement(tx: Db, values: NewStatement): Promise<number> {
  const [row] = await tx.insert(bankStatements).values(values).returning({ id: bankStatements.id });
  if (!row) throw new Error('bank statement not inserted');
  return row.id;
}

/** Inserts the lines not seen before (by account and line key); returns the new rows. */
export async function insertNewLines(tx: Db, values: readonly NewLine[]): Promise<BankLineRow[]> {
  if (values.length === 0) return [];
  const inserted: BankLineRow[] = [];
  // Chunks keep each statement under PostgreSQL's 65 535 bind parameters.
  for (let at = 0; at < values.length; at += 1000) {
    const rows = await tx
      .insert(bankLines)
      .values(values.slice(at, at + 1000))
      .onConflictDoNothing({ target: [bankLines.organizationId, bankLines.bankAccountId, bankLines.lineKey] })
      .returning();
    inserted.push(...rows);
  }
  return inserted;
}

export async function listStatements(db: Db, organizationId: number) {
  return db
    .select({
      id: bankStatements.id,
      bankAccountId: bankStatements.bankAccountId,
      bankAccountName: bankAccounts.name,
      iban: bankAccounts.iban,
      format: bankStatements.format,
      fileName: bankStatements.fileName,
      reference: bankStatements.reference,
      number: bankStatements.number,
      currency: bankStatements.currency,
      openingDate: bankStatements.openingDate,
      openingBalance: bankStatements.openingBalance,
      closingDate: bankStatements.closingDate,
      closingBalance: bankStatements.closingBalance,
      importedAt: bankStatements.importedAt,
      lines: sql<number>`(select count(*)::int from ${bankLines} where ${bankLines.statementId} = ${bankStatements.id})`,
      unmatched: sql<number>`(select count(*)::int from ${bankLines} where ${bankLines.statementId} = ${bankStatements.id} and ${bankLines.status} = 'unmatched')`,
    })
    .from(bankStatements)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatements.bankAccountId))
    .where(eq(bankStatements.organizationId, organizationId))
    .orderBy(desc(bankStatements.closingDate), desc(bankStatements.id))
    .limit(500);
}

export async function deleteStatement(tx: Db, organizationId: number, id: number): Promise<boolean> {
  const rows = await tx
    .delete(bankStatements)
    .where(and(eq(bankStatements.organizationId, organizationId), eq(bankStatements.id, id)))
    .returning({ id: bankStatements.id });
  return rows.length > 0;
}

export async function countActiveMatchesOfStatement(tx: Db, statementId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bankMatches)
    .innerJoin(bankLines, eq(bankLines.id, bankMatches.lineId))
    .where(and(eq(bankLines.statementId, statementId), isNull(bankMatches.undoneAt)));
  return row?.n ?? 0;
}

export interface LineFilter {
  readonly statementId?: number | undefined;
  readonly status?: BankLineStatus | undefined;
  readonly q?: string | undefined;
}

function lineWhere(organizationId: number, filter: LineFilter): SQL | undefined {
  const text = filter.q?.trim();
  const pattern = text ? `%${text.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    eq(bankLines.organizationId, organizationId),
    filter.statementId === undefined ? undefined : eq(bankLines.statementId, filter.statementId),
    pattern === undefined
      ? undefined
      : or(
          ilike(bankLines.title, pattern),
          ilike(bankLines.counterpartyName, pattern),
          ilike(bankLines.bankReference, pattern),
        ),
  );
}

export async function listLines(
  db: Db,
  organizationId: number,
  filter: LineFilter,
  page: number,
  perPage: number,
) {
  const base = lineWhere(organizationId, filter);
  const where = filter.status === undefined ? base : and(base, eq(bankLines.status, filter.status));
  const [rows, totals, byStatus] = await Promise.all([
    db
      .select()
      .from(bankLines)
      .where(where)
      .orderBy(desc(bankLines.bookingDate), desc(bankLines.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(bankLines).where(where),
    db.select({ status: bankLines.status, n: count() }).from(bankLines).where(base).groupBy(bankLines.status),
  ]);
  const counts = { unmatched: 0, matched: 0, other: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  return { rows, total: totals[0]?.n ?? 0, counts };
}

export async function findLine(db: Db, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(bankLines)
    .where(and(eq(bankLines.organizationId, organizationId), eq(bankLines.id, id)));
  return row;
}

export async function lockLine(tx: Db, organizationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(bankLines)
    .where(and(eq(bankLines.organizationId, organizationId), eq(bankLines.id, id)))
    .for('update');
  return row;
}

export async function updateLine(
  tx: Db,
  id: number,
  values: Partial<Pick<BankLineRow, 'status' | 'category' | 'excess' | 'note'>>,
) {
  await tx.update(bankLines).set(values).where(eq(bankLines.id, id));
}

export async function insertMatch(tx: Db, values: NewMatch): Promise<void> {
  await tx.insert(bankMatches).values(values);
}

export async function activeMatchesOfLines(
  db: Db,
  lineIds: readonly number[],
): Promise<(BankMatchRow & { documentNumber: string })[]> {
  if (lineIds.length === 0) return [];
  return db
    .select({
      ...getTableColumns(bankMatches),
      documentNumber: sql<string>`coalesce(
        case when ${bankMatches.documentKind} = 'invoice'
          then (select ${invoices.number} from ${invoices} where ${invoices.id} = ${bankMatches.documentId})
          else (select ${costs.number} from ${costs} where ${costs.id} = ${bankMatches.documentId}) end, '')`,
    })
    .from(bankMatches)
    .where(and(inArray(bankMatches.lineId, [...lineIds]), isNull(bankMatches.undoneAt)))
    .orderBy(asc(bankMatches.id));
}

export async function undoMatches(tx: Db, lineId: number): Promise<BankMatchRow[]> {
  return tx
    .update(bankMatches)
    .set({ undoneAt: new Date() })
    .where(and(eq(bankMatches.lineId, lineId), isNull(bankMatches.undoneAt)))
    .returning();
}

export async function insertBankAudit(
  tx: Db,
  organizationId: number,
  userId: number | null,
  action: string,
  details: Record<string, unknown>,
) {
  await tx.insert(bankAudit).values({ organizationId, userId, action, details });
}

export async function readBankSettings(db: Db, organizationId: number): Promise<{ autoMatchScore: number }> {
  const [row] = await db
    .select({ autoMatchScore: bankSettings.autoMatchScore })
    .from(bankSettings)
    .where(eq(bankSettings.organizationId, organizationId));
  return row ?? { autoMatchScore: 90 };
}

export async function writeBankSettings(db: Db, organizationId: number, autoMatchScore: number) {
  await db
    .insert(bankSettings)
    .values({ organizationId, autoMatchScore })
    .onConflictDoUpdate({
      target: bankSettings.organizationId,
      set: { autoMatchScore, updatedAt: new Date() },
    });
}

export async function readCsvMapping(db: Db, bankAccountId: number) {
  const [row] = await db
    .select()
    .from(bankCsvMappings)
    .where(eq(bankCsvMappings.bankAccountId, bankAccountId));
  return row?.mapping;
}

/** The organization's saved CSV mappings, with the account each was saved for. */
export async function listCsvMappings(db: Db, organizationId: number) {
  return db
    .select({
      bankAccountId: bankCsvMappings.bankAccountId,
      bankAccountName: bankAccounts.name,
      name: bankCsvMappings.name,
      mapping: bankCsvMappings.mapping,
      updatedAt: bankCsvMappings.updatedAt,
    })
    .from(bankCsvMappings)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankCsvMappings.bankAccountId))
    .where(eq(bankAccounts.organizationId, organizationId))
    .orderBy(asc(bankCsvMappings.name), asc(bankCsvMappings.bankAccountId));
}

export async function writeCsvMapping(db: Db, bankAccountId: number, name: string, mapping: CsvMapping) {
  await db
    .insert(bankCsvMappings)
    .values({ bankAccountId, name, mapping })
    .onConflictDoUpdate({
      target: bankCsvMappings.bankAccountId,
      set: { name, mapping, updatedAt: new Date() },
    });
}

export type DocumentRow = ForeignOpenDocument & { kind: 'invoice' | 'cost' };

const invoiceOpen = (organizationId: number) =>
  and(
    eq(invoices.organizationId, organizationId),
    gt(invoices.balance, 0),
    ne(invoices.status, 'cancelled'),
    ne(invoices.type, 'proforma'),
  );

/**
 * The open sales invoices (credits) or costs (debits) of an organization in one currency, with what
 * identifies their party: the contractor's accounts and NIP. Loaded once per import and indexed in
 * memory, so a statement of thousands of lines costs one query, not one per line.
 */
export async function openDocuments(
  db: Db,
  organizationId: number,
  kind: 'invoice' | 'cost',
  currency: string,
  search?: { text?: string; ids?: readonly number[]; limit: number },
) {
  const text = search?.text?.trim() ?? '';
  const ids = search?.ids;
  const pattern = text === '' ? undefined : `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const limit = search?.limit ?? 200_000;
  if (kind === 'invoice') {
    const rows = await db
      .select({
        id: invoices.id,
        number: invoices.number,
        balance: invoices.balance,
        currency: invoices.currency,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
        partyName: invoices.buyerName,
        partyNip: invoices.buyerNip,
        accounts: contractors.bankAccounts,
        exchangeRate: invoices.exchangeRate,
        ksefNumber: sql<string | null>`(select ${ksefSubmissions.ksefNumber} from ${ksefSubmissions}
          where ${ksefSubmissions.invoiceId} = ${invoices.id} and ${ksefSubmissions.ksefNumber} is not null limit 1)`,
      })
      .from(invoices)
      .innerJoin(contractors, eq(contractors.id, invoices.contractorId))
      .where(
        and(
          invoiceOpen(organizationId),
          currency === '' ? undefined : eq(invoices.currency, currency as never),
          pattern === undefined
            ? undefined
            : or(ilike(invoices.number, pattern), ilike(invoices.buyerName, pattern)),
          ids === undefined ? undefined : inArray(invoices.id, [...ids]),
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(limit);
    return rows.map((row): DocumentRow => toDocument('invoice', row));
  }
  const rows = await db
    .select({
      id: costs.id,
      number: costs.number,
      balance: costs.balance,
      currency: costs.currency,
      issueDate: costs.issueDate,
      dueDate: costs.dueDate,
      partyName: costs.supplierName,
      partyNip: costs.supplierNip,
      accounts: contractors.bankAccounts,
      exchangeRate: costs.exchangeRate,
      ksefNumber: costs.ksefNumber,
    })
    .from(costs)
    .leftJoin(contractors, eq(contractors.id, costs.contractorId))
    .where(
      and(
        eq(costs.organizationId, organizationId),
        gt(costs.balance, 0),
        ne(costs.status, 'draft'),
        currency === '' ? undefined : eq(costs.currency, currency as never),
        pattern === undefined
          ? undefined
          : or(ilike(costs.number, pattern), ilike(costs.supplierName, pattern)),
        ids === undefined ? undefined : inArray(costs.id, [...ids]),
      ),
    )
    .orderBy(asc(costs.dueDate), asc(costs.id))
    .limit(limit);
  return rows.map((row): DocumentRow => toDocument('cost', row));
}

/**
 * What a bank line can point a document out by, read from it by the domain (document-index.ts): the
 * amount, the number keys of its title, NIPs and KSeF numbers in it, the counterparty's account.
 */
export interface LineEvidence {
  readonly amount: number;
  /** Words of the title that may be (part of) a document number: they contain a digit. */
  readonly numberWords: readonly string[];
  readonly nips: readonly string[];
  readonly ksefNumbers: readonly string[];
  /** The account's last 26 characters, compacted; empty when the line names none. */
  readonly account: string;
}

/**
 * The open documents a line can point at, each way through an index of its own (so a proposal reads a
 * handful of rows, not the organization's open documents): the balance equal to the amount
 * (organization + balance), the party's NIP in the title (the NIP's trigram index), the sender's
 * account on the party's card (the contractor's documents), a word of the title inside the number
 * (the number's trigram index). The domain then weighs the evidence of each.
 */
export async function documentsPointedAt(
  db: Db,
  organizationId: number,
  kind: 'invoice' | 'cost',
  line: LineEvidence,
): Promise<number[]> {
  const contractorIds =
    line.account === ''
      ? []
      : (
          await db
            .select({ id: contractors.id })
            .from(contractors)
            .where(
              and(
                eq(contractors.organizationId, organizationId),
                sql`exists (select 1 from jsonb_array_elements(coalesce(${contractors.bankAccounts}, '[]'::jsonb)) as account
                  where right(upper(regexp_replace(account->>'iban', '[^0-9A-Za-z]', '', 'g')), 26) = ${line.account})`,
              ),
            )
            .limit(50)
        ).map((row) => row.id);
  const patterns = line.numberWords.map((word) => `%${word.replace(/[\\%_]/g, '\\$&')}%`);
  const table = kind === 'invoice' ? invoices : costs;
  const nip = kind === 'invoice' ? invoices.buyerNip : costs.supplierNip;
  const open = and(eq(table.organizationId, organizationId), gt(table.balance, 0));
  const arms = [
    db
      .select({ id: table.id })
      .from(table)
      .where(and(open, eq(table.balance, line.amount))),
    line.nips.length === 0
      ? null
      : db
          .select({ id: table.id })
          .from(table)
          .where(and(open, inArray(nip, [...line.nips]))),
    contractorIds.length === 0
      ? null
      : db
          .select({ id: table.id })
          .from(table)
          .where(and(open, inArray(table.contractorId, contractorIds))),
    patterns.length === 0
      ? null
      : db
          .select({ id: table.id })
          .from(table)
          .where(
            and(
              open,
              sql`${table.number} ilike any (array[${sql.join(
                patterns.map((p) => sql`${p}`),
                sql`, `,
              )}]::text[])`,
            ),
          ),
  ];
  const ids = new Set<number>();
  for (const arm of arms) {
    if (arm === null) continue;
    for (const row of await arm.limit(200)) ids.add(row.id);
  }
  return [...ids];
}

export function toDocument(
  kind: 'invoice' | 'cost',
  row: {
    id: number;
    number: string;
    balance: number;
    currency: string;
    issueDate: string;
    dueDate: string | null;
    partyName: string;
    partyNip: string;
    accounts: { iban: string }[] | null;
    exchangeRate: string | null;
    ksefNumber: string | null;
  },
): DocumentRow {
  const rate = row.exchangeRate === null ? null : parseExchangeRate(row.exchangeRate);
  return {
    kind,
    id: row.id,
    number: row.number,
    ksefNumber: row.ksefNumber,
    balance: row.balance,
    currency: row.currency,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    partyName: row.partyName,
    partyNip: row.partyNip === '' ? null : row.partyNip,
    partyAccounts: (row.accounts ?? []).map((account) => account.iban),
    exchangeRate: rate?.ok ? rate.value : null,
  };
}

// --- The contractor's credit: overpayments kept on matched credits, and where they were applied. ---

/**
 * The contractor of a matched credit: the buyer of the (first) invoice it paid. Written with the
 * tables' names, since drizzle leaves columns unqualified in a select of expressions only.
 */
const lineContractor = sql<number | null>`(select i.contractor_id from bank_matches m
  join invoices i on i.id = m.document_id
  where m.line_id = "bank_lines"."id" and m.document_kind = 'invoice' and m.undone_at is null
  order by m.id limit 1)`;

const appliedOfLine = sql<string>`(select coalesce(sum(a.amount), 0)::bigint from bank_credit_applications a
  where a.line_id = "bank_lines"."id" and a.undone_at is null)`;

const creditLine = (organizationId: number) =>
  and(
    eq(bankLines.organizationId, organizationId),
    eq(bankLines.status, 'matched'),
    gt(bankLines.amount, 0),
    gt(bankLines.excess, 0),
  );

/** The contractor's matched credits that paid more than their invoices owed, oldest first. */
export async function creditLinesOfContractor(db: Db, organizationId: number, contractorId: number) {
  const rows = await db
    .select({
      id: bankLines.id,
      bookingDate: bankLines.bookingDate,
      title: bankLines.title,
      currency: bankLines.currency,
      amount: bankLines.amount,
      excess: bankLines.excess,
      applied: appliedOfLine,
    })
    .from(bankLines)
    .where(and(creditLine(organizationId), sql`${lineContractor} = ${contractorId}`))
    .orderBy(asc(bankLines.bookingDate), asc(bankLines.id))
    .limit(500);
  return rows.map((row) => ({ ...row, applied: Number(row.applied) }));
}

/** A locked line's credit: whose it is and how much of it is still free. */
export async function creditOfLine(tx: Db, organizationId: number, lineId: number) {
  const [row] = await tx
    .select({ contractorId: lineContractor, applied: appliedOfLine })
    .from(bankLines)
    .where(and(creditLine(organizationId), eq(bankLines.id, lineId)));
  return row === undefined ? undefined : { contractorId: row.contractorId, applied: Number(row.applied) };
}

/** The contractor's open sales invoices a credit can settle. */
export async function openInvoicesOfContractor(db: Db, organizationId: number, contractorId: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      currency: invoices.currency,
      balance: invoices.balance,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(and(invoiceOpen(organizationId), eq(invoices.contractorId, contractorId)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(200);
}

export async function insertCreditApplication(
  tx: Db,
  values: typeof bankCreditApplications.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(bankCreditApplications)
    .values(values)
    .returning({ id: bankCreditApplications.id });
  if (!row) throw new Error('credit application not inserted');
  return row.id;
}

export async function lockCreditApplication(
  tx: Db,
  organizationId: number,
  id: number,
): Promise<BankCreditApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(bankCreditApplications)
    .where(and(eq(bankCreditApplications.organizationId, organizationId), eq(bankCreditApplications.id, id)))
    .for('update');
  return row;
}

export async function markCreditApplicationUndone(tx: Db, id: number) {
  await tx
    .update(bankCreditApplications)
    .set({ undoneAt: new Date() })
    .where(eq(bankCreditApplications.id, id));
}

export async function countActiveCreditApplicationsOfLine(tx: Db, lineId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bankCreditApplications)
    .where(and(eq(bankCreditApplications.lineId, lineId), isNull(bankCreditApplications.undoneAt)));
  return row?.n ?? 0;
}

/** The applications of the contractor's credit still standing, newest first, with the invoice's number. */
export async function activeCreditApplicationsOfContractor(
  db: Db,
  organizationId: number,
  contractorId: number,
) {
  return db
    .select({
      id: bankCreditApplications.id,
      lineId: bankCreditApplications.lineId,
      invoiceId: bankCreditApplications.invoiceId,
      invoiceNumber: invoices.number,
      amount: bankCreditApplications.amount,
      currency: bankCreditApplications.currency,
      appliedAt: bankCreditApplications.appliedAt,
    })
    .from(bankCreditApplications)
    .innerJoin(invoices, eq(invoices.id, bankCreditApplications.invoiceId))
    .where(
      and(
        eq(bankCreditApplications.organizationId, organizationId),
        eq(bankCreditApplications.contractorId, contractorId),
        isNull(bankCreditApplications.undoneAt),
      ),
    )
    .orderBy(desc(bankCreditApplications.appliedAt), desc(bankCreditApplications.id))
    .limit(200);
}

// --- Dues: payroll months' ZUS, PIT-4 and transfers, and the months' VAT. ---

/** The approved payroll lists of the months, with each entry's person, net pay and computed lines. */
export async function approvedPayrollOfMonths(db: Db, organizationId: number, months: readonly string[]) {
  if (months.length === 0) return [];
  return db
    .select({
      listId: payrollLists.id,
      month: payrollLists.month,
      workerId: payrollEntries.workerId,
      workerName: payrollEntries.workerName,
      net: payrollEntries.net,
      lines: payrollEntries.lines,
    })
    .from(payrollLists)
    .innerJoin(payrollEntries, eq(payrollEntries.listId, payrollLists.id))
    .where(
      and(
        eq(payrollLists.organizationId, organizationId),
        eq(payrollLists.status, 'approved'),
        inArray(payrollLists.month, [...months]),
      ),
    )
    .orderBy(asc(payrollLists.month), asc(payrollEntries.position));
}

/** The months' VAT returns with tax to pay (any status: a prepared month already says what is due). */
export async function vatToPayOfMonths(db: Db, organizationId: number, months: readonly string[]) {
  if (months.length === 0) return [];
  return db
    .select({ id: taxReturns.id, month: taxReturns.period, toPay: taxReturns.toPay })
    .from(taxReturns)
    .where(
      and(
        eq(taxReturns.organizationId, organizationId),
        inArray(taxReturns.period, [...months]),
        gt(taxReturns.toPay, 0),
      ),
    );
}

/** The dues of the months already settled by a line. */
export async function activeDueMatchesOfMonths(db: Db, organizationId: number, months: readonly string[]) {
  if (months.length === 0) return [];
  return db
    .select({ kind: bankDueMatches.kind, month: bankDueMatches.month, workerId: bankDueMatches.workerId })
    .from(bankDueMatches)
    .where(
      and(
        eq(bankDueMatches.organizationId, organizationId),
        inArray(bankDueMatches.month, [...months]),
        isNull(bankDueMatches.undoneAt),
      ),
    );
}

export async function insertDueMatch(tx: Db, values: typeof bankDueMatches.$inferInsert): Promise<void> {
  await tx.insert(bankDueMatches).values(values);
}

export async function undoDueMatches(tx: Db, lineId: number): Promise<BankDueMatchRow[]> {
  return tx
    .update(bankDueMatches)
    .set({ undoneAt: new Date() })
    .where(and(eq(bankDueMatches.lineId, lineId), isNull(bankDueMatches.undoneAt)))
    .returning();
}

export async function activeDueMatchesOfLines(
  db: Db,
  lineIds: readonly number[],
): Promise<BankDueMatchRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(bankDueMatches)
    .where(and(inArray(bankDueMatches.lineId, [...lineIds]), isNull(bankDueMatches.undoneAt)))
    .orderBy(asc(bankDueMatches.id));
}
