import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSettingsSchema,
  type AccountSettings,
  changePasswordBodySchema,
  generalSettingsUpdateSchema,
  infoSettingsSchema,
  notificationSettingsSchema,
  socialSettingsSchema,
} from '@saldo/contracts/account-settings';
import { messageResponseSchema } from '@saldo/contracts/auth';
import { userDataResponseSchema } from '@saldo/contracts/user-data-response';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage, translate } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { organizationSections } from '../organizations/organization-sections.ts';
import {
  changePassword,
  getAccountSettings,
  updateGeneral,
  updateInfo,
  updateNotifications,
  updateSocial,
} from './account-settings.service.ts';

const tags = ['account-setting'];
const read = { ability: ['read', 'AccountSetting'] } as const;
const update = { ability: ['update', 'AccountSetting'] } as const;

/** The logged-in user's own settings, under /api/account-setting. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /**
   * Every answer with all sections carries the organization's sections too (spec section 3), but
   * only to a caller who may read the organization: a client's answer has none of them.
   */
  async function withOrganization(request: FastifyRequest, settings: Promise<AccountSettings>) {
    const own = await settings;
    if (!request.ability?.can('read', 'Organization')) return own;
    return { ...own, ...(await organizationSections(ctx.db, currentUser(request).organizationId)) };
  }

  app.get(
    '/data',
    {
      // A profile read stays open to an administrator who must enrol in two-factor sign-in first.
      config: { ...read, duringTwoFactorEnrolment: true },
      schema: {
        tags,
        summary: 'All settings sections',
        response: { 200: accountSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => withOrganization(request, getAccountSettings(ctx, currentUser(request).id)),
  );

  app.put(
    '/general',
    {
      config: update,
      schema: {
        tags,
        summary: 'Username, full name, e-mail and company; a new e-mail must be confirmed again',
        body: generalSettingsUpdateSchema,
        response: { 200: userDataResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      userData: await updateGeneral(ctx, requestLanguage(request), currentUser(request).id, request.body),
    }),
  );

  app.put(
    '/info',
    {
      config: update,
      schema: {
        tags,
        body: infoSettingsSchema,
        response: { 200: accountSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => withOrganization(request, updateInfo(ctx, currentUser(request).id, request.body)),
  );

  app.put(
    '/social',
    {
      config: update,
      schema: {
        tags,
        body: socialSettingsSchema,
        response: { 200: accountSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => withOrganization(request, updateSocial(ctx, currentUser(request).id, request.body)),
  );

  app.put(
    '/notification',
    {
      config: update,
      schema: {
        tags,
        body: notificationSettingsSchema,
        response: { 200: accountSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      withOrganization(request, updateNotifications(ctx, currentUser(request).id, request.body)),
  );

  app.post(
    '/password',
    {
      config: update,
      // Guessing the current password through this form is throttled like login.
      preHandler: app.authAttemptLimit,
      schema: {
        tags,
        summary: "Change the password; the user's other sessions end",
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await changePassword(ctx, currentUser(request), request.body);
      return { message: translate(requestLanguage(request), 'account.passwordChanged') };
    },
  );
};
