import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GoodTableAdvancedQuery, GoodTableSsrQuery } from '@saldo/contracts/gallery';
import {
  fetchAdvancedSearch,
  fetchBasicTable,
  fetchRowGroups,
  fetchServerSideTable,
  fetchSuggestions,
} from './gallery-api.ts';

export const galleryKeys = {
  all: ['gallery'] as const,
  basic: () => [...galleryKeys.all, 'basic'] as const,
  rowGroup: () => [...galleryKeys.all, 'row-group'] as const,
  advanced: (filters: GoodTableAdvancedQuery) => [...galleryKeys.all, 'advanced', filters] as const,
  ssr: (query: GoodTableSsrQuery) => [...galleryKeys.all, 'ssr', query] as const,
  suggest: (q: string) => [...galleryKeys.all, 'suggest', q] as const,
};

export const useBasicTable = () =>
  useQuery({ queryKey: galleryKeys.basic(), queryFn: ({ signal }) => fetchBasicTable(signal) });

export const useRowGroups = () =>
  useQuery({ queryKey: galleryKeys.rowGroup(), queryFn: ({ signal }) => fetchRowGroups(signal) });

export const useAdvancedSearch = (filters: GoodTableAdvancedQuery) =>
  useQuery({
    queryKey: galleryKeys.advanced(filters),
    queryFn: ({ signal }) => fetchAdvancedSearch(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useServerSideTable = (query: GoodTableSsrQuery) =>
  useQuery({
    queryKey: galleryKeys.ssr(query),
    queryFn: ({ signal }) => fetchServerSideTable(query, signal),
    placeholderData: keepPreviousData,
  });

/** Suggestions for a settled text; nothing is asked for an empty one. */
export const useSuggestions = (q: string) =>
  useQuery({
    queryKey: galleryKeys.suggest(q),
    queryFn: ({ signal }) => fetchSuggestions(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
