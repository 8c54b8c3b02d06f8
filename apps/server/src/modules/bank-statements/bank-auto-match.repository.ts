// The set-based side of an import's automatic matches: the open documents a whole statement points
// at in one query, and the payments of its matches written with one statement per table and chunk
// (arrays unnested) instead of eight statements per match. The rows written are those of the
// payment form: payments, audit entries, the document's paid, balance and status (through the same
// UPDATE of the document's table, so its row triggers, the list and report aggregates, fire per row).
import { and, asc, eq, getTableColumns, gt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MatchReason } from '@saldo/domain/bank/reconciliation';
import type { Db } from '../../db/client.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { costAudit, costPayments, costs, type CostRow } from '../costs/costs.table.ts';
import { invoiceAudit, invoicePayments, invoices, type InvoiceRow } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { toDocument, type DocumentRow, type NewLine } from './bank-statements.repository.ts';
import { bankAudit, bankLines, bankMatches, type BankLineRow } from './bank-statements.table.ts';

/** Rows per statement: each stays far below the request's statement time-out, triggers included. */
const CHUNK = 5_000;

/** What the lines of a statement point at, loosened to a superset (see `lookupKeys` in the domain). */
export interface StatementLookup {
  readonly amounts: readonly number[];
  readonly numberDigits: readonly string[];
  readonly ksefNumbers: readonly string[];
  readonly nips: readonly string[];
  /** The last ten digits of each account of ten digits or more. */
  readonly accountTails: readonly string[];
  /** Accounts of fewer than ten digits, whole. */
  readonly shortAccounts: readonly string[];
}

const ints = (values: readonly number[]) => sql`${sql.param([...values])}::bigint[]`;
const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** Values as one JSON array (jsonb_array_elements takes them out, in order). */
const jsonArray = (values: readonly unknown[]) => sql`${JSON.stringify(values)}::jsonb`;
const digitsOf = (column: SQLWrapper) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The open documents of one kind that any line of the statement can point at (any currency),
 * ordered as `openDocuments` orders them (due date, id), so an index built on them answers each line
 * exactly as one built on every open document would. Each way in is a query of its own, on an index:
 * balance (organization + balance), the digits of the number (their expression index), the party's
 * NIP, the contractors whose card carries a sender's account, the KSeF number.
 */
export async function documentsForStatement(
  db: Db,
  organizationId: number,
  kind: 'invoice' | 'cost',
  lookup: StatementLookup,
): Promise<DocumentRow[]> {
  const table = kind === 'invoice' ? invoices : costs;
  const nip = kind === 'invoice' ? invoices.buyerNip : costs.supplierNip;
  const open = sql`${table.organizationId} = ${organizationId} and ${table.balance} > 0`;
  const arms: SQL[] = [];
  // The balance and the sender's account are checked in one pass over the organization's open
  // documents (the (organization, balance) index), the contractors a hashed set: probing the
  // contractor index for each contractor a large statement names (11,000 of them on the bench) read
  // every document of theirs, paid or not: 29 s of this query's 32 s (50,000 lines, load 15).
  const openIf: SQL[] = [];
  if (lookup.amounts.length > 0) openIf.push(sql`${table.balance} = any(${ints(lookup.amounts)})`);
  if (lookup.accountTails.length > 0 || lookup.shortAccounts.length > 0) {
    const accountDigits = digitsOf(sql`account->>'iban'`);
    // Within an OR the IN stays a subplan, hashed once, instead of becoming a join by contractor.
    openIf.push(sql`${table.contractorId} in (
      select ${contractors.id} from ${contractors} where ${contractors.organizationId} = ${organizationId}
        and exists (select 1 from jsonb_array_elements(coalesce(${contractors.bankAccounts}, '[]'::jsonb)) as account
          where right(${accountDigits}, 10) = any(${texts(lookup.accountTails)})
            or exists (select 1 from unnest(${texts(lookup.shortAccounts)}) as short(digits)
              where right(${accountDigits}, length(short.digits)) = short.digits)))`);
  }
  if (openIf.length > 0)
    arms.push(sql`select ${table.id} from ${table} where ${open} and (${sql.join(openIf, sql` or `)})`);
  if (lookup.numberDigits.length > 0)
    // One probe of the expression index per key: compared with the whole array, the planner would
    // rather filter every open document of the organization.
    arms.push(sql`select pointed.id from unnest(${texts(lookup.numberDigits)}) as wanted(digits)
      cross join lateral (select ${table.id} as id from ${table}
        where ${open} and ${digitsOf(table.number)} = wanted.digits offset 0) as pointed`);
  if (lookup.nips.length > 0)
    arms.push(sql`select ${table.id} from ${table} where ${open} and ${nip} = any(${texts(lookup.nips)})`);
  if (lookup.ksefNumbers.length > 0) {
    const compactKsef = (column: SQLWrapper) =>
      sql`upper(regexp_replace(${column}, '[^0-9A-Za-z]', '', 'g'))`;
    arms.push(
      kind === 'invoice'
        ? sql`select ${ksefSubmissions.invoiceId} from ${ksefSubmissions}
            where ${ksefSubmissions.organizationId} = ${organizationId}
              and ${compactKsef(ksefSubmissions.ksefNumber)} = any(${texts(lookup.ksefNumbers)})`
        : sql`select ${costs.id} from ${costs} where ${open}
            and ${compactKsef(costs.ksefNumber)} = any(${texts(lookup.ksefNumbers)})`,
    );
  }
  if (arms.length === 0) return [];
  const pointedAt = await rowsOf<{ id: number }>(db, sql.join(arms, sql` union `));
  if (pointedAt.length === 0) return [];
  // By id, with the party's accounts and the KSeF number looked up per document (primary keys): a
  // join would have the planner read every contractor of the organization.
  const ids = ints(pointedAt.map((row) => Number(row.id)));
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
        accounts: sql<{ iban: string }[] | null>`(select ${contractors.bankAccounts} from ${contractors}
          where ${contractors.id} = ${invoices.contractorId})`,
        exchangeRate: invoices.exchangeRate,
        ksefNumber: sql<string | null>`(select ${ksefSubmissions.ksefNumber} from ${ksefSubmissions}
          where ${ksefSubmissions.invoiceId} = ${invoices.id})`,
      })
      .from(invoices)
      .where(
        and(
          sql`${invoices.id} = any(${ids})`,
          eq(invoices.organizationId, organizationId),
          gt(invoices.balance, 0),
          ne(invoices.status, 'cancelled'),
          ne(invoices.type, 'proforma'),
          sql`exists (select 1 from ${contractors} where ${contractors.id} = ${invoices.contractorId})`,
        ),
      )
      .orderBy(asc(invoices.dueDate), asc(invoices.id));
    return rows.map((row) => toDocument('invoice', row));
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
      accounts: sql<{ iban: string }[] | null>`(select ${contractors.bankAccounts} from ${contractors}
        where ${contractors.id} = ${costs.contractorId})`,
      exchangeRate: costs.exchangeRate,
      ksefNumber: costs.ksefNumber,
    })
    .from(costs)
    .where(
      and(
        sql`${costs.id} = any(${ids})`,
        eq(costs.organizationId, organizationId),
        gt(costs.balance, 0),
        ne(costs.status, 'draft'),
      ),
    )
    .orderBy(asc(costs.dueDate), asc(costs.id));
  return rows.map((row) => toDocument('cost', row));
}

/** What settling a paid invoice reads of it. */
export type LockedInvoice = Pick<InvoiceRow, 'id' | 'status' | 'toPay' | 'paid' | 'currency' | 'sentAt'>;
/** What settling a paid cost reads of it. */
export type LockedCost = Pick<CostRow, 'id' | 'status' | 'gross' | 'paid' | 'currency'>;

/**
 * The documents about to be paid, locked in id order (lockInvoice / lockCost for many). Only the
 * columns the settling reads: the whole rows of 30,000 invoices took longer to decode than to lock.
 */
export async function lockInvoices(
  tx: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<LockedInvoice[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: invoices.id,
      status: invoices.status,
      toPay: invoices.toPay,
      paid: invoices.paid,
      currency: invoices.currency,
      sentAt: invoices.sentAt,
    })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), sql`${invoices.id} = any(${ints(ids)})`))
    .orderBy(asc(invoices.id))
    .for('update');
}

export async function lockCosts(
  tx: Db,
  organizationId: number,
  ids: readonly number[],
): Promise<LockedCost[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: costs.id,
      status: costs.status,
      gross: costs.gross,
      paid: costs.paid,
      currency: costs.currency,
    })
    .from(costs)
    .where(and(eq(costs.organizationId, organizationId), sql`${costs.id} = any(${ints(ids)})`))
    .orderBy(asc(costs.id))
    .for('update');
}

export interface NewPayment {
  readonly documentId: number;
  readonly amount: number;
  readonly date: string;
  readonly note: string;
}

/**
 * The payments (method transfer) and their 'payment_added' audit entries, as recordInvoicePayment /
 * recordCostPayment write them; answers the new payments' ids in the order given.
 */
export async function insertPayments(
  tx: Db,
  kind: 'invoice' | 'cost',
  userId: number,
  payments: readonly NewPayment[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let at = 0; at < payments.length; at += CHUNK) {
    const chunk = payments.slice(at, at + CHUNK);
    const values = sql`unnest(${ints(chunk.map((p) => p.documentId))}, ${ints(chunk.map((p) => p.amount))},
      ${texts(chunk.map((p) => p.date))}, ${texts(chunk.map((p) => p.note))}) with ordinality as v(document_id, amount, date, note, position)`;
    const inserted =
      kind === 'invoice'
        ? await rowsOf<{ id: number }>(
            tx,
            sql`insert into ${invoicePayments} (invoice_id, amount, date, method, note, created_by)
              select v.document_id, v.amount, v.date::date, 'transfer', v.note, ${userId} from ${values}
              order by v.position returning id`,
          )
        : await rowsOf<{ id: number }>(
            tx,
            sql`insert into ${costPayments} (cost_id, amount, date, method, note, white_list, created_by)
              select v.document_id, v.amount, v.date::date, 'transfer', v.note, null, ${userId} from ${values}
              order by v.position returning id`,
          );
    // Identity values are drawn in the order the rows are inserted, which `order by` fixes.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
    const details = chunk.map((p) => JSON.stringify({ amount: p.amount, date: p.date, method: 'transfer' }));
    const audit = sql`unnest(${ints(chunk.map((p) => p.documentId))}, ${texts(details)}::jsonb[]) as v(document_id, details)`;
    await tx.execute(
      kind === 'invoice'
        ? sql`insert into ${invoiceAudit} (invoice_id, user_id, action, details)
            select v.document_id, ${userId}, 'payment_added', v.details from ${audit}`
        : sql`insert into ${costAudit} (cost_id, user_id, action, details)
            select v.document_id, ${userId}, 'payment_added', v.details from ${audit}`,
    );
  }
  return ids;
}

/** Each document's payments summed, as settle() reads them back (the sum is the truth, not a delta). */
export async function sumPaymentsOf(
  tx: Db,
  kind: 'invoice' | 'cost',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows =
    kind === 'invoice'
      ? await rowsOf<{ id: number; paid: string | number }>(
          tx,
          sql`select invoice_id as id, sum(amount)::text as paid from ${invoicePayments}
            where invoice_id = any(${ints(ids)}) group by invoice_id`,
        )
      : await rowsOf<{ id: number; paid: string | number }>(
          tx,
          sql`select cost_id as id, sum(amount)::text as paid from ${costPayments}
            where cost_id = any(${ints(ids)}) group by cost_id`,
        );
  return new Map(rows.map((row) => [Number(row.id), Number(row.paid)]));
}

export interface SettledDocument {
  readonly id: number;
  readonly paid: number;
  readonly balance: number;
  readonly status: string;
}

/** paid, balance and status of each document, one UPDATE per chunk (its row triggers fire per row). */
export async function updateSettled(
  tx: Db,
  kind: 'invoice' | 'cost',
  settled: readonly SettledDocument[],
): Promise<void> {
  for (let at = 0; at < settled.length; at += CHUNK) {
    const chunk = settled.slice(at, at + CHUNK);
    const values = sql`unnest(${ints(chunk.map((d) => d.id))}, ${ints(chunk.map((d) => d.paid))},
      ${ints(chunk.map((d) => d.balance))}, ${texts(chunk.map((d) => d.status))}) as v(id, paid, balance, status)`;
    await tx.execute(
      kind === 'invoice'
        ? sql`update ${invoices} set paid = v.paid, balance = v.balance, status = v.status, updated_at = now()
            from ${values} where ${invoices.id} = v.id`
        : sql`update ${costs} set paid = v.paid, balance = v.balance, status = v.status, updated_at = now()
            from ${values} where ${costs.id} = v.id`,
    );
  }
}

export interface NewAutomaticMatch {
  readonly lineId: number;
  readonly documentKind: 'invoice' | 'cost';
  readonly documentId: number;
  readonly amount: number;
  readonly paymentId: number;
  readonly score: number;
  readonly reasons: readonly MatchReason[];
}

export interface MatchedLine {
  readonly lineId: number;
  readonly excess: number;
  /** The bank audit entry's details ('match_applied_automatically'). */
  readonly audit: Record<string, unknown>;
}

/** The match rows, the lines marked matched with their excess, and the bank audit entries. */
export async function recordAutomaticMatches(
  tx: Db,
  organizationId: number,
  userId: number,
  matches: readonly NewAutomaticMatch[],
  lines: readonly MatchedLine[],
): Promise<void> {
  // The JSON columns come as one JSON array per chunk, its elements taken in order: an array of JSON
  // texts was escaped into an array literal, unescaped and then parsed element by element (30,000
  // matches: ~0.2 s more). The rows, and the order their ids are drawn in, are the same.
  for (let at = 0; at < matches.length; at += CHUNK) {
    const chunk = matches.slice(at, at + CHUNK);
    await tx.execute(sql`insert into ${bankMatches}
        (organization_id, line_id, document_kind, document_id, amount, payment_id, score, reasons, automatic, applied_by)
      select ${organizationId}, v.line_id, v.kind, v.document_id, v.amount, v.payment_id, v.score, r.reasons, true, ${userId}
      from unnest(${ints(chunk.map((m) => m.lineId))}, ${texts(chunk.map((m) => m.documentKind))},
          ${ints(chunk.map((m) => m.documentId))}, ${ints(chunk.map((m) => m.amount))},
          ${ints(chunk.map((m) => m.paymentId))}, ${ints(chunk.map((m) => m.score))})
          with ordinality as v(line_id, kind, document_id, amount, payment_id, score, position)
        join jsonb_array_elements(${jsonArray(chunk.map((m) => m.reasons))})
          with ordinality as r(reasons, position) using (position)
      order by position`);
  }
  for (let at = 0; at < lines.length; at += CHUNK) {
    const chunk = lines.slice(at, at + CHUNK);
    await tx.execute(sql`update ${bankLines} set status = 'matched', excess = v.excess
      from unnest(${ints(chunk.map((l) => l.lineId))}, ${ints(chunk.map((l) => l.excess))}) as v(id, excess)
      where ${bankLines.id} = v.id`);
    await tx.execute(sql`insert into ${bankAudit} (organization_id, user_id, action, details)
      select ${organizationId}, ${userId}, 'match_applied_automatically', v.details
      from jsonb_array_elements(${jsonArray(chunk.map((l) => l.audit))}) with ordinality as v(details, position)
      order by position`);
  }
}

/**
 * Inserts the lines not seen before (by account and line key), a chunk per statement with each column
 * as one array (a thousand-row VALUES list costs more to build than to run); the new rows, in order.
 */
export async function insertLines(tx: Db, values: readonly NewLine[]): Promise<BankLineRow[]> {
  const rows: BankLineRow[] = [];
  for (let at = 0; at < values.length; at += CHUNK) {
    const chunk = values.slice(at, at + CHUNK);
    const column = <K extends keyof NewLine>(key: K) => chunk.map((line) => line[key]);
    // The new rows returned whole: not read again by id afterwards (a query and 50,000 look-ups fewer).
    const inserted = await rowsOf<Record<string, unknown>>(
      tx,
      sql`insert into ${bankLines} (organization_id, statement_id, bank_account_id, booking_date, value_date,
          amount, currency, reversal, title, counterparty_name, counterparty_account, bank_reference,
          owner_reference, type_code, description, line_key, category)
        select v.organization_id, v.statement_id, v.bank_account_id, v.booking_date::date, v.value_date::date,
          v.amount, v.currency, v.reversal, v.title, v.counterparty_name, v.counterparty_account, v.bank_reference,
          v.owner_reference, v.type_code, v.description, v.line_key, v.category
        from unnest(${ints(column('organizationId'))}, ${ints(column('statementId'))},
          ${ints(column('bankAccountId'))}, ${texts(column('bookingDate'))}, ${texts(column('valueDate'))},
          ${ints(column('amount'))}, ${texts(column('currency'))}, ${sql.param(chunk.map((line) => line.reversal ?? false))}::boolean[],
          ${texts(chunk.map((line) => line.title ?? ''))}, ${texts(chunk.map((line) => line.counterpartyName ?? ''))},
          ${texts(chunk.map((line) => line.counterpartyAccount ?? ''))}, ${texts(chunk.map((line) => line.bankReference ?? ''))},
          ${texts(chunk.map((line) => line.ownerReference ?? ''))}, ${texts(chunk.map((line) => line.typeCode ?? ''))},
          ${texts(chunk.map((line) => line.description ?? ''))}, ${texts(column('lineKey'))}, ${texts(column('category'))})
          with ordinality as v(organization_id, statement_id, bank_account_id, booking_date, value_date, amount,
            currency, reversal, title, counterparty_name, counterparty_account, bank_reference, owner_reference,
            type_code, description, line_key, category, position)
        order by v.position
        on conflict (organization_id, bank_account_id, line_key) do nothing
        returning *`,
    );
    rows.push(...inserted.map(asLineRow));
  }
  // Identity values follow the insert order, so the rows by id are in the statement's order.
  return rows.sort((a, b) => a.id - b.id);
}

const lineColumns = Object.entries(getTableColumns(bankLines));

/** A bank_lines row as drizzle's select reads it: each column decoded by its column (bigint as a number). */
function asLineRow(raw: Record<string, unknown>): BankLineRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of lineColumns) {
    const value = raw[column.name];
    row[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return row as BankLineRow;
}

/**
 * For the rest of the import's transaction, no JIT: the arrays of a large statement inflate the
 * planner's estimates past JIT's thresholds, and compiling cost seconds where running took a fraction.
 */
export async function withoutJit(tx: Db): Promise<void> {
  await tx.execute(sql`set local jit = off`);
}
