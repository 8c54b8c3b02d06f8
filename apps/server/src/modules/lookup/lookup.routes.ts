import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyLookupQuerySchema,
  companyLookupResultSchema,
  whiteListCheckBodySchema,
  whiteListCheckResultSchema,
} from '@saldo/contracts/lookup';
import type { AppContext } from '../../app-context.ts';
import { createGusClient } from '../../integrations/gus/gus-client.ts';
import { createWhiteListClient } from '../../integrations/white-list/white-list-client.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { serviceRecorder } from '../connections/connections.service.ts';
import { checkWhiteListAccount, lookupCompany, type Registers } from './lookup.service.ts';

const tags = ['lookup'];

/**
 * Public company registers under /api/lookup. One GUS client per app, so its BIR session is reused
 * across look-ups (GUS counts logins); it logs out when the app closes.
 */
export const lookupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { config } = ctx;
  const gus =
    ctx.gus ??
    (config.gusApiKey
      ? createGusClient({
          baseUrl: config.gusApiUrl,
          apiKey: config.gusApiKey,
          timeoutMs: config.lookupTimeoutMs,
        })
      : null);
  if (gus && !ctx.gus) app.addHook('onClose', () => gus.close());
  const whiteList =
    ctx.whiteList ??
    createWhiteListClient({ baseUrl: config.whiteListApiUrl, timeoutMs: config.lookupTimeoutMs });
  const registers = (request: FastifyRequest): Registers => ({
    gus,
    whiteList,
    log: request.log,
    record: serviceRecorder(ctx.db, currentUser(request).organizationId, request.log),
    language: requestLanguage(request),
  });

  app.get(
    '/company',
    {
      config: { ability: ['read', 'Contractor'] },
      schema: {
        tags,
        summary: 'Company data by NIP from GUS REGON and the VAT white list (cached for a day)',
        querystring: companyLookupQuerySchema,
        response: { 200: companyLookupResultSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => lookupCompany(ctx.db, registers(request), request.query.nip),
  );

  app.post(
    '/white-list/check',
    {
      config: { ability: ['read', 'Contractor'] },
      schema: {
        tags,
        summary: 'Whether a bank account is on the VAT white list for a NIP on a date',
        body: whiteListCheckBodySchema,
        response: { 200: whiteListCheckResultSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => checkWhiteListAccount(whiteList, request.body),
  );
};
