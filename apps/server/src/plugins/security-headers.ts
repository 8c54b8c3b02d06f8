import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** A year: what browsers and the HSTS preload list expect of a site that means it. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer. Scripts and styles come from our own origin only; the
 * web page's inline <script> and the <style> tags Mantine writes at run time carry the page's nonce
 * (see web.ts), so neither needs 'unsafe-inline'. Images and frames also take blob: and data: URLs,
 * which the app makes itself (an avatar before upload, a cost's scan or PDF fetched with the Bearer
 * token). No page may be framed by another site (clickjacking), and plain http:// sub-resources are
 * upgraded where the app itself is served over https.
 */
export function contentSecurityPolicyDirectives(options: {
  https: boolean;
  nonce?: string;
  /** The map tile server's template (MAP_TILE_URL): its origin may serve images too. */
  mapTileUrl?: string;
}): Record<string, string[]> {
  const nonce = options.nonce === undefined ? [] : [`'nonce-${options.nonce}'`];
  const tiles = options.mapTileUrl ? [tileImageSource(options.mapTileUrl)] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'self'", 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...nonce],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...nonce],
    ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The CSP source of a tile template's scheme and host: Leaflet's `{s}` subdomain becomes a wildcard
 * (https://{s}.tile.example.org/{z}/{x}/{y}.png → https://*.tile.example.org).
 */
export function tileImageSource(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? template;
  return origin.replace('{s}', '*');
}

/** The header's text, as helmet writes it. */
export function contentSecurityPolicy(options: {
  https: boolean;
  nonce?: string;
  mapTileUrl?: string;
}): string {
  return Object.entries(contentSecurityPolicyDirectives(options))
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The same policy with inline styles allowed, for the Swagger UI at /api/docs only: its bundle sets
 * styles inline (tags and attributes), and the page shows the public API schema, nothing of a user's
 * data. Scripts stay limited to its own files.
 */
export function withInlineStyles(policy: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ') ? `${directive} 'unsafe-inline'` : directive,
    )
    .join(';');
}

/**
 * The headers a deployment needs on every answer (issue 15): CSP, no framing (X-Frame-Options for
 * browsers older than frame-ancestors), nosniff, a referrer that never leaks a path to another site,
 * and HSTS when APP_URL is https (over plain http the header is ignored, and on a local http://
 * address it would break the next visit). The rest are helmet's defaults.
 */
export const securityHeadersPlugin = fp<{ https: boolean; mapTileUrl?: string }>(
  async (app, { https, mapTileUrl }) => {
    await app.register(fastifyHelmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicyDirectives({ https, mapTileUrl }),
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
