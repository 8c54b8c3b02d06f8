import type { AppAbility } from '@saldo/contracts/abilities';
import {
  GOOD_TABLE_LIMIT,
  type AutosuggestResult,
  type GoodTableAdvancedQuery,
  type GoodTableGroups,
  type GoodTableList,
  type GoodTableSsrQuery,
} from '@saldo/contracts/gallery';
import { defaultLanguage, type Language } from '@saldo/i18n/languages';
import { resources } from '@saldo/i18n/resources';
import type { Db } from '../../db/client.ts';
import { searchContractors } from '../search/contractor-search.repository.ts';
import { searchProducts } from '../search/search.repository.ts';
import { suggestedPages } from './gallery-pages.ts';
import { columnConditions, countRows, findRows, searchCondition } from './gallery.repository.ts';

const newestFirst = { sortBy: 'issueDate', sortDesc: true } as const;

/** The newest invoices, at most GOOD_TABLE_LIMIT of them, and how many there are in all. */
export async function basicTable(db: Db, organizationId: number): Promise<GoodTableList> {
  const [rows, total] = await Promise.all([
    findRows(db, organizationId, { where: [], ...newestFirst, limit: GOOD_TABLE_LIMIT, offset: 0 }),
    countRows(db, organizationId, []),
  ]);
  return { rows, total };
}

/** The newest invoices grouped by contractor: groups in order of their newest invoice. */
export async function rowGroupTable(db: Db, organizationId: number): Promise<GoodTableGroups> {
  const { rows, total } = await basicTable(db, organizationId);
  const groups = new Map<number, GoodTableGroups['groups'][number]>();
  for (const row of rows) {
    const group = groups.get(row.contractorId) ?? {
      contractorId: row.contractorId,
      contractorName: row.contractorName,
      grossPln: 0,
      rows: [],
    };
    group.rows.push(row);
    group.grossPln += row.grossPln;
    groups.set(row.contractorId, group);
  }
  return { groups: [...groups.values()], total };
}

export async function advancedSearchTable(
  db: Db,
  organizationId: number,
  filters: GoodTableAdvancedQuery,
): Promise<GoodTableList> {
  const where = columnConditions(filters);
  const [rows, total] = await Promise.all([
    findRows(db, organizationId, { where, ...newestFirst, limit: GOOD_TABLE_LIMIT, offset: 0 }),
    countRows(db, organizationId, where),
  ]);
  return { rows, total };
}

export async function serverSideTable(
  db: Db,
  organizationId: number,
  query: GoodTableSsrQuery,
): Promise<GoodTableList> {
  const where = searchCondition(query.q);
  const [rows, total] = await Promise.all([
    findRows(db, organizationId, {
      where,
      sortBy: query.sortBy,
      sortDesc: query.sortDesc === 'true',
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    countRows(db, organizationId, where),
  ]);
  return { rows, total };
}

/** Lower case without diacritics, so "zadania" finds "Zadania" and "ksiegowa" finds "księgowa". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

function navLabel(language: Language, id: string): string {
  const nav = (lang: Language) => resources[lang].common.nav;
  const pick = (lang: Language) => {
    const tree = nav(lang);
    const text = typeof tree === 'object' ? tree[id] : undefined;
    return typeof text === 'string' ? text : undefined;
  };
  return pick(language) ?? pick(defaultLanguage) ?? id;
}

/**
 * The auto-suggest: contractors, products and screens matching `q`, each group only when the caller
 * may read it, and screens only those the caller may open.
 */
export async function autosuggest(
  db: Db,
  organizationId: number,
  ability: AppAbility,
  query: { q: string; limit: number },
  language: Language,
): Promise<AutosuggestResult> {
  const { q, limit } = query;
  const groups: AutosuggestResult['groups'] = [];
  if (ability.can('read', 'Contractor')) {
    const found = await searchContractors(db, organizationId, q, limit);
    groups.push({
      group: 'contractors',
      items: found.rows.map((row) => ({
        key: `contractors:${row.id}`,
        label: row.title,
        detail: row.subtitle,
        path: `/apps/contractors/${Number(row.id)}`,
      })),
    });
  }
  if (ability.can('read', 'Shop')) {
    const found = await searchProducts(db, organizationId, q, limit);
    groups.push({
      group: 'products',
      items: found.rows.map((row) => ({
        key: `products:${row.id}`,
        label: row.title,
        detail: row.subtitle,
        path: `/apps/e-commerce/${row.ref}`,
      })),
    });
  }
  const wanted = fold(q);
  const pages = suggestedPages
    .filter((page) => ability.can(page.action ?? 'read', page.subject))
    .map((page) => ({ page, label: navLabel(language, page.id) }))
    .filter(({ page, label }) => fold(label).includes(wanted) || page.path.includes(wanted))
    .slice(0, limit);
  groups.push({
    group: 'pages',
    items: pages.map(({ page, label }) => ({
      key: `pages:${page.path}`,
      label,
      detail: page.path,
      path: page.path,
    })),
  });
  return { groups };
}
