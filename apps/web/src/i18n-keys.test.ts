import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { actions, roles, subjects } from '@saldo/contracts/abilities';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import { defaultNamespace, namespaces, type Namespace } from '@saldo/i18n/namespaces';
import { routes } from './app/routes.tsx';
import { menuItems } from './app/navigation/menu-items.ts';
import { contentWidths, footerTypes, layoutTypes, navbarTypes } from './lib/theme-config.ts';
import { moduleKeys, type RouteHandle } from './lib/route-meta.ts';

/**
 * Every translation key the web app uses must exist in English (the i18n project then checks that
 * every other language has it too). Literal `t('…')` calls are found by scanning the sources; keys
 * that live in data (menu, route meta, roles, rules, customizer options) are checked from that data.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function lookup(ns: Namespace, key: string): unknown {
  let node: unknown = resources.en[ns];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as TranslationTree)[part];
  }
  return node;
}

/** `ns:key` or a key in `fallbackNs`; plural forms (`key_one`, `key_other`) count. */
function exists(fullKey: string, fallbackNs: Namespace = defaultNamespace): boolean {
  const [ns, key] = fullKey.includes(':')
    ? (fullKey.split(':', 2) as [string, string])
    : [fallbackNs, fullKey];
  if (!(namespaces as readonly string[]).includes(ns)) return false;
  const found = lookup(ns as Namespace, key) ?? lookup(ns as Namespace, `${key}_other`);
  return typeof found === 'string';
}

interface FoundKey {
  file: string;
  key: string;
  ns: Namespace;
}

function scan(file: string, source: string): FoundKey[] {
  // The namespace comes from `useTranslation('ns')`, or from a `TFunction<'ns'>` parameter type.
  const markers = /useTranslation\(\s*\[?\s*['"]([\w-]+)['"]|TFunction<\s*\[?\s*['"]([\w-]+)['"]/g;
  const useTranslations = [...source.matchAll(markers)].map((m) => ({
    at: m.index,
    ns: (m[1] ?? m[2]) as Namespace,
  }));
  const found: FoundKey[] = [];
  // A member call (`tr.t('seller')`) is another translator: the invoice wording of contracts, whose
  // keys its own types check.
  for (const match of source.matchAll(/(?<![\w$.])t\(\s*(['"])([^'"]+)\1/g)) {
    const preceding = useTranslations.filter((u) => u.at < match.index).at(-1) ?? useTranslations[0];
    found.push({ file, key: match[2] ?? '', ns: preceding?.ns ?? defaultNamespace });
  }
  return found;
}

function handlesOf(tree: RouteObject[]): RouteHandle[] {
  return tree.flatMap((route) => [
    ...(route.handle ? [route.handle as RouteHandle] : []),
    ...handlesOf(route.children ?? []),
  ]);
}

describe('translation keys used by the web app exist in English', () => {
  const literal = Object.entries(sources).flatMap(([file, source]) => scan(file, source));

  it('finds the literal t() calls (the scan itself works)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(literal.length).toBeGreaterThan(50);
  });

  it('has every literal t() key', () => {
    const missing = literal
      .filter(({ key, ns }) => !exists(key, ns))
      .map(({ file, key, ns }) => `${file}: ${ns}:${key}`);
    expect(missing).toEqual([]);
  });

  it('has every menu label', () => {
    const labels = menuItems.flatMap((entry) => [
      entry.labelKey,
      ...(entry.kind === 'group' ? entry.children.map((c) => c.labelKey) : []),
    ]);
    expect(labels.filter((key) => !exists(key, 'common'))).toEqual([]);
  });

  it('has every page title and breadcrumb of the routes', () => {
    const keys = handlesOf(routes).flatMap((handle) => [
      ...(handle.pageTitle ? [handle.pageTitle] : []),
      ...(handle.breadcrumb ?? []).map((step) => step.labelKey),
    ]);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !exists(key))).toEqual([]);
  });

  it("names every module (a module route's default page title)", () => {
    const keys = moduleKeys.map((module) => `misc:modules.${module}.name`);
    expect(keys.filter((key) => !exists(key))).toEqual([]);
  });

  it('names every role, action, subject and customizer option', () => {
    const keys = [
      ...roles.map((role) => `common:roles.${role}`),
      ...actions.map((action) => `common:actions.${action}`),
      ...subjects.map((subject) => `common:subjects.${subject}`),
      ...['light', 'dark'].map((skin) => `common:customizer.skins.${skin}`),
      ...layoutTypes.map((value) => `common:customizer.layouts.${value}`),
      ...contentWidths.map((value) => `common:customizer.widths.${value}`),
      ...navbarTypes.map((value) => `common:customizer.navbarTypes.${value}`),
      ...footerTypes.map((value) => `common:customizer.footerTypes.${value}`),
    ];
    expect(keys.filter((key) => !exists(key))).toEqual([]);
  });

  it('catches a missing key', () => {
    expect(
      scan('x.tsx', "const { t } = useTranslation('misc'); t('notFound.title'); t('common:nope.nothing');"),
    ).toEqual([
      { file: 'x.tsx', key: 'notFound.title', ns: 'misc' },
      { file: 'x.tsx', key: 'common:nope.nothing', ns: 'misc' },
    ]);
    expect(exists('notFound.title', 'misc')).toBe(true);
    expect(exists('common:nope.nothing', 'misc')).toBe(false);
    expect(exists('nope', 'misc')).toBe(false);
  });
});
