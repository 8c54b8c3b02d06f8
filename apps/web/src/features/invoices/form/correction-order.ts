import type { CorrectionSource } from './CorrectionSection.tsx';
import type { InvoiceFormValues } from './invoice-form-model.ts';

/**
 * A correction of an advance with an order (KOR_ZAL): its order is restated and may change. Decided
 * from what the form opened with, so removing every line does not hide the editor.
 */
export const correctsOrder = (source: CorrectionSource, initial: Pick<InvoiceFormValues, 'orderLines'>) =>
  (source.orderBefore?.length ?? 0) > 0 || initial.orderLines.length > 0;
