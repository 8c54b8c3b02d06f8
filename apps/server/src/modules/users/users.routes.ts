import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserBodySchema,
  updateUserBodySchema,
  userActivityListSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
  userSessionListSchema,
  userSessionParamsSchema,
} from '@saldo/contracts/users';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  createUser,
  endUserSession,
  getUser,
  listUsers,
  updateUserProfile,
  userActivity,
  userSessions,
} from './users.service.ts';

const tags = ['users'];

/** The users app under /api/apps/user (subject 'User': administrators only). */
export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      config: { ability: ['read', 'User'] },
      schema: {
        tags,
        summary: "The organization's users: search, role, plan and status filters, sorting and paging",
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listUsers(ctx.db, currentUser(request).organizationId, request.query),
  );

  app.post(
    '/users',
    {
      config: { ability: ['create', 'User'] },
      schema: {
        tags,
        summary: 'A new user: active when given a password, otherwise invited (pending, mailed a link)',
        body: createUserBodySchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await createUser(ctx, requestLanguage(request), currentUser(request), request.body);
      return reply.code(201).send(user);
    },
  );

  app.get(
    '/users/:id',
    {
      config: { ability: ['read', 'User'] },
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUser(ctx.db, currentUser(request).organizationId, request.params.id),
  );

  app.put(
    '/users/:id',
    {
      config: { ability: ['update', 'User'] },
      schema: {
        tags,
        summary:
          'Edit the profile, role and activity; never one’s own role or activity, never the last active administrator',
        params: userIdParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUserProfile(ctx, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/users/:id/activity',
    {
      config: { ability: ['read', 'User'] },
      schema: {
        tags,
        summary: "The user's latest changes, from the audit trails",
        params: userIdParamsSchema,
        response: { 200: userActivityListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      activity: await userActivity(ctx.db, currentUser(request).organizationId, request.params.id),
    }),
  );

  app.get(
    '/users/:id/sessions',
    {
      config: { ability: ['read', 'User'] },
      schema: {
        tags,
        summary: "The user's open login sessions",
        params: userIdParamsSchema,
        response: { 200: userSessionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ sessions: await userSessions(ctx, currentUser(request), request.params.id) }),
  );

  app.delete(
    '/users/:id/sessions/:sessionId',
    {
      config: { ability: ['update', 'User'] },
      schema: {
        tags,
        summary: 'End one login session of the user (its tokens stop working at once); answers the rest',
        params: userSessionParamsSchema,
        response: { 200: userSessionListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      sessions: await endUserSession(ctx, currentUser(request), request.params.id, request.params.sessionId),
    }),
  );
};
