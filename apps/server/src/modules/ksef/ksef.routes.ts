import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceIdParamsSchema } from '@saldo/contracts/invoices';
import {
  ksefFetchResultSchema,
  ksefInvoiceStateSchema,
  ksefPanelSchema,
  ksefQueueResultSchema,
  ksefOfflineCertificateInputSchema,
  ksefSendBodySchema,
  ksefSettingsInputSchema,
  ksefSettingsSchema,
} from '@saldo/contracts/ksef';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { issueInvoiceOffline } from './ksef-offline.service.ts';
import { ksefPanel } from './ksef-panel.service.ts';
import { invoiceKsefState, invoiceUpo, queueInvoice, queueInvoices } from './ksef-queue.service.ts';
import { fetchPurchaseInvoices } from './ksef-receive.job.ts';
import type { KsefDeps } from './ksef-send.job.ts';
import { getKsefSettings, setOfflineCertificate, updateKsefSettings } from './ksef-settings.service.ts';

const tags = ['ksef'];
type Options = { ctx: AppContext; deps: KsefDeps };

/** /api/organization/ksef: the company's KSeF connection (the token is write-only). */
export const ksefSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, deps }) => {
  app.get(
    '/ksef',
    {
      config: { ability: ['read', 'Organization'] },
      schema: {
        tags,
        summary: 'KSeF connection settings',
        response: { 200: ksefSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getKsefSettings(ctx.db, currentUser(request).organizationId),
  );
  app.put(
    '/ksef',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Change the KSeF environment, token (sealed at rest) and what is automatic',
        body: ksefSettingsInputSchema,
        response: { 200: ksefSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return updateKsefSettings(
        ctx.db,
        deps.box,
        { organizationId: user.organizationId, userId: user.id },
        request.body,
      );
    },
  );
  app.put(
    '/ksef/offline-certificate',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Upload the KSeF offline certificate and its private key (sealed at rest; signs KOD II)',
        body: ksefOfflineCertificateInputSchema,
        response: { 200: ksefSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const change = { organizationId: user.organizationId, userId: user.id };
      return setOfflineCertificate(ctx.db, deps.box, change, request.body);
    },
  );
  app.delete(
    '/ksef/offline-certificate',
    {
      config: { ability: ['update', 'Organization'] },
      schema: {
        tags,
        summary: 'Remove the KSeF offline certificate and its key',
        response: { 200: ksefSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const change = { organizationId: user.organizationId, userId: user.id };
      return setOfflineCertificate(ctx.db, deps.box, change, null);
    },
  );
};

/** /api/apps/invoice/…: an invoice's state in KSeF, sending, the UPO. */
export const ksefInvoiceRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, deps }) => {
  app.get(
    '/invoices/:id/ksef',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        summary: "The invoice's state in KSeF (number, verification link, error)",
        params: invoiceIdParamsSchema,
        response: { 200: ksefInvoiceStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoiceKsefState(ctx, currentUser(request), request.params.id),
  );
  app.post(
    '/invoices/:id/ksef',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'Queue the invoice for KSeF; the send job sends it and retries while KSeF is unavailable',
        params: invoiceIdParamsSchema,
        response: { 202: ksefInvoiceStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await queueInvoice(ctx, currentUser(request), request.params.id)),
  );
  app.post(
    '/invoices/:id/ksef/offline',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary:
          'Issue the invoice in offline mode: its file frozen, KOD I and the signed KOD II printed, queued for KSeF',
        params: invoiceIdParamsSchema,
        response: { 202: ksefInvoiceStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await issueInvoiceOffline(ctx, deps.box, currentUser(request), request.params.id)),
  );
  app.post(
    '/ksef/send',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'Queue many invoices for KSeF; those that cannot go are skipped with the reason',
        body: ksefSendBodySchema,
        response: { 200: ksefQueueResultSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => queueInvoices(ctx, currentUser(request), request.body.ids, requestLanguage(request)),
  );
  app.get(
    '/invoices/:id/ksef/upo',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        summary: "KSeF's official receipt (UPO) of the invoice, XML",
        params: invoiceIdParamsSchema,
        produces: ['application/xml'],
        response: { 200: z.unknown().describe('application/xml'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const upo = await invoiceUpo(ctx, currentUser(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${upo.fileName}"`)
        .send(upo.xml);
    },
  );
};

/** /api/ksef: the company's KSeF panel and fetching purchase invoices on demand. */
export const ksefPanelRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx, deps }) => {
  app.get(
    '/panel',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'The KSeF queue, the last errors and the last fetch of purchase invoices',
        response: { 200: ksefPanelSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ksefPanel(ctx.db, currentUser(request).organizationId),
  );
  app.post(
    '/fetch',
    {
      config: { ability: ['create', 'Cost'] },
      schema: {
        tags,
        summary: 'Fetch new purchase invoices from KSeF into costs (drafts to confirm) now',
        response: { 200: ksefFetchResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => fetchPurchaseInvoices(ctx, deps, currentUser(request).organizationId),
  );
};
