import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ImapFlow } from 'imapflow';
import type { MailboxSyncState } from '@saldo/contracts/email';
import { outsideRequest } from '../../db/db-scope.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { failureOf, imapClient, type ServerSettings } from './mail-connection.ts';
import { syncMailbox, type SyncDeps } from './mailbox-sync.ts';
import {
  findMailbox,
  listMailboxIds,
  releaseWatchLease,
  setSyncState,
  takeWatchLease,
} from './mailbox.repository.ts';
import type { MailboxRow } from './mailbox.table.ts';

/**
 * One IMAP connection per connected mailbox while the server runs: a full sync when it connects and
 * every `fullSyncMs`, then the inbox stays selected and IDLEs, so new mail (EXISTS) is synced at
 * once. A dropped connection is retried after `retryMs`. Syncs of one mailbox run one at a time; a
 * failure is recorded on the mailbox row (the app shows it) and logged.
 *
 * With several server instances on one database only one watches a mailbox: the one holding its
 * lease (mailboxes.watch_holder, until watch_lease_until), renewed every third of `leaseMs`. The
 * others look again every `retryMs` and take the lease when it lapsed (its holder died). An instance
 * that fails to renew (it stalled and another took over) drops its connection. Saving the settings
 * or asking for a sync on an instance takes the lease over there, so the answer reflects them.
 */
export interface MailboxWatchers {
  /** Starts (or restarts, after new settings) the watcher of a mailbox, taking its lease over. */
  start(mailboxId: number): Promise<void>;
  stop(mailboxId: number): Promise<void>;
  /** Syncs now (all folders) and resolves when done; throws when the sync failed. */
  syncNow(mailboxId: number): Promise<void>;
  /** Starts a watcher for every mailbox whose lease is free or lapsed; the others are retried. */
  startAll(): Promise<void>;
  /** Whether this instance holds the mailbox's IMAP connection now. */
  holds(mailboxId: number): boolean;
  /**
   * Stops every watcher. `release: false` leaves the leases to lapse, as a killed process would
   * (the tests' way of playing a dead instance).
   */
  close(options?: { release?: boolean }): Promise<void>;
}

export interface WatcherOptions {
  deps: SyncDeps;
  box: SecretBox;
  log: FastifyBaseLogger;
  fullSyncMs?: number;
  retryMs?: number;
  /** How long a lease lasts unless renewed. */
  leaseMs?: number;
  /** This instance's name in the leases; random unless a test names it. */
  instanceId?: string;
}

export function imapSettingsOf(row: MailboxRow, box: SecretBox): ServerSettings | null {
  const password = box.open(row.imapPasswordSealed);
  if (password === null) return null;
  return {
    host: row.imapHost,
    port: row.imapPort,
    secure: row.imapSecure,
    user: row.imapUser,
    password,
  };
}

export async function recordState(
  deps: SyncDeps,
  mailboxId: number,
  state: MailboxSyncState,
  error?: string | null,
) {
  await setSyncState(deps.db, mailboxId, state, error ?? null, new Date());
}

interface Watcher {
  stopped: boolean;
  /** This instance holds the lease (and so may open the connection). */
  held: boolean;
  client: ImapFlow | null;
  queue: Promise<void>;
  timer: NodeJS.Timeout | null;
  retry: NodeJS.Timeout | null;
  renew: NodeJS.Timeout | null;
}

export function createMailboxWatchers(options: WatcherOptions): MailboxWatchers {
  const { deps, box, log } = options;
  const fullSyncMs = options.fullSyncMs ?? 5 * 60_000;
  const retryMs = options.retryMs ?? 60_000;
  const leaseMs = options.leaseMs ?? 90_000;
  const holder = options.instanceId ?? randomUUID();
  const watchers = new Map<number, Watcher>();

  const load = (mailboxId: number) => findMailbox(deps.db, mailboxId);

  /** Tries again later; each attempt asks for the lease anew (a free or lapsed one only). */
  const retryLater = (mailboxId: number, watcher: Watcher) => {
    if (watcher.stopped || watcher.retry) return;
    watcher.retry = setTimeout(() => {
      watcher.retry = null;
      void connect(mailboxId, watcher, false).catch((error: unknown) =>
        log.warn({ err: error, mailboxId }, 'mailbox watcher'),
      );
    }, retryMs);
    watcher.retry.unref();
  };

  /** Ends this instance's hold: no renewal, no timers, the connection closed (its 'close' retries). */
  const letGo = (watcher: Watcher) => {
    watcher.held = false;
    if (watcher.renew) clearInterval(watcher.renew);
    watcher.renew = null;
    if (watcher.timer) clearInterval(watcher.timer);
    watcher.timer = null;
    const client = watcher.client;
    watcher.client = null;
    client?.close();
  };

  /** Queues a sync on the watcher's connection; resolves with its outcome. */
  const enqueue = (mailboxId: number, watcher: Watcher, only?: Parameters<typeof syncMailbox>[3]) => {
    const run = watcher.queue.then(async () => {
      const client = watcher.client;
      if (watcher.stopped || !client?.usable) throw new Error('IMAP connection is not open');
      const row = await load(mailboxId);
      if (!row) return;
      await recordState(deps, mailboxId, 'syncing');
      try {
        await syncMailbox(deps, client, row, only);
        // Back to the inbox, where the connection IDLEs between syncs.
        await client.mailboxOpen('INBOX');
        await recordState(deps, mailboxId, 'watching');
        // IDLE ends by itself when the next command is sent; the next sync starts it again.
        void client.idle().catch(() => undefined);
      } catch (error) {
        const { message } = failureOf('IMAP', error);
        await recordState(deps, mailboxId, 'error', `Sync failed: ${message}`);
        throw error;
      }
    });
    watcher.queue = run.catch((error: unknown) => log.warn({ err: error, mailboxId }, 'mailbox sync failed'));
    return run;
  };

  const connect = async (mailboxId: number, watcher: Watcher, force: boolean): Promise<void> => {
    if (watcher.stopped) return;
    if (!(await takeWatchLease(deps.db, mailboxId, holder, leaseMs, force))) {
      retryLater(mailboxId, watcher); // another instance watches it
      return;
    }
    if (watcher.stopped) {
      await releaseWatchLease(deps.db, mailboxId, holder);
      return;
    }
    watcher.held = true;
    if (watcher.renew) clearInterval(watcher.renew);
    watcher.renew = setInterval(() => {
      takeWatchLease(deps.db, mailboxId, holder, leaseMs)
        .catch(() => false)
        .then((kept) => {
          if (kept || watcher.stopped || !watcher.held) return;
          log.info({ mailboxId }, 'mailbox watch lease taken over by another instance');
          letGo(watcher);
          retryLater(mailboxId, watcher);
        })
        .catch(() => undefined);
    }, leaseMs / 3);
    watcher.renew.unref();
    const row = await load(mailboxId);
    if (!row) return;
    const settings = imapSettingsOf(row, box);
    if (!settings) {
      await recordState(
        deps,
        mailboxId,
        'error',
        'The stored IMAP password can no longer be read; enter it again.',
      );
      return;
    }
    const client = imapClient(settings);
    watcher.client = client;
    client.on('error', (error: unknown) => log.warn({ err: error, mailboxId }, 'IMAP connection error'));
    client.on('exists', () => void enqueue(mailboxId, watcher, ['inbox']).catch(() => undefined));
    client.on('close', () => {
      if (watcher.client !== client) return;
      watcher.client = null;
      if (watcher.timer) clearInterval(watcher.timer);
      watcher.timer = null;
      if (watcher.stopped) return;
      // The lease is kept while the connection is retried: the server or network is the trouble,
      // and another instance would meet the same.
      if (watcher.retry) clearTimeout(watcher.retry);
      watcher.retry = setTimeout(() => {
        watcher.retry = null;
        void connect(mailboxId, watcher, false).catch(() => undefined);
      }, retryMs);
      watcher.retry.unref();
    });
    try {
      await client.connect();
    } catch (error) {
      await recordState(deps, mailboxId, 'error', failureOf('IMAP', error).message);
      return; // 'close' schedules the retry
    }
    if (watcher.stopped || watcher.client !== client) {
      await client.logout().catch(() => undefined);
      return;
    }
    await enqueue(mailboxId, watcher).catch(() => undefined);
    watcher.timer = setInterval(() => void enqueue(mailboxId, watcher).catch(() => undefined), fullSyncMs);
    watcher.timer.unref();
  };

  const stop = async (mailboxId: number, release = true) => {
    const watcher = watchers.get(mailboxId);
    if (!watcher) return;
    watchers.delete(mailboxId);
    watcher.stopped = true;
    const held = watcher.held;
    if (watcher.timer) clearInterval(watcher.timer);
    if (watcher.retry) clearTimeout(watcher.retry);
    if (watcher.renew) clearInterval(watcher.renew);
    watcher.held = false;
    await watcher.queue;
    const client = watcher.client;
    watcher.client = null;
    if (client) await client.logout().catch(() => client.close());
    if (!held || !release) return;
    await releaseWatchLease(deps.db, mailboxId, holder).catch(() => undefined);
    await recordState(deps, mailboxId, 'stopped').catch(() => undefined);
  };

  const begin = async (mailboxId: number, force: boolean) => {
    await stop(mailboxId);
    const watcher: Watcher = {
      stopped: false,
      held: false,
      client: null,
      queue: Promise.resolve(),
      timer: null,
      retry: null,
      renew: null,
    };
    watchers.set(mailboxId, watcher);
    // The connection, its timers and its handlers live on after the request that saved the settings
    // or asked for a sync: none of them may carry that request's (soon aborted) database scope.
    await outsideRequest(() => connect(mailboxId, watcher, force));
  };

  return {
    start: (mailboxId) => begin(mailboxId, true),
    stop: (mailboxId) => stop(mailboxId),
    async syncNow(mailboxId) {
      const watcher = watchers.get(mailboxId);
      if (watcher?.client?.usable) return enqueue(mailboxId, watcher);
      await begin(mailboxId, true);
      const started = watchers.get(mailboxId);
      const row = await load(mailboxId);
      if (!started?.client?.usable) throw new Error(row?.syncError ?? 'IMAP connection failed');
    },
    async startAll() {
      for (const id of await listMailboxIds(deps.db))
        void begin(id, false).catch((error: unknown) => log.warn({ err: error }, 'mailbox watcher'));
    },
    holds: (mailboxId) => watchers.get(mailboxId)?.held === true,
    async close(closeOptions) {
      const release = closeOptions?.release ?? true;
      await Promise.all([...watchers.keys()].map((id) => stop(id, release)));
    },
  };
}
