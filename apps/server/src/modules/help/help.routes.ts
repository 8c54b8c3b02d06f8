import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HELP_LIMITS,
  createFaqCategoryBodySchema,
  faqDataSchema,
  faqEntryBodySchema,
  faqCategoryParamsSchema,
  helpIdParamsSchema,
  kbCategoryParamsSchema,
  helpQuerySchema,
  kbArticleBodySchema,
  kbArticleSavedSchema,
  kbCategoryBodySchema,
  kbCategoryQuerySchema,
  kbCategorySchema,
  kbCategorySummarySchema,
  kbFeedbackBodySchema,
  kbFeedbackSchema,
  kbQuestionQuerySchema,
  kbQuestionSchema,
  updateFaqCategoryBodySchema,
  updateFaqEntryBodySchema,
  updateKbArticleBodySchema,
  updateKbCategoryBodySchema,
  type ContentLanguage,
} from '@saldo/contracts/help';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createFaqCategory, createFaqEntry, editFaqCategory, editFaqEntry, faqData } from './faq.service.ts';
import {
  createKbArticle,
  createKbCategory,
  editKbArticle,
  editKbCategory,
  kbCategories,
  kbCategory,
  kbQuestion,
  voteOnArticle,
} from './kb.service.ts';

const idSchema = z.object({ id: z.number().int() });

/** The language of the texts read or written: an explicit `lang`, else the request's Accept-Language. */
const languageOf = (request: FastifyRequest, explicit: ContentLanguage | undefined): ContentLanguage =>
  explicit ?? requestLanguage(request);

/** The FAQ under /api/faq: read by everyone with 'read Faq', edited in place by administrators. */
export const faqRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['help'];
  app.get(
    '/data',
    {
      config: { ability: ['read', 'Faq'] },
      schema: {
        tags,
        summary: 'The FAQ by category in the reader’s language; `q` keeps the matching questions',
        querystring: helpQuerySchema,
        response: { 200: faqDataSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      faqData(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.query.lang),
        request.query.q,
      ),
  );

  app.post(
    '/categories',
    {
      config: { ability: ['create', 'Faq'] },
      schema: {
        tags,
        body: createFaqCategoryBodySchema,
        response: { 201: idSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { organizationId } = currentUser(request);
      const saved = await createFaqCategory(
        ctx,
        organizationId,
        languageOf(request, request.body.lang),
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/categories/:faqCategoryId',
    {
      config: { ability: ['update', 'Faq'] },
      schema: {
        tags,
        params: faqCategoryParamsSchema,
        body: updateFaqCategoryBodySchema,
        response: { 200: idSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editFaqCategory(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.params.faqCategoryId,
        request.body,
      ),
  );

  app.post(
    '/categories/:faqCategoryId/entries',
    {
      config: { ability: ['create', 'Faq'] },
      schema: {
        tags,
        params: faqCategoryParamsSchema,
        body: faqEntryBodySchema,
        response: { 201: idSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const saved = await createFaqEntry(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.params.faqCategoryId,
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/entries/:id',
    {
      config: { ability: ['update', 'Faq'] },
      schema: {
        tags,
        params: helpIdParamsSchema,
        body: updateFaqEntryBodySchema,
        response: { 200: idSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editFaqEntry(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.params.id,
        request.body,
      ),
  );
};

// Room for a 1 MB article in any encoding plus JSON escaping, so the size check answers in words.
const ARTICLE_BODY_LIMIT = 3 * HELP_LIMITS.articleBytes;

/** The knowledge base under /api/kb: read and voted on with 'read KnowledgeBase', written by administrators. */
export const kbRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['help'];
  app.get(
    '/data/knowledge_base',
    {
      config: { ability: ['read', 'KnowledgeBase'] },
      schema: {
        tags,
        summary: 'The knowledge base’s categories with their article counts (matching `q`)',
        querystring: helpQuerySchema,
        response: { 200: z.array(kbCategorySummarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      kbCategories(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.query.lang),
        request.query.q,
      ),
  );

  app.get(
    '/data/category',
    {
      config: { ability: ['read', 'KnowledgeBase'] },
      schema: {
        tags,
        summary: 'One category and its articles’ titles (matching `q`)',
        querystring: kbCategoryQuerySchema,
        response: { 200: kbCategorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      kbCategory(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.query.lang),
        request.query.category,
        request.query.q,
      ),
  );

  app.get(
    '/data/question',
    {
      config: { ability: ['read', 'KnowledgeBase'] },
      schema: {
        tags,
        summary: 'One article, its related articles and its "was this helpful?" counts',
        querystring: kbQuestionQuerySchema,
        response: { 200: kbQuestionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      kbQuestion(
        ctx,
        currentUser(request),
        languageOf(request, request.query.lang),
        request.query.category,
        request.query.slug,
      ),
  );

  app.post(
    '/articles/:id/feedback',
    {
      // Readers vote: the vote is the reader's own, about what they read.
      config: { ability: ['read', 'KnowledgeBase'] },
      schema: {
        tags,
        summary: '"Was this helpful?": one vote per user and article (a new vote replaces the old)',
        params: helpIdParamsSchema,
        body: kbFeedbackBodySchema,
        response: { 200: kbFeedbackSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => voteOnArticle(ctx, currentUser(request), request.params.id, request.body.helpful),
  );

  app.post(
    '/categories',
    {
      config: { ability: ['create', 'KnowledgeBase'] },
      schema: {
        tags,
        body: kbCategoryBodySchema,
        response: { 201: kbArticleSavedSchema.omit({ slug: true }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const saved = await createKbCategory(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/categories/:kbCategoryId',
    {
      config: { ability: ['update', 'KnowledgeBase'] },
      schema: {
        tags,
        params: kbCategoryParamsSchema,
        body: updateKbCategoryBodySchema,
        response: { 200: kbArticleSavedSchema.omit({ slug: true }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      editKbCategory(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.params.kbCategoryId,
        request.body,
      ),
  );

  app.post(
    '/articles',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      config: { ability: ['create', 'KnowledgeBase'] },
      schema: {
        tags,
        summary: 'A new article (HTML, sanitized; at most 1 MB)',
        body: kbArticleBodySchema,
        response: { 201: kbArticleSavedSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const saved = await createKbArticle(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.body,
      );
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/articles/:id',
    {
      bodyLimit: ARTICLE_BODY_LIMIT,
      config: { ability: ['update', 'KnowledgeBase'] },
      schema: {
        tags,
        summary: 'Edits one language of an article (HTML, sanitized; at most 1 MB)',
        params: helpIdParamsSchema,
        body: updateKbArticleBodySchema,
        response: { 200: kbArticleSavedSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) =>
      editKbArticle(
        ctx,
        currentUser(request).organizationId,
        languageOf(request, request.body.lang),
        request.params.id,
        request.body,
      ),
  );
};
