import type { LayoutOverride } from '../../../../../lib/layout-override.ts';
import type { ThemeConfig } from '../../../../../lib/theme-config.ts';
import type { KitSlug } from '../../../components/kit-pages.ts';

export type LayoutSlug = KitSlug<'layouts'>;

export interface LayoutPreset {
  /** What the shell shows while the page is open; nothing of it is saved. */
  override: LayoutOverride;
  /** The customizer settings that give the layout on every page ("Use this layout"). */
  settings: Partial<ThemeConfig>;
  /** The layout has no menu, so the page itself offers the way back. */
  withoutMenu: boolean;
}

/**
 * The template's five page layouts. The collapsed and hidden menus are the vertical layout's, so
 * those pages ask for it. 'Empty' is read as the navbar and the content area alone; 'blank' as no
 * shell at all, as the sign-in page is shown. Constants: the override hook re-applies on a new object.
 */
export const LAYOUT_PRESETS: Record<LayoutSlug, LayoutPreset> = {
  'collapsed-menu': {
    override: { layout: 'vertical', menuCollapsed: true, menuHidden: false },
    settings: { layout: 'vertical', menuCollapsed: true, menuHidden: false },
    withoutMenu: false,
  },
  'boxed-layout': {
    override: { contentWidth: 'boxed' },
    settings: { contentWidth: 'boxed' },
    withoutMenu: false,
  },
  'without-menu': {
    override: { layout: 'vertical', menuHidden: true },
    settings: { layout: 'vertical', menuHidden: true },
    withoutMenu: true,
  },
  'layout-empty': {
    override: { layout: 'vertical', menuHidden: true, footerType: 'hidden', pageHeader: false },
    // The breadcrumbs have no customizer setting: saved, the layout keeps them.
    settings: { layout: 'vertical', menuHidden: true, footerType: 'hidden' },
    withoutMenu: true,
  },
  'layout-blank': {
    override: { blank: true },
    // The customizer has no blank layout; the nearest is every part of the shell hidden.
    settings: { layout: 'vertical', menuHidden: true, navbarType: 'hidden', footerType: 'hidden' },
    withoutMenu: true,
  },
};

/** The keys of `settings` whose saved value differs: none means the user already has them. */
export function unsavedSettings(settings: Partial<ThemeConfig>, saved: ThemeConfig): (keyof ThemeConfig)[] {
  return (Object.keys(settings) as (keyof ThemeConfig)[]).filter((key) => settings[key] !== saved[key]);
}
