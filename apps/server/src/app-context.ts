import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { GusClient } from './integrations/gus/gus-types.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { SessionRevocations } from './modules/auth/session-revocations.ts';
import type { NbpClient } from './integrations/nbp/nbp-types.ts';
import type { WhiteListClient } from './integrations/white-list/white-list-types.ts';
import type { WorkerPool } from './workers/worker-pool.ts';

/** What services need from the running app, passed explicitly (services are plain functions). */
export interface AppContext {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Where PDFs, exports and imported XML are worked on, off the request thread. */
  workers: WorkerPool;
  signAccessToken(userId: number, sessionId: string): string;
  /**
   * Ends the access tokens of these sessions in this process at once (after the revoking transaction
   * committed; other instances hear of it by NOTIFY). Absent in unit tests that build no app.
   */
  sessions?: Pick<SessionRevocations, 'add'>;
  /** Company registers; when absent, the lookup routes build them from `config` (tests pass fakes). */
  gus?: GusClient;
  whiteList?: WhiteListClient;
  /** NBP exchange rates; built from `config` when absent. */
  nbp?: NbpClient;
}
