import { createContext, useContext } from 'react';
import type { Contractor } from '@saldo/contracts/contractors';

export interface NewClientPanelOptions {
  /** Runs after the panel saved a contractor (e.g. to pick it on an invoice form). */
  onCreated?: (contractor: Contractor) => void;
}

export interface NewClientPanelApi {
  opened: boolean;
  open(options?: NewClientPanelOptions): void;
  close(): void;
}

export const NewClientPanelContext = createContext<NewClientPanelApi | null>(null);

/** Opens the global 'Nowy klient' panel from anywhere below the app providers. */
export function useNewClientPanel(): NewClientPanelApi {
  const panel = useContext(NewClientPanelContext);
  if (!panel) throw new Error('useNewClientPanel needs the NewClientPanelProvider (see app/providers.tsx)');
  return panel;
}
