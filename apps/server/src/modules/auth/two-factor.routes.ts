import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorProofBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@saldo/contracts/two-factor';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
  type TwoFactorDeps,
} from './two-factor.service.ts';

const tags = ['account-setting'];
// Every one of these stays open to an administrator who must enrol first: that is how they enrol.
const read = { ability: ['read', 'AccountSetting'], duringTwoFactorEnrolment: true } as const;
const update = { ability: ['update', 'AccountSetting'], duringTwoFactorEnrolment: true } as const;

/** The user's own two-factor sign-in (TOTP), under /api/account-setting/two-factor. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: TwoFactorDeps }> = async (
  app,
  { ctx, deps },
) => {
  app.get(
    '',
    {
      config: read,
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, recovery codes left, and whether it is required',
        response: { 200: twoFactorStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => twoFactorStatus(ctx, currentUser(request)),
  );

  app.post(
    '/setup',
    {
      config: update,
      schema: {
        tags,
        summary: 'Start enrolment: a new secret, its otpauth URL and QR code (confirm with /enable)',
        response: { 200: twoFactorSetupSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => startEnrolment(ctx, deps, currentUser(request)),
  );

  app.post(
    '/enable',
    {
      config: update,
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Confirm enrolment with a current code; answers the 10 recovery codes, shown only now',
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => confirmEnrolment(ctx, deps, currentUser(request), request.body.code),
  );

  app.post(
    '/disable',
    {
      config: update,
      // Each attempt is a password or code guess: the same allowance as a sign-in.
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Switch two-factor sign-in off (the password or a current code)',
        body: twoFactorProofBodySchema,
        response: { 200: twoFactorStatusSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => disableTwoFactor(ctx, deps, currentUser(request), request.body),
  );

  app.post(
    '/recovery-codes',
    {
      config: update,
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: 'Replace the recovery codes (the password or a current code); the old ones stop working',
        body: twoFactorProofBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => regenerateRecoveryCodes(ctx, deps, currentUser(request), request.body),
  );
};
