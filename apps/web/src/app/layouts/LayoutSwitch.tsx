import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { mergeHandles, type LayoutType } from '../../lib/route-meta.ts';
import { useShellConfig } from '../../lib/layout-override.ts';
import { withNamespaces } from '../routes/lazy-page.ts';
import { FullLayout } from './FullLayout.tsx';
import { LoadingFallback } from './LoadingFallback.tsx';

// The menus, navbar and customizer are only downloaded once a page with chrome is shown, so the
// login page stays light.
// The new-client panel's button is in every layout's navbar: its namespace comes with the layout.
const layoutNamespaces = ['contractors'] as const;
const VerticalLayout = lazy(() => withNamespaces(import('./VerticalLayout.tsx'), layoutNamespaces));
const HorizontalLayout = lazy(() => withNamespaces(import('./HorizontalLayout.tsx'), layoutNamespaces));

function useLayoutType(): LayoutType {
  const matches = useMatches();
  const config = useShellConfig();
  // A page that asks for no shell (the gallery's blank layout) gets the login pages' full layout.
  if (config.blank) return 'full';
  return mergeHandles(matches).layout ?? config.layout;
}

/**
 * Picks the layout: the route's `layout` meta, else the layout type chosen in the customizer, as the
 * open page may override it.
 */
export function LayoutSwitch() {
  const layout = useLayoutType();
  if (layout === 'full') return <FullLayout />;
  return (
    <Suspense fallback={<LoadingFallback minHeight="100vh" />}>
      {layout === 'horizontal' ? <HorizontalLayout /> : <VerticalLayout />}
    </Suspense>
  );
}
