import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invoiceIdParamsSchema,
  invoiceResponseSchema,
  paymentInputSchema,
  sendInvoiceSchema,
} from '@saldo/contracts/invoices';
import { recordIdParamSchema } from '@saldo/contracts/ids';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  addPayment,
  cancelInvoice,
  convertProforma,
  invoicePdf,
  removePayment,
  sendInvoice,
} from './invoice-actions.service.ts';
import { invoiceKsefXml } from './ksef/invoice-ksef.service.ts';

const tags = ['invoice'];
const paymentParams = invoiceIdParamsSchema.extend({ paymentId: recordIdParamSchema });

/** Payments, sending, PDF, KSeF XML, cancelling and converting: /api/apps/invoice/invoices/{id}/… */
export const invoiceActionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/invoices/:id/pdf',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        summary: 'The invoice as an A4 PDF (bilingual when its language is English)',
        params: invoiceIdParamsSchema,
        response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await invoicePdf(ctx, currentUser(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  app.get(
    '/invoices/:id/ksef-xml',
    {
      config: { ability: ['read', 'Invoice'] },
      schema: {
        tags,
        summary: 'The invoice as a KSeF FA(3) e-invoice, valid against the official schema',
        description:
          'Every invoice type but a proforma (409, it is not a VAT invoice). 409 also when exempt lines ' +
          'lack the legal basis of the exemption; 422 when the data cannot make a valid FA(3) file ' +
          '(e.g. no company NIP), with the reason.',
        params: invoiceIdParamsSchema,
        response: {
          200: z.string().describe('application/xml'),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { xml, filename } = await invoiceKsefXml(ctx, currentUser(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(xml);
    },
  );

  app.post(
    '/invoices/:id/payments',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'Record a payment; the invoice is paid when its balance reaches zero',
        params: invoiceIdParamsSchema,
        body: paymentInputSchema,
        response: { 201: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addPayment(ctx, currentUser(request), request.params.id, request.body)),
  );

  app.delete(
    '/invoices/:id/payments/:paymentId',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        params: paymentParams,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => removePayment(ctx, currentUser(request), request.params.id, request.params.paymentId),
  );

  app.post(
    '/invoices/:id/send',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'E-mail the invoice with its PDF attached and mark it sent',
        description:
          'Refused, with the invoice unchanged, when no mail transport is configured (503, code ' +
          'mail_not_configured), the sender has not confirmed their address (403), there are more than ' +
          '10 recipients (400) or the organization is over its sending rate or daily quota (429).',
        params: invoiceIdParamsSchema,
        body: sendInvoiceSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (request) =>
      sendInvoice(ctx, currentUser(request), request.params.id, request.body, requestLanguage(request)),
  );

  app.post(
    '/invoices/:id/cancel',
    {
      config: { ability: ['update', 'Invoice'] },
      schema: {
        tags,
        summary: 'Cancel an unpaid invoice; its number stays used',
        params: invoiceIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => cancelInvoice(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/invoices/:id/convert',
    {
      config: { ability: ['create', 'Invoice'] },
      schema: {
        tags,
        summary: 'Turn a proforma into a VAT invoice dated today',
        params: invoiceIdParamsSchema,
        response: { 201: invoiceResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await convertProforma(ctx, currentUser(request), request.params.id)),
  );
};
