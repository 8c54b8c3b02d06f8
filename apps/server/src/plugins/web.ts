import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { markScopePublic } from './public-scope.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * What the web build writes wherever the page needs its nonce: Vite's `html.cspNonce` (see
 * apps/web/vite.config.ts) puts it on every <script>, <style> and stylesheet link of index.html and on
 * a `<meta property="csp-nonce">` that Mantine and Vite's own loader read.
 */
export const CSP_NONCE_PLACEHOLDER = '__SALDO_CSP_NONCE__';

/**
 * Files the static handler never serves itself: index.html is answered with a fresh nonce instead
 * (below), and source maps stay on the build machine (they would hand out the app's source).
 */
const servedAsFile = (pathname: string) =>
  !pathname.endsWith('/') && basename(pathname) !== 'index.html' && !pathname.endsWith('.map');

/**
 * Serves the built web app from WEB_DIST when it is there, with history-mode routing: a GET outside
 * /api that names no file answers index.html and the browser router takes over. Unknown /api paths,
 * and everything when there is no web build, get the JSON 404.
 */
export const webPlugin = fp<{ webDist: string; https: boolean; mapTileUrl?: string }>(
  async (app, { webDist, https, mapTileUrl }) => {
    const indexFile = join(webDist, 'index.html');
    const hasWeb = existsSync(indexFile);
    // Read once: a deployment replaces the build and restarts the server.
    const page = hasWeb ? readFileSync(indexFile, 'utf8') : '';

    /**
     * index.html with a nonce of its own: the policy then allows exactly the page's inline script
     * and the <style> tags Mantine adds with that nonce, and no injected markup.
     */
    const sendPage = (reply: FastifyReply) => {
      const nonce = randomBytes(16).toString('base64');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', contentSecurityPolicy({ https, nonce, mapTileUrl }))
        .type('text/html; charset=utf-8')
        .send(page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
    };

    if (hasWeb) {
      await app.register(async (scope) => {
        markScopePublic(scope);
        await scope.register(fastifyStatic, {
          root: webDist,
          wildcard: true,
          index: false,
          allowedPath: servedAsFile,
          // The build writes .br and .gz copies (apps/web/precompress.ts): sent to browsers that take them.
          preCompressed: true,
          // Vite fingerprints everything under assets/, so those never change; other files must be
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
      const isPage =
        hasWeb &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApi(request.url) &&
        !request.url.split('?')[0]?.endsWith('.map');
      if (isPage) return sendPage(reply);
      throw new AppError(404, 'http.notFound');
    });
  },
  { name: 'web' },
);
