import type {
  ContentLanguage,
  FaqData,
  createFaqCategoryBodySchema,
  faqEntryBodySchema,
  updateFaqCategoryBodySchema,
  updateFaqEntryBodySchema,
} from '@saldo/contracts/help';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { localize, withText } from './help-text.ts';
import { ensureHelpInstalled } from './help-install.ts';
import {
  findFaqCategory,
  findFaqCategoryByKey,
  findFaqEntry,
  insertFaqCategory,
  insertFaqEntry,
  isUniqueViolation,
  listFaqCategories,
  listFaqEntries,
  nextFaqCategoryPosition,
  nextFaqEntryPosition,
  updateFaqCategory,
  updateFaqEntry,
} from './help.repository.ts';

const notFound = () => new AppError(404, 'http.notFound');
const keyTaken = () => new AppError(409, 'help.keyTaken');

/**
 * The seed's answer: categories by key, in the reader's language; with `q`, only the questions that
 * contain it (case-insensitively, in the language shown) and only the categories left non-empty.
 */
export async function faqData(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  q: string | undefined,
): Promise<FaqData> {
  await ensureHelpInstalled(ctx.db, organizationId);
  const [categories, entries] = await Promise.all([
    listFaqCategories(ctx.db, organizationId),
    listFaqEntries(ctx.db, organizationId),
  ]);
  const needle = q?.trim().toLocaleLowerCase(language) ?? '';
  const data: FaqData = {};
  for (const category of categories) {
    const qandA = entries
      .filter((entry) => entry.categoryId === category.id)
      .map((entry) => ({
        id: entry.id,
        question: localize(entry.question, language),
        ans: localize(entry.answer, language),
      }))
      .filter((entry) => entry.question.toLocaleLowerCase(language).includes(needle));
    // Without a search an empty category is still shown, so an administrator can fill it.
    if (qandA.length === 0 && needle !== '') continue;
    data[category.key] = {
      id: category.id,
      icon: category.icon,
      title: localize(category.title, language),
      subtitle: localize(category.subtitle, language),
      qandA,
    };
  }
  return data;
}

type CreateCategory = z.infer<typeof createFaqCategoryBodySchema>;
type UpdateCategory = z.infer<typeof updateFaqCategoryBodySchema>;
type EntryBody = z.infer<typeof faqEntryBodySchema>;
type UpdateEntry = z.infer<typeof updateFaqEntryBodySchema>;

export async function createFaqCategory(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  body: CreateCategory,
): Promise<{ id: number }> {
  await ensureHelpInstalled(ctx.db, organizationId);
  const id = await ctx.db
    .transaction(async (tx) => {
      if (await findFaqCategoryByKey(tx, organizationId, body.key)) throw keyTaken();
      return insertFaqCategory(tx, {
        organizationId,
        key: body.key,
        icon: body.icon,
        title: withText(undefined, language, body.title),
        subtitle: withText(undefined, language, body.subtitle),
        position: await nextFaqCategoryPosition(tx, organizationId),
      });
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw keyTaken();
      throw error;
    });
  return { id };
}

/** Edits in place: the texts of one language (the others keep theirs) and the icon. */
export async function editFaqCategory(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  id: number,
  body: UpdateCategory,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const row = await findFaqCategory(tx, organizationId, id);
    if (!row) throw notFound();
    await updateFaqCategory(tx, id, {
      ...(body.icon === undefined ? {} : { icon: body.icon }),
      ...(body.title === undefined ? {} : { title: withText(row.title, language, body.title) }),
      ...(body.subtitle === undefined ? {} : { subtitle: withText(row.subtitle, language, body.subtitle) }),
    });
  });
  return { id };
}

export async function createFaqEntry(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  categoryId: number,
  body: EntryBody,
): Promise<{ id: number }> {
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await findFaqCategory(tx, organizationId, categoryId))) throw notFound();
    return insertFaqEntry(tx, {
      organizationId,
      categoryId,
      question: withText(undefined, language, body.question),
      answer: withText(undefined, language, body.answer),
      position: await nextFaqEntryPosition(tx, categoryId),
    });
  });
  return { id };
}

export async function editFaqEntry(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  id: number,
  body: UpdateEntry,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const row = await findFaqEntry(tx, organizationId, id);
    if (!row) throw notFound();
    await updateFaqEntry(tx, id, {
      ...(body.question === undefined ? {} : { question: withText(row.question, language, body.question) }),
      ...(body.answer === undefined ? {} : { answer: withText(row.answer, language, body.answer) }),
    });
  });
  return { id };
}
