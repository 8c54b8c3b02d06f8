import type { AppAbility, Subject } from '@saldo/contracts/abilities';
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

type Section = SearchResult['sections'][number];

interface SectionSource {
  section: Section['section'];
  /** What the caller must be able to read to see the section. */
  subject: Subject;
  find: () => Promise<SectionRows>;
  path: (id: number, ref: string) => string;
}

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
  const { organizationId } = caller;
  const sources: SectionSource[] = [
    {
      section: 'contractors',
      subject: 'Contractor',
      find: () => searchContractors(db, organizationId, q, perSection),
      path: (id) => `/apps/contractors/${id}`,
    },
    {
      section: 'invoices',
      subject: 'Invoice',
      find: async () => searchInvoices(db, await scopeOf(db, caller), q, perSection),
      path: (id) => `/apps/invoice/preview/${id}`,
    },
    {
      section: 'costs',
      subject: 'Cost',
      find: () => searchCosts(db, organizationId, q, perSection),
      path: (id) => `/documents/costs/${id}`,
    },
    {
      section: 'workers',
      subject: 'Worker',
      find: () => searchWorkers(db, organizationId, q, perSection),
      path: (id) => `/apps/workers/preview/${id}`,
    },
    {
      section: 'products',
      subject: 'Shop',
      find: () => searchProducts(db, organizationId, q, perSection),
      path: (_id, slug) => `/apps/e-commerce/${slug}`,
    },
    {
      section: 'help',
      subject: 'KnowledgeBase',
      find: () => searchHelpArticles(db, organizationId, q, language, perSection),
      path: (_id, where) => `/pages/knowledge-base/${where}`,
    },
  ];
  // The sections at once, each on a pooled connection of its own: a keystroke's answer waits for the
  // slowest section rather than for all of them in a row (on PGlite they still queue, one at a time).
  const sections = await Promise.all(
    sources.filter(({ subject }) => ability.can('read', subject)).map(answer),
  );
  return { sections };
}

async function answer({ section, find, path }: SectionSource): Promise<Section> {
  const found = await find();
  return {
    section,
    total: found.total,
    hits: found.rows.map(({ ref, ...row }) => ({
      ...row,
      id: Number(row.id),
      path: path(Number(row.id), ref),
    })),
  };
}

export async function recentSearches(db: Db, caller: Caller) {
  return { recents: await listRecents(db, caller.id) };
}

export async function rememberSearch(db: Db, caller: Caller, recent: SearchRecent) {
  await db.transaction(async (tx) => upsertRecent(tx, caller.id, recent));
  return recentSearches(db, caller);
}
