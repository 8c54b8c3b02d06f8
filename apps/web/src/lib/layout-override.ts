import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { setThemeConfig, useThemeConfig, type ThemeConfig } from './theme-config.ts';

/**
 * What one page asks of the shell while it is open, on top of the saved customizer settings: the
 * gallery's page layouts show the collapsed menu, the boxed content or no shell at all without
 * changing what the user chose (issue 27).
 */
export interface LayoutOverride extends Partial<ThemeConfig> {
  /** No shell at all: the page alone on the background, as the login page is shown. */
  blank?: boolean;
  /** Whether the breadcrumb bar above the page shows. */
  pageHeader?: boolean;
}

/** The settings the shell draws with: the saved ones, with the open page's override applied. */
export interface ShellConfig extends ThemeConfig {
  blank: boolean;
  pageHeader: boolean;
}

interface ActiveOverride {
  /** Who set it: a page that unmounts only removes its own override, never the next page's. */
  owner: object;
  /** The page it belongs to: the next page is drawn without it from its first render. */
  path: string;
  patch: LayoutOverride;
}

let active: ActiveOverride | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getActive = () => active;

/** Sets the override of the page at `path`; the returned function removes it (if still its own). */
export function applyLayoutOverride(path: string, patch: LayoutOverride): () => void {
  const owner = {};
  active = { owner, path, patch };
  notify();
  return () => {
    if (active?.owner !== owner) return;
    active = null;
    notify();
  };
}

/** The override in force at `path`, if any. */
export function getLayoutOverride(path: string): LayoutOverride | undefined {
  return active?.path === path ? active.patch : undefined;
}

export function withOverride(saved: ThemeConfig, patch: LayoutOverride | undefined): ShellConfig {
  return { ...saved, blank: false, pageHeader: true, ...patch };
}

/**
 * Draws the shell with `patch` while the calling page is shown, and as it was once the page goes.
 * Nothing is saved. `patch` should be a constant: a new object each render re-applies it. Set in a
 * layout effect so the page's first paint already has it.
 */
export function useLayoutOverride(patch: LayoutOverride): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => applyLayoutOverride(pathname, patch), [pathname, patch]);
}

function useActiveOverride(): LayoutOverride | undefined {
  const current = useSyncExternalStore(subscribe, getActive);
  const { pathname } = useLocation();
  return current?.path === pathname ? current.patch : undefined;
}

/** The settings the layouts draw with. */
export function useShellConfig(): ShellConfig {
  const saved = useThemeConfig();
  const patch = useActiveOverride();
  return useMemo(() => withOverride(saved, patch), [saved, patch]);
}

/**
 * Changes the shell from its own controls (the menu button): a setting the open page overrides is
 * changed for that page only, any other is saved as the customizer would.
 */
export function useShellChange(): (change: Partial<ThemeConfig>) => void {
  const patch = useActiveOverride();
  return useCallback(
    (change: Partial<ThemeConfig>) => {
      const current = active;
      const pageOnly =
        patch !== undefined && current !== null && Object.keys(change).every((key) => key in patch);
      if (!pageOnly) {
        setThemeConfig(change);
        return;
      }
      active = { ...current, patch: { ...current.patch, ...change } };
      notify();
    },
    [patch],
  );
}
