// Polish public holidays (dni ustawowo wolne od pracy), ustawa z 18.01.1951 o dniach wolnych od pracy,
// as in force since 1990 (3 May restored in 1990). Changes by year:
//   2011+  6 January (Trzech Króli), ustawa z 24.09.2010;
//   2018   12 November, one-off (100th anniversary of independence), ustawa z 6.11.2018;
//   2025+  24 December (Wigilia), ustawa z 6.12.2024.
// Easter-dependent days use the Gregorian computus (Meeus/Jones/Butcher).
import { addDays, dayOfWeek, toIsoDate, type IsoDate } from './calendar.ts';

export interface Holiday {
  readonly date: IsoDate;
  readonly name: string;
}

export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return toIsoDate(year, month, day);
}

function computeHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string): Holiday => ({
    date: toIsoDate(year, month, day),
    name,
  });
  const list: Holiday[] = [fixed(1, 1, 'Nowy Rok')];
  if (year >= 2011) list.push(fixed(1, 6, 'Święto Trzech Króli'));
  list.push(
    { date: easter, name: 'Wielkanoc' },
    { date: addDays(easter, 1), name: 'Poniedziałek Wielkanocny' },
    fixed(5, 1, 'Święto Pracy'),
    fixed(5, 3, 'Święto Narodowe Trzeciego Maja'),
    { date: addDays(easter, 49), name: 'Zielone Świątki' },
    { date: addDays(easter, 60), name: 'Boże Ciało' },
    fixed(8, 15, 'Wniebowzięcie Najświętszej Maryi Panny'),
    fixed(11, 1, 'Wszystkich Świętych'),
    fixed(11, 11, 'Narodowe Święto Niepodległości'),
  );
  if (year === 2018) list.push(fixed(11, 12, 'Święto Niepodległości (100. rocznica)'));
  if (year >= 2025) list.push(fixed(12, 24, 'Wigilia Bożego Narodzenia'));
  list.push(
    fixed(12, 25, 'Boże Narodzenie (pierwszy dzień)'),
    fixed(12, 26, 'Boże Narodzenie (drugi dzień)'),
  );
  return list.sort((x, y) => (x.date < y.date ? -1 : 1));
}

// Holidays of a year never change, so caching them keeps business-day loops cheap without side effects.
const cache = new Map<number, { list: readonly Holiday[]; dates: ReadonlySet<IsoDate> }>();

function holidaysOf(year: number) {
  let entry = cache.get(year);
  if (entry === undefined) {
    const list = computeHolidays(year);
    entry = { list, dates: new Set(list.map((h) => h.date)) };
    cache.set(year, entry);
  }
  return entry;
}

export function polishHolidays(year: number): readonly Holiday[] {
  return holidaysOf(year).list;
}

export function isPublicHoliday(date: IsoDate): boolean {
  return holidaysOf(Number(date.slice(0, 4))).dates.has(date);
}

export function holidayName(date: IsoDate): string | null {
  return holidaysOf(Number(date.slice(0, 4))).list.find((h) => h.date === date)?.name ?? null;
}

export function isWeekend(date: IsoDate): boolean {
  return dayOfWeek(date) >= 6;
}
