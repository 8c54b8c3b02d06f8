import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParamSchema } from '@saldo/contracts/ids';
import {
  cartQuantityBodySchema,
  cartSchema,
  productIdParamsSchema,
  productRefBodySchema,
  wishlistSchema,
} from '@saldo/contracts/shop';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addTo, cart, changeQuantity, removeFrom, wishlist } from './cart-wishlist.service.ts';
import type { ListKind } from './cart-wishlist.repository.ts';

const tags = ['shop'];
const done = z.object({ ok: z.literal(true) });
/** Staff taking a phone order price the cart for the customer they picked; a client's own price list always applies. */
const buyerQuerySchema = z.object({
  contractorId: recordIdParamSchema
    .optional()
    .describe(
      "Cart only, staff only: the customer whose price list prices the cart (a client's is their own)",
    ),
});

/** The caller's own wishlist and cart (every row is keyed by the user: nobody sees another's). */
export const cartWishlistRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const kind of ['wishlist', 'cart'] as const satisfies readonly ListKind[]) {
    app.get(
      `/${kind}`,
      {
        config: { ability: ['read', 'Shop'] },
        schema: {
          tags,
          summary:
            kind === 'cart'
              ? "The caller's cart, with shipping date and the price list's discount per product"
              : "The caller's wishlist",
          querystring: buyerQuerySchema,
          response: { 200: kind === 'cart' ? cartSchema : wishlistSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) =>
        kind === 'cart'
          ? cart(ctx.db, currentUser(request), request.query.contractorId)
          : wishlist(ctx.db, currentUser(request)),
    );

    app.post(
      `/${kind}`,
      {
        config: { ability: ['create', 'Shop'] },
        schema: {
          tags,
          summary: `Add a product to the caller's ${kind} (again: no change)`,
          body: productRefBodySchema,
          response: { 201: done, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await addTo(ctx.db, currentUser(request), request.body.productId, kind);
        return reply.code(201).send({ ok: true });
      },
    );

    app.delete(
      `/${kind}/:productId`,
      {
        config: { ability: ['create', 'Shop'] },
        schema: {
          tags,
          summary: `Remove a product from the caller's ${kind}`,
          params: productIdParamsSchema,
          response: { 200: done, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        await removeFrom(ctx.db, currentUser(request), request.params.productId, kind);
        return { ok: true as const };
      },
    );
  }

  app.put(
    '/cart/:productId',
    {
      config: { ability: ['create', 'Shop'] },
      schema: {
        tags,
        summary: 'Set the quantity of a product in the cart (1–1000)',
        params: productIdParamsSchema,
        body: cartQuantityBodySchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeQuantity(ctx.db, currentUser(request), request.params.productId, request.body.quantity),
  );
};
