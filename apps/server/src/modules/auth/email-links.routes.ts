import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resendConfirmationBodySchema,
  resetPasswordBodySchema,
} from '@saldo/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage, translate } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from './email-links.service.ts';

const tags = ['auth'];

/** The flows that go through a mailed one-time link: password reset and e-mail confirmation. */
export const emailLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      attachValidation: true,
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Mail a password-reset link (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await requestPasswordReset(ctx, language, request.validationError ? undefined : request.body.email);
      return { message: translate(language, 'auth.resetLinkSent') };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Set a new password with a reset link; ends every session of the user',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const body = request.validationError ? {} : request.body;
      await resetPassword(ctx, body.token, body.password);
      return { message: translate(requestLanguage(request), 'auth.passwordReset') };
    },
  );

  app.post(
    '/confirm-email',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the mailed link',
        body: confirmEmailBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await confirmEmail(ctx, request.validationError ? undefined : request.body.token);
      return { message: translate(requestLanguage(request), 'auth.emailConfirmed') };
    },
  );

  app.post(
    '/resend-confirmation',
    {
      config: { access: 'public' },
      attachValidation: true,
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Mail a new confirmation link (same answer whatever the address)',
        body: resendConfirmationBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await resendConfirmation(ctx, language, request.validationError ? undefined : request.body.email);
      return { message: translate(language, 'auth.confirmationSent') };
    },
  );
};
