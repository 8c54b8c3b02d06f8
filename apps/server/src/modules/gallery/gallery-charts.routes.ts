import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Subject } from '@saldo/contracts/abilities';
import { contractorPlacesSchema, galleryChartsSchema } from '@saldo/contracts/gallery-charts';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { contractorPlacesOf, galleryCharts } from './gallery-charts.service.ts';

const tags = ['gallery'];

/** The gallery is the administrators' style guide ('read UiKit'); what it shows must be readable too. */
function organizationOfReader(request: FastifyRequest, subject: Subject): number {
  if (!request.ability?.can('read', subject)) throw forbidden();
  return currentUser(request).organizationId;
}

/** The chart and map showcases (/api/gallery/…) over the organization's books and contractors. */
export const galleryChartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/charts',
    {
      config: { ability: ['read', 'UiKit'], heavyRead: true },
      schema: {
        tags,
        summary: 'Sales and costs of 12 months, receivables aging and sales by VAT rate, for the chart pages',
        description:
          'months: gross sales and costs in PLN per month, oldest first (as the analytics dashboard); aging: open receivables today per bucket (as the receivables report); vatRates: the same months’ sales per VAT rate (as the sales report). Integer grosze.',
        response: { 200: galleryChartsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => galleryCharts(ctx.db, organizationOfReader(request, 'Report')),
  );

  app.get(
    '/contractor-places',
    {
      config: { ability: ['read', 'UiKit'] },
      schema: {
        tags,
        summary: 'The organization’s contractors with their city and postal code, for the map',
        description:
          'At most 1000 contractors by name, their total, and the MAP_TILE_URL setting (null when the map should draw only its bundled outline).',
        response: { 200: contractorPlacesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      contractorPlacesOf(ctx.db, organizationOfReader(request, 'Contractor'), ctx.config.mapTileUrl),
  );
};
