import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventSchema,
  calendarFeedSchema,
  calendarFeedTokenParamsSchema,
  calendarGuestOptionsSchema,
  eventBodySchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  eventListSchema,
} from '@saldo/contracts/calendar';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getFeed, feedIcs, renewFeed, revokeFeed } from './calendar-feed.service.ts';
import { createEvent, deleteEvent, guestOptions, listEvents, updateEvent } from './calendar.service.ts';

const tags = ['calendar'];

/**
 * A body a little over 1 MB still reaches validation, so an oversized title is answered with the
 * field's translated message rather than a bare "payload too large".
 */
const EVENT_BODY_LIMIT = 2 * 1024 * 1024;

/** The calendar app under /api/apps/calendar (subject 'Calendar'); the ICS feed is public by token. */
export const calendarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/events',
    {
      config: { ability: ['read', 'Calendar'] },
      schema: {
        tags,
        summary:
          'Events of the chosen calendars (comma list) in a window; series expanded, the books’ deadlines computed',
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listEvents(ctx, currentUser(request), requestLanguage(request), request.query),
  );

  app.post(
    '/events',
    {
      config: { ability: ['create', 'Calendar'] },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'A new event; guests added are mailed an invitation with an .ics',
        body: eventBodySchema,
        response: { 201: calendarEventSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const event = await createEvent(
        ctx,
        currentUser(request),
        requestLanguage(request),
        request.body.event,
      );
      return reply.code(201).send(event);
    },
  );

  app.post(
    '/events/:id',
    {
      config: { ability: ['update', 'Calendar'] },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Change an event (a series as a whole); guests newly added are invited',
        params: eventIdParamsSchema,
        body: eventBodySchema,
        response: { 200: calendarEventSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) =>
      updateEvent(ctx, currentUser(request), requestLanguage(request), request.params.id, request.body.event),
  );

  app.delete(
    '/events/:id',
    {
      config: { ability: ['delete', 'Calendar'] },
      schema: {
        tags,
        summary: 'Delete an event (a series whole)',
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteEvent(ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/guests',
    {
      config: { ability: ['create', 'Calendar'] },
      schema: {
        tags,
        summary: 'The users an event may invite: the organization’s active users',
        response: { 200: calendarGuestOptionsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ users: await guestOptions(ctx, currentUser(request)) }),
  );

  // The feed is the caller's own, so reading the calendar is enough to make, renew or revoke it.
  app.get(
    '/feed',
    {
      config: { ability: ['read', 'Calendar'] },
      schema: {
        tags,
        summary: 'The caller’s ICS subscription address, if any',
        response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getFeed(ctx, currentUser(request)),
  );

  app.post(
    '/feed',
    {
      config: { ability: ['read', 'Calendar'] },
      schema: {
        tags,
        summary: 'A new ICS subscription address for the caller; the previous one stops working',
        response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => renewFeed(ctx, currentUser(request)),
  );

  app.delete(
    '/feed',
    {
      config: { ability: ['read', 'Calendar'] },
      schema: {
        tags,
        summary: 'Revoke the caller’s ICS subscription address',
        response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => revokeFeed(ctx, currentUser(request)),
  );

  app.get(
    '/feed/:token/calendar.ics',
    {
      // Calendar apps cannot log in: the secret token in the path is the credential.
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The ICS (RFC 5545) feed behind a secret subscription address',
        params: calendarFeedTokenParamsSchema,
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const text = await feedIcs(ctx, request.params.token, requestLanguage(request));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(text);
    },
  );
};
