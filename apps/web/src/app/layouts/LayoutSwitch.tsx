import { lazy, Suspense } from 'react';
import { useMatches } from 'react-router';
import { mergeHandles, type LayoutType } from '../../lib/route-meta.ts';
import { useShellConfig } from '../../lib/layout-override.ts';
import { FullLayout } from './FullLayout.tsx';
import { LoadingFallback } from './LoadingFallback.tsx';
import { layoutChunks } from './layout-chunks.ts';

const VerticalLayout = lazy(layoutChunks.vertical);
const HorizontalLayout = lazy(layoutChunks.horizontal);

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
