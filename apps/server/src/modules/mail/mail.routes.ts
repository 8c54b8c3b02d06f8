import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailStatusResponseSchema } from '@saldo/contracts/mail';
import type { AppContext } from '../../app-context.ts';

/**
 * GET /api/mail/status: public, so the login page too can show the test-mode banner. It says only
 * which kind of transport is set, never its address.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/status',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mail'],
        summary: 'How mail is sent: smtp, outbox (test mode: kept, not delivered) or none (sends refused)',
        response: { 200: mailStatusResponseSchema },
      },
    },
    async () => ({ transport: ctx.mailer.transport }),
  );
};
