import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contractorIdParamsSchema,
  contractorInputSchema,
  contractorListQuerySchema,
  contractorListSchema,
  contractorResponseSchema,
  invoiceClientSchema,
} from '@saldo/contracts/contractors';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  createContractor,
  getContractor,
  listContractorsPage,
  listInvoiceClients,
  removeContractor,
  replaceContractor,
} from './contractors.service.ts';

const tags = ['contractors'];

/** CRUD under /api/apps/contractors; every query is scoped to the caller's organization. */
export const contractorsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'Contractor'], heavyRead: true },
      schema: {
        tags,
        summary: 'Contractors: search (name, NIP, e-mail, city), filters, sorting and paging',
        querystring: contractorListQuerySchema,
        response: { 200: contractorListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listContractorsPage(ctx, currentUser(request).organizationId, request.query),
  );

  app.get(
    '/:id',
    {
      config: { ability: ['read', 'Contractor'] },
      schema: {
        tags,
        params: contractorIdParamsSchema,
        response: { 200: contractorResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      contractor: await getContractor(ctx, currentUser(request).organizationId, request.params.id),
    }),
  );

  app.post(
    '/',
    {
      config: { ability: ['create', 'Contractor'] },
      schema: {
        tags,
        summary: 'Create a contractor (the VAT status comes from an earlier look-up of its NIP)',
        body: contractorInputSchema,
        response: { 201: contractorResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const contractor = await createContractor(ctx, currentUser(request).organizationId, request.body);
      return reply.code(201).send({ contractor });
    },
  );

  app.put(
    '/:id',
    {
      config: { ability: ['update', 'Contractor'] },
      schema: {
        tags,
        params: contractorIdParamsSchema,
        body: contractorInputSchema,
        response: { 200: contractorResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      contractor: await replaceContractor(
        ctx,
        currentUser(request).organizationId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { ability: ['delete', 'Contractor'] },
      schema: {
        tags,
        summary: 'Delete a contractor; refused (409) while documents or users refer to it',
        params: contractorIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeContractor(ctx, currentUser(request).organizationId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** GET /api/apps/invoice/clients: the spec's client list for the invoice form, from the contractors. */
export const invoiceClientsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/clients',
    {
      config: { ability: ['read', 'Contractor'] },
      schema: {
        tags: ['invoice'],
        summary: 'Clients (address, company, companyEmail, country, contact, name) for the invoice form',
        response: { 200: z.array(invoiceClientSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => listInvoiceClients(ctx, currentUser(request).organizationId),
  );
};
