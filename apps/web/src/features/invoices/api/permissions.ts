import { useAbility } from '@casl/react';
import type { AppAbility } from '@saldo/contracts/abilities';

/** What the user may do with invoices; a client (no Invoice rules) only reads. */
export interface InvoicePermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

export function useInvoicePermissions(): InvoicePermissions {
  const ability = useAbility<AppAbility>();
  return {
    create: ability.can('create', 'Invoice'),
    update: ability.can('update', 'Invoice'),
    delete: ability.can('delete', 'Invoice'),
  };
}
