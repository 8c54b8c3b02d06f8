import { useSyncExternalStore } from 'react';

/**
 * The layout settings of the theme customizer, kept in localStorage. The skin (light/dark) lives
 * apart, under the 'skin' key, managed by Mantine's colour-scheme manager (see providers.tsx).
 * Kept in lib/, not beside the customizer, because features read and save them too (the gallery's
 * page layouts, issue 27).
 */
export const THEME_CONFIG_STORAGE_KEY = 'themeConfig';
export const SKIN_STORAGE_KEY = 'skin';

export const layoutTypes = ['vertical', 'horizontal'] as const;
export const contentWidths = ['full', 'boxed'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;

export interface ThemeConfig {
  layout: (typeof layoutTypes)[number];
  contentWidth: (typeof contentWidths)[number];
  menuCollapsed: boolean;
  menuHidden: boolean;
  navbarType: (typeof navbarTypes)[number];
  footerType: (typeof footerTypes)[number];
}

/** Spec section 9: vertical layout, full-width content, floating navbar, static footer (and light skin). */
export const defaultThemeConfig: ThemeConfig = {
  layout: 'vertical',
  contentWidth: 'full',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'floating',
  footerType: 'static',
};

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.find((item) => item === value) ?? fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * Each stored setting that is not one of its values falls back to its default, one by one. Written
 * out rather than with zod: every page reads this at start, the login page included, which loads
 * no zod (issue 18).
 */
function parseThemeConfig(stored: Partial<Record<keyof ThemeConfig, unknown>>): ThemeConfig {
  const d = defaultThemeConfig;
  return {
    layout: oneOf(layoutTypes, stored.layout, d.layout),
    contentWidth: oneOf(contentWidths, stored.contentWidth, d.contentWidth),
    menuCollapsed: flag(stored.menuCollapsed, d.menuCollapsed),
    menuHidden: flag(stored.menuHidden, d.menuHidden),
    navbarType: oneOf(navbarTypes, stored.navbarType, d.navbarType),
    footerType: oneOf(footerTypes, stored.footerType, d.footerType),
  };
}

const listeners = new Set<() => void>();
let cached: ThemeConfig | null = null;

function read(): ThemeConfig {
  try {
    const raw = localStorage.getItem(THEME_CONFIG_STORAGE_KEY);
    const stored: unknown = raw ? JSON.parse(raw) : null;
    if (typeof stored === 'object' && stored !== null) return parseThemeConfig(stored);
  } catch {
    // Unreadable settings fall back to the defaults.
  }
  return defaultThemeConfig;
}

function notify() {
  for (const listener of listeners) listener();
}

export function getThemeConfig(): ThemeConfig {
  cached ??= read();
  return cached;
}

export function setThemeConfig(patch: Partial<ThemeConfig>): void {
  cached = { ...getThemeConfig(), ...patch };
  localStorage.setItem(THEME_CONFIG_STORAGE_KEY, JSON.stringify(cached));
  notify();
}

export function resetThemeConfig(): void {
  localStorage.removeItem(THEME_CONFIG_STORAGE_KEY);
  cached = defaultThemeConfig;
  notify();
}

/** Forgets the cached copy so the next read comes from storage (tests, other tabs). */
export function reloadThemeConfig(): void {
  cached = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || event.key === THEME_CONFIG_STORAGE_KEY) reloadThemeConfig();
  });
}

export function useThemeConfig(): ThemeConfig {
  return useSyncExternalStore(subscribe, getThemeConfig);
}
