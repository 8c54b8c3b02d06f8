import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { LiveHub } from './live-hub.ts';

/** The first message a browser sends: its access token (a browser cannot set headers on a WebSocket). */
const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });

/** Close codes the browser acts on: 4401 means "get a fresh token, then reconnect". */
export const CLOSE_UNAUTHORIZED = 4401;
const AUTH_TIMEOUT_MS = 5_000;

/**
 * GET /api/live: the live channel (WebSocket). The route is public at the HTTP level because the
 * token comes in the first message rather than a header; it is checked there exactly as the guard
 * checks a Bearer header (signature, expiry, ended session, deactivated user). A socket that does not
 * authenticate in 5 s, or sends a forged or expired token, is closed with 4401; an authenticated one
 * is closed when its token expires, so the browser reconnects with a fresh one.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: LiveHub }> = async (app, { hub }) => {
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });

  app.get(
    '/live',
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket, request) => {
      let userId: number | undefined;
      let expiry: NodeJS.Timeout | undefined;
      const refuse = () => socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      const timeout = setTimeout(refuse, AUTH_TIMEOUT_MS);
      timeout.unref();

      socket.on('message', (data) => {
        if (userId !== undefined) return;
        clearTimeout(timeout);
        const parsed = authMessageSchema.safeParse(safeJson(String(data)));
        if (!parsed.success) return refuse();
        const token = parsed.data.token;
        // The same check as every guarded route, on a request that carries the token as its header.
        const probe = {
          headers: { authorization: `Bearer ${token}` },
          log: request.log,
        } as unknown as FastifyRequest;
        app.authenticate(probe).then(
          (user) => {
            if (socket.readyState !== socket.OPEN) return;
            userId = user.id;
            hub.add(user.id, socket);
            const exp = expiryOf(token);
            if (exp !== undefined) {
              expiry = setTimeout(refuse, Math.max(0, exp * 1000 - Date.now()));
              expiry.unref();
            }
            socket.send(JSON.stringify({ type: 'ready' }));
          },
          () => refuse(),
        );
      });
      socket.on('close', () => {
        clearTimeout(timeout);
        clearTimeout(expiry);
        if (userId !== undefined) hub.remove(userId, socket);
      });
    },
  );
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The token's `exp` (already verified by authenticate; read here only to time the socket's end). */
function expiryOf(token: string): number | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  const claims = safeJson(Buffer.from(part, 'base64url').toString('utf8'));
  const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
  return typeof exp === 'number' ? exp : undefined;
}
