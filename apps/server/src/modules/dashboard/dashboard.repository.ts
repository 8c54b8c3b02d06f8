// The dashboard's figures, grouped in SQL: a large ledger is never loaded row by row. Sales amounts are
// brought to PLN at each invoice's own rate (plnAtOwnRate, as in the receivables report); costs carry
// their PLN columns. SQL sums come back as strings (numbers on PGlite): Number() here.
import { and, asc, between, count, desc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { LegalForm } from '@saldo/domain/company/legal-form';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { bankAudit, bankStatements } from '../bank-statements/bank-statements.table.ts';
import {
  balanceConfirmationAudit,
  balanceConfirmations,
} from '../balance-confirmations/balance-confirmations.table.ts';
import { costAudit, costs } from '../costs/costs.table.ts';
import { plnAtOwnRate } from '../debt/reports/receivables.repository.ts';
import { invoiceAudit, invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { categories } from '../organizations/categories.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { dashboardSettings } from './dashboard-settings.table.ts';

/** Sales documents that count: not cancelled (never owed) and not proformas (offers, not sales). */
export function countedInvoices(organizationId: number): SQL {
  return and(
    eq(invoices.organizationId, organizationId),
    ne(invoices.status, 'cancelled'),
    ne(invoices.type, 'proforma'),
  ) as SQL;
}

/** Cost documents that count: confirmed ones (a draft is an import nobody has looked at yet). */
export function countedCosts(organizationId: number): SQL {
  return and(eq(costs.organizationId, organizationId), ne(costs.status, 'draft')) as SQL;
}

const issueMonth = sql<string>`to_char(${invoices.issueDate}, 'YYYY-MM')`;

/** Invoices issued per month ('YYYY-MM') from `from` to `to`; months without any are absent. */
export async function issuedCountByMonth(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  const rows = await db
    .select({ month: issueMonth, count: count() })
    .from(invoices)
    .where(and(countedInvoices(organizationId), between(invoices.issueDate, from, to)))
    .groupBy(issueMonth);
  return new Map(rows.map((row) => [row.month, Number(row.count)]));
}

/** Cost gross in PLN by category for the booking period ('YYYY-MM'), largest first. */
export async function costsByCategory(db: Db, organizationId: number, period: string) {
  const gross = sql<string>`coalesce(sum(${costs.grossPln}), 0)`;
  const rows = await db
    .select({ categoryId: costs.categoryId, name: categories.name, gross })
    .from(costs)
    .leftJoin(categories, eq(categories.id, costs.categoryId))
    .where(and(countedCosts(organizationId), eq(costs.bookingPeriod, period)))
    .groupBy(costs.categoryId, categories.name)
    .orderBy(desc(gross), asc(categories.name));
  return rows.map((row) => ({ categoryId: row.categoryId, name: row.name, gross: Number(row.gross) }));
}

/**
 * Each bank account of the organization with the closing balance of its latest statement (by closing
 * day, then the latest imported) up to `date`; null when no statement has been imported yet.
 */
export async function cashPositions(db: Db, organizationId: number, date: IsoDate) {
  const latest = db
    .selectDistinctOn([bankStatements.bankAccountId], {
      bankAccountId: bankStatements.bankAccountId,
      closingBalance: bankStatements.closingBalance,
      closingDate: sql<string | null>`to_char(${bankStatements.closingDate}, 'YYYY-MM-DD')`.as('closing_day'),
    })
    .from(bankStatements)
    .where(
      and(
        eq(bankStatements.organizationId, organizationId),
        sql`${bankStatements.closingBalance} is not null`,
        lte(bankStatements.closingDate, date),
      ),
    )
    .orderBy(bankStatements.bankAccountId, desc(bankStatements.closingDate), desc(bankStatements.id))
    .as('latest');
  const rows = await db
    .select({
      bankAccountId: bankAccounts.id,
      name: bankAccounts.name,
      iban: bankAccounts.iban,
      currency: bankAccounts.currency,
      balance: latest.closingBalance,
      date: latest.closingDate,
    })
    .from(bankAccounts)
    .leftJoin(latest, eq(latest.bankAccountId, bankAccounts.id))
    .where(eq(bankAccounts.organizationId, organizationId))
    .orderBy(desc(bankAccounts.isDefault), asc(bankAccounts.name), asc(bankAccounts.id));
  return rows.map((row) => ({
    ...row,
    balance: row.balance === null ? null : Number(row.balance),
  }));
}

/**
 * Invoices with something left to pay on `from` (the payments dated up to it deducted), due from `from`
 * to `to`, earliest first: a past day's dashboard lists what was due then.
 */
export async function invoicesDueBetween(
  db: Db,
  organizationId: number,
  from: IsoDate,
  to: IsoDate,
  limit: number,
) {
  const paidByDate = sql`(select coalesce(sum(${invoicePayments.amount}), 0) from ${invoicePayments}
    where ${invoicePayments.invoiceId} = ${invoices.id} and ${invoicePayments.date} <= ${from})`;
  const balance = sql<string>`${invoices.toPay} - ${paidByDate}`;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      name: invoices.buyerName,
      dueDate: sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`,
      pln: plnAtOwnRate(balance, invoices.gross, invoices.grossPln),
    })
    .from(invoices)
    .where(
      and(
        countedInvoices(organizationId),
        lte(invoices.issueDate, from),
        between(invoices.dueDate, from, to),
        sql`${balance} > 0`,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, pln: Number(row.pln) }));
}

/** The KSeF queue of the organization: waiting, being sent, rejected, and accepted since `since`. */
export async function ksefQueueState(db: Db, organizationId: number, since: IsoDate) {
  const [row] = await db
    .select({
      queued: sql<string>`count(*) filter (where ${ksefSubmissions.status} = 'queued')`,
      sending: sql<string>`count(*) filter (where ${ksefSubmissions.status} = 'sending')`,
      rejected: sql<string>`count(*) filter (where ${ksefSubmissions.status} = 'rejected')`,
      accepted: sql<string>`count(*) filter (where ${ksefSubmissions.status} = 'accepted'
        and ${ksefSubmissions.acceptedAt} >= ${since}::date)`,
      oldestQueuedAt: sql<string | null>`min(${ksefSubmissions.queuedAt})
        filter (where ${ksefSubmissions.status} in ('queued', 'sending'))`,
    })
    .from(ksefSubmissions)
    .where(eq(ksefSubmissions.organizationId, organizationId));
  const oldest = row?.oldestQueuedAt ?? null;
  return {
    queued: Number(row?.queued ?? 0),
    sending: Number(row?.sending ?? 0),
    rejected: Number(row?.rejected ?? 0),
    acceptedThisMonth: Number(row?.accepted ?? 0),
    oldestQueuedAt: oldest === null ? null : new Date(oldest).toISOString(),
  };
}

export async function confirmationCounts(db: Db, organizationId: number) {
  const rows = await db
    .select({ status: balanceConfirmations.status, count: count() })
    .from(balanceConfirmations)
    .where(eq(balanceConfirmations.organizationId, organizationId))
    .groupBy(balanceConfirmations.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: of('pending'), confirmed: of('confirmed'), disputed: of('disputed') };
}

/** The dashboard's settings and the company's registered name (its legal form when none is set). */
export async function findDashboardSettings(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      zusPaymentDay: dashboardSettings.zusPaymentDay,
      legalForm: dashboardSettings.legalForm,
      organizationName: organizations.name,
    })
    .from(organizations)
    .leftJoin(dashboardSettings, eq(dashboardSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return {
    zusPaymentDay: row?.zusPaymentDay ?? null,
    legalForm: row?.legalForm ?? null,
    organizationName: row?.organizationName ?? '',
  };
}

/** Saves the ZUS day, and the legal form unless it is undefined (left as it was). */
export async function saveDashboardSettings(
  db: Db,
  organizationId: number,
  input: { zusPaymentDay: number | null; legalForm?: LegalForm | null | undefined },
) {
  const values = {
    zusPaymentDay: input.zusPaymentDay,
    ...(input.legalForm === undefined ? {} : { legalForm: input.legalForm }),
  };
  await db
    .insert(dashboardSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({
      target: dashboardSettings.organizationId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** One audit entry as the dashboard lists it. */
export interface ActivityRow {
  area: 'invoice' | 'cost' | 'bank' | 'balanceConfirmation';
  action: string;
  at: Date;
  userName: string | null;
  documentId: number | null;
  documentNumber: string | null;
}

/**
 * The latest `limit` entries of the organization's audit trails (invoices, costs, bank statements,
 * balance confirmations), newest first. Each trail is read with its own limit, by its indexes, and the
 * lists are merged here: a union ordered over all entries would sort every entry ever written.
 */
export async function recentActivity(db: Db, organizationId: number, limit: number): Promise<ActivityRow[]> {
  const [invoiceRows, costRows, bankRows, confirmationRows] = await Promise.all([
    db
      .select({
        action: invoiceAudit.action,
        at: invoiceAudit.at,
        userName: users.fullName,
        documentId: invoices.id,
        documentNumber: invoices.number,
      })
      .from(invoiceAudit)
      .innerJoin(invoices, eq(invoices.id, invoiceAudit.invoiceId))
      .leftJoin(users, eq(users.id, invoiceAudit.userId))
      .where(eq(invoices.organizationId, organizationId))
      .orderBy(desc(invoiceAudit.at), desc(invoiceAudit.id))
      .limit(limit),
    db
      .select({
        action: costAudit.action,
        at: costAudit.at,
        userName: users.fullName,
        documentId: costs.id,
        documentNumber: costs.number,
      })
      .from(costAudit)
      .innerJoin(costs, eq(costs.id, costAudit.costId))
      .leftJoin(users, eq(users.id, costAudit.userId))
      .where(eq(costs.organizationId, organizationId))
      .orderBy(desc(costAudit.at), desc(costAudit.id))
      .limit(limit),
    db
      .select({ action: bankAudit.action, at: bankAudit.at, userName: users.fullName })
      .from(bankAudit)
      .leftJoin(users, eq(users.id, bankAudit.userId))
      .where(eq(bankAudit.organizationId, organizationId))
      .orderBy(desc(bankAudit.at), desc(bankAudit.id))
      .limit(limit),
    db
      .select({
        action: balanceConfirmationAudit.action,
        at: balanceConfirmationAudit.at,
        userName: users.fullName,
        documentId: balanceConfirmationAudit.confirmationId,
      })
      .from(balanceConfirmationAudit)
      .leftJoin(users, eq(users.id, balanceConfirmationAudit.userId))
      // A download is recorded but is no change of the books: reading a PDF must not change this list.
      .where(
        and(
          eq(balanceConfirmationAudit.organizationId, organizationId),
          ne(balanceConfirmationAudit.action, 'downloaded'),
        ),
      )
      .orderBy(desc(balanceConfirmationAudit.at), desc(balanceConfirmationAudit.id))
      .limit(limit),
  ]);
  const all: ActivityRow[] = [
    ...invoiceRows.map((row) => ({ area: 'invoice' as const, ...row })),
    ...costRows.map((row) => ({ area: 'cost' as const, ...row })),
    ...bankRows.map((row) => ({ area: 'bank' as const, documentId: null, documentNumber: null, ...row })),
    ...confirmationRows.map((row) => ({
      area: 'balanceConfirmation' as const,
      documentNumber: null,
      ...row,
    })),
  ];
  return all.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}
