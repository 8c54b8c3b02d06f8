import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginBodySchema,
  logoutBodySchema,
  messageResponseSchema,
  refreshBodySchema,
  registerBodySchema,
  tokenPairSchema,
  userDataSchema,
} from '@saldo/contracts/auth';
import { loginResponseSchema, loginSessionSchema, mfaLoginBodySchema } from '@saldo/contracts/two-factor';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage, translate } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { checkPassword, register } from './auth.service.ts';
import type { DeviceCookies } from './device-cookie.ts';
import { afterPassword, loginWithSecondFactor } from './mfa-login.service.ts';
import type { MfaTickets } from './mfa-ticket.ts';
import type { TwoFactorDeps } from './two-factor.service.ts';
import { endSession, rotateSession } from './session.service.ts';
import { loadUserData } from './user-data.ts';
import { demoAccountsAvailable } from './users.repository.ts';

const tags = ['auth'];

/** Login, register, token refresh, logout and "who am I", under /api/jwt (the spec's paths). */
export const authRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  devices: DeviceCookies;
  tickets: MfaTickets;
  twoFactor: TwoFactorDeps;
}> = async (app, { ctx, devices, tickets, twoFactor }) => {
  app.post(
    '/login',
    {
      // Sign-in uses the reserve connections: a storm of list requests must not lock people out.
      config: { access: 'public', dbLane: 'reserve' },
      // Any malformed body is simply a failed login ('Email or Password is Invalid'), never a schema error.
      attachValidation: true,
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        description:
          'Without two-factor sign-in: userData, accessToken and refreshToken (plus mfaEnrolmentRequired: true for an ' +
          'administrator whose organization requires two-factor sign-in and who has not enrolled; such a session ' +
          'may only enrol, read its profile and log out). With it: { mfaRequired: true, mfaToken }, a ticket valid ' +
          'for 5 minutes for POST /api/jwt/login/mfa, and no tokens.',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await checkPassword(ctx, request.validationError ? {} : request.body);
      const answer = await afterPassword(ctx, tickets, user.id);
      // The device counts as known only once it completed the whole sign-in.
      if (!('mfaRequired' in answer)) devices.remember(reply, user.email);
      return answer;
    },
  );

  app.post(
    '/login/mfa',
    {
      config: { access: 'public', dbLane: 'reserve' },
      attachValidation: true,
      // Per address, and per account (the ticket's user): see plugins/rate-limit.ts.
      preHandler: app.mfaAttemptLimit,
      schema: {
        tags,
        summary: 'Second sign-in step: the mfaToken from /login and a 6-digit code or a recovery code',
        description:
          'Each code is accepted once (a second use in the same 30-second step is refused), each recovery code ' +
          'once. Answers like /login without two-factor; 401 with code mfa_token_invalid when the ticket is ' +
          'expired or forged (sign in again), 400 for a wrong code.',
        body: mfaLoginBodySchema,
        response: { 200: loginSessionSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = await loginWithSecondFactor(
        ctx,
        twoFactor,
        tickets,
        request.validationError ? {} : request.body,
      );
      devices.remember(reply, user.email);
      return session;
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      // A missing or malformed body gets the per-field messages ('Please enter your email.' …).
      attachValidation: true,
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Create an organization and its first (admin) user',
        body: registerBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => register(ctx, requestLanguage(request), request.validationError ? {} : request.body),
  );

  app.post(
    '/refresh-token',
    {
      // Sign-in uses the reserve connections: a storm of list requests must not lock people out.
      config: { access: 'public', dbLane: 'reserve' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Trade a refresh token for a new token pair (the old one stops working)',
        body: refreshBodySchema,
        response: { 200: tokenPairSchema, ...errorResponses(401) },
      },
    },
    async (request) => rotateSession(ctx, request.validationError ? undefined : request.body.refreshToken),
  );

  app.post(
    '/logout',
    {
      // Public: the access token may already have expired when the user logs out.
      config: { access: 'public' },
      attachValidation: true,
      schema: {
        tags,
        summary: 'End the login session the refresh token belongs to',
        body: logoutBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await endSession(ctx, request.validationError ? undefined : request.body.refreshToken);
      return { message: translate(requestLanguage(request), 'auth.loggedOut') };
    },
  );

  app.get(
    '/demo-accounts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the demo accounts exist (the login page shows their hint only then)',
        response: { 200: z.object({ available: z.boolean() }) },
      },
    },
    async () => ({ available: await demoAccountsAvailable(ctx.db) }),
  );

  app.get(
    '/me',
    {
      config: { ability: ['read', 'Auth'], duringTwoFactorEnrolment: true },
      schema: {
        tags,
        summary: 'The logged-in user',
        response: { 200: z.object({ userData: userDataSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ userData: await loadUserData(ctx.db, currentUser(request).id) }),
  );
};
