import type { RouteObject } from 'react-router';
import { moduleRoute } from './business-routes.ts';
import type { Breadcrumb } from '../../lib/route-meta.ts';

const crumb = (labelKey: string): Breadcrumb => ({ labelKey });

/**
 * Gallery pages (issue 27): 'read UiKit', titled from a gallery namespace's key
 * (`gallery:cards.basic.title`, or `ns:key` for another namespace), under the UI kit crumb.
 */
export const galleryRoutes = (pages: [string, string, RouteObject['lazy']][]): RouteObject[] =>
  pages.map(([path, titleKey, lazy]) => {
    const title = titleKey.includes(':') ? titleKey : `gallery:${titleKey}`;
    return {
      ...moduleRoute(path, 'UiKit', 'uiKit', {
        pageTitle: title,
        breadcrumb: [crumb('common:nav.uiKit'), crumb(title)],
      }),
      lazy,
    };
  });
