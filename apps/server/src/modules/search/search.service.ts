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
  const sections: SearchResult['sections'] = [];
  const add = (
    section: SearchResult['sections'][number]['section'],
    found: SectionRows,
    path: (id: number, ref: string) => string,
  ) =>
    sections.push({
      section,
      total: found.total,
      hits: found.rows.map(({ ref, ...row }) => ({
        ...row,
        id: Number(row.id),
        path: path(Number(row.id), ref),
      })),
    });
  if (ability.can('read', 'Contractor'))
    add(
      'contractors',
      await searchContractors(db, caller.organizationId, q, perSection),
      (id) => `/apps/contractors/${id}`,
    );
  if (ability.can('read', 'Invoice')) {
    const scope = await scopeOf(db, caller);
    add('invoices', await searchInvoices(db, scope, q, perSection), (id) => `/apps/invoice/preview/${id}`);
  }
  if (ability.can('read', 'Cost'))
    add(
      'costs',
      await searchCosts(db, caller.organizationId, q, perSection),
      (id) => `/documents/costs/${id}`,
    );
  if (ability.can('read', 'Worker'))
    add(
      'workers',
      await searchWorkers(db, caller.organizationId, q, perSection),
      (id) => `/apps/workers/preview/${id}`,
    );
  if (ability.can('read', 'Shop'))
    add(
      'products',
      await searchProducts(db, caller.organizationId, q, perSection),
      (_id, slug) => `/apps/e-commerce/${slug}`,
    );
  if (ability.can('read', 'KnowledgeBase'))
    add(
      'help',
      await searchHelpArticles(db, caller.organizationId, q, language, perSection),
      (_id, where) => `/pages/knowledge-base/${where}`,
    );
  return { sections };
}

export async function recentSearches(db: Db, caller: Caller) {
  return { recents: await listRecents(db, caller.id) };
}

export async function rememberSearch(db: Db, caller: Caller, recent: SearchRecent) {
  await db.transaction(async (tx) => upsertRecent(tx, caller.id, recent));
  return recentSearches(db, caller);
}
