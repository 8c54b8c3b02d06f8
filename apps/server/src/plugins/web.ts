import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { markScopePublic } from './public-scope.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app from WEB_DIST when it is there, with history-mode routing: a GET outside
 * /api that names no file answers index.html and the browser router takes over. Unknown /api paths,
 * and everything when there is no web build, get the JSON 404.
 */
export const webPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(async (scope) => {
        markScopePublic(scope);
        await scope.register(fastifyStatic, {
          root: webDist,
          wildcard: true,
          // '/' is the app's entry too; a folder with no index.html (e.g. /assets/) answers 403.
          index: 'index.html',
          // The build writes .br and .gz copies (apps/web/precompress.ts): sent to browsers that take them.
          preCompressed: true,
          // Vite fingerprints everything under assets/, so those never change; index.html must be
          // revalidated, or a deployment would leave browsers on the old bundle.
          setHeaders: (reply, path) => {
            const immutable = path.includes(`${join(webDist, 'assets')}`);
            reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
          cacheControl: false,
        });
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
        return reply
          .header('cache-control', 'no-cache')
          .sendFile('index.html', webDist, { cacheControl: false });
      }
      throw new AppError(404, 'http.notFound');
    });
  },
  { name: 'web' },
);
