// An estimate of the monthly PIT advance of a sole trader from the books: revenue minus costs since
// January (scale and flat tax are cumulative), or revenue of the month (lump sum). It leaves out what
// the books do not hold: ZUS social contributions and the deductible part of the health contribution,
// reliefs, losses of past years. So it is an estimate, and the screens say so.
//
// Rules (Ordynacja podatkowa art. 63: bases and tax in whole złoty, under 50 gr down, 50 gr or more up):
// - scale (art. 27): 12 % of the base up to 120 000 zł less the reducing amount 3 600 zł a year,
//   32 % above; advance = tax on the income since January − advances of the earlier months;
// - flat (art. 30c): 19 % of the income since January − advances of the earlier months;
// - lump sum (ryczałt ewidencjonowany): the rate on the month's revenue, costs do not count.

export const TAX_FORMS = ['scale', 'flat', 'lumpSum'] as const;
export type TaxForm = (typeof TAX_FORMS)[number];

/** Lump-sum rates of art. 12 of the ryczałt act, in basis points (850 = 8.5 %). */
export const LUMP_SUM_RATES = [1700, 1500, 1400, 1250, 1200, 1000, 850, 550, 300, 200] as const;

export interface TaxSettings {
  form: TaxForm;
  /** Basis points; used by the lump sum only. */
  lumpSumRate: number;
}

export const SCALE_THRESHOLD_ZL = 120_000;
export const SCALE_REDUCING_AMOUNT_ZL = 3_600;

/** Whole złoty from grosze, half up (art. 63 § 1 OP); negative amounts round symmetrically. */
export function wholeZloty(grosze: number): number {
  const sign = grosze < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(grosze) + 50) / 100);
}

/** round-half-up of numerator / denominator for non-negative integers, exactly. */
const divideHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** Tax on a year's income so far, in whole złoty, on the scale. */
export function scaleTax(baseZl: number): number {
  if (baseZl <= 0) return 0;
  if (baseZl <= SCALE_THRESHOLD_ZL) {
    const tax = baseZl * 12 - SCALE_REDUCING_AMOUNT_ZL * 100;
    return tax <= 0 ? 0 : divideHalfUp(tax, 100);
  }
  const first = SCALE_THRESHOLD_ZL * 12 - SCALE_REDUCING_AMOUNT_ZL * 100;
  return divideHalfUp(first + (baseZl - SCALE_THRESHOLD_ZL) * 32, 100);
}

export const flatTax = (baseZl: number): number => (baseZl <= 0 ? 0 : divideHalfUp(baseZl * 19, 100));

export const lumpSumTax = (revenueZl: number, rateBasisPoints: number): number =>
  revenueZl <= 0 ? 0 : divideHalfUp(revenueZl * rateBasisPoints, 10_000);

export interface MonthFigures {
  /** 'YYYY-MM'. */
  month: string;
  /** Grosze. */
  revenue: number;
  /** Grosze: tax-deductible costs. */
  costs: number;
}

export interface MonthAdvance {
  month: string;
  /** Whole złoty × 100 (grosze), so it sums and formats with the other amounts. */
  advance: number;
  /** Income since January of the month's year (grosze); the lump sum's: revenue since January. */
  incomeYearToDate: number;
}

/**
 * The advance of every month given, in order. The months must be consecutive and start in January of
 * their year (or the figures of the missing months are taken as 0), since scale and flat tax are
 * counted from the start of the year; a new year starts the count again.
 */
export function pitAdvances(settings: TaxSettings, months: readonly MonthFigures[]): MonthAdvance[] {
  const out: MonthAdvance[] = [];
  let year = '';
  let incomeYtd = 0;
  let revenueYtd = 0;
  let paidYtdZl = 0;
  for (const month of months) {
    const monthYear = month.month.slice(0, 4);
    if (monthYear !== year) {
      year = monthYear;
      incomeYtd = 0;
      revenueYtd = 0;
      paidYtdZl = 0;
    }
    incomeYtd += month.revenue - month.costs;
    revenueYtd += month.revenue;
    let advanceZl: number;
    if (settings.form === 'lumpSum') {
      advanceZl = lumpSumTax(wholeZloty(month.revenue), settings.lumpSumRate);
    } else {
      const base = wholeZloty(incomeYtd);
      const due = settings.form === 'scale' ? scaleTax(base) : flatTax(base);
      advanceZl = Math.max(0, due - paidYtdZl);
    }
    paidYtdZl += advanceZl;
    out.push({
      month: month.month,
      advance: advanceZl * 100,
      incomeYearToDate: settings.form === 'lumpSum' ? revenueYtd : incomeYtd,
    });
  }
  return out;
}
