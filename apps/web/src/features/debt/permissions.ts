import { useAbility } from '@casl/react';
import type { AppAbility } from '@saldo/contracts/abilities';

/**
 * Reads need 'read Debt' (a client user: its own invoices); every action 'update Debt' (admins, who
 * manage it). The server checks again on every call.
 */
export function useDebtPermissions() {
  const ability = useAbility<AppAbility>();
  return {
    read: ability.can('read', 'Debt'),
    act: ability.can('update', 'Debt'),
    // The contractor filter searches contractors, which a client may not list.
    pickContractor: ability.can('read', 'Contractor'),
  };
}
