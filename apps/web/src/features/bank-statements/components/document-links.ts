import type { DocumentKind } from '../api/bank-api.ts';

/** Where a matched document opens: the invoice preview or the cost preview. */
export const documentPath = (kind: DocumentKind, id: number) =>
  kind === 'invoice' ? `/apps/invoice/preview/${id}` : `/documents/costs/${id}`;
