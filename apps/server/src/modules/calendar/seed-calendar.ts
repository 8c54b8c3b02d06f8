// The demo's calendar: a month of an accounting office's events around the day the seed runs, across
// the five calendars, a weekly stand-up (a series), guests among the demo logins. Idempotent.
import type { EditableCalendar, Recurrence } from '@saldo/contracts/calendar';
import { addDays } from '@saldo/domain/dates/calendar';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { hasEvents, insertEventRow, organizationGuests, setGuests } from './calendar.repository.ts';
import { parseCalendarTime, startOfWarsawDay } from './warsaw-time.ts';

type Who = 'admin' | 'accountant' | 'client';
const EMAIL: Record<Who, string> = {
  admin: 'admin@demo.com',
  accountant: 'accountant@demo.com',
  client: 'client@demo.com',
};

interface DemoEvent {
  title: string;
  calendar: EditableCalendar;
  /** Days from today. */
  day: number;
  /** 'HH:MM' Warsaw, or null for an all-day event. */
  from: string | null;
  to: string | null;
  /** Whole days an all-day event lasts. */
  days?: number;
  guests?: Who[];
  location?: string;
  description?: string;
  recurrence?: Recurrence;
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Team stand-up',
    calendar: 'Business',
    day: -21,
    from: '09:00',
    to: '09:15',
    guests: ['accountant'],
    location: 'Meeting room',
    recurrence: { freq: 'weekly', interval: 1, until: null, count: null },
  },
  {
    title: 'Month-end closing',
    calendar: 'Business',
    day: 3,
    from: '10:00',
    to: '12:00',
    guests: ['accountant'],
    description: 'Bank reconciliation, accruals, VAT registers.',
  },
  {
    title: 'Meeting with the auditor',
    calendar: 'Business',
    day: 8,
    from: '13:00',
    to: '14:30',
    guests: ['accountant'],
    location: 'ul. Marszałkowska 10, Warszawa',
  },
  {
    title: 'Contract review with Jan Nowak',
    calendar: 'Business',
    day: 1,
    from: '11:00',
    to: '12:00',
    guests: ['client'],
    location: 'Video call',
  },
  {
    title: 'Quarterly planning',
    calendar: 'Business',
    day: -6,
    from: '14:00',
    to: '16:00',
    guests: ['accountant'],
  },
  { title: 'Payroll inputs deadline', calendar: 'ETC', day: -2, from: null, to: null },
  { title: 'KSeF certificate renewal', calendar: 'ETC', day: 12, from: null, to: null },
  {
    title: 'Training: JPK_CIT',
    calendar: 'Personal',
    day: 5,
    from: '09:00',
    to: '15:00',
    location: 'Online',
  },
  { title: 'Dentist', calendar: 'Personal', day: -9, from: '17:30', to: '18:15' },
  { title: 'Gym', calendar: 'Personal', day: 2, from: '18:00', to: '19:00' },
  { title: "Kasia's birthday", calendar: 'Family', day: 6, from: null, to: null },
  { title: 'School play', calendar: 'Family', day: -4, from: '16:00', to: '17:30' },
  { title: 'Office closed: Christmas', calendar: 'Holiday', day: 28, from: null, to: null, days: 3 },
  { title: 'Long weekend', calendar: 'Holiday', day: -12, from: null, to: null, days: 2 },
  {
    title: 'Client onboarding call',
    calendar: 'Business',
    day: 15,
    from: '10:30',
    to: '11:00',
    guests: ['client', 'accountant'],
  },
];

function times(today: string, event: DemoEvent): { start: Date; end: Date } {
  const day = addDays(today, event.day);
  if (event.from === null || event.to === null)
    return { start: startOfWarsawDay(day), end: startOfWarsawDay(addDays(day, event.days ?? 1)) };
  const start = parseCalendarTime(`${day}T${event.from}`);
  const end = parseCalendarTime(`${day}T${event.to}`);
  if (!start || !end) throw new Error(`demo event ${event.title} has unreadable times`);
  return { start, end };
}

export async function seedDemoCalendar(db: Db, organizationId: number): Promise<void> {
  if (await hasEvents(db, organizationId)) return;
  const people = await organizationGuests(db, organizationId);
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  const adminId = idOf.get(EMAIL.admin) ?? null;
  const today = todayInPoland();
  await db.transaction(async (tx) => {
    for (const event of DEMO_EVENTS) {
      const { start, end } = times(today, event);
      const row = await insertEventRow(tx, {
        organizationId,
        calendar: event.calendar,
        title: event.title,
        startAt: start,
        endAt: end,
        allDay: event.from === null,
        location: event.location ?? '',
        description: event.description ?? '',
        recurrenceFreq: event.recurrence?.freq ?? null,
        recurrenceInterval: event.recurrence?.interval ?? 1,
        recurrenceUntil: event.recurrence?.until ?? null,
        recurrenceCount: event.recurrence?.count ?? null,
        createdBy: adminId,
      });
      const guests = (event.guests ?? [])
        .map((who) => idOf.get(EMAIL[who]))
        .filter((id): id is number => id !== undefined);
      if (guests.length > 0) await setGuests(tx, row.id, guests);
    }
  });
}
