import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { twoFactorPolicySchema } from '@saldo/contracts/two-factor';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findTwoFactor,
  requiresAdminTwoFactor,
  setRequireAdminTwoFactor,
} from '../auth/two-factor.repository.ts';

const tags = ['organization'];

/** Organization-wide sign-in rules, under /api/organization/security (administrators only). */
export const securitySettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/security',
    {
      config: { ability: ['read', 'Organization'] },
      schema: {
        tags,
        summary: 'Whether administrators must sign in with two-factor',
        response: { 200: twoFactorPolicySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      requireAdminTwoFactor: await requiresAdminTwoFactor(ctx.db, currentUser(request).organizationId),
    }),
  );

  app.put(
    '/security',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Require (or stop requiring) two-factor sign-in of administrators; the change is audited',
        body: twoFactorPolicySchema,
        response: { 200: twoFactorPolicySchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { requireAdminTwoFactor } = request.body;
      // Whoever switches it on must already have it: otherwise their own next request is refused.
      if (requireAdminTwoFactor && !(await findTwoFactor(ctx.db, user.id))?.enabledAt)
        throw new AppError(409, 'twoFactor.enableYourselfFirst');
      await ctx.db.transaction((tx) =>
        setRequireAdminTwoFactor(tx, user.organizationId, user.id, requireAdminTwoFactor),
      );
      return { requireAdminTwoFactor };
    },
  );
};
