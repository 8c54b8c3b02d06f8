/**
 * The gallery's /components/* pages (issue 27), in the menu's order: the routes, the in-page list of
 * sibling pages and the browser test walk the same list. Each page lives in one of a few lazy
 * modules, grouped by kind, so one chunk serves its neighbours.
 */
export const COMPONENT_GROUPS = {
  feedback: ['alert', 'badge', 'pill-badge', 'progress', 'spinner', 'toasts'],
  buttons: ['button', 'button-group', 'button-toolbar', 'dropdown'],
  navigation: ['breadcrumb', 'list-group', 'nav', 'pagination', 'pagination-nav', 'pill', 'sidebar', 'tab'],
  overlays: ['collapse', 'modal', 'overlay', 'popover', 'tooltip'],
  media: ['aspect', 'avatar', 'carousel', 'embed', 'image', 'media'],
  time: ['calendar', 'time', 'timeline'],
} as const;

export type ComponentGroup = keyof typeof COMPONENT_GROUPS;
export type ComponentSlug = (typeof COMPONENT_GROUPS)[ComponentGroup][number];

/**
 * Every page, alphabetically, as the spec lists them. The slugs are lower-case ASCII, where the
 * default sort is alphabetical; localeCompare built the browser's collator first, about 20 ms of the
 * start-up's longest task on every signed-in page, since the route table is built from this list
 * (issue 18).
 */
export const COMPONENT_PAGES: readonly ComponentSlug[] = Object.values(COMPONENT_GROUPS).flat().sort();

export const componentPath = (slug: ComponentSlug) => `/components/${slug}`;

/** The page after (step 1) or before (step -1) this one, wrapping around the list. */
export function siblingPage(slug: ComponentSlug, step: 1 | -1): ComponentSlug {
  const index = COMPONENT_PAGES.indexOf(slug);
  const count = COMPONENT_PAGES.length;
  return COMPONENT_PAGES[(((index + step) % count) + count) % count] ?? slug;
}

type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;
/** The name a page module exports a slug's page under: 'pill-badge' → 'PillBadgePage'. */
export type PageExport<S extends string> = `${Pascal<S>}Page`;

export function pageExport<S extends ComponentSlug>(slug: S): PageExport<S> {
  const pascal = slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Page` as PageExport<S>;
}
