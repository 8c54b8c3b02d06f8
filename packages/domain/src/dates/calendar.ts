// Calendar dates as ISO strings 'YYYY-MM-DD'. Invoices, due dates and interest are about calendar days
// in Poland, not instants, so no Date object and no time zone is involved: a date computed in a browser
// in New York is the same string as on the server. Arithmetic uses day numbers (days since 1970-01-01)
// with H. Hinnant's civil-calendar algorithms, exact for years 1–9999.

/** 'YYYY-MM-DD'. Strings compare correctly with < and >. */
export type IsoDate = string;

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  const days = MONTH_DAYS[month - 1];
  if (days === undefined) throw new RangeError(`invalid month ${month}`);
  return days;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function toIsoDate(year: number, month: number, day: number): IsoDate {
  if (!isValidDate(year, month, day)) throw new RangeError(`invalid date ${year}-${month}-${day}`);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(text: string): CalendarDate | null {
  const match = ISO_PATTERN.exec(text);
  if (match === null) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return isValidDate(year, month, day) ? { year, month, day } : null;
}

export function isIsoDate(text: string): text is IsoDate {
  return parseIsoDate(text) !== null;
}

/** Parses or throws: for dates that code (not a user) passes in. */
export function calendarDate(date: IsoDate): CalendarDate {
  const parsed = parseIsoDate(date);
  if (parsed === null) throw new RangeError(`invalid ISO date ${JSON.stringify(date)}`);
  return parsed;
}

/** Days since 1970-01-01 (negative before). */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = calendarDate(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return toIsoDate(year, month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/**
 * Calendar months, clamped to the end of the target month: 31 Jan + 1 → 28 (29) Feb.
 * For a series (monthly invoices on the 31st) always add n months to the first date, not 1 month to
 * the previous result, or the series drifts to the 28th for good (see recurrence.ts).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = calendarDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toIsoDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** to − from in days: daysBetween('2025-03-10', '2025-04-09') === 30. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ISO weekday: 1 = Monday … 6 = Saturday, 7 = Sunday. */
export function dayOfWeek(date: IsoDate): number {
  const n = toDayNumber(date);
  return ((((n + 3) % 7) + 7) % 7) + 1;
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = calendarDate(date);
  return toIsoDate(year, month, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = calendarDate(date);
  return toIsoDate(year, month, daysInMonth(year, month));
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}
