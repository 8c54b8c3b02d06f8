import type { TodoLinkKind } from '@saldo/contracts/todo';

/** Where each kind of linked document opens. */
export const LINK_PATHS: Record<TodoLinkKind, (id: number) => string> = {
  invoice: (id) => `/apps/invoice/preview/${id}`,
  cost: (id) => `/documents/costs/${id}`,
  contractor: (id) => `/apps/contractors/${id}`,
};
