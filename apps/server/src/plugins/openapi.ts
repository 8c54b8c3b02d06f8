import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { markScopePublic } from './public-scope.ts';
import { withInlineStyles } from './security-headers.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document is generated from the same zod schemas that validate requests and serialize
 * answers, so it cannot drift from the code. Routes with an ability are marked as needing the Bearer
 * token; everything outside /api (the web app's files) stays out of the document.
 */
const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  // An upload route reads its file itself (no body schema); without this its requestBody, and the
  // media types it `consumes`, would be missing from the document.
  const result =
    document.schema?.consumes && !transformed.schema.body
      ? { ...transformed, schema: { ...transformed.schema, body: { type: 'string', format: 'binary' } } }
      : transformed;
  if (!document.url.startsWith('/api/')) return { ...result, schema: { ...result.schema, hide: true } };
  if (document.route.config?.ability) {
    return { ...result, schema: { ...result.schema, security: [{ bearerAuth: [] }] } };
  }
  return result;
};

export const openApiPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Saldo API',
          description: 'Invoicing, accounting and staff management. Errors answer `{ message, errors? }`.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(async (scope) => {
      markScopePublic(scope);
      await scope.register(fastifySwaggerUi, {
        routePrefix: DOCS_PREFIX,
        // Called on each docs answer with the policy security-headers.ts set.
        transformStaticCSP: withInlineStyles,
      });
    });
  },
  { name: 'openapi' },
);
