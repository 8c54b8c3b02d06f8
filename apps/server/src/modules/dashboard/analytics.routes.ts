import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsDataSchema,
  CARD_ANALYTICS,
  CARD_STATISTICS,
  cardQuerySchema,
  cardSchema,
  ecommerceDataSchema,
} from '@saldo/contracts/analytics';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { analyticCard, analyticsData, ecommerceData, statisticCard } from './analytics.service.ts';
import { cardAnalyticMappings, cardStatisticMappings } from './card-mappings.ts';

const tags = ['dashboard'];
const config = { ability: ['read', 'Dashboard'] as ['read', 'Dashboard'], heavyRead: true };

/**
 * The template's analytics and e-commerce dashboards and its cards (/api/analytics/data,
 * /api/ecommerce/data, /api/card/…), answered from the organization's books. Admins only, as the
 * dashboard: they show the whole company's sales.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/analytics/data',
    {
      config,
      schema: {
        tags,
        summary:
          'The analytics dashboard: statistics, revenue and costs per month, top clients, latest payments',
        description:
          'statistics: sales, costs and income of the last 12 months, invoices issued, active contractors; revenue: 12 months of sales and costs (PLN); companyTable: the 10 largest clients; transactions: the 10 latest payments in and out.',
        querystring: cardQuerySchema,
        response: { 200: analyticsDataSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => analyticsData(ctx.db, currentUser(request).organizationId, request.query.date),
  );

  app.get(
    '/ecommerce/data',
    {
      config,
      schema: {
        tags,
        summary: "The e-commerce dashboard: sales by product and by client, and the shop's orders",
        description:
          "products: sales of the last 12 months by catalogue product (an order's invoice, or a line named as a product), else by invoice line name; companyTable: by client; orders: the 10 latest shop orders (number, client, gross, status, day), the count in each status and the orders placed this month (not cancelled).",
        querystring: cardQuerySchema,
        response: { 200: ecommerceDataSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ecommerceData(ctx.db, currentUser(request), request.query.date),
  );

  for (const card of CARD_STATISTICS) {
    app.get(
      `/card/card-statistics/${card}`,
      {
        config,
        schema: {
          tags,
          summary: `Statistics card "${card}"`,
          description: cardStatisticMappings[card],
          querystring: cardQuerySchema,
          response: { 200: cardSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => statisticCard(ctx.db, currentUser(request).organizationId, card, request.query.date),
    );
  }

  for (const card of CARD_ANALYTICS) {
    app.get(
      `/card/card-analytics/${card}`,
      {
        config,
        schema: {
          tags,
          summary: `Analytics card "${card}"`,
          description: cardAnalyticMappings[card],
          querystring: cardQuerySchema,
          response: { 200: cardSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => analyticCard(ctx.db, currentUser(request).organizationId, card, request.query.date),
    );
  }
};
