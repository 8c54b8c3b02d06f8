import pg from 'pg';
import { ACCESS_TOKEN_TTL_SECONDS } from '@saldo/contracts/auth';
import type { Database } from '../../db/client.ts';
import { REVOCATION_CHANNEL, findRecentlyRevokedSessions } from './refresh-tokens.repository.ts';

/**
 * The login sessions (refresh-token families) ended while access tokens issued to them may still be
 * unexpired. The auth check asks it on every request, so it is a Map in memory: no query per request.
 * See docs/decisions/ (access tokens end with their session) for the design.
 */
export interface SessionRevocations {
  isRevoked(sessionId: string): boolean;
  /** Called once the revoking transaction has committed; other instances learn it by NOTIFY. */
  add(sessionIds: readonly string[]): void;
  /** Loads the revocations young enough to matter, then (PostgreSQL) listens for new ones. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A token is at most this old; a minute more covers clocks a little apart between instances. */
const REMEMBER_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
const RECONNECT_MS = 1000;

interface Log {
  warn(object: object, message: string): void;
}

export function createSessionRevocations(database: Database, log: Log): SessionRevocations {
  const revoked = new Map<string, number>();
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;
  let retryLoad: NodeJS.Timeout | undefined;
  let lastPrune = Date.now();

  function prune(at: number) {
    // At most once a minute; a Map iterates in insertion order, so the oldest come first.
    if (at - lastPrune < 60_000) return;
    lastPrune = at;
    for (const [id, when] of revoked) {
      if (at - when < REMEMBER_MS) break;
      revoked.delete(id);
    }
  }

  function add(sessionIds: readonly string[]) {
    const at = Date.now();
    for (const id of sessionIds) {
      revoked.delete(id);
      revoked.set(id, at);
    }
    prune(at);
  }

  async function loadRecent() {
    add(await findRecentlyRevokedSessions(database.db, new Date(Date.now() - REMEMBER_MS)));
  }

  async function listen(settings: pg.ClientConfig) {
    // Its own connection, not one of the pool's: LISTEN holds it for the life of the process.
    const client = new pg.Client(settings);
    client.on('notification', (message) => {
      if (message.channel === REVOCATION_CHANNEL && message.payload) add(message.payload.split(','));
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'session revocation listener lost its connection; reconnecting');
      void client.end().catch(() => {});
      if (listener === client) listener = undefined;
      scheduleReconnect(settings);
    });
    await client.connect();
    await client.query(`listen ${REVOCATION_CHANNEL}`);
    if (closed) return void (await client.end());
    listener = client;
    // Anything revoked while there was no listener (the gap before LISTEN, a lost connection).
    await loadRecent();
  }

  function scheduleReconnect(settings: pg.ClientConfig) {
    if (closed || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      listen(settings).catch((error: unknown) => {
        log.warn({ err: error }, 'session revocation listener could not reconnect');
        scheduleReconnect(settings);
      });
    }, RECONNECT_MS);
    reconnect.unref();
  }

  return {
    isRevoked: (sessionId) => revoked.has(sessionId),
    add,
    async start() {
      // A database that is down at start must not stop the server (health then answers 503): keep
      // trying in the background. Until it answers, nothing authenticates anyway (the user is read).
      if (database.kind === 'postgres') {
        const settings = database.pool.options;
        return listen(settings).catch((error: unknown) => {
          log.warn({ err: error }, 'session revocation listener could not start; retrying');
          scheduleReconnect(settings);
        });
      }
      // The embedded database has one server process, which adds its own revocations directly.
      const load = () =>
        loadRecent().catch((error: unknown) => {
          if (closed) return;
          log.warn({ err: error }, 'could not load the recently ended sessions; retrying');
          retryLoad = setTimeout(() => void load(), RECONNECT_MS);
          retryLoad.unref();
        });
      await load();
    },
    async close() {
      closed = true;
      clearTimeout(reconnect);
      clearTimeout(retryLoad);
      await listener?.end().catch(() => {});
    },
  };
}
