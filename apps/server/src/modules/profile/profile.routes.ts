import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCommentBodySchema,
  createPostBodySchema,
  feedCommentSchema,
  feedIdParamsSchema,
  feedPageSchema,
  feedPostSchema,
  feedQuerySchema,
  likeResultSchema,
  profileDataSchema,
  voteBodySchema,
} from '@saldo/contracts/profile';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addComment,
  createPost,
  deleteComment,
  deletePost,
  feedPage,
  likePost,
  profileData,
  vote,
} from './profile.service.ts';

const tags = ['profile'];

/**
 * The profile page and the organization's internal feed under /api/profile (subject 'Profile'): staff
 * only; every row is the caller's organization's, another organization's post answers 404.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/data',
    {
      config: { ability: ['read', 'Profile'] },
      schema: {
        tags,
        summary: "The caller's profile (header, about), colleagues, the feed's first page and the polls",
        response: { 200: profileDataSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => profileData(ctx.db, currentUser(request)),
  );

  app.get(
    '/feed',
    {
      config: { ability: ['read', 'Profile'] },
      schema: {
        tags,
        summary: 'A page of the feed, newest first; `before` is the previous page’s nextCursor',
        querystring: feedQuerySchema,
        response: { 200: feedPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => feedPage(ctx.db, currentUser(request), request.query),
  );

  app.post(
    '/posts',
    {
      config: { ability: ['create', 'Profile'] },
      schema: {
        tags,
        summary: 'A post (plain text) or a poll (question and 2–10 options; 100 polls a minute)',
        body: createPostBodySchema,
        response: { 201: feedPostSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(ctx.db, currentUser(request), request.body)),
  );

  app.delete(
    '/posts/:id',
    {
      config: { ability: ['delete', 'Profile'] },
      schema: {
        tags,
        summary: 'Delete one’s own post (an administrator: any post)',
        params: feedIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePost(ctx.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/posts/:id/like',
    {
      config: { ability: ['create', 'Profile'] },
      schema: {
        tags,
        summary: 'Like the post, or take the like back (one per user)',
        params: feedIdParamsSchema,
        response: { 200: likeResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => likePost(ctx.db, currentUser(request), request.params.id),
  );

  app.post(
    '/posts/:id/comments',
    {
      config: { ability: ['create', 'Profile'] },
      schema: {
        tags,
        summary: 'Comment on a post (plain text, at most 10,000 characters)',
        params: feedIdParamsSchema,
        body: createCommentBodySchema,
        response: { 201: feedCommentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addComment(ctx.db, currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/comments/:id',
    {
      config: { ability: ['delete', 'Profile'] },
      schema: {
        tags,
        summary: 'Delete one’s own comment (an administrator: any comment)',
        params: feedIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteComment(ctx.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/posts/:id/vote',
    {
      config: { ability: ['create', 'Profile'] },
      schema: {
        tags,
        summary: 'Vote in a poll (once per user); answers the poll with its results',
        params: feedIdParamsSchema,
        body: voteBodySchema,
        response: { 200: feedPostSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => vote(ctx.db, currentUser(request), request.params.id, request.body.optionId),
  );
};
