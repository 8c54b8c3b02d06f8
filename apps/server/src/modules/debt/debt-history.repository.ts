import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DebtAction } from '@saldo/contracts/debt';
import type { Db } from '../../db/client.ts';
import { debtHistory, type DebtHistoryRow, type NewDebtHistoryRow } from './debt.table.ts';

/** What a client user may see of the history: what was sent to it, not the creditor's own notes. */
export const ACTIONS_SENT_TO_BUYER: readonly DebtAction[] = [
  'reminder_email',
  'reminder_sms',
  'invoice_resent',
  'demand_letter',
];

export interface HistoryScope {
  organizationId: number;
  /** Client users: their contractor only, and only what was delivered to them. */
  contractorId?: number;
}

export async function insertDebtEntry(db: Db, values: NewDebtHistoryRow): Promise<DebtHistoryRow> {
  const [row] = await db.insert(debtHistory).values(values).returning();
  if (!row) throw new Error('debt history insert returned nothing');
  return row;
}

function scopeWhere(scope: HistoryScope): SQL {
  const conditions = [eq(debtHistory.organizationId, scope.organizationId)];
  if (scope.contractorId !== undefined) {
    conditions.push(eq(debtHistory.contractorId, scope.contractorId));
    conditions.push(inArray(debtHistory.action, [...ACTIONS_SENT_TO_BUYER]));
    conditions.push(eq(debtHistory.delivered, true));
  }
  return and(...conditions) as SQL;
}

export async function listDebtEntries(
  db: Db,
  scope: HistoryScope,
  filter: { invoiceId?: number; contractorId?: number; limit: number },
) {
  const conditions = [scopeWhere(scope)];
  if (filter.invoiceId !== undefined) conditions.push(eq(debtHistory.invoiceId, filter.invoiceId));
  if (filter.contractorId !== undefined) conditions.push(eq(debtHistory.contractorId, filter.contractorId));
  return db
    .select()
    .from(debtHistory)
    .where(and(...conditions))
    .orderBy(desc(debtHistory.createdAt), desc(debtHistory.id))
    .limit(filter.limit);
}

export async function findDebtEntry(db: Db, scope: HistoryScope, id: number) {
  const [row] = await db
    .select()
    .from(debtHistory)
    .where(and(scopeWhere(scope), eq(debtHistory.id, id)));
  return row;
}

/**
 * Reminders sent and the newest action, per invoice of a page (one query). `buyerView`: the newest of
 * what reached the buyer only, as a client user sees the history.
 */
export async function debtSummaries(db: Db, invoiceIds: readonly number[], buyerView = false) {
  if (invoiceIds.length === 0) return new Map<number, { reminders: number; last: DebtHistoryRow | null }>();
  const visible = buyerView
    ? and(
        inArray(debtHistory.invoiceId, [...invoiceIds]),
        inArray(debtHistory.action, [...ACTIONS_SENT_TO_BUYER]),
        eq(debtHistory.delivered, true),
      )
    : inArray(debtHistory.invoiceId, [...invoiceIds]);
  const rows = await db
    .select({
      invoiceId: debtHistory.invoiceId,
      reminders: sql<number>`count(*) filter (where ${debtHistory.action} in ('reminder_email', 'reminder_sms') and ${debtHistory.delivered})::int`,
      lastId: sql<number>`max(${debtHistory.id})`,
    })
    .from(debtHistory)
    .where(visible)
    .groupBy(debtHistory.invoiceId);
  const lastIds = rows.map((r) => Number(r.lastId));
  const lasts =
    lastIds.length === 0 ? [] : await db.select().from(debtHistory).where(inArray(debtHistory.id, lastIds));
  const summaries = new Map<number, { reminders: number; last: DebtHistoryRow | null }>();
  for (const r of rows) {
    summaries.set(r.invoiceId, {
      reminders: Number(r.reminders),
      last: lasts.find((l) => l.id === Number(r.lastId)) ?? null,
    });
  }
  return summaries;
}
