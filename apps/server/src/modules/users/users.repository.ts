import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  max,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Role } from '@saldo/contracts/abilities';
import type { InfoSettings } from '@saldo/contracts/account-settings';
import type { Plan, UserListQuery, UserSortField } from '@saldo/contracts/users';
import type { Db } from '../../db/client.ts';
import { avatars } from '../account-settings/avatars.table.ts';
import { refreshTokens } from '../auth/tokens.table.ts';
import { users } from '../auth/users.table.ts';
import {
  balanceConfirmationAudit,
  balanceConfirmations,
} from '../balance-confirmations/balance-confirmations.table.ts';
import { bankAudit } from '../bank-statements/bank-statements.table.ts';
import { costAudit, costs } from '../costs/costs.table.ts';
import { invoiceAudit, invoices } from '../invoices/invoices.table.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

const columns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  role: users.role,
  company: users.company,
  info: users.info,
  contractorId: users.contractorId,
  emailConfirmedAt: users.emailConfirmedAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
  avatarKey: avatars.key,
  plan: organizations.plan,
};

export interface UserListRow {
  id: number;
  fullName: string;
  username: string;
  email: string;
  role: Role;
  company: string;
  info: InfoSettings | null;
  contractorId: number | null;
  emailConfirmedAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
  avatarKey: string | null;
  plan: Plan;
}

/** The status as SQL, the same rule as toUser (users.service.ts): inactive beats pending. */
const statusSql = sql<string>`case when ${users.deactivatedAt} is not null then 'inactive' when ${users.emailConfirmedAt} is null then 'pending' else 'active' end`;

const statusCondition: Record<NonNullable<UserListQuery['status']>, SQL | undefined> = {
  inactive: isNotNull(users.deactivatedAt),
  pending: and(isNull(users.deactivatedAt), isNull(users.emailConfirmedAt)),
  active: and(isNull(users.deactivatedAt), isNotNull(users.emailConfirmedAt)),
};

// Names and addresses in the order people expect: case does not matter.
const sortColumn: Record<UserSortField, SQL> = {
  fullName: sql`lower(${users.fullName})`,
  email: sql`lower(${users.email})`,
  role: sql`${users.role}`,
  // One plan per organization: the order falls to the tie-breaker.
  currentPlan: sql`${organizations.plan}`,
  status: statusSql,
  createdAt: sql`${users.createdAt}`,
};

/** `%`, `_` and `\` typed in a search are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listConditions(organizationId: number, query: UserListQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    eq(users.organizationId, organizationId),
    q
      ? or(
          ilike(users.fullName, likePattern(q)),
          ilike(users.username, likePattern(q)),
          ilike(users.email, likePattern(q)),
        )
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.plan ? eq(organizations.plan, query.plan) : undefined,
    query.status ? statusCondition[query.status] : undefined,
  );
}

/** One page of the organization's users and the count of all that match. */
export async function listUsersPage(
  db: Db,
  organizationId: number,
  query: UserListQuery,
): Promise<{ rows: UserListRow[]; total: number }> {
  const where = listConditions(organizationId, query);
  const order = query.sortDesc === 'true' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(avatars, eq(avatars.userId, users.id))
      .where(where)
      .orderBy(order(sortColumn[query.sortBy]), order(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** A user of this organization only: another tenant's id answers nothing. */
export async function findUserOfOrganization(
  db: Db,
  organizationId: number,
  id: number,
): Promise<UserListRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return row;
}

export interface SessionRow {
  familyId: string;
  startedAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
}

/**
 * The user's login sessions that can still be used: a family whose newest refresh token is neither
 * revoked nor expired (a rotated token is revoked and points at its successor).
 */
export async function listActiveSessions(db: Db, userId: number, at: Date): Promise<SessionRow[]> {
  const live = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, at)),
    );
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      startedAt: min(refreshTokens.createdAt),
      lastActiveAt: max(refreshTokens.createdAt),
      expiresAt: max(refreshTokens.expiresAt),
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), sql`${refreshTokens.familyId} in ${live}`))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(max(refreshTokens.createdAt)));
  return rows.flatMap((row) =>
    row.startedAt && row.lastActiveAt && row.expiresAt
      ? [
          {
            familyId: row.familyId,
            startedAt: new Date(row.startedAt),
            lastActiveAt: new Date(row.lastActiveAt),
            expiresAt: new Date(row.expiresAt),
          },
        ]
      : [],
  );
}

/** Whether the session belongs to the user and is still open (unrevoked tokens left). */
export async function isOpenSessionOf(db: Db, userId: number, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface UserActivityRow {
  area: 'invoice' | 'cost' | 'bank' | 'balanceConfirmation' | 'organization';
  action: string;
  at: Date;
  documentId: number | null;
  documentNumber: string | null;
}

/**
 * The user's latest `limit` entries across the audit trails (invoices, costs, bank statements,
 * balance confirmations, organization settings), newest first: each trail read with its own limit,
 * merged here, as the dashboard's recent activity does.
 */
export async function recentUserActivity(
  db: Db,
  organizationId: number,
  userId: number,
  limit: number,
): Promise<UserActivityRow[]> {
  const [invoiceRows, costRows, bankRows, confirmationRows, organizationRows] = await Promise.all([
    db
      .select({
        action: invoiceAudit.action,
        at: invoiceAudit.at,
        documentId: invoices.id,
        documentNumber: invoices.number,
      })
      .from(invoiceAudit)
      .innerJoin(invoices, eq(invoices.id, invoiceAudit.invoiceId))
      .where(and(eq(invoices.organizationId, organizationId), eq(invoiceAudit.userId, userId)))
      .orderBy(desc(invoiceAudit.at), desc(invoiceAudit.id))
      .limit(limit),
    db
      .select({
        action: costAudit.action,
        at: costAudit.at,
        documentId: costs.id,
        documentNumber: costs.number,
      })
      .from(costAudit)
      .innerJoin(costs, eq(costs.id, costAudit.costId))
      .where(and(eq(costs.organizationId, organizationId), eq(costAudit.userId, userId)))
      .orderBy(desc(costAudit.at), desc(costAudit.id))
      .limit(limit),
    db
      .select({ action: bankAudit.action, at: bankAudit.at })
      .from(bankAudit)
      .where(and(eq(bankAudit.organizationId, organizationId), eq(bankAudit.userId, userId)))
      .orderBy(desc(bankAudit.at), desc(bankAudit.id))
      .limit(limit),
    db
      .select({
        action: balanceConfirmationAudit.action,
        at: balanceConfirmationAudit.at,
        documentId: balanceConfirmations.id,
      })
      .from(balanceConfirmationAudit)
      .innerJoin(balanceConfirmations, eq(balanceConfirmations.id, balanceConfirmationAudit.confirmationId))
      .where(
        and(
          eq(balanceConfirmationAudit.organizationId, organizationId),
          eq(balanceConfirmationAudit.userId, userId),
        ),
      )
      .orderBy(desc(balanceConfirmationAudit.at), desc(balanceConfirmationAudit.id))
      .limit(limit),
    db
      .select({ action: organizationAudit.action, at: organizationAudit.at })
      .from(organizationAudit)
      .where(and(eq(organizationAudit.organizationId, organizationId), eq(organizationAudit.userId, userId)))
      .orderBy(desc(organizationAudit.at), desc(organizationAudit.id))
      .limit(limit),
  ]);
  const all: UserActivityRow[] = [
    ...invoiceRows.map((row) => ({ area: 'invoice' as const, ...row })),
    ...costRows.map((row) => ({ area: 'cost' as const, ...row })),
    ...bankRows.map((row) => ({ area: 'bank' as const, documentId: null, documentNumber: null, ...row })),
    ...confirmationRows.map((row) => ({
      area: 'balanceConfirmation' as const,
      documentNumber: null,
      ...row,
    })),
    ...organizationRows.map((row) => ({
      area: 'organization' as const,
      documentId: null,
      documentNumber: null,
      ...row,
    })),
  ];
  return all.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
