import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Center, Drawer, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import {
  NewClientPanelContext,
  type NewClientPanelApi,
  type NewClientPanelOptions,
} from '../../../lib/new-client-panel.ts';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand.ts';

// The form (countries, validators) loads with the first opening, not with every page.
const NewClientPanel = lazy(() => import('./NewClientPanel.tsx'));

/**
 * The spec's global right-hand 'Nowy klient' panel, and the context that opens it. Once opened the
 * form stays mounted, so closing with × or Escape keeps what was typed; 'Anuluj' clears it.
 */
export function NewClientPanelProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('contractors');
  const [opened, setOpened] = useState(false);
  const onCreated = useRef<NewClientPanelOptions['onCreated']>(undefined);

  const open = useCallback((options: NewClientPanelOptions = {}) => {
    onCreated.current = options.onCreated;
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  // Mounted from the first opening on, and kept: closing with × or Escape keeps what was typed.
  const drawerMounted = useOverlayOnDemand(opened);
  const api = useMemo<NewClientPanelApi>(() => ({ opened, open, close }), [opened, open, close]);

  const created = useCallback((contractor: Contractor) => {
    setOpened(false);
    onCreated.current?.(contractor);
    onCreated.current = undefined;
  }, []);

  return (
    <NewClientPanelContext.Provider value={api}>
      {children}
      {drawerMounted && (
        <Drawer
          opened={opened}
          onClose={close}
          position="right"
          size="lg"
          keepMounted
          title={t('panel.title')}
          closeButtonProps={{ 'aria-label': t('panel.close') }}
        >
          <Suspense
            fallback={
              <Center py="xl">
                <Loader aria-label={t('panel.loading')} />
              </Center>
            }
          >
            <NewClientPanel onCancel={close} onCreated={created} />
          </Suspense>
        </Drawer>
      )}
    </NewClientPanelContext.Provider>
  );
}
