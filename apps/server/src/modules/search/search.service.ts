import type { AppAbility } from '@saldo/contracts/abilities';
import type { SearchRecent, SearchResult } from '@saldo/contracts/search';
import type { Db } from '../../db/client.ts';
import { scopeOf, type Caller } from '../../lib/caller.ts';
import {
  listRecents,
  searchCosts,
  searchHelpArticles,
  searchInvoices,
  searchProducts,
  searchWorkers,
  upsertRecent,
  type SectionRows,
} from './search.repository.ts';
import { searchContractors } from './contractor-search.repository.ts';

/**
 * The navbar search: each section the caller may read, in a fixed order, its best hits first. A
 * client reads only invoices, and only its own contractor's (scopeOf), like the invoice list, plus
 * the shop's products and the help centre's articles (titled in `language`).
 */
export async function search(
  db: Db,
  caller: Caller,
  ability: AppAbility,
  query: { q: string; perSection: number },
  language: string,
): Promise<SearchResult> {
  const { q, perSection } = query;
  type Section = SearchResult['sections'][number];
  const section = async (
    name: Section['section'],
    find: () => Promise<SectionRows>,
    path: (id: number, ref: string) => string,
  ): Promise<Section> => {
    const found = await find();
    return {
      section: name,
      total: found.total,
      hits: found.rows.map(({ ref, ...row }) => ({
        ...row,
        id: Number(row.id),
        path: path(Number(row.id), ref),
      })),
    };
  };
  const wanted: Promise<Section>[] = [];
  if (ability.can('read', 'Contractor'))
    wanted.push(
      section(
        'contractors',
        () => searchContractors(db, caller.organizationId, q, perSection),
        (id) => `/apps/contractors/${id}`,
      ),
    );
  if (ability.can('read', 'Invoice'))
    wanted.push(
      section(
        'invoices',
        async () => searchInvoices(db, await scopeOf(db, caller), q, perSection),
        (id) => `/apps/invoice/preview/${id}`,
      ),
    );
  if (ability.can('read', 'Cost'))
    wanted.push(
      section(
        'costs',
        () => searchCosts(db, caller.organizationId, q, perSection),
        (id) => `/documents/costs/${id}`,
      ),
    );
  if (ability.can('read', 'Worker'))
    wanted.push(
      section(
        'workers',
        () => searchWorkers(db, caller.organizationId, q, perSection),
        (id) => `/apps/workers/preview/${id}`,
      ),
    );
  if (ability.can('read', 'Shop'))
    wanted.push(
      section(
        'products',
        () => searchProducts(db, caller.organizationId, q, perSection),
        (_id, slug) => `/apps/e-commerce/${slug}`,
      ),
    );
  if (ability.can('read', 'KnowledgeBase'))
    wanted.push(
      section(
        'help',
        () => searchHelpArticles(db, caller.organizationId, q, language, perSection),
        (_id, where) => `/pages/knowledge-base/${where}`,
      ),
    );
  // The sections at once, each on a pooled connection of its own: a keystroke's answer waits for the
  // slowest section rather than for all of them in a row (on PGlite they still queue, one at a time).
  return { sections: await Promise.all(wanted) };
}

export async function recentSearches(db: Db, caller: Caller) {
  return { recents: await listRecents(db, caller.id) };
}

export async function rememberSearch(db: Db, caller: Caller, recent: SearchRecent) {
  await db.transaction(async (tx) => upsertRecent(tx, caller.id, recent));
  return recentSearches(db, caller);
}
