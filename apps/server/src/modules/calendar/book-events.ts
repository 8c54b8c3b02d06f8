// The read-only calendars computed from the books on every read (never stored): invoices and costs
// due, the monthly and annual tax deadlines moved past weekends and holidays, and payroll's pay day.
import type { BookCalendar, CalendarEvent } from '@saldo/contracts/calendar';
import { hasLegalPersonality } from '@saldo/domain/company/legal-form';
import { effectiveDeadline, previousBusinessDay, isBusinessDay } from '@saldo/domain/dates/business-days';
import { addDays, addMonths, endOfMonth, startOfMonth, toIsoDate } from '@saldo/domain/dates/calendar';
import { deadlineInMonth, TAX_DEADLINE_KINDS, type ZusPaymentDay } from '@saldo/domain/dates/tax-deadlines';
import type { CurrencyCode } from '@saldo/domain/currency';
import { formatMoney } from '@saldo/domain/money';
import type { Language } from '@saldo/i18n/languages';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/translate.ts';
import { dashboardSettings } from '../dashboard/dashboard.service.ts';
import { payrollSettingsOf } from '../payroll/payroll-settings.service.ts';
import { costsDue, invoicesDue, runsPayroll } from './calendar.repository.ts';

type Source = NonNullable<CalendarEvent['extendedProps']['source']>;

function bookEvent(
  calendar: BookCalendar,
  id: string,
  day: string,
  title: string,
  source: Source,
  url = '',
  description = '',
): CalendarEvent {
  const end = addDays(day, 1);
  return {
    id,
    url,
    title,
    start: day,
    end,
    allDay: true,
    editable: false,
    extendedProps: {
      calendar,
      guests: [],
      location: '',
      description,
      recurrence: null,
      rrule: null,
      seriesStart: day,
      seriesEnd: end,
      source,
      ownerId: null,
    },
  };
}

/** The months whose deadlines may fall in [from, to] (a deadline moves at most a few days later). */
function monthsAround(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = startOfMonth(addDays(from, -10)); month <= to; month = addMonths(month, 1))
    months.push(month);
  return months;
}

const within = (day: string, from: string, to: string) => day >= from && day <= to;

async function invoiceEvents(db: Db, language: Language, organizationId: number, from: string, to: string) {
  const [sales, purchases] = await Promise.all([
    invoicesDue(db, organizationId, from, to),
    costsDue(db, organizationId, from, to),
  ]);
  const amount = (grosze: number, currency: CurrencyCode) =>
    formatMoney(grosze, { locale: language === 'pl' ? 'pl' : 'en', currency, nbsp: false });
  return [
    ...sales.map((row) =>
      bookEvent(
        'Invoices',
        `invoice-${row.id}`,
        row.dueDate,
        translate(language, 'calendar.book.invoiceDue', { number: row.number, name: row.name }),
        { kind: 'invoice', id: row.id },
        `/apps/invoice/preview/${row.id}`,
        amount(row.amount, row.currency),
      ),
    ),
    ...purchases.map((row) =>
      bookEvent(
        'Invoices',
        `cost-${row.id}`,
        row.dueDate,
        translate(language, 'calendar.book.costDue', { number: row.number, name: row.name }),
        { kind: 'cost', id: row.id },
        `/documents/costs/${row.id}`,
        amount(row.amount, row.currency),
      ),
    ),
  ];
}

/** The last day of February (PIT-11 to the employees) or a fixed day of the month. */
const annualDay = (year: number, month: number, day: number | 'last') =>
  day === 'last' ? endOfMonth(toIsoDate(year, month, 1)) : toIsoDate(year, month, day);

async function taxEvents(db: Db, language: Language, organizationId: number, from: string, to: string) {
  const settings = await dashboardSettings(db, organizationId);
  const zusDay: ZusPaymentDay = settings.effectiveZusPaymentDay;
  const events: CalendarEvent[] = [];
  for (const month of monthsAround(from, to)) {
    for (const kind of TAX_DEADLINE_KINDS) {
      const deadline = deadlineInMonth(kind, month, zusDay);
      if (!within(deadline.date, from, to)) continue;
      events.push(
        bookEvent(
          'Taxes',
          `tax-${kind}-${deadline.period}`,
          deadline.date,
          translate(language, `calendar.book.${kind}`, { period: deadline.period }),
          { kind: 'tax', id: null },
        ),
      );
    }
  }
  // The annual forms for the year before: PIT-4R and PIT-11 (31 January), PIT-11 to the employees
  // (end of February), then CIT-8 (31 March) for a legal person or PIT-36/36L (30 April) otherwise.
  const corporate = hasLegalPersonality(settings.effectiveLegalForm);
  const annual: { key: 'pit4r' | 'pit11' | 'cit8' | 'pit36'; month: number; day: number | 'last' }[] = [
    { key: 'pit4r', month: 1, day: 31 },
    { key: 'pit11', month: 2, day: 'last' },
    corporate ? { key: 'cit8', month: 3, day: 31 } : { key: 'pit36', month: 4, day: 30 },
  ];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const form of annual) {
      const date = effectiveDeadline(annualDay(year, form.month, form.day));
      if (!within(date, from, to)) continue;
      events.push(
        bookEvent(
          'Taxes',
          `tax-${form.key}-${year - 1}`,
          date,
          translate(language, `calendar.book.${form.key}`, { year: year - 1 }),
          { kind: 'tax', id: null },
        ),
      );
    }
  }
  return events;
}

/**
 * Pay is due by the 10th of the next month (art. 85 § 2 KP), paid the day before when that is a day
 * off (art. 85 § 3 KP); the contributions on payroll's ZUS day, moved later like any tax deadline.
 */
async function payrollEvents(db: Db, language: Language, organizationId: number, from: string, to: string) {
  if (!(await runsPayroll(db, organizationId))) return [];
  const { zusDueDay } = await payrollSettingsOf(db, organizationId);
  const events: CalendarEvent[] = [];
  for (const month of monthsAround(from, to)) {
    const period = addMonths(month, -1).slice(0, 7);
    const tenth = toIsoDate(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 10);
    const payDay = isBusinessDay(tenth) ? tenth : previousBusinessDay(tenth);
    if (within(payDay, from, to))
      events.push(
        bookEvent(
          'Payroll',
          `payroll-pay-${period}`,
          payDay,
          translate(language, 'calendar.book.payDay', { period }),
          { kind: 'payroll', id: null },
          '/documents/payroll',
        ),
      );
    const zus = deadlineInMonth('zus', month, zusDueDay === 20 ? 20 : 15);
    if (within(zus.date, from, to))
      events.push(
        bookEvent(
          'Payroll',
          `payroll-zus-${period}`,
          zus.date,
          translate(language, 'calendar.book.payrollZus', { period }),
          { kind: 'payroll', id: null },
          '/documents/payroll',
        ),
      );
  }
  return events;
}

/** The books' events of the chosen calendars between two days (inclusive). */
export async function bookEvents(
  db: Db,
  language: Language,
  organizationId: number,
  calendars: readonly BookCalendar[],
  from: string,
  to: string,
): Promise<CalendarEvent[]> {
  const parts = await Promise.all([
    calendars.includes('Invoices') ? invoiceEvents(db, language, organizationId, from, to) : [],
    calendars.includes('Taxes') ? taxEvents(db, language, organizationId, from, to) : [],
    calendars.includes('Payroll') ? payrollEvents(db, language, organizationId, from, to) : [],
  ]);
  return parts.flat().sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
