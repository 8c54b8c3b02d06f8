import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '@saldo/contracts/idempotency';
import { recordIdParamSchema } from '@saldo/contracts/ids';
import {
  checkoutBodySchema,
  checkoutDefaultsSchema,
  orderIdParamsSchema,
  orderListSchema,
  orderSchema,
  orderStatusBodySchema,
} from '@saldo/contracts/shop';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { changeOrderStatus, checkoutDefaults, getOrder, ordersOf, placeOrder } from './orders.service.ts';

const tags = ['shop'];

/** Checkout and orders: a client's own only; the company's staff see and move all of them. */
export const ordersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/checkout/defaults',
    {
      config: { ability: ['create', 'Shop'] },
      schema: {
        tags,
        summary: "The address step's prefill: the buyer's contractor card (a client's own)",
        querystring: z.object({ contractorId: recordIdParamSchema.optional() }),
        response: { 200: checkoutDefaultsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => checkoutDefaults(ctx, currentUser(request), request.query.contractorId),
  );

  app.post(
    '/orders',
    {
      config: { ability: ['create', 'Shop'] },
      schema: {
        tags,
        summary:
          'Place an order: prices recomputed, stock reserved, a proforma (or VAT invoice) issued and mailed',
        description:
          'A retried request with the same `Idempotency-Key` header answers 200 with the first order. 409 with code priceChanged, outOfStock or archived writes nothing.',
        headers: z.object({ [IDEMPOTENCY_HEADER]: z.string().min(8).max(200).optional() }),
        body: checkoutBodySchema,
        response: { 200: orderSchema, 201: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { created, order } = await placeOrder(
        ctx,
        currentUser(request),
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
        requestLanguage(request),
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/orders',
    {
      config: { ability: ['read', 'Shop'] },
      schema: {
        tags,
        summary: "The latest orders (a client's own contractor's only)",
        response: { 200: orderListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ orders: await ordersOf(ctx.db, currentUser(request)) }),
  );

  app.get(
    '/orders/:id',
    {
      config: { ability: ['read', 'Shop'] },
      schema: {
        tags,
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getOrder(ctx.db, currentUser(request), request.params.id),
  );

  app.put(
    '/orders/:id/status',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'Move an order: new → confirmed → shipped → delivered, or cancelled before shipping',
        params: orderIdParamsSchema,
        body: orderStatusBodySchema,
        response: { 200: orderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeOrderStatus(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.status,
        requestLanguage(request),
      ),
  );
};
