// Calendar times cross the wire as Europe/Warsaw wall-clock text and live in the database as UTC
// instants. Intl knows the zone's rules (both clock changes), so no time-zone library is needed.
export const CALENDAR_ZONE = 'Europe/Warsaw';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A wall-clock time in Warsaw written as if it were UTC (the "floating" form rrule works in). */
export function toFloating(instant: Date): Date {
  const map = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  return new Date(
    Date.UTC(
      Number(map.year),
      Number(map.month) - 1,
      Number(map.day),
      Number(map.hour),
      Number(map.minute),
      Number(map.second),
    ),
  );
}

/** Warsaw's offset from UTC at `instant`, in milliseconds (+1 h in winter, +2 h in summer). */
export const offsetAt = (instant: Date): number => toFloating(instant).getTime() - instant.getTime();

/**
 * The instant a Warsaw wall-clock time names. A time the spring change skips (02:30 on the last
 * Sunday of March) lands an hour later; one the autumn change repeats takes its first (summer) reading.
 */
export function fromFloating(floating: Date): Date {
  const day = 86_400_000;
  // The offsets in force a day either side; the larger (summer) first, so a repeated hour reads as summer.
  const offsets = [...new Set([day, -day].map((d) => offsetAt(new Date(floating.getTime() + d))))].sort(
    (a, b) => b - a,
  );
  for (const offset of offsets) {
    const candidate = new Date(floating.getTime() - offset);
    if (toFloating(candidate).getTime() === floating.getTime()) return candidate;
  }
  // A skipped time: read with the offset before the change, it lands as far past the change.
  return new Date(floating.getTime() - Math.min(...offsets));
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** '2026-03-30T09:00:00+02:00': the wall-clock time in Warsaw and its offset. */
export function formatWarsaw(instant: Date): string {
  const floating = toFloating(instant).toISOString().slice(0, 19);
  const minutes = Math.round(offsetAt(instant) / 60_000);
  return `${floating}${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The Warsaw day of an instant, 'YYYY-MM-DD'. */
export const warsawDay = (instant: Date): string => toFloating(instant).toISOString().slice(0, 10);

/** Warsaw midnight starting `day` ('YYYY-MM-DD') as an instant. */
export const startOfWarsawDay = (day: string): Date => fromFloating(new Date(`${day}T00:00:00Z`));

/**
 * Reads the API's time text: a day (Warsaw midnight), a time with an offset (that instant) or without
 * one (Warsaw wall-clock). The contract's pattern has already been checked; null for an impossible
 * date such as 2026-02-30.
 */
export function parseCalendarTime(text: string): Date | null {
  const day = text.slice(0, 10);
  const probe = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(probe.getTime()) || probe.toISOString().slice(0, 10) !== day) return null;
  if (text.length === 10) return startOfWarsawDay(day);
  const hasOffset = /(Z|[+-]\d{2}:\d{2})$/.test(text);
  const withSeconds = text.length === 16 || (hasOffset && /T\d{2}:\d{2}(Z|[+-])/.test(text));
  const normalized = withSeconds ? text.replace(/T(\d{2}:\d{2})/, 'T$1:00') : text;
  if (hasOffset) {
    const instant = new Date(normalized);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const floating = new Date(`${normalized}Z`);
  return Number.isNaN(floating.getTime()) ? null : fromFloating(floating);
}
