import { getThemeConfig } from '../../lib/theme-config.ts';
import { withNamespaces } from '../routes/lazy-page.ts';

// The menus, navbar and customizer are only downloaded once a page with chrome is shown, so the
// login page stays light.
// The new-client panel's button is in every layout's navbar: its namespace comes with the layout.
const layoutNamespaces = ['contractors'] as const;

/** The preload and React's `lazy` share one download. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}

export const layoutChunks = {
  vertical: once(() => withNamespaces(import('./VerticalLayout.tsx'), layoutNamespaces)),
  horizontal: once(() => withNamespaces(import('./HorizontalLayout.tsx'), layoutNamespaces)),
};

/**
 * Starts the saved layout's download before the router has rendered anything, so that it arrives
 * with the first page's chunk instead of after it (issue 18: the boot waterfall).
 */
export function preloadLayout(): void {
  void layoutChunks[getThemeConfig().layout]().catch(() => undefined);
}
