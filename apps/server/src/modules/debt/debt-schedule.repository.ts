// The collection schedule's SQL: which organizations run it, which invoices may have a step due, and
// the claim row that makes each step run once.
import { and, eq, gt, gte, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { IsoDate } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { organizationSettings } from '../organizations/organization-settings.table.ts';
import { debtScheduleRuns } from './debt.table.ts';

/** The organizations whose debt settings have the schedule on, with those settings. */
export async function listScheduledOrganizations(db: Db) {
  return db
    .select({ organizationId: organizationSettings.organizationId, debt: organizationSettings.debt })
    .from(organizationSettings)
    .where(sql`(${organizationSettings.debt} ->> 'enabled')::boolean is true`);
}

/** The organization's open invoices (not proformas, something owed) due between the two days. */
export async function listOpenInvoicesDueBetween(db: Db, organizationId: number, from: IsoDate, to: IsoDate) {
  return db
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        notInArray(invoices.status, ['paid', 'cancelled']),
        ne(invoices.type, 'proforma'),
        gt(invoices.balance, 0),
        gte(invoices.dueDate, from),
        lte(invoices.dueDate, to),
      ),
    )
    .orderBy(invoices.id);
}

/** Inserts the claim of one step of one invoice; false when it was taken already (by any instance). */
export async function claimScheduleStep(
  db: Db,
  invoiceId: number,
  stepKey: string,
  runOn: IsoDate,
): Promise<boolean> {
  const claimed = await db
    .insert(debtScheduleRuns)
    .values({ invoiceId, stepKey, runOn })
    .onConflictDoNothing()
    .returning({ invoiceId: debtScheduleRuns.invoiceId });
  return claimed.length > 0;
}
