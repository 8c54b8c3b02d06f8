import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { logInAsAdmin } from '../pages/login-page.ts';
import { useApp } from '../support/fixture.ts';
import { galleryFindings, watchProblems, type GalleryRoute } from '../support/page-checks.ts';
import { KIT_FAMILIES, type KitFamily } from '../../apps/web/src/features/gallery/components/kit-pages.ts';

/** A family's pages with their English titles, read from the family's namespace. */
function familyRoutes(family: KitFamily): GalleryRoute[] {
  const { base, namespace, slugs } = KIT_FAMILIES[family];
  const en = JSON.parse(
    readFileSync(new URL(`../../packages/i18n/locales/en/${namespace}.json`, import.meta.url), 'utf8'),
  ) as { names: Record<string, string> };
  return slugs.map((slug: string) => ({
    path: `${base}/${slug}`,
    title: en.names[slug] ?? slug,
    ready: `[data-gallery-ready="${slug}"]`,
  }));
}

/**
 * The gallery's form, extension, UI and layout pages (issue 27): every page opens for an admin with
 * no page error, no failed request and no serious axe finding in either skin. One test a family, so
 * a family can be walked alone (`-t inputs`).
 */
describe('component gallery: forms, extensions, UI and page layouts (issue 27)', () => {
  const app = useApp({ env: () => ({ DEBT_SCHEDULE_INTERVAL_MS: '0' }) });

  it.each(Object.keys(KIT_FAMILIES) as KitFamily[])(
    'the %s pages open without errors and with no serious axe finding in either skin',
    async (family) => {
      const { page } = app;
      const problems = watchProblems(page);
      await logInAsAdmin(page);
      expect(await galleryFindings(page, familyRoutes(family))).toEqual([]);
      expect(problems).toEqual([]);
    },
    // Up to nine pages, axe twice on each: minutes on a busy machine.
    600_000,
  );
});
