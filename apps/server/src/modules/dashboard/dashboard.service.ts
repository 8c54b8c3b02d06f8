import type {
  DashboardOverview,
  DashboardSettings,
  DashboardSettingsInput,
  Deadline,
} from '@saldo/contracts/dashboard';
import { addDays, addMonths, startOfMonth, type IsoDate } from '@saldo/domain/dates/calendar';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import { daysOverdue } from '@saldo/domain/receivables';
import { legalFormFromName, zusPaymentDayFor } from '@saldo/domain/company/legal-form';
import { upcomingTaxDeadlines, type ZusPaymentDay } from '@saldo/domain/dates/tax-deadlines';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { issuedByMonth } from '../debt/reports/receivables.repository.ts';
import { receivablesAging } from '../debt/reports/receivables.service.ts';
import {
  cashPositions,
  confirmationCounts,
  costsByCategory,
  findDashboardSettings,
  invoicesDueBetween,
  issuedCountByMonth,
  ksefQueueState,
  recentActivity,
  saveDashboardSettings,
} from './dashboard.repository.ts';

export const TOP_DEBTORS = 5;
export const ACTIVITY_ENTRIES = 10;
/** Invoices whose payment deadline falls within this many days are listed among the deadlines. */
export const INVOICE_DEADLINE_DAYS = 14;
export const INVOICE_DEADLINES = 5;

const asZusDay = (day: number | null): ZusPaymentDay | null => (day === 15 || day === 20 ? day : null);

/**
 * The ZUS day follows the company's legal form (the 15th for legal persons, the 20th for sole traders
 * and partnerships): the form set in the settings, else the one its registered name states; an
 * explicit day overrides it.
 */
export async function dashboardSettings(db: Db, organizationId: number): Promise<DashboardSettings> {
  const row = await findDashboardSettings(db, organizationId);
  const day = asZusDay(row.zusPaymentDay);
  const effectiveLegalForm = row.legalForm ?? legalFormFromName(row.organizationName);
  return {
    zusPaymentDay: day,
    legalForm: row.legalForm,
    effectiveLegalForm,
    effectiveZusPaymentDay: day ?? zusPaymentDayFor(effectiveLegalForm),
  };
}

export async function updateDashboardSettings(
  db: Db,
  organizationId: number,
  input: DashboardSettingsInput,
): Promise<DashboardSettings> {
  await saveDashboardSettings(db, organizationId, input);
  return dashboardSettings(db, organizationId);
}

const month = (date: IsoDate) => date.slice(0, 7);

/** Invoice deadlines (due within INVOICE_DEADLINE_DAYS, still open) and the next tax deadlines, by date. */
async function deadlinesFrom(
  db: Db,
  organizationId: number,
  date: IsoDate,
  zusDay: ZusPaymentDay,
): Promise<Deadline[]> {
  const due = await invoicesDueBetween(
    db,
    organizationId,
    date,
    addDays(date, INVOICE_DEADLINE_DAYS),
    INVOICE_DEADLINES,
  );
  const invoiceDeadlines: Deadline[] = due.map((row) => ({
    kind: 'invoice',
    // A payment due on a Saturday or holiday is on time on the next business day (art. 115 KC).
    date: effectiveDeadline(row.dueDate),
    statutoryDate: row.dueDate,
    period: null,
    invoiceId: row.id,
    number: row.number,
    name: row.name,
    amount: row.pln,
  }));
  const taxDeadlines: Deadline[] = upcomingTaxDeadlines(date, zusDay).map((deadline) => ({
    kind: deadline.kind,
    date: deadline.date,
    statutoryDate: deadline.statutoryDate,
    period: deadline.period,
    invoiceId: null,
    number: null,
    name: null,
    amount: null,
  }));
  return [...invoiceDeadlines, ...taxDeadlines].sort(
    (a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind),
  );
}

/**
 * The admin's dashboard on `day` (default today). Revenue is what the receivables report calls sales:
 * the gross of the invoices issued in the month, in PLN, proformas and cancelled invoices left out.
 */
export async function dashboardOverview(
  db: Db,
  organizationId: number,
  day: IsoDate | undefined,
): Promise<DashboardOverview> {
  const date = day ?? todayInPoland();
  const thisMonth = startOfMonth(date);
  const previousMonth = addMonths(thisMonth, -1);
  const [settings, revenue, issued, aging, cash, costs, ksef, confirmations, activity] = await Promise.all([
    dashboardSettings(db, organizationId),
    issuedByMonth(db, organizationId, previousMonth, date),
    issuedCountByMonth(db, organizationId, previousMonth, date),
    receivablesAging(db, organizationId, date),
    cashPositions(db, organizationId, date),
    costsByCategory(db, organizationId, month(date)),
    ksefQueueState(db, organizationId, thisMonth),
    confirmationCounts(db, organizationId),
    recentActivity(db, organizationId, ACTIVITY_ENTRIES),
  ]);
  const zusDay = settings.effectiveZusPaymentDay;
  const deadlines = await deadlinesFrom(db, organizationId, date, zusDay);

  const debtors = aging.contractors.filter((entry) => entry.overdueInvoices > 0);
  const oldest = debtors
    .map((entry) => entry.oldestOverdueDueDate)
    .filter((due): due is string => due !== null)
    .sort()[0];
  return {
    date,
    revenue: {
      month: month(thisMonth),
      thisMonth: revenue.get(month(thisMonth)) ?? 0,
      previousMonth: month(previousMonth),
      lastMonth: revenue.get(month(previousMonth)) ?? 0,
    },
    invoicesIssued: {
      thisMonth: issued.get(month(thisMonth)) ?? 0,
      lastMonth: issued.get(month(previousMonth)) ?? 0,
    },
    receivables: {
      total: aging.total.total,
      overdue: debtors.reduce((sum, entry) => sum + entry.overdue, 0),
      overdueInvoices: debtors.reduce((sum, entry) => sum + entry.overdueInvoices, 0),
      oldestDaysOverdue: oldest === undefined ? 0 : daysOverdue(oldest, date),
    },
    topDebtors: [...debtors]
      .sort((a, b) => b.overdue - a.overdue || a.name.localeCompare(b.name, 'pl'))
      .slice(0, TOP_DEBTORS)
      .map((entry) => ({
        contractorId: entry.contractorId,
        name: entry.name,
        overdue: entry.overdue,
        invoices: entry.overdueInvoices,
        oldestDaysOverdue: entry.oldestOverdueDueDate ? daysOverdue(entry.oldestOverdueDueDate, date) : 0,
      })),
    cash,
    costsByCategory: costs,
    deadlines,
    zusPaymentDay: zusDay,
    zusPaymentDayIsDefault: settings.zusPaymentDay === null,
    legalForm: settings.effectiveLegalForm,
    ksef,
    balanceConfirmations: confirmations,
    activity: activity.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}
