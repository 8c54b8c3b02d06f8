import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@saldo/contracts/auth';
import {
  inviteUserBodySchema,
  organizationUserListSchema,
  updateOrganizationUserBodySchema,
  userIdParamsSchema,
} from '@saldo/contracts/organization-settings';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage, translate } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { inviteUser, listUsers, resendInvitation, updateOrganizationUser } from './org-users.service.ts';

const tags = ['organization: users'];

/** The organization's users under /api/organization/users (subject 'User'). */
export const organizationUserRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/users',
    {
      config: { ability: ['read', 'User'] },
      schema: { tags, response: { 200: organizationUserListSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ users: await listUsers(ctx.db, currentUser(request).organizationId) }),
  );

  app.post(
    '/users',
    {
      config: { ability: ['create', 'User'] },
      schema: {
        tags,
        summary: 'Invite a user: created pending, mailed a link that sets the password',
        body: inviteUserBodySchema,
        response: { 201: organizationUserListSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const users = await inviteUser(ctx, requestLanguage(request), currentUser(request), request.body);
      return reply.code(201).send({ users });
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { ability: ['update', 'User'] },
      schema: {
        tags,
        summary: 'Change the role or (de)activate; never oneself, never the last active administrator',
        params: userIdParamsSchema,
        body: updateOrganizationUserBodySchema,
        response: { 200: organizationUserListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      users: await updateOrganizationUser(ctx, currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/users/:id/invitation',
    {
      config: { ability: ['update', 'User'] },
      schema: {
        tags,
        summary: 'Send a pending user a new invitation link',
        params: userIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await resendInvitation(ctx, language, currentUser(request), request.params.id);
      return { message: translate(language, 'settings.users.invitationSent') };
    },
  );
};
