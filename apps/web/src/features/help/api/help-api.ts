import { z } from 'zod';
import {
  faqDataSchema,
  kbCategorySchema,
  kbCategorySummarySchema,
  kbFeedbackSchema,
  kbQuestionSchema,
  type FaqData,
  type KbCategory,
  type KbCategorySummary,
  type KbFeedback,
  type KbQuestion,
} from '@saldo/contracts/help';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/faq and /api/kb; the language goes as Accept-Language (api-client). */
export async function fetchFaq(q: string | undefined, signal?: AbortSignal): Promise<FaqData> {
  return faqDataSchema.parse(await api.get<unknown>('/faq/data', { query: { q }, signal }));
}

export interface FaqEntryChange {
  id: number;
  question?: string;
  answer?: string;
}
export const updateFaqEntry = ({ id, ...body }: FaqEntryChange) =>
  api.patch<unknown>(`/faq/entries/${id}`, body);
export const addFaqEntry = ({
  categoryId,
  ...body
}: {
  categoryId: number;
  question: string;
  answer: string;
}) => api.post<unknown>(`/faq/categories/${categoryId}/entries`, body);
export const addFaqCategory = (body: { key: string; icon: string; title: string; subtitle: string }) =>
  api.post<unknown>('/faq/categories', body);

export async function fetchKbCategories(
  q: string | undefined,
  signal?: AbortSignal,
): Promise<KbCategorySummary[]> {
  return z
    .array(kbCategorySummarySchema)
    .parse(await api.get<unknown>('/kb/data/knowledge_base', { query: { q }, signal }));
}

export async function fetchKbCategory(
  category: string,
  q: string | undefined,
  signal?: AbortSignal,
): Promise<KbCategory> {
  return kbCategorySchema.parse(
    await api.get<unknown>('/kb/data/category', { query: { category, q }, signal }),
  );
}

export async function fetchKbQuestion(
  category: string,
  slug: string,
  signal?: AbortSignal,
): Promise<KbQuestion> {
  return kbQuestionSchema.parse(
    await api.get<unknown>('/kb/data/question', { query: { category, slug }, signal }),
  );
}

export async function voteOnArticle({ id, helpful }: { id: number; helpful: boolean }): Promise<KbFeedback> {
  return kbFeedbackSchema.parse(await api.post<unknown>(`/kb/articles/${id}/feedback`, { helpful }));
}

export const updateKbArticle = ({ id, ...body }: { id: number; title?: string; content?: string }) =>
  api.patch<unknown>(`/kb/articles/${id}`, body);

export const addKbArticle = (body: {
  kbCategoryId: number;
  title: string;
  slug: string;
  screen: string;
  content: string;
}) => api.post<unknown>('/kb/articles', body);
