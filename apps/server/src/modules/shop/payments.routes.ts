import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderIdParamsSchema,
  p24NotificationSchema,
  paymentLinkSchema,
  paymentSettingsInputSchema,
  paymentSettingsSchema,
} from '@saldo/contracts/shop';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  acceptPaymentNotification,
  getPaymentSettings,
  savePaymentSettings,
  startOrderPayment,
} from './payments.service.ts';

const tags = ['shop'];

/** Online payment of orders through Przelewy24: the account, a payment link, the gateway's notification. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The gateway notifies from a few addresses, once per payment and a few retries: a caller sending
  // more than this is not Przelewy24, and a flood cannot make us call P24's verify in a loop.
  const notificationLimit = app.createRateLimit({
    max: 120,
    timeWindow: 60_000,
    keyGenerator: (request) => `p24-status|${request.ip}`,
  });

  app.get(
    '/payment-settings',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: "The company's Przelewy24 account (its keys are never sent back)",
        response: { 200: paymentSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getPaymentSettings(ctx, currentUser(request).organizationId),
  );

  app.put(
    '/payment-settings',
    {
      config: { ability: ['manage', 'Shop'] },
      schema: {
        tags,
        summary: 'Save the Przelewy24 account; a key left out keeps the stored one, an empty one removes it',
        body: paymentSettingsInputSchema,
        response: { 200: paymentSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => savePaymentSettings(ctx, currentUser(request), request.body),
  );

  app.post(
    '/orders/:id/payment-link',
    {
      config: { ability: ['create', 'Shop'] },
      schema: {
        tags,
        summary:
          "Register a Przelewy24 transaction for what the order's document still owes: the page to pay on",
        params: orderIdParamsSchema,
        response: { 200: paymentLinkSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) =>
      startOrderPayment(ctx, currentUser(request), request.params.id, requestLanguage(request)),
  );

  app.post(
    '/payments/p24/status',
    {
      // No session: Przelewy24 calls it. It is believed only with a sign made with the company's CRC
      // key and after P24 confirms the transaction; every refusal answers the same 400.
      config: { access: 'public' },
      preHandler: async (request, reply) => {
        const result = await notificationLimit(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new AppError(429, 'http.tooManyRequests');
        }
      },
      schema: {
        tags,
        summary: "Przelewy24's transaction status notification (urlStatus)",
        body: p24NotificationSchema,
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await acceptPaymentNotification(ctx, request.log, request.body);
      return { status: 'ok' as const };
    },
  );
};
