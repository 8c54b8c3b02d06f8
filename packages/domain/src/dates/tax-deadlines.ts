// The monthly deadlines of a Polish company's payments and returns, for the month before each one:
//   ZUS contributions (art. 47 ust. 1 ustawy o systemie ubezpieczeń społecznych): the 15th for payers
//     with legal personality (sp. z o.o., S.A., foundations…), the 20th for everyone else (sole traders,
//     civil and commercial partnerships); budget units (the 5th) are not Saldo's users;
//   PIT-4 (the income tax withheld from salaries and contracts, art. 38 ust. 1 ustawy o PIT): the 20th;
//   JPK_V7M with the VAT due (art. 99 ust. 1 and art. 109 ust. 3 ustawy o VAT): the 25th.
// A deadline on a Saturday or a public holiday moves to the next day that is neither (art. 12 § 5
// Ordynacji podatkowej; the ZUS act applies it through its art. 31); every Sunday is a holiday.
import { addMonths, compareDates, startOfMonth, toIsoDate, calendarDate, type IsoDate } from './calendar.ts';
import { effectiveDeadline } from './business-days.ts';

export const ZUS_PAYMENT_DAYS = [15, 20] as const;
export type ZusPaymentDay = (typeof ZUS_PAYMENT_DAYS)[number];

/**
 * The 20th: the day of sole traders and partnerships. Which day a company has follows its legal form
 * (company/legal-form.ts: zusPaymentDayFor), the 15th for legal persons.
 */
export const DEFAULT_ZUS_PAYMENT_DAY: ZusPaymentDay = 20;

export const TAX_DEADLINE_KINDS = ['zus', 'pit4', 'vat'] as const;
export type TaxDeadlineKind = (typeof TAX_DEADLINE_KINDS)[number];

export interface TaxDeadline {
  readonly kind: TaxDeadlineKind;
  /** The month whose contributions, tax or return are due ('YYYY-MM'). */
  readonly period: string;
  /** The day the act names. */
  readonly statutoryDate: IsoDate;
  /** The statutory day moved past a Saturday, Sunday or public holiday: the last day on time. */
  readonly date: IsoDate;
}

const dayOfMonth = (kind: TaxDeadlineKind, zusDay: ZusPaymentDay): number =>
  kind === 'zus' ? zusDay : kind === 'pit4' ? 20 : 25;

/** The deadline of `kind` that falls in the month of `monthStart` (for the month before it). */
export function deadlineInMonth(
  kind: TaxDeadlineKind,
  monthStart: IsoDate,
  zusDay: ZusPaymentDay,
): TaxDeadline {
  const { year, month } = calendarDate(monthStart);
  const statutoryDate = toIsoDate(year, month, dayOfMonth(kind, zusDay));
  return {
    kind,
    period: addMonths(startOfMonth(monthStart), -1).slice(0, 7),
    statutoryDate,
    date: effectiveDeadline(statutoryDate),
  };
}

/**
 * The next deadline of each kind on or after `today`, earliest first: this month's while its (moved)
 * day has not passed, otherwise next month's. On the moved day itself the deadline is still upcoming.
 */
export function upcomingTaxDeadlines(today: IsoDate, zusDay: ZusPaymentDay): TaxDeadline[] {
  const thisMonth = startOfMonth(today);
  return TAX_DEADLINE_KINDS.map((kind) => {
    const current = deadlineInMonth(kind, thisMonth, zusDay);
    return compareDates(current.date, today) >= 0
      ? current
      : deadlineInMonth(kind, addMonths(thisMonth, 1), zusDay);
  }).sort((a, b) => compareDates(a.date, b.date) || a.kind.localeCompare(b.kind));
}
