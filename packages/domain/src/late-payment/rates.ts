// Interest-rate data. Everything else in late-payment/ derives from this table, so updating it after an
// RPP (Monetary Policy Council) decision is the only change needed; the server may also pass its own
// table (e.g. loaded from settings) to every function.
//
// NBP reference rate changes, effective dates as announced by NBP/RPP (quoted by infor.pl, wprost,
// businessinsider, bezprawnik, dorzeczy; reference: shared/reference/polish-payroll-tax.md §4).
// Rates are in basis points (1/100 of a percent): 575 = 5.75 %.
// Earlier history is deliberately absent: the reference material does not cover it, and an unverified
// rate would silently produce wrong interest. Periods before the first entry return 'rate_unknown'.
import type { IsoDate } from '../dates/calendar.ts';

export interface ReferenceRateChange {
  /** First day the rate is in force. */
  readonly from: IsoDate;
  /** Basis points. */
  readonly rate: number;
}

export const NBP_REFERENCE_RATES: readonly ReferenceRateChange[] = [
  { from: '2023-10-05', rate: 575 }, // RPP decision of 4.10.2023
  { from: '2025-05-08', rate: 525 }, // RPP 7.05.2025
  { from: '2025-07-03', rate: 500 }, // RPP 2.07.2025
  { from: '2025-09-04', rate: 475 }, // RPP 3.09.2025
  { from: '2025-10-09', rate: 450 }, // RPP 8.10.2025
  { from: '2025-11-06', rate: 425 }, // RPP 5.11.2025
  { from: '2025-12-04', rate: 400 }, // RPP 3.12.2025
  { from: '2026-03-05', rate: 375 }, // RPP 4.03.2026
];

/**
 * The reference material was compiled in March 2026; no RPP decision could take effect before April.
 * Interest for days after this date assumes the last rate is unchanged and carries a warning.
 */
export const REFERENCE_RATES_KNOWN_THROUGH: IsoDate = '2026-03-31';

/**
 * Margins over the reference rate, in basis points.
 * - commercial: ustawa o przeciwdziałaniu nadmiernym opóźnieniom w transakcjach handlowych, art. 4 pkt 3,
 *   +10 pp since 1.01.2020; the rate is fixed per half-year from the reference rate in force on 1 January
 *   and 1 July (art. 11b). Confirmed for 2024: 15.75 % (inforfk.pl tables).
 * - commercial_healthcare: +8 pp where the debtor is a public entity that is a healthcare provider.
 * - statutory: odsetki ustawowe za opóźnienie, art. 481 § 2 KC, +5.5 pp, changing with each ref. rate.
 * - capital: odsetki ustawowe (kapitałowe), art. 359 § 2 KC, +3.5 pp.
 */
export const MARGINS = {
  commercial: 1000,
  commercial_healthcare: 800,
  statutory: 550,
  capital: 350,
} as const;

export type RateKind = keyof typeof MARGINS;

export function referenceRateOn(
  date: IsoDate,
  table: readonly ReferenceRateChange[] = NBP_REFERENCE_RATES,
): number | null {
  let rate: number | null = null;
  for (const change of table) {
    if (change.from <= date) rate = change.rate;
    else break;
  }
  return rate;
}

/** The first day of the half-year containing the date: commercial rates are fixed on it. */
export function halfYearStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 4)}-${Number(date.slice(5, 7)) <= 6 ? '01' : '07'}-01`;
}

/** Annual rate in basis points for the given kind on the given day, or null when the table has no rate. */
export function interestRateOn(
  kind: RateKind,
  date: IsoDate,
  table: readonly ReferenceRateChange[] = NBP_REFERENCE_RATES,
): number | null {
  const fixingDay = kind === 'commercial' || kind === 'commercial_healthcare' ? halfYearStart(date) : date;
  const reference = referenceRateOn(fixingDay, table);
  return reference === null ? null : reference + MARGINS[kind];
}

/** Contractual interest may not exceed twice the statutory rate (art. 481 § 2¹ KC). */
export function maxContractualDelayRateOn(
  date: IsoDate,
  table: readonly ReferenceRateChange[] = NBP_REFERENCE_RATES,
): number | null {
  const statutory = interestRateOn('statutory', date, table);
  return statutory === null ? null : statutory * 2;
}

/** A reference rate entered by hand (settings), with the day it was entered. */
export interface EnteredReferenceRate extends ReferenceRateChange {
  readonly enteredOn: IsoDate;
}

/**
 * The shipped table with rates entered after it: an entered rate replaces a shipped one of the same
 * effective date and otherwise takes its place in date order, so a decision the table misses counts
 * from its day on. Whoever entered a rate knew the table up to that day: the table is then known
 * through the latest such day (or the shipped date, whichever is later).
 */
export function referenceRateTable(
  entered: readonly EnteredReferenceRate[],
  shipped: readonly ReferenceRateChange[] = NBP_REFERENCE_RATES,
  shippedKnownThrough: IsoDate = REFERENCE_RATES_KNOWN_THROUGH,
): { rates: readonly ReferenceRateChange[]; ratesKnownThrough: IsoDate } {
  const byDate = new Map<IsoDate, number>();
  for (const change of shipped) byDate.set(change.from, change.rate);
  for (const change of entered) byDate.set(change.from, change.rate);
  const rates = [...byDate.entries()]
    .map(([from, rate]) => ({ from, rate }))
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const ratesKnownThrough = entered.reduce(
    (latest, change) => (change.enteredOn > latest ? change.enteredOn : latest),
    shippedKnownThrough,
  );
  return { rates, ratesKnownThrough };
}
