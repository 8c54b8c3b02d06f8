import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_LIMITS,
  blogCommentBodySchema,
  blogCommentParamsSchema,
  blogDetailSchema,
  blogEditSchema,
  blogFeedParamsSchema,
  blogFeedSchema,
  blogIdQuerySchema,
  blogListQuerySchema,
  blogListSchema,
  blogPostBodySchema,
  blogPostParamsSchema,
  blogPostSavedSchema,
  blogSidebarSchema,
  updateBlogPostBodySchema,
} from '@saldo/contracts/blog';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { blogFeedUrl, blogRss } from './blog-rss.ts';
import {
  addComment,
  blogDetail,
  blogEditData,
  blogList,
  blogSidebar,
  createPost,
  editPost,
  removeComment,
  removePost,
  type BlogCaller,
} from './blog.service.ts';

const tags = ['blog'];
// Room for a 1 MB post in any encoding plus JSON escaping, so the size check answers in words.
const POST_BODY_LIMIT = 3 * BLOG_LIMITS.contentBytes;

/** The caller with the two abilities the blog's own rules turn on (see BlogCaller). */
function blogCaller(request: FastifyRequest): BlogCaller {
  const user = currentUser(request);
  return {
    id: user.id,
    organizationId: user.organizationId,
    editor: request.ability?.can('manage', 'Blog') ?? false,
    writer: request.ability?.can('create', 'Blog') ?? false,
  };
}

/** The blog under /api/blog: the seed's four reads, the writers' calls and readers' comments. */
export const blogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/list/data',
    {
      config: { ability: ['read', 'Blog'] },
      schema: {
        tags,
        summary:
          'Published posts, newest first, matching `q` and `category`, a page at a time (`status=draft`: the writer’s drafts)',
        querystring: blogListQuerySchema,
        response: { 200: blogListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => blogList(ctx, blogCaller(request), request.query),
  );

  app.get(
    '/list/data/sidebar',
    {
      config: { ability: ['read', 'Blog'] },
      schema: {
        tags,
        summary: 'The newest published posts and the categories in use',
        response: { 200: blogSidebarSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => blogSidebar(ctx, currentUser(request).organizationId),
  );

  app.get(
    '/list/data/detail',
    {
      config: { ability: ['read', 'Blog'] },
      schema: {
        tags,
        summary: 'One post with its comments (a draft only to its author and editors)',
        querystring: blogIdQuerySchema,
        response: { 200: blogDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => blogDetail(ctx, blogCaller(request), request.query.id),
  );

  app.get(
    '/list/data/edit',
    {
      config: { ability: ['update', 'Blog'] },
      schema: {
        tags,
        summary: 'A post for the editor (an author’s own draft; any post for an editor)',
        querystring: blogIdQuerySchema,
        response: { 200: blogEditSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => blogEditData(ctx, blogCaller(request), request.query.id),
  );

  app.post(
    '/posts',
    {
      bodyLimit: POST_BODY_LIMIT,
      config: { ability: ['create', 'Blog'] },
      schema: {
        tags,
        summary: 'A new post (HTML, sanitized; at most 1 MB). Publishing asks for an editor',
        body: blogPostBodySchema,
        response: { 201: blogPostSavedSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPost(ctx, blogCaller(request), request.body)),
  );

  app.patch(
    '/posts/:blogPostId',
    {
      bodyLimit: POST_BODY_LIMIT,
      config: { ability: ['update', 'Blog'] },
      schema: {
        tags,
        summary: 'Edits a post: an author their own drafts, an editor any post (and publishes)',
        params: blogPostParamsSchema,
        body: updateBlogPostBodySchema,
        response: { 200: blogPostSavedSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => editPost(ctx, blogCaller(request), request.params.blogPostId, request.body),
  );

  app.delete(
    '/posts/:blogPostId',
    {
      config: { ability: ['delete', 'Blog'] },
      schema: {
        tags,
        summary: 'Deletes a post: an author their own drafts, an editor any post',
        params: blogPostParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removePost(ctx, blogCaller(request), request.params.blogPostId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/posts/:blogPostId/comments',
    {
      // Readers comment: a comment is the reader's own text, on a published post that allows them.
      config: { ability: ['read', 'Blog'] },
      schema: {
        tags,
        summary: 'A comment (plain text, at most 10,000 characters) on a published post that allows comments',
        params: blogPostParamsSchema,
        body: blogCommentBodySchema,
        response: { 201: z.object({ id: z.number().int() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addComment(ctx, blogCaller(request), request.params.blogPostId, request.body.text)),
  );

  app.delete(
    '/comments/:blogCommentId',
    {
      config: { ability: ['read', 'Blog'] },
      schema: {
        tags,
        summary: 'Deletes a comment: the reader’s own, or any for an editor',
        params: blogCommentParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeComment(ctx, blogCaller(request), request.params.blogCommentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/feed',
    {
      config: { ability: ['read', 'Blog'] },
      schema: {
        tags,
        summary: 'The organization’s public RSS address (published posts only)',
        response: { 200: blogFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ url: await blogFeedUrl(ctx, currentUser(request).organizationId) }),
  );

  app.get(
    '/rss/:feedKey/feed.xml',
    {
      // Feed readers cannot log in; the random key names the organization. Published posts only.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'RSS 2.0 feed of the organization’s published posts (public)',
        params: blogFeedParamsSchema,
        response: { 200: z.string().describe('application/rss+xml'), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(await blogRss(ctx, request.params.feedKey)),
  );
};
