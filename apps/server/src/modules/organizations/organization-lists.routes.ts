import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankAccountInputSchema,
  bankAccountListSchema,
  categoryInputSchema,
  categoryListSchema,
  userIdParamsSchema,
} from '@saldo/contracts/organization-settings';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  changeBankAccount,
  createBankAccount,
  getBankAccounts,
  removeBankAccount,
} from './bank-accounts.service.ts';
import { changeCategory, createCategory, listCategories, removeCategory } from './categories.service.ts';

const read = { ability: ['read', 'Organization'] } as const;
const update = { ability: ['update', 'Organization'] } as const;
const orgId = (request: Parameters<typeof currentUser>[0]) => currentUser(request).organizationId;
const params = userIdParamsSchema;

/**
 * Bank accounts and categories under /api/organization. Every change answers the whole list: one
 * change can move another row (a new default account clears the old one's flag).
 */
export const organizationListRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const bankTags = ['organization: bank accounts'];
  const bankList = { 200: bankAccountListSchema };

  app.get(
    '/bank-accounts',
    { config: read, schema: { tags: bankTags, response: { ...bankList, ...errorResponses(401, 403) } } },
    async (request) => ({ bankAccounts: await getBankAccounts(db, orgId(request)) }),
  );

  app.post(
    '/bank-accounts',
    {
      config: update,
      schema: {
        tags: bankTags,
        summary: 'Add an account (IBAN/NRB checked); the first of its currency becomes the default',
        body: bankAccountInputSchema,
        response: { ...bankList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ bankAccounts: await createBankAccount(db, orgId(request), request.body) }),
  );

  app.put(
    '/bank-accounts/:id',
    {
      config: update,
      schema: {
        tags: bankTags,
        params,
        body: bankAccountInputSchema,
        response: { ...bankList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      bankAccounts: await changeBankAccount(db, orgId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/bank-accounts/:id',
    {
      config: update,
      schema: {
        tags: bankTags,
        summary: 'Remove an account; a removed default passes to the oldest account of its currency',
        params,
        response: { ...bankList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ bankAccounts: await removeBankAccount(db, orgId(request), request.params.id) }),
  );

  const categoryTags = ['organization: categories'];
  const categoryList = { 200: categoryListSchema };

  app.get(
    '/categories',
    {
      config: read,
      schema: { tags: categoryTags, response: { ...categoryList, ...errorResponses(401, 403) } },
    },
    async (request) => ({ categories: await listCategories(db, orgId(request)) }),
  );

  app.post(
    '/categories',
    {
      config: update,
      schema: {
        tags: categoryTags,
        summary: 'Add a category (names unique in the organization, ignoring case)',
        body: categoryInputSchema,
        response: { ...categoryList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ categories: await createCategory(db, orgId(request), request.body) }),
  );

  app.put(
    '/categories/:id',
    {
      config: update,
      schema: {
        tags: categoryTags,
        params,
        body: categoryInputSchema,
        response: { ...categoryList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      categories: await changeCategory(db, orgId(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/categories/:id',
    {
      config: update,
      schema: { tags: categoryTags, params, response: { ...categoryList, ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ categories: await removeCategory(db, orgId(request), request.params.id) }),
  );
};
