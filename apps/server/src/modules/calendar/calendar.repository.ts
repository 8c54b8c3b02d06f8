import { and, asc, between, eq, exists, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { EditableCalendar, RecurrenceFrequency } from '@saldo/contracts/calendar';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { costs } from '../costs/costs.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { payrollLists } from '../payroll/payroll.table.ts';
import { calendarEventGuests, calendarEvents, calendarFeeds } from './calendar.table.ts';

export type EventRow = typeof calendarEvents.$inferSelect;
export type NewEventRow = Omit<typeof calendarEvents.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface GuestRow {
  eventId: number;
  id: number;
  fullName: string;
  email: string;
}

/**
 * The events that may show in [from, to): single events overlapping it, and every recurring series
 * begun before its end (its occurrences are worked out in code). `guestId` narrows to a client's
 * invitations; `calendars` to the chosen ones.
 */
export async function listEventRows(
  db: Db,
  organizationId: number,
  { from, to, calendars, guestId }: { from: Date; to: Date; calendars: EditableCalendar[]; guestId?: number },
): Promise<EventRow[]> {
  if (calendars.length === 0) return [];
  const invited = exists(
    db
      .select({ one: sql`1` })
      .from(calendarEventGuests)
      .where(
        and(
          eq(calendarEventGuests.eventId, calendarEvents.id),
          eq(calendarEventGuests.userId, guestId ?? -1),
        ),
      ),
  );
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.organizationId, organizationId),
        inArray(calendarEvents.calendar, calendars),
        lt(calendarEvents.startAt, to),
        or(gt(calendarEvents.endAt, from), isNotNull(calendarEvents.recurrenceFreq)),
        guestId === undefined ? undefined : invited,
      ),
    )
    .orderBy(asc(calendarEvents.startAt), asc(calendarEvents.id));
}

export async function findEventRow(
  db: Db,
  organizationId: number,
  id: number,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, id)));
  return row;
}

export async function insertEventRow(db: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(calendarEvents).values(values).returning();
  if (!row) throw new Error('calendar_events insert returned no row');
  return row;
}

export async function updateEventRow(
  db: Db,
  organizationId: number,
  id: number,
  values: Omit<NewEventRow, 'organizationId' | 'createdBy'>,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, id)))
    .returning();
  return row;
}

export async function deleteEventRow(db: Db, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, id)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

export async function guestsOf(db: Db, eventIds: number[]): Promise<GuestRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: calendarEventGuests.eventId,
      id: users.id,
      fullName: users.fullName,
      email: users.email,
    })
    .from(calendarEventGuests)
    .innerJoin(users, eq(users.id, calendarEventGuests.userId))
    .where(inArray(calendarEventGuests.eventId, eventIds))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Replaces the guest list; answers the user ids newly added (they get an invitation). */
export async function setGuests(db: Db, eventId: number, userIds: number[]): Promise<number[]> {
  const before = await db
    .select({ userId: calendarEventGuests.userId })
    .from(calendarEventGuests)
    .where(eq(calendarEventGuests.eventId, eventId));
  const had = new Set(before.map((row) => row.userId));
  await db.delete(calendarEventGuests).where(eq(calendarEventGuests.eventId, eventId));
  if (userIds.length > 0)
    await db.insert(calendarEventGuests).values(userIds.map((userId) => ({ eventId, userId })));
  return userIds.filter((id) => !had.has(id));
}

/** The organization's users who may be invited: everyone not switched off. */
export async function organizationGuests(db: Db, organizationId: number, ids?: number[]) {
  return db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        isNull(users.deactivatedAt),
        ids === undefined ? undefined : inArray(users.id, ids.length > 0 ? ids : [-1]),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Sales invoices still to be paid whose due date falls in [from, to] (days). */
export async function invoicesDue(db: Db, organizationId: number, from: string, to: string) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      name: invoices.buyerName,
      dueDate: sql<string>`to_char(${invoices.dueDate}, 'YYYY-MM-DD')`,
      amount: invoices.toPay,
      currency: invoices.currency,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        ne(invoices.status, 'cancelled'),
        ne(invoices.status, 'paid'),
        ne(invoices.type, 'proforma'),
        between(invoices.dueDate, from, to),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(500);
}

/** Confirmed costs with a balance left whose due date falls in [from, to] (days). */
export async function costsDue(db: Db, organizationId: number, from: string, to: string) {
  return db
    .select({
      id: costs.id,
      number: costs.number,
      name: costs.supplierName,
      dueDate: sql<string>`to_char(${costs.dueDate}, 'YYYY-MM-DD')`,
      amount: costs.balance,
      currency: costs.currency,
    })
    .from(costs)
    .where(
      and(
        eq(costs.organizationId, organizationId),
        ne(costs.status, 'draft'),
        gt(costs.balance, 0),
        between(costs.dueDate, from, to),
      ),
    )
    .orderBy(asc(costs.dueDate), asc(costs.id))
    .limit(500);
}

/** Whether the organization runs payroll at all (any list made): only then has it pay days. */
export async function runsPayroll(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payrollLists.id })
    .from(payrollLists)
    .where(eq(payrollLists.organizationId, organizationId))
    .limit(1);
  return row !== undefined;
}

export async function findFeed(db: Db, userId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function saveFeed(
  db: Db,
  values: { userId: number; organizationId: number; tokenHash: string; sealedToken: string },
) {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: values.tokenHash, sealedToken: values.sealedToken, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('calendar_feeds upsert returned no row');
  return row;
}

export async function deleteFeed(db: Db, userId: number) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed's owner, if the token is live and the owner still active. */
export async function feedOwnerByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, organizationId: users.organizationId, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deactivatedAt)));
  return row;
}

export type RecurrenceColumns = {
  recurrenceFreq: RecurrenceFrequency | null;
  recurrenceInterval: number;
  recurrenceUntil: string | null;
  recurrenceCount: number | null;
};

export async function hasEvents(db: Db, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(eq(calendarEvents.organizationId, organizationId))
    .limit(1);
  return row !== undefined;
}
