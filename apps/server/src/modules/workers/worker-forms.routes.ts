import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicWorkerFormQuerySchema,
  publicWorkerFormSchema,
  publicWorkerFormSubmitSchema,
  workerFormAcceptSchema,
  workerFormListSchema,
  workerFormParamsSchema,
  workerFormResponseSchema,
  workerFormSendSchema,
  workerFormSummarySchema,
  workerResponseSchema,
} from '@saldo/contracts/workers';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  acceptWorkerForm,
  getWorkerForm,
  listWorkerForms,
  publicWorkerForm,
  rejectWorkerForm,
  sendWorkerForm,
  submitWorkerForm,
} from './worker-forms.service.ts';

const tags = ['workers'];

/** The admin's side of the questionnaire, under /api/workers/forms. */
export const workerFormsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/forms',
    {
      config: { ability: ['read', 'Worker'] },
      schema: {
        tags,
        summary: 'Questionnaires sent, newest first (at most 200)',
        response: { 200: workerFormListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listWorkerForms(ctx, currentUser(request)),
  );

  app.post(
    '/forms',
    {
      config: { ability: ['create', 'Worker'] },
      schema: {
        tags,
        summary: 'Mail a single-use questionnaire link (14 days) in Polish or English',
        description:
          'Sent through the outside-mail gate: without SMTP the answer is 503 `mail_not_configured`, an ' +
          'unconfirmed sender 403, over the sending rate 429 (each with its `code`).',
        body: workerFormSendSchema,
        response: { 201: workerFormSummarySchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendWorkerForm(ctx, currentUser(request), request.body)),
  );

  app.get(
    '/forms/:formId',
    {
      config: { ability: ['read', 'Worker'] },
      schema: {
        tags,
        summary: 'A questionnaire with the answers waiting for review',
        params: workerFormParamsSchema,
        response: { 200: workerFormResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getWorkerForm(ctx, currentUser(request), request.params.formId),
  );

  app.post(
    '/forms/:formId/accept',
    {
      config: { ability: ['update', 'Worker'] },
      schema: {
        tags,
        summary: 'Take chosen answers into a worker record (new candidate when workerId is null)',
        params: workerFormParamsSchema,
        body: workerFormAcceptSchema,
        response: { 200: workerResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => acceptWorkerForm(ctx, currentUser(request), request.params.formId, request.body),
  );

  app.post(
    '/forms/:formId/reject',
    {
      config: { ability: ['update', 'Worker'] },
      schema: {
        tags,
        summary: 'Discard the answers, or withdraw a link not answered yet',
        params: workerFormParamsSchema,
        response: { 200: workerFormResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => rejectWorkerForm(ctx, currentUser(request), request.params.formId),
  );
};

/** The logged-out questionnaire under /api/worker-form; the token is the only credential. */
export const publicWorkerFormRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { access: 'public' },
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'What a questionnaire link asks (410 with `code` form_expired or form_used)',
        querystring: publicWorkerFormQuerySchema,
        response: { 200: publicWorkerFormSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => publicWorkerForm(ctx.db, request.query.token),
  );

  app.post(
    '/',
    {
      config: { access: 'public' },
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Send the answers; they wait for the employer to review them, and the link closes',
        body: publicWorkerFormSubmitSchema,
        response: { 204: z.null().describe('Received'), ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request, reply) => {
      await submitWorkerForm(ctx.db, request.body.token, request.body.answers);
      return reply.code(204).send(null);
    },
  );
};
