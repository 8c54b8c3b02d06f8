import { addDays } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { bookEvents } from '../calendar/book-events.ts';
import { invoicesDue } from '../calendar/calendar.repository.ts';
import {
  activeAdminIds,
  lockDeadlineNotices,
  notify,
  organizationIds,
  tasksDueOn,
} from './notifications.repository.ts';

/** Past this many invoices due tomorrow, an administrator gets one event counting them, not one each. */
export const INVOICES_ONE_BY_ONE = 5;
/** The notices go out from this hour of the Warsaw morning, not at midnight. */
export const NOTICE_HOUR = 7;

const warsawHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * The calendar's book events carry their kind in the id (`tax-vat-2026-10`, `tax-pit4r-2025`,
 * `payroll-pay-2026-10`, `payroll-zus-2026-10`): the bell words each kind in the reader's language.
 */
function bookDeadline(id: string): { context: string; period: string } | undefined {
  const tax = /^tax-([a-z0-9]+)-(.+)$/.exec(id);
  if (tax?.[1] && tax[2]) return { context: tax[1], period: tax[2] };
  const payroll = /^payroll-(pay|zus)-(.+)$/.exec(id);
  if (payroll?.[1] && payroll[2])
    return { context: payroll[1] === 'pay' ? 'payDay' : 'payrollZus', period: payroll[2] };
  return undefined;
}

async function organizationNotices(tx: Db, organizationId: number, day: string): Promise<number> {
  let sent = 0;
  const deadline = { organizationId, kind: 'deadlineTomorrow' as const };
  // Each assignee's own open tasks.
  for (const task of await tasksDueOn(tx, organizationId, day)) {
    if (task.assigneeId === null) continue;
    sent += await notify(tx, {
      ...deadline,
      params: { context: 'task', title: task.title },
      link: '/apps/todo',
      userId: task.assigneeId,
      once: { key: `${day}:task-${task.id}` },
    });
  }
  // The administrators: sales invoices still unpaid whose payment is due tomorrow.
  const due = await invoicesDue(tx, organizationId, day, day);
  if (due.length > 0) {
    for (const userId of await activeAdminIds(tx, organizationId)) {
      if (due.length > INVOICES_ONE_BY_ONE) {
        sent += await notify(tx, {
          ...deadline,
          params: { context: 'invoices', count: String(due.length) },
          link: '/apps/invoice/list',
          userId,
          once: { key: `${day}:invoices` },
        });
        continue;
      }
      for (const invoice of due)
        sent += await notify(tx, {
          ...deadline,
          params: { context: 'invoice', number: invoice.number, buyer: invoice.name },
          link: `/apps/invoice/preview/${invoice.id}`,
          userId,
          once: { key: `${day}:invoice-${invoice.id}` },
        });
    }
  }
  // The books' deadlines the calendar computes (VAT and JPK, ZUS, PIT advances, annual forms, pay day):
  // the staff who keep the books (administrators and accountants).
  for (const event of await bookEvents(tx, 'en', organizationId, ['Taxes', 'Payroll'], day, day)) {
    const what = bookDeadline(event.id);
    if (!what) continue;
    sent += await notify(tx, {
      ...deadline,
      params: what,
      link: event.url || '/apps/calendar',
      once: { key: `${day}:${event.id}` },
    });
  }
  return sent;
}

/**
 * Tells each user once of what falls due tomorrow (the Polish business date): their tasks, the unpaid
 * invoices (administrators) and the tax and payroll deadlines (staff). Idempotent: a key per user and
 * deadline, checked under an advisory lock, so hourly runs on several instances send each once.
 * Returns how many events were written.
 */
export async function sendDeadlineNotices(db: Db, at = new Date()): Promise<number> {
  if (Number(warsawHour.format(at)) < NOTICE_HOUR) return 0;
  const tomorrow = addDays(todayInPoland(at), 1);
  let sent = 0;
  for (const organizationId of await organizationIds(db))
    sent += await db.transaction(async (tx) => {
      await lockDeadlineNotices(tx);
      return organizationNotices(tx, organizationId, tomorrow);
    });
  return sent;
}
