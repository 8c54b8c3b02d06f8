import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { KIT_FAMILIES, kitPageExport, type KitFamily } from '../../features/gallery/components/kit-pages.ts';
import { galleryRoutes } from './gallery-routes.ts';
import { lazyPage } from './lazy-page.ts';

type PageModule = Record<string, ComponentType | undefined>;

/**
 * Pages that show other features' real components (the invoice lines editor, the settings tabs),
 * composed in app/pages/gallery because a feature may not import another's components.
 */
const composed: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  '/forms/form-layout': () => import('../pages/gallery/FormLayoutRoute.tsx'),
  '/forms/form-repeater': () => import('../pages/gallery/FormRepeaterRoute.tsx'),
};

/** Each family's lazy module, found by name (`pages/kit/InputPages.tsx`); only this list is in the main chunk. */
const modules = import.meta.glob<PageModule>('../../features/gallery/pages/kit/*Pages.tsx');

function familyRoutes(family: KitFamily): [string, string, RouteObject['lazy']][] {
  const { base, namespace, module, slugs } = KIT_FAMILIES[family];
  const load = modules[`../../features/gallery/pages/kit/${module}.tsx`];
  // A renamed or missing module fails loudly (every test importing the routes), never as placeholder pages.
  if (load === undefined) throw new Error(`features/gallery/pages/kit/${module}.tsx is missing`);
  return slugs.map((slug: string) => [
    `${base}/${slug}`,
    `${namespace}:names.${slug}`,
    lazyPage(
      composed[`${base}/${slug}`] ??
        (async () => {
          const page = (await load())[kitPageExport(slug)];
          if (page === undefined) throw new Error(`${module}.tsx exports no ${kitPageExport(slug)}`);
          return { default: page };
        }),
    ),
  ]);
}

/** The gallery's /forms/*, /extensions/*, /ui/* and /page-layouts/*: inputs, masks, editors, extensions, tokens and layouts (issue 27). */
export const formGalleryRoutes: RouteObject[] = galleryRoutes(
  (Object.keys(KIT_FAMILIES) as KitFamily[]).flatMap((family) => familyRoutes(family)),
);
