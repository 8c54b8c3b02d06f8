import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The layout settings of the theme customizer, kept in localStorage. The skin (light/dark) lives
 * apart, under the 'skin' key, managed by Mantine's colour-scheme manager (see providers.tsx).
 */
export const THEME_CONFIG_STORAGE_KEY = 'themeConfig';
export const SKIN_STORAGE_KEY = 'skin';

export const layoutTypes = ['vertical', 'horizontal'] as const;
export const contentWidths = ['full', 'boxed'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const footerTypes = ['static', 'sticky', 'hidden'] as const;

const themeConfigSchema = z.object({
  layout: z.enum(layoutTypes).catch('vertical'),
  contentWidth: z.enum(contentWidths).catch('full'),
  menuCollapsed: z.boolean().catch(false),
  menuHidden: z.boolean().catch(false),
  navbarType: z.enum(navbarTypes).catch('floating'),
  footerType: z.enum(footerTypes).catch('static'),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

/** Spec section 9: vertical layout, full-width content, floating navbar, static footer (and light skin). */
export const defaultThemeConfig: ThemeConfig = {
  layout: 'vertical',
  contentWidth: 'full',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'floating',
  footerType: 'static',
};

const listeners = new Set<() => void>();
let cached: ThemeConfig | null = null;

function read(): ThemeConfig {
  try {
    const raw = localStorage.getItem(THEME_CONFIG_STORAGE_KEY);
    if (raw) return themeConfigSchema.parse({ ...defaultThemeConfig, ...(JSON.parse(raw) as object) });
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
