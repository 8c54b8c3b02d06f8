// A sales document → its row in the sales register.
import type { JpkSalesDocumentInput, JpkSalesRow } from './jpk-types.ts';

export function salesRowFrom(document: JpkSalesDocumentInput): JpkSalesRow {
  void document;
  throw new Error('salesRowFrom: interface only, not implemented yet');
}
