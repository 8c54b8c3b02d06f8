import type { AppAbility } from '@saldo/contracts/abilities';
import type { SearchRecent, SearchResult } from '@saldo/contracts/search';
import type { Db } from '../../db/client.ts';
import { scopeOf, type Caller } from '../../lib/caller.ts';
import {
  COUNT_CAP,
  listRecents,
  searchContractors,
  searchCosts,
  searchInvoices,
  searchWorkers,
  upsertRecent,
  type SectionRows,
} from './search.repository.ts';

export { COUNT_CAP };

/**
 * The navbar search: each section the caller may read, in a fixed order, its best hits first. A
 * client reads only invoices, and only its own contractor's (scopeOf), like the invoice list.
 */
export async function search(
  db: Db,
  caller: Caller,
  ability: AppAbility,
  query: { q: string; perSection: number },
): Promise<SearchResult> {
  const { q, perSection } = query;
  const sections: SearchResult['sections'] = [];
  const add = (
    section: SearchResult['sections'][number]['section'],
    found: SectionRows,
    path: (id: number) => string,
  ) =>
    sections.push({
      section,
      total: found.total,
      hits: found.rows.map((row) => ({ ...row, id: Number(row.id), path: path(Number(row.id)) })),
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
  return { sections };
}

export async function recentSearches(db: Db, caller: Caller) {
  return { recents: await listRecents(db, caller.id) };
}

export async function rememberSearch(db: Db, caller: Caller, recent: SearchRecent) {
  await db.transaction(async (tx) => upsertRecent(tx, caller.id, recent));
  return recentSearches(db, caller);
}
