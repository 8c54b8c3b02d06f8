import type { Series, SeriesNext } from '@saldo/contracts/organization-settings';
import { seriesTemplateProblem } from '@saldo/contracts/organization-settings-rules';
import { seriesNumber } from '@saldo/domain/numbering';

/**
 * The number the next invoice of the series gets, as the template and reset being edited would give
 * it: the counter the server says comes next in that reset period, formatted by the same seriesNumber
 * the server numbers invoices with. Null while the template is not valid or the counters are loading.
 */
export function previewNumber(series: Series, next: SeriesNext | undefined): string | null {
  if (seriesTemplateProblem(series)) return null;
  const counters = next?.series.find((s) => s.documentType === series.documentType)?.next;
  if (!next || !counters) return null;
  return seriesNumber(
    { template: series.template.trim(), reset: series.reset },
    counters[series.reset],
    next.date,
  ).number;
}
