import type { GalleryCharts } from '@saldo/contracts/gallery-charts';

/**
 * The three series every chart library draws, in the shape they all take: category labels and
 * numbered series. Values are PLN for the axes only (grosze / 100); every figure shown as text (table,
 * tooltip) is formatted from the exact grosze, so no rounding of floats reaches the user.
 */
export type ChartKind = 'months' | 'aging' | 'vatRates';
export const CHART_KINDS: readonly ChartKind[] = ['months', 'aging', 'vatRates'];

export interface ChartSeries {
  /** The series' name (translated) and its values in grosze, one per category. */
  name: string;
  grosze: number[];
}

export interface ChartData {
  kind: ChartKind;
  categories: string[];
  series: ChartSeries[];
}

export interface SeriesLabels {
  month: (month: string) => string;
  bucket: (bucket: GalleryCharts['aging'][number]['bucket']) => string;
  rate: (rate: string) => string;
  revenue: string;
  costs: string;
  receivables: string;
  net: string;
  vat: string;
}

export const vatRateLabel = (rate: string) => (/^\d+$/.test(rate) ? `${rate}%` : rate);

export function chartData(data: GalleryCharts, kind: ChartKind, labels: SeriesLabels): ChartData {
  switch (kind) {
    case 'months':
      return {
        kind,
        categories: data.months.map((m) => labels.month(m.month)),
        series: [
          { name: labels.revenue, grosze: data.months.map((m) => m.revenue) },
          { name: labels.costs, grosze: data.months.map((m) => m.costs) },
        ],
      };
    case 'aging':
      return {
        kind,
        categories: data.aging.map((a) => labels.bucket(a.bucket)),
        series: [{ name: labels.receivables, grosze: data.aging.map((a) => a.amount) }],
      };
    case 'vatRates':
      return {
        kind,
        categories: data.vatRates.map((r) => labels.rate(r.rate)),
        series: [
          { name: labels.net, grosze: data.vatRates.map((r) => r.net) },
          { name: labels.vat, grosze: data.vatRates.map((r) => r.vat) },
        ],
      };
  }
}

/** Whether a series has anything to draw (a new organization's books are empty). */
export const hasFigures = (chart: ChartData) =>
  chart.categories.length > 0 && chart.series.some((s) => s.grosze.some((v) => v !== 0));

/** PLN for an axis: only for drawing. */
export const axisValue = (grosze: number) => grosze / 100;
/** Back from an axis value to the grosze it was drawn from (exact: it was an integer / 100). */
export const groszeOf = (axis: number) => Math.round(axis * 100);
