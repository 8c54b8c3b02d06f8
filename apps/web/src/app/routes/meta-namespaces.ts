import type { RouteObject } from 'react-router';
import { namespaces, type Namespace } from '@saldo/i18n/namespaces';
import type { RouteHandle } from '../../lib/route-meta.ts';
import { preloadNamespaces } from '../../lib/i18n.ts';

const isNamespace = (value: string): value is Namespace => (namespaces as readonly string[]).includes(value);

/** The namespaces of a route's title and breadcrumb keys (`ns:key`). */
export function metaNamespaces(handle: RouteHandle | undefined): Namespace[] {
  const keys = [handle?.pageTitle, ...(handle?.breadcrumb ?? []).map((step) => step.labelKey)];
  const found = keys.flatMap((key) => (key?.includes(':') ? [key.split(':', 1)[0] ?? ''] : []));
  return [...new Set(found.filter(isNamespace))];
}

/**
 * Each page route's `lazy` also fetches the namespaces of its title and breadcrumbs. The page header
 * and the document title sit outside the page's Suspense boundary: a key whose namespace only the
 * page loads would otherwise stay raw there, since nothing renders the header again.
 */
export function withMetaNamespaces(route: RouteObject): RouteObject {
  const children = route.children?.map(withMetaNamespaces);
  const { lazy } = route;
  const wanted = metaNamespaces(route.handle as RouteHandle | undefined);
  const withChildren = children ? ({ ...route, children } as RouteObject) : route;
  if (typeof lazy !== 'function' || wanted.length === 0) return withChildren;
  return {
    ...withChildren,
    lazy: async () => {
      const [page] = await Promise.all([lazy(), preloadNamespaces(wanted)]);
      return page;
    },
  } as RouteObject;
}
