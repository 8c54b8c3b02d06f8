import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  annexInputSchema,
  contractIdParamsSchema,
  contractInputSchema,
  contractListQuerySchema,
  contractListSchema,
  contractPdfQuerySchema,
  contractResponseSchema,
  terminationInputSchema,
} from '@saldo/contracts/employment-contracts';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addAnnex,
  createContract,
  getContract,
  listContracts,
  terminateContract,
  deleteContract,
  updateContract,
} from './contracts.service.ts';
import { contractPdf } from './pdf/contract-pdf.service.ts';

const tags = ['contracts'];

/** Contracts with workers under /api/contracts: staff data, so admins only (a client gets 403). */
export const contractsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/contracts',
    {
      config: { ability: ['read', 'Contract'] },
      schema: {
        tags,
        summary: "Contracts, newest start first: a worker's, of a kind, upcoming, active or ended",
        querystring: contractListQuerySchema,
        response: { 200: contractListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listContracts(ctx, currentUser(request), request.query),
  );

  app.get(
    '/contracts/:id',
    {
      config: { ability: ['read', 'Contract'] },
      schema: {
        tags,
        params: contractIdParamsSchema,
        response: { 200: contractResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getContract(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/contracts',
    {
      config: { ability: ['create', 'Contract'] },
      schema: {
        tags,
        summary: 'Sign a contract with a worker: employment, mandate or specific work',
        description:
          'Pay below the pro-rata minimum wage (or a mandate hourly rate below the minimum hourly rate) of the ' +
          'start year is refused with 400 naming the rule; a contract of the same kind overlapping another of ' +
          'the same worker with 409 `overlap`.',
        body: contractInputSchema,
        response: { 201: contractResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContract(ctx, currentUser(request), request.body)),
  );

  app.put(
    '/contracts/:id',
    {
      config: { ability: ['update', 'Contract'] },
      schema: {
        tags,
        summary: 'Correct a contract (not its worker or kind; not once terminated)',
        params: contractIdParamsSchema,
        body: contractInputSchema,
        response: { 200: contractResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateContract(ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/contracts/:id/annexes',
    {
      config: { ability: ['update', 'Contract'] },
      schema: {
        tags,
        summary: 'An annex: new pay or working time from a day',
        params: contractIdParamsSchema,
        body: annexInputSchema,
        response: { 200: contractResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => addAnnex(ctx, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/contracts/:id/termination',
    {
      config: { ability: ['update', 'Contract'] },
      schema: {
        tags,
        summary: 'End a contract by notice (employment: art. 34/36 KP period computed) or by agreement',
        params: contractIdParamsSchema,
        body: terminationInputSchema,
        response: { 200: contractResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => terminateContract(ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/contracts/:id',
    {
      config: { ability: ['delete', 'Contract'] },
      schema: {
        tags,
        summary: 'Delete a contract no approved payroll list pays (409 otherwise: end it instead)',
        params: contractIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteContract(ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/contracts/:id/pdf',
    {
      config: { ability: ['read', 'Contract'] },
      schema: {
        tags,
        summary: 'The contract as signed, in Polish or Polish and English side by side',
        params: contractIdParamsSchema,
        querystring: contractPdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await contractPdf(ctx, currentUser(request), request.params.id, request.query.language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
};
