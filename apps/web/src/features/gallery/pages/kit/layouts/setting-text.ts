import type { TFunction } from 'i18next';
import type { ShellConfig } from '../../../../../lib/layout-override.ts';
import type { ThemeConfig } from '../../../../../lib/theme-config.ts';

/** Where the customizer keeps the option labels of each setting (common:customizer.*). */
const OPTION_GROUPS = {
  layout: 'layouts',
  contentWidth: 'widths',
  navbarType: 'navbarTypes',
  footerType: 'footerTypes',
} as const;

/** A setting's name, as the customizer labels it. */
export function settingName(t: TFunction<'galleryLayouts'>, key: keyof ThemeConfig): string {
  return t(`common:customizer.${key}`);
}

/** A setting's value, as the customizer labels it; the two menu switches read on or off. */
export function settingValue<K extends keyof ThemeConfig>(
  t: TFunction<'galleryLayouts'>,
  key: K,
  value: ThemeConfig[K],
): string {
  if (typeof value === 'boolean') return value ? t('demo.on') : t('demo.off');
  return t(`common:customizer.${OPTION_GROUPS[key as keyof typeof OPTION_GROUPS]}.${value}`);
}

/** The parts of the shell `config` draws, one line each, for the caption under a sketch. */
export function shellParts(t: TFunction<'galleryLayouts'>, config: ShellConfig): string[] {
  if (config.blank) return [t('demo.parts.blank')];
  const menu =
    config.layout === 'horizontal'
      ? t('demo.parts.menuTop')
      : config.menuHidden
        ? t('demo.parts.menuHidden')
        : config.menuCollapsed
          ? t('demo.parts.menuCollapsed')
          : t('demo.parts.menuShown');
  return [
    menu,
    `${settingName(t, 'navbarType')}: ${settingValue(t, 'navbarType', config.navbarType)}`,
    `${settingName(t, 'contentWidth')}: ${settingValue(t, 'contentWidth', config.contentWidth)}`,
    ...(config.pageHeader ? [] : [t('demo.parts.noBreadcrumbs')]),
    `${settingName(t, 'footerType')}: ${settingValue(t, 'footerType', config.footerType)}`,
  ];
}
