import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  BalanceConfirmationStatus,
  ConfirmationAnswerChannel,
} from '@saldo/contracts/balance-confirmations';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import {
  balanceConfirmationAudit,
  balanceConfirmations,
  type BalanceConfirmationRow,
} from './balance-confirmations.table.ts';

export type NewBalanceConfirmation = typeof balanceConfirmations.$inferInsert;

export interface ConfirmationScope {
  organizationId: number;
  /** Set for a client user: only its contractor's confirmations. */
  contractorId?: number;
}

export interface ConfirmationFilter {
  contractorId?: number | undefined;
  status?: BalanceConfirmationStatus | undefined;
}

function scoped(scope: ConfirmationScope): SQL[] {
  const conditions = [eq(balanceConfirmations.organizationId, scope.organizationId)];
  if (scope.contractorId !== undefined)
    conditions.push(eq(balanceConfirmations.contractorId, scope.contractorId));
  return conditions;
}

const withNames = {
  row: balanceConfirmations,
  contractorName: contractors.name,
  answeredByName: users.fullName,
};

export type ConfirmationWithNames = {
  row: BalanceConfirmationRow;
  contractorName: string;
  answeredByName: string | null;
};

/** Newest first; at most 500 (a year-end run for a large client base is read page by page in the UI). */
export async function listConfirmations(
  db: Db,
  scope: ConfirmationScope,
  filter: ConfirmationFilter,
): Promise<ConfirmationWithNames[]> {
  const conditions = scoped(scope);
  if (filter.contractorId !== undefined)
    conditions.push(eq(balanceConfirmations.contractorId, filter.contractorId));
  if (filter.status !== undefined) conditions.push(eq(balanceConfirmations.status, filter.status));
  return db
    .select(withNames)
    .from(balanceConfirmations)
    .innerJoin(contractors, eq(contractors.id, balanceConfirmations.contractorId))
    .leftJoin(users, eq(users.id, balanceConfirmations.answeredBy))
    .where(and(...conditions))
    .orderBy(desc(balanceConfirmations.issuedAt), desc(balanceConfirmations.id))
    .limit(500);
}

export async function findConfirmation(
  db: Db,
  scope: ConfirmationScope,
  id: number,
): Promise<ConfirmationWithNames | undefined> {
  const [found] = await db
    .select(withNames)
    .from(balanceConfirmations)
    .innerJoin(contractors, eq(contractors.id, balanceConfirmations.contractorId))
    .leftJoin(users, eq(users.id, balanceConfirmations.answeredBy))
    .where(and(...scoped(scope), eq(balanceConfirmations.id, id)));
  return found;
}

export async function lockConfirmation(tx: Db, organizationId: number, id: number) {
  const [row] = await tx
    .select()
    .from(balanceConfirmations)
    .where(and(eq(balanceConfirmations.organizationId, organizationId), eq(balanceConfirmations.id, id)))
    .for('update');
  return row;
}

/** Inserts unless the contractor already has one as of that day; answers the ids inserted. */
export async function insertConfirmations(tx: Db, values: NewBalanceConfirmation[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await tx
    .insert(balanceConfirmations)
    .values(values)
    .onConflictDoNothing({
      target: [
        balanceConfirmations.organizationId,
        balanceConfirmations.contractorId,
        balanceConfirmations.asOfDate,
      ],
    })
    .returning({ id: balanceConfirmations.id });
  return rows.map((row) => row.id);
}

export async function findConfirmationsByIds(db: Db, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(withNames)
    .from(balanceConfirmations)
    .innerJoin(contractors, eq(contractors.id, balanceConfirmations.contractorId))
    .leftJoin(users, eq(users.id, balanceConfirmations.answeredBy))
    .where(
      and(eq(balanceConfirmations.organizationId, organizationId), inArray(balanceConfirmations.id, ids)),
    )
    .orderBy(contractors.name, balanceConfirmations.id);
}

export async function saveAnswer(
  tx: Db,
  id: number,
  answer: {
    status: BalanceConfirmationStatus;
    comment: string;
    userId: number;
    channel: ConfirmationAnswerChannel;
    disputedBalance?: number | null;
    receivedOn?: string | null;
  },
) {
  await tx
    .update(balanceConfirmations)
    .set({
      status: answer.status,
      comment: answer.comment,
      answeredBy: answer.userId,
      answeredAt: new Date(),
      answerChannel: answer.channel,
      disputedBalance: answer.disputedBalance ?? null,
      receivedOn: answer.receivedOn ?? null,
    })
    .where(eq(balanceConfirmations.id, id));
}

export async function insertConfirmationAudit(
  tx: Db,
  entries: {
    organizationId: number;
    confirmationId: number;
    userId: number;
    action: string;
    details?: Record<string, unknown>;
  }[],
) {
  if (entries.length === 0) return;
  await tx.insert(balanceConfirmationAudit).values(entries);
}
