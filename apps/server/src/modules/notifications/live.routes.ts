import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../../plugins/auth.ts';
import type { LiveHub } from './live-hub.ts';

/** The first message a browser sends: its access token (a browser cannot set headers on a WebSocket). */
const authMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });

/** Close codes the browser acts on: 4401 means "get a fresh token, then reconnect". */
export const CLOSE_UNAUTHORIZED = 4401;
/** Too many messages from the browser in a short time; it reconnects after a pause. */
export const CLOSE_RATE_LIMITED = 4429;
const AUTH_TIMEOUT_MS = 5_000;
/** Messages one connection may send in RATE_WINDOW_MS (typing is sent at most every 2 s). */
export const LIVE_RATE_LIMIT = 30;
const RATE_WINDOW_MS = 10_000;
/** How often an open socket's token and session are checked again (a logout elsewhere ends it). */
const RECHECK_MS = 15_000;

/** What a module does with the channel beyond the bell's pushes (the chat: typing, presence). */
export interface LiveHandlers {
  opened(user: AuthUser): void;
  /** A message the browser sent after its token, as parsed JSON. */
  message(user: AuthUser, data: unknown): void;
  /** `lastHere`: the user has no other socket open on this instance. */
  closed(user: AuthUser, lastHere: boolean): void;
}

/**
 * GET /api/live: the live channel (WebSocket). The route is public at the HTTP level because the
 * token comes in the first message rather than a header; it is checked there exactly as the guard
 * checks a Bearer header (signature, expiry, ended session, deactivated user). A socket that does not
 * authenticate in 5 s, or sends a forged or expired token, is closed with 4401; an authenticated one
 * is closed when its token expires, so the browser reconnects with a fresh one.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: LiveHub; handlers?: LiveHandlers }> = async (
  app,
  { hub, handlers },
) => {
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });

  app.get(
    '/live',
    { websocket: true, config: { access: 'public' }, schema: { hide: true } },
    (socket, request) => {
      let user: AuthUser | undefined;
      let authenticating = false;
      let expiry: NodeJS.Timeout | undefined;
      let recheck: NodeJS.Timeout | undefined;
      let windowStart = Date.now();
      let inWindow = 0;
      const refuse = () => socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
      const timeout = setTimeout(refuse, AUTH_TIMEOUT_MS);
      timeout.unref();

      socket.on('message', (data) => {
        // Every message counts, the token's too: a flood is cut off whatever it carries.
        const at = Date.now();
        if (at - windowStart > RATE_WINDOW_MS) {
          windowStart = at;
          inWindow = 0;
        }
        inWindow += 1;
        if (inWindow > LIVE_RATE_LIMIT) return socket.close(CLOSE_RATE_LIMITED, 'rate limited');
        if (user !== undefined) return handlers?.message(user, safeJson(String(data)));
        if (authenticating) return;
        authenticating = true;
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
          (authenticated) => {
            if (socket.readyState !== socket.OPEN) return;
            user = authenticated;
            hub.add(authenticated.id, socket);
            const exp = expiryOf(token);
            if (exp !== undefined) {
              expiry = setTimeout(refuse, Math.max(0, exp * 1000 - Date.now()));
              expiry.unref();
            }
            // A session ended (logout, deactivation) closes the socket within RECHECK_MS.
            recheck = setInterval(() => {
              app.authenticate(probe).catch(refuse);
            }, RECHECK_MS);
            recheck.unref();
            socket.send(JSON.stringify({ type: 'ready' }));
            handlers?.opened(authenticated);
          },
          () => refuse(),
        );
      });
      socket.on('close', () => {
        clearTimeout(timeout);
        clearTimeout(expiry);
        clearInterval(recheck);
        if (user !== undefined) {
          hub.remove(user.id, socket);
          handlers?.closed(user, !hub.has(user.id));
        }
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
