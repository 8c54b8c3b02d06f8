import { describe, expect, it } from 'vitest';
import { metaNamespaces } from './meta-namespaces.ts';

describe("a route's meta namespaces", () => {
  it('are those of its title and breadcrumb keys, once each, known namespaces only', () => {
    expect(
      metaNamespaces({
        resource: 'UiKit',
        pageTitle: 'gallery:cards.basic.title',
        breadcrumb: [
          { labelKey: 'common:nav.uiKit' },
          { labelKey: 'gallery:cards.basic.title' },
          { labelKey: 'nope:x' },
        ],
      }),
    ).toEqual(['gallery', 'common']);
    expect(metaNamespaces({ resource: 'Dashboard' })).toEqual([]);
    expect(metaNamespaces(undefined)).toEqual([]);
  });
});
