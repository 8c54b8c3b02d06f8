import type { Namespace } from '@saldo/i18n/namespaces';

/**
 * The gallery's form, extension, UI and layout pages (issue 27), by family. A family is one lazy
 * module (`pages/kit/<Module>.tsx`, one named export per page: 'form-select' → FormSelectPage), one
 * translation namespace (`names.<slug>`, `whenUsed.<slug>`, then the family's demo text) and one
 * in-page list of sibling pages. The routes, the menu and the browser walk read this list.
 */
export const KIT_FAMILIES = {
  inputs: {
    base: '/forms/form-element',
    namespace: 'galleryInputs',
    module: 'InputPages',
    slugs: [
      'form-select',
      'switch',
      'checkbox',
      'radio',
      'input',
      'textarea',
      'spinbutton',
      'input-group',
      'rating',
    ],
  },
  pickers: {
    base: '/forms/form-element',
    namespace: 'galleryPickers',
    module: 'PickerPages',
    slugs: [
      'tag',
      'datepicker',
      'timepicker',
      'date-time-picker',
      'file-input',
      'vue-select',
      'quill-editor',
      'form-input-mask',
    ],
  },
  forms: {
    base: '/forms',
    namespace: 'galleryForms',
    module: 'FormPages',
    slugs: ['form-layout', 'form-validation', 'form-repeater'],
  },
  ui: { base: '/ui', namespace: 'galleryUi', module: 'UiPages', slugs: ['typography', 'colors', 'feather'] },
  extensions: {
    base: '/extensions',
    namespace: 'galleryExtensions',
    module: 'ExtensionPages',
    slugs: [
      'sweet-alert',
      'drag-drop',
      'swiper',
      'clipboard',
      'context-menu',
      'toastification',
      'i18n',
      'slider',
    ],
  },
  layouts: {
    base: '/page-layouts',
    namespace: 'galleryLayouts',
    module: 'LayoutPages',
    slugs: ['collapsed-menu', 'boxed-layout', 'without-menu', 'layout-empty', 'layout-blank'],
  },
} as const satisfies Record<
  string,
  { base: string; namespace: Namespace; module: string; slugs: readonly string[] }
>;

export type KitFamily = keyof typeof KIT_FAMILIES;
export type KitSlug<F extends KitFamily = KitFamily> = (typeof KIT_FAMILIES)[F]['slugs'][number];

export const kitPath = <F extends KitFamily>(family: F, slug: KitSlug<F>) =>
  `${KIT_FAMILIES[family].base}/${slug}`;

/** The families a family's in-page list shows: the form elements list their two families together. */
const listedFamilies = (family: KitFamily): KitFamily[] =>
  family === 'inputs' || family === 'pickers' ? ['inputs', 'pickers'] : [family];

/** The translation namespaces of a family's in-page list, loaded before it renders the titles. */
export const kitNavNamespaces = (family: KitFamily): Namespace[] =>
  listedFamilies(family).map((each) => KIT_FAMILIES[each].namespace);

/** The pages a family's in-page list shows: the form elements list their two families and auto-suggest. */
export function kitSiblings(family: KitFamily): { path: string; titleKey: string }[] {
  const families = listedFamilies(family);
  const pages = families.flatMap((each) =>
    KIT_FAMILIES[each].slugs.map((slug: string) => ({
      path: `${KIT_FAMILIES[each].base}/${slug}`,
      titleKey: `${KIT_FAMILIES[each].namespace}:names.${slug}`,
    })),
  );
  return families.length > 1
    ? [...pages, { path: '/forms/form-element/auto-suggest', titleKey: 'gallery:autosuggest.title' }]
    : pages;
}

type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;
/** The name a family's module exports a slug's page under: 'form-select' → 'FormSelectPage'. */
export type KitPageExport<S extends string> = `${Pascal<S>}Page`;

export function kitPageExport<S extends string>(slug: S): KitPageExport<S> {
  const pascal = slug
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Page` as KitPageExport<S>;
}
