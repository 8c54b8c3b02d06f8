import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
} from '@saldo/contracts/notifications';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  preferencesOf,
  readAll,
  readOne,
  savePreferences,
  userNotifications,
} from './notifications.service.ts';

const tags = ['notifications'];

/**
 * The bell under /api/notifications: each user's own events ('AccountSetting', which every role has
 * for itself); every query names the caller, so nobody reads or marks another's.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { ability: ['read', 'AccountSetting'] },
      schema: {
        tags,
        summary: "The caller's notifications, newest first (afterId: only newer ones) and the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => userNotifications(ctx.db, currentUser(request), request.query),
  );

  app.post(
    '/:id/read',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Marks one of the caller’s notifications read',
        params: notificationIdParamsSchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readOne(ctx.db, currentUser(request), request.params.id),
  );

  app.post(
    '/read-all',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Marks all of the caller’s notifications read',
        response: { 200: notificationListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => readAll(ctx.db, currentUser(request)),
  );

  app.get(
    '/preferences',
    {
      config: { ability: ['read', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'For each business event: whether it comes to the bell and by e-mail; the daily digest',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => preferencesOf(ctx.db, currentUser(request)),
  );

  app.put(
    '/preferences',
    {
      config: { ability: ['update', 'AccountSetting'] },
      schema: {
        tags,
        summary: 'Saves the caller’s choices per business event',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => savePreferences(ctx.db, currentUser(request), request.body, requestLanguage(request)),
  );
};
