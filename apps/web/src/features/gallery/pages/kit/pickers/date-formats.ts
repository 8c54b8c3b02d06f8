import { dateTimeFormat } from '../../../../../lib/intl-format.ts';

/**
 * How the gallery's date and time fields show what they hold. A date input's value is always the ISO
 * text the API gets ("2026-03-01"); how the browser draws it follows the browser's own language, so
 * the page prints it in the app's language beside it. Every value is read on the wall clock (as UTC),
 * so no time zone moves a date by a day nor a time by an hour.
 */

/** "2026-03-01" → "01.03.2026" in Polish (dd.mm.rrrr), "03/01/2026" in English. */
export function numericDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "09:30" (a time input's value) in the language: "09:30" in Polish, "9:30 AM" in English. */
export function wallTime(hhmm: string, language: string): string {
  const date = new Date(`1970-01-01T${hhmm.slice(0, 5)}:00Z`);
  if (Number.isNaN(date.getTime())) return hhmm;
  return dateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** "2026-03-30T09:00" (a datetime-local value, Warsaw wall clock) with date and time in the language. */
export function wallDateTime(text: string, language: string): string {
  const date = new Date(`${text.slice(0, 16)}:00Z`);
  if (Number.isNaN(date.getTime())) return text;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
}

/** The calendar app's times lose their offset on the way in: '2026-03-30T09:00:00+02:00' → '2026-03-30T09:00'. */
export const forDateTimeInput = (apiTime: string): string =>
  apiTime.replace(/(Z|[+-]\d{2}:\d{2})$/, '').slice(0, 16);

/** The month around a day as the calendar's list window: from its first day to the next month's. */
export function monthWindow(today: string): { start: string; end: string } {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { start: `${today.slice(0, 7)}-01T00:00:00`, end: `${next}-01T00:00:00` };
}
