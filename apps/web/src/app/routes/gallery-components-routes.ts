import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import {
  COMPONENT_GROUPS,
  componentPath,
  pageExport,
  type ComponentGroup,
  type PageExport,
} from '../../features/gallery/components/component-pages.ts';
import { galleryRoutes } from './gallery-routes.ts';
import { lazyPage } from './lazy-page.ts';

type SlugOf<G extends ComponentGroup> = (typeof COMPONENT_GROUPS)[G][number];
/** A group's module: one named export per page ('pill-badge' → PillBadgePage), as CardPages.tsx does. */
type GroupModule<G extends ComponentGroup> = Record<PageExport<SlugOf<G>>, ComponentType>;

/** One lazy module per kind of component, serving its pages; only this route list is in the main chunk. */
const modules: { [G in ComponentGroup]: () => Promise<GroupModule<G>> } = {
  feedback: () => import('../../features/gallery/pages/components/FeedbackPages.tsx'),
  buttons: () => import('../../features/gallery/pages/components/ButtonPages.tsx'),
  navigation: () => import('../../features/gallery/pages/components/NavigationPages.tsx'),
  overlays: () => import('../../features/gallery/pages/components/OverlayPages.tsx'),
  media: () => import('../../features/gallery/pages/components/MediaPages.tsx'),
  time: () => import('../../features/gallery/pages/components/TimePages.tsx'),
};

function groupRoutes<G extends ComponentGroup>(group: G): [string, string, RouteObject['lazy']][] {
  return COMPONENT_GROUPS[group].map((slug: SlugOf<G>) => [
    componentPath(slug),
    `galleryComponents:names.${slug}`,
    lazyPage(async () => {
      const module: Record<PageExport<SlugOf<G>>, ComponentType> = await modules[group]();
      return { default: module[pageExport(slug)] };
    }),
  ]);
}

/** The gallery's /components/*: the app's components in their variants and states (issue 27). */
export const componentGalleryRoutes: RouteObject[] = galleryRoutes(
  (Object.keys(COMPONENT_GROUPS) as ComponentGroup[]).flatMap((group) => groupRoutes(group)),
);
