import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardOverviewSchema,
  dashboardQuerySchema,
  dashboardSettingsInputSchema,
  dashboardSettingsSchema,
} from '@saldo/contracts/dashboard';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { dashboardOverview, dashboardSettings, updateDashboardSettings } from './dashboard.service.ts';

const tags = ['dashboard'];

/**
 * The admin's dashboard under /api/dashboard: the whole organization's books, so 'read Dashboard',
 * which client users do not have (their landing page is their own account, /api/client-account).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/overview',
    {
      config: { ability: ['read', 'Dashboard'], heavyRead: true },
      schema: {
        tags,
        summary:
          'Revenue this month against last, receivables and overdue, top debtors, cash per bank account, costs by category, invoices issued, deadlines, the KSeF queue, balance confirmations and recent activity',
        description:
          'All amounts in PLN grosze at each document’s own rate. Deadlines: open invoices due within 14 days, and the next ZUS (the 15th for a company with legal personality, the 20th for sole traders and partnerships: by the legal form in the settings, else the one the company’s registered name states, e.g. “sp. z o.o.”, “S.A.”, “s.c.”; an explicit `zusPaymentDay` overrides it), PIT-4 (20th) and JPK_V7M/VAT (25th) deadlines, each moved past Saturdays, Sundays and Polish public holidays.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => dashboardOverview(ctx.db, currentUser(request).organizationId, request.query.date),
  );

  app.get(
    '/settings',
    {
      config: { ability: ['read', 'Dashboard'] },
      schema: {
        tags,
        summary:
          'Which ZUS payer the company is: its legal form (null: read from its registered name) and an optional explicit ZUS day (15 or 20)',
        response: { 200: dashboardSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => dashboardSettings(ctx.db, currentUser(request).organizationId),
  );

  app.put(
    '/settings',
    {
      config: { ability: ['update', 'Dashboard'] },
      schema: {
        tags,
        summary:
          'Set the legal form (null: read from the name; left out: unchanged) and the ZUS day: 15, 20 or null (the legal form decides)',
        body: dashboardSettingsInputSchema,
        response: { 200: dashboardSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateDashboardSettings(ctx.db, currentUser(request).organizationId, request.body),
  );
};
