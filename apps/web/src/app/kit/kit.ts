import type { AppAbility } from '@saldo/contracts/abilities';
import type { KitProviders } from './AppKit.tsx';
import { withChunkTimeout } from '../routes/lazy-page.ts';

/** The signed-in app's providers and the user's abilities, once their chunk has arrived. */
export interface Kit {
  readonly KitProviders: typeof KitProviders;
  readonly ability: AppAbility;
}

let loaded: Kit | null = null;
let loading: Promise<Kit> | null = null;

/** The kit if it has arrived, without asking for it. */
export function loadedKit(): Kit | null {
  return loaded;
}

/**
 * Downloads the kit once (TanStack Query, CASL, zod's settings and the providers: app/kit/AppKit.tsx);
 * every caller gets the same promise, so React's `use` can wait on it. A failed download is
 * forgotten, so the error page's retry asks again.
 */
export function loadKit(): Promise<Kit> {
  loading ??= withChunkTimeout(Promise.all([import('./AppKit.tsx'), import('../../lib/ability.ts')])).then(
    ([kit, abilities]) => (loaded = { KitProviders: kit.KitProviders, ability: abilities.appAbility }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
