import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyInfoSchema,
  companyInfoUpdateSchema,
  debtSettingsSchema,
  invoiceTypesSchema,
  printingSettingsSchema,
  seriesListSchema,
  seriesNextSchema,
} from '@saldo/contracts/organization-settings';
import type { AppContext } from '../../app-context.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { nextNumbers } from '../invoices/invoice-numbering.ts';
import { getCompany, updateCompany } from './company.service.ts';
import {
  getSections,
  getSeries,
  updateDebt,
  updateInvoiceTypes,
  updatePrinting,
  updateSeries,
} from './organization-settings.service.ts';

const tags = ['organization'];
const read = { ability: ['read', 'Organization'] } as const;
const update = { ability: ['update', 'Organization'] } as const;
const orgId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).organizationId;

/** The caller's organization, under /api/organization: company profile and whole-section settings. */
export const organizationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/company',
    {
      config: read,
      schema: {
        tags,
        summary: 'Company profile',
        response: { 200: companyInfoSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getCompany(db, orgId(request)),
  );

  app.put(
    '/company',
    {
      config: update,
      schema: {
        tags,
        summary: 'Replace the company profile (NIP checksum, REGON, KRS, postal code, e-mail, URL checked)',
        body: companyInfoUpdateSchema,
        response: { 200: companyInfoSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateCompany(db, orgId(request), request.body),
  );

  app.get(
    '/series',
    {
      config: read,
      schema: {
        tags,
        summary: 'Numbering series of every document type',
        response: { 200: seriesListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ series: await getSeries(db, orgId(request)) }),
  );

  app.get(
    '/series/next',
    {
      config: read,
      schema: {
        tags,
        summary: 'The number the next invoice of each type issued today gets (nothing is taken)',
        response: { 200: seriesNextSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => nextNumbers(db, orgId(request), todayInPoland()),
  );

  app.put(
    '/series',
    {
      config: update,
      schema: {
        tags,
        summary: 'Save numbering series (one per document type; templates checked)',
        body: seriesListSchema,
        response: { 200: seriesListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ series: await updateSeries(db, orgId(request), request.body.series) }),
  );

  app.get(
    '/invoice-types',
    {
      config: read,
      schema: {
        tags,
        summary: 'Invoice types enabled',
        response: { 200: invoiceTypesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => (await getSections(db, orgId(request))).invoiceTypes,
  );

  app.put(
    '/invoice-types',
    {
      config: update,
      schema: {
        tags,
        body: invoiceTypesSchema,
        response: { 200: invoiceTypesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateInvoiceTypes(db, orgId(request), request.body),
  );

  app.get(
    '/printing',
    {
      config: read,
      schema: {
        tags,
        summary: 'Printing: default invoice language, notes, footer',
        response: { 200: printingSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => (await getSections(db, orgId(request))).printing,
  );

  app.put(
    '/printing',
    {
      config: update,
      schema: {
        tags,
        body: printingSettingsSchema,
        response: { 200: printingSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updatePrinting(db, orgId(request), request.body),
  );

  app.get(
    '/debt',
    {
      config: read,
      schema: {
        tags,
        summary: 'Debt collection: reminder schedule and its switch',
        response: { 200: debtSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => (await getSections(db, orgId(request))).debt,
  );

  app.put(
    '/debt',
    {
      config: update,
      schema: {
        tags,
        body: debtSettingsSchema,
        response: { 200: debtSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => updateDebt(db, orgId(request), request.body),
  );
};
