import type { Series } from '@saldo/contracts/organization-settings';
import { seriesTemplateProblem } from '@saldo/contracts/organization-settings-rules';
import { nextInvoiceNumber } from '@saldo/domain/numbering';

/** Today in the browser's calendar (not UTC): the date an invoice issued now would carry. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first number the series would give today, or null while the template is not valid. */
export function previewNumber(series: Series, date = today()): string | null {
  if (seriesTemplateProblem(series)) return null;
  return nextInvoiceNumber({ template: series.template.trim(), reset: series.reset }, null, date).number;
}
