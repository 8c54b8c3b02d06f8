// The report PDF's data: plain values the worker pool carries (structured clone) to report-pdf.ts.
import type { MonthRange } from '@saldo/domain/reports/periods';
import type { Language } from '@saldo/i18n/languages';

export interface PdfChart {
  /** The legend: one name per value of a bar group. */
  series: string[];
  groups: { label: string; values: number[] }[];
}

export interface PdfSection {
  title: string;
  chart?: PdfChart;
  columns: { header: string; align?: 'left' | 'right' }[];
  rows: { cells: string[]; bold?: boolean }[];
}

export interface ReportPdfData {
  language: Language;
  title: string;
  company: string;
  period: string;
  range: MonthRange;
  note: string | null;
  pageLabel: string;
  /** Formats grosze in the worker the same way as the cells (chart axis labels). */
  numberLocale: string;
  sections: PdfSection[];
}

export const NUMBER_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  pl: 'pl-PL',
  de: 'de-DE',
  fr: 'fr-FR',
  pt: 'pt-PT',
};

/** Grosze as złoty for print; the float division only formats, it never adds. */
export function formatZloty(grosze: number, numberLocale: string): string {
  return new Intl.NumberFormat(numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    grosze / 100,
  );
}
