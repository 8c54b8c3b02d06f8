import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addFaqCategory,
  addKbArticle,
  addFaqEntry,
  fetchFaq,
  fetchKbCategories,
  fetchKbCategory,
  fetchKbQuestion,
  updateFaqEntry,
  updateKbArticle,
  voteOnArticle,
} from './help-api.ts';

// The language is part of every key: the answers are in the language asked for.
export const helpKeys = {
  all: ['help'] as const,
  faq: (language: string, q: string) => [...helpKeys.all, 'faq', language, q] as const,
  kb: () => [...helpKeys.all, 'kb'] as const,
  kbCategories: (language: string, q: string) => [...helpKeys.kb(), 'categories', language, q] as const,
  kbCategory: (language: string, category: string, q: string) =>
    [...helpKeys.kb(), 'category', language, category, q] as const,
  kbQuestion: (language: string, category: string, slug: string) =>
    [...helpKeys.kb(), 'question', language, category, slug] as const,
};

export function useFaq(q: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: helpKeys.faq(i18n.language, q),
    queryFn: ({ signal }) => fetchFaq(q || undefined, signal),
    // The last answer stays on screen while a search runs, so the page does not flash empty.
    placeholderData: keepPreviousData,
  });
}

function useFaqMutation<V>(fn: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [...helpKeys.all, 'faq'] }),
  });
}
export const useUpdateFaqEntry = () => useFaqMutation(updateFaqEntry);
export const useAddFaqEntry = () => useFaqMutation(addFaqEntry);
export const useAddFaqCategory = () => useFaqMutation(addFaqCategory);

export function useKbCategories(q: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: helpKeys.kbCategories(i18n.language, q),
    queryFn: ({ signal }) => fetchKbCategories(q || undefined, signal),
    placeholderData: keepPreviousData,
  });
}

export function useKbCategory(category: string, q: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: helpKeys.kbCategory(i18n.language, category, q),
    queryFn: ({ signal }) => fetchKbCategory(category, q || undefined, signal),
  });
}

export function useKbQuestion(category: string, slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: helpKeys.kbQuestion(i18n.language, category, slug),
    queryFn: ({ signal }) => fetchKbQuestion(category, slug, signal),
  });
}

export function useVoteOnArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: voteOnArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.kb() }),
  });
}

export function useUpdateKbArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateKbArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.kb() }),
  });
}

export function useAddKbArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addKbArticle,
    onSuccess: () => client.invalidateQueries({ queryKey: helpKeys.kb() }),
  });
}
