import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBalanceConfirmationSchema,
  balanceConfirmationIdParamsSchema,
  balanceConfirmationListQuerySchema,
  balanceConfirmationListSchema,
  balanceConfirmationSchema,
  issueBalanceConfirmationsSchema,
  issuedBalanceConfirmationsSchema,
  paperAnswerBalanceConfirmationSchema,
  balanceConfirmationPdfQuerySchema,
} from '@saldo/contracts/balance-confirmations';
import { clientAccountQuerySchema, clientAccountSchema } from '@saldo/contracts/dashboard';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  answerConfirmation,
  clientAccount,
  confirmationPdf,
  getConfirmation,
  issueConfirmations,
  listConfirmationsFor,
  recordPaperAnswer,
} from './balance-confirmations.service.ts';

const tags = ['balance-confirmations'];

/**
 * Balance confirmations under /api/balance-confirmations: the admin issues ('create'), the contractor's
 * client users read, download and answer ('read', 'update'); the service narrows a client to its own
 * contractor's confirmations.
 */
export const balanceConfirmationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'BalanceConfirmation'] },
      schema: {
        tags,
        summary: 'Balance confirmations, newest first (a client user: its own contractor’s only)',
        querystring: balanceConfirmationListQuerySchema,
        response: { 200: balanceConfirmationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listConfirmationsFor(ctx, currentUser(request), request.query),
  );

  app.post(
    '/',
    {
      config: { ability: ['create', 'BalanceConfirmation'] },
      schema: {
        tags,
        summary:
          'Issue confirmations as of a day: for one contractor, or (no contractorId) for every contractor with an open balance then',
        body: issueBalanceConfirmationsSchema,
        response: { 200: issuedBalanceConfirmationsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => issueConfirmations(ctx, currentUser(request), request.body),
  );

  app.get(
    '/:id',
    {
      config: { ability: ['read', 'BalanceConfirmation'] },
      schema: {
        tags,
        params: balanceConfirmationIdParamsSchema,
        response: { 200: balanceConfirmationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getConfirmation(ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/:id/pdf',
    {
      config: { ability: ['read', 'BalanceConfirmation'] },
      schema: {
        tags,
        summary:
          'The confirmation as an A4 PDF (potwierdzenie salda) in the language asked for (lang), else the contractor’s (by its country: Polish for Poland, English where Saldo does not speak the language); the download is audited',
        params: balanceConfirmationIdParamsSchema,
        querystring: balanceConfirmationPdfQuerySchema,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await confirmationPdf(
        ctx,
        currentUser(request),
        request.params.id,
        request.query.lang,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  app.post(
    '/:id/answer',
    {
      config: { ability: ['update', 'BalanceConfirmation'] },
      schema: {
        tags,
        summary:
          'The contractor confirms the balance or disputes it with a comment (its client users only, once)',
        params: balanceConfirmationIdParamsSchema,
        body: answerBalanceConfirmationSchema,
        response: { 200: balanceConfirmationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => answerConfirmation(ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/paper-answer',
    {
      // The company's own record of what came back by post, like issuing: 'create', which clients lack.
      config: { ability: ['create', 'BalanceConfirmation'] },
      schema: {
        tags,
        summary:
          'Record an answer received on paper: confirmed, or disputed with the contractor’s balance and a note, and the day it arrived (the company only, once; audited)',
        params: balanceConfirmationIdParamsSchema,
        body: paperAnswerBalanceConfirmationSchema,
        response: { 200: balanceConfirmationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => recordPaperAnswer(ctx, currentUser(request), request.params.id, request.body),
  );
};

/** /api/client-account: a contractor's open and overdue invoices, payments and balance. */
export const clientAccountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        summary:
          'A contractor’s account: open and overdue invoices, recent payments, balance per currency and in PLN (a client user: its own; an admin: contractorId)',
        querystring: clientAccountQuerySchema,
        response: { 200: clientAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => clientAccount(ctx, currentUser(request), request.query),
  );
};
