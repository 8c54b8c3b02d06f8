import {
  HELP_LIMITS,
  type ContentLanguage,
  type KbCategory,
  type KbCategorySummary,
  type KbFeedback,
  type KbQuestion,
  type kbArticleBodySchema,
  type kbCategoryBodySchema,
  type updateKbArticleBodySchema,
  type updateKbCategoryBodySchema,
} from '@saldo/contracts/help';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { ensureHelpInstalled } from './help-install.ts';
import { articleSearchText, localize, sanitizeArticle, withText } from './help-text.ts';
import {
  articleFeedback,
  findKbArticle,
  findKbArticleById,
  findKbCategory,
  findKbCategoryBySlug,
  insertKbArticle,
  insertKbCategory,
  isUniqueViolation,
  listKbArticleLinks,
  listKbCategoriesWithCounts,
  nextKbArticlePosition,
  nextKbCategoryPosition,
  updateKbArticle,
  updateKbCategory,
  upsertArticleVote,
} from './help.repository.ts';

const notFound = () => new AppError(404, 'http.notFound');
const slugTaken = () => new AppError(409, 'help.slugTaken');
const rethrowTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw slugTaken();
  throw error;
};

/** An article past 1 MB is refused before it is parsed (the sanitizer's work grows with it). */
function checkArticleSize(html: string): void {
  if (Buffer.byteLength(html, 'utf8') > HELP_LIMITS.articleBytes)
    throw new AppError(413, 'help.articleTooLarge', { params: { max: '1 MB' } });
}

/** The landing page: every category with its number of articles (matching `q` when searching). */
export async function kbCategories(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  q: string | undefined,
): Promise<KbCategorySummary[]> {
  await ensureHelpInstalled(ctx.db, organizationId);
  const rows = await listKbCategoriesWithCounts(ctx.db, organizationId, q || undefined);
  return rows
    .filter((row) => !q || row.count > 0)
    .map(({ category, count }) => ({
      id: category.id,
      category: category.slug,
      icon: category.icon,
      title: localize(category.title, language),
      desc: localize(category.description, language),
      questionCount: count,
    }));
}

export async function kbCategory(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  slug: string,
  q: string | undefined,
): Promise<KbCategory> {
  await ensureHelpInstalled(ctx.db, organizationId);
  const category = await findKbCategoryBySlug(ctx.db, organizationId, slug);
  if (!category) throw notFound();
  const links = await listKbArticleLinks(ctx.db, category.id, q || undefined);
  return {
    id: category.id,
    category: category.slug,
    icon: category.icon,
    title: localize(category.title, language),
    desc: localize(category.description, language),
    questions: links.map((link) => ({
      id: link.id,
      slug: link.slug,
      question: localize(link.title, language),
    })),
  };
}

export async function kbQuestion(
  ctx: AppContext,
  caller: { organizationId: number; id: number },
  language: ContentLanguage,
  categorySlug: string,
  slug: string,
): Promise<KbQuestion> {
  await ensureHelpInstalled(ctx.db, caller.organizationId);
  const category = await findKbCategoryBySlug(ctx.db, caller.organizationId, categorySlug);
  const article = category && (await findKbArticle(ctx.db, category.id, slug));
  if (!category || !article) throw notFound();
  const [links, feedback] = await Promise.all([
    listKbArticleLinks(ctx.db, category.id),
    articleFeedback(ctx.db, article.id, caller.id),
  ]);
  return {
    id: article.id,
    category: category.slug,
    categoryTitle: localize(category.title, language),
    slug: article.slug,
    title: localize(article.title, language),
    content: localize(article.content, language),
    screen: article.screen,
    lastUpdated: article.updatedAt.toISOString(),
    relatedQuestions: links
      .filter((link) => link.id !== article.id)
      .map((link) => ({ id: link.id, slug: link.slug, question: localize(link.title, language) })),
    feedback,
  };
}

/** "Was this helpful?": the caller's vote replaces their earlier one; answers the new counts. */
export async function voteOnArticle(
  ctx: AppContext,
  caller: { organizationId: number; id: number },
  articleId: number,
  helpful: boolean,
): Promise<KbFeedback> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findKbArticleById(tx, caller.organizationId, articleId))) throw notFound();
    await upsertArticleVote(tx, articleId, caller.id, helpful);
    return articleFeedback(tx, articleId, caller.id);
  });
}

type CategoryBody = z.infer<typeof kbCategoryBodySchema>;
type UpdateCategoryBody = z.infer<typeof updateKbCategoryBodySchema>;
type ArticleBody = z.infer<typeof kbArticleBodySchema>;
type UpdateArticleBody = z.infer<typeof updateKbArticleBodySchema>;

export async function createKbCategory(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  body: CategoryBody,
): Promise<{ id: number; category: string }> {
  await ensureHelpInstalled(ctx.db, organizationId);
  const id = await ctx.db
    .transaction(async (tx) => {
      if (await findKbCategoryBySlug(tx, organizationId, body.slug)) throw slugTaken();
      return insertKbCategory(tx, {
        organizationId,
        slug: body.slug,
        icon: body.icon,
        title: withText(undefined, language, body.title),
        description: withText(undefined, language, body.desc),
        position: await nextKbCategoryPosition(tx, organizationId),
      });
    })
    .catch(rethrowTaken);
  return { id, category: body.slug };
}

export async function editKbCategory(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  id: number,
  body: UpdateCategoryBody,
): Promise<{ id: number; category: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await findKbCategory(tx, organizationId, id);
    if (!row) throw notFound();
    await updateKbCategory(tx, id, {
      ...(body.icon === undefined ? {} : { icon: body.icon }),
      ...(body.title === undefined ? {} : { title: withText(row.title, language, body.title) }),
      ...(body.desc === undefined ? {} : { description: withText(row.description, language, body.desc) }),
    });
    return { id, category: row.slug };
  });
}

export async function createKbArticle(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  body: ArticleBody,
): Promise<{ id: number; category: string; slug: string }> {
  checkArticleSize(body.content);
  const title = withText(undefined, language, body.title);
  const content = withText(undefined, language, sanitizeArticle(body.content));
  return ctx.db
    .transaction(async (tx) => {
      const category = await findKbCategory(tx, organizationId, body.kbCategoryId);
      if (!category) throw notFound();
      if (await findKbArticle(tx, category.id, body.slug)) throw slugTaken();
      const id = await insertKbArticle(tx, {
        organizationId,
        categoryId: category.id,
        slug: body.slug,
        title,
        content,
        screen: body.screen,
        searchText: articleSearchText(title, content),
        position: await nextKbArticlePosition(tx, category.id),
      });
      return { id, category: category.slug, slug: body.slug };
    })
    .catch(rethrowTaken);
}

/** Edits one language's title and text (the others keep theirs) and the screen it explains. */
export async function editKbArticle(
  ctx: AppContext,
  organizationId: number,
  language: ContentLanguage,
  id: number,
  body: UpdateArticleBody,
): Promise<{ id: number; category: string; slug: string }> {
  if (body.content !== undefined) checkArticleSize(body.content);
  const html = body.content === undefined ? undefined : sanitizeArticle(body.content);
  return ctx.db.transaction(async (tx) => {
    const found = await findKbArticleById(tx, organizationId, id, true);
    if (!found) throw notFound();
    const { article } = found;
    const title = body.title === undefined ? article.title : withText(article.title, language, body.title);
    const content = html === undefined ? article.content : withText(article.content, language, html);
    await updateKbArticle(tx, id, {
      title,
      content,
      searchText: articleSearchText(title, content),
      ...(body.screen === undefined ? {} : { screen: body.screen }),
    });
    return { id, category: found.categorySlug, slug: article.slug };
  });
}
