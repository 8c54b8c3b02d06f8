import type { PageLink } from '../../../lib/page-link.ts';
import type { SearchRecent, SearchResult } from '@saldo/contracts/search';

/** One row the overlay can open, in the order arrow keys move through them. */
export interface SearchItem {
  id: string;
  group: string;
  title: string;
  subtitle?: string;
  path: string;
}

export interface SearchGroup {
  key: string;
  /** Translation key (navbar.search.sections.*) of the heading. */
  label: string;
  total: number;
  items: SearchItem[];
}

const PAGES_SHOWN = 5;

/** The pages whose label (as the user reads it) contains the text. */
export function matchingPages(
  pages: readonly PageLink[],
  q: string,
  label: (page: PageLink) => string,
): SearchItem[] {
  const text = q.toLocaleLowerCase();
  return pages
    .filter((page) => label(page).toLocaleLowerCase().includes(text))
    .map((page) => ({ id: `page-${page.id}`, group: 'pages', title: label(page), path: page.to }));
}

/** The overlay's groups: pages first, then the server's sections in their own order. */
export function groupsOf(pages: SearchItem[], result: SearchResult | undefined): SearchGroup[] {
  const groups: SearchGroup[] = [];
  if (pages.length > 0)
    groups.push({ key: 'pages', label: 'pages', total: pages.length, items: pages.slice(0, PAGES_SHOWN) });
  for (const section of result?.sections ?? []) {
    if (section.total === 0) continue;
    groups.push({
      key: section.section,
      label: section.section,
      total: section.total,
      items: section.hits.map((hit) => ({
        id: `${section.section}-${hit.id}`,
        group: section.section,
        title: hit.title,
        subtitle: hit.subtitle,
        path: hit.path,
      })),
    });
  }
  return groups;
}

/** Before anything is typed: the recent searches (they fill the field) and visited items. */
export function recentGroup(recents: readonly SearchRecent[]): SearchGroup[] {
  if (recents.length === 0) return [];
  return [
    {
      key: 'recent',
      label: 'recent',
      total: recents.length,
      items: recents.map((recent, index) => ({
        id: `recent-${index}`,
        group: recent.kind === 'query' ? 'recentQuery' : 'recentItem',
        title: recent.label,
        path: recent.kind === 'item' ? recent.key : '',
      })),
    },
  ];
}
