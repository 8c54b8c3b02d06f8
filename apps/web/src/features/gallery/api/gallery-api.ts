import {
  autosuggestResultSchema,
  goodTableGroupsSchema,
  goodTableListSchema,
  type AutosuggestResult,
  type GoodTableAdvancedQuery,
  type GoodTableGroups,
  type GoodTableList,
  type GoodTableSsrQuery,
} from '@saldo/contracts/gallery';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of the gallery's data calls (/api/good-table, /api/autosuggest), parsed with the contracts. */

export type GoodTableKind = 'basic' | 'advanced-search' | 'table_ssr';

type Query = Record<string, string | number | undefined>;

/** Empty filters are left out, so the server reads "no filter" rather than "equals ''". */
const compact = (query: Query) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

export async function fetchBasicTable(signal?: AbortSignal): Promise<GoodTableList> {
  return goodTableListSchema.parse(await api.get<unknown>('/good-table/basic', { signal }));
}

export async function fetchRowGroups(signal?: AbortSignal): Promise<GoodTableGroups> {
  return goodTableGroupsSchema.parse(await api.get<unknown>('/good-table/row-group', { signal }));
}

export async function fetchAdvancedSearch(
  filters: GoodTableAdvancedQuery,
  signal?: AbortSignal,
): Promise<GoodTableList> {
  return goodTableListSchema.parse(
    await api.get<unknown>('/good-table/advanced-search', { query: compact(filters), signal }),
  );
}

export async function fetchServerSideTable(
  query: GoodTableSsrQuery,
  signal?: AbortSignal,
): Promise<GoodTableList> {
  return goodTableListSchema.parse(await api.get<unknown>('/good-table/table_ssr', { query, signal }));
}

export async function fetchSuggestions(q: string, signal?: AbortSignal): Promise<AutosuggestResult> {
  return autosuggestResultSchema.parse(await api.get<unknown>('/autosuggest/data', { query: { q }, signal }));
}
