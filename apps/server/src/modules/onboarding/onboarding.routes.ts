import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tourStateSchema, wizardStateSchema, wizardUpdateSchema } from '@saldo/contracts/onboarding';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getTour, getWizard, markTourSeen, updateWizard } from './onboarding.service.ts';

const tags = ['onboarding'];

/**
 * Under /api/onboarding: the new organization's setup wizard (its state is the organization's; only
 * who may change the company, its administrators, may move it) and the caller's own first-login tour.
 * The wizard's steps save through the company settings' own endpoints; this keeps only where it stands.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/wizard',
    {
      config: { ability: ['read', 'Organization'] },
      schema: {
        tags,
        summary: "Where the organization's setup wizard stands (an organization without one: completed)",
        response: { 200: wizardStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getWizard(db, currentUser(request).organizationId),
  );

  app.put(
    '/wizard',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Move the setup wizard: its current step, a step saved, skipped or completed',
        body: wizardUpdateSchema,
        response: { 200: wizardStateSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateWizard(db, currentUser(request).organizationId, request.body),
  );

  app.get(
    '/tour',
    {
      config: { ability: ['read', 'AccountSetting'] },
      schema: {
        tags,
        summary: "Whether the caller's first-login tour is still to be shown",
        response: { 200: tourStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getTour(db, currentUser(request).id),
  );

  app.post(
    '/tour/seen',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'The caller closed or finished the tour: it is not shown unasked again',
        response: { 200: tourStateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => markTourSeen(db, currentUser(request).id),
  );
};
