import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { GUS_ENDPOINTS } from './integrations/gus/gus-types.ts';
import { WHITE_LIST_ENDPOINTS } from './integrations/white-list/white-list-types.ts';
import type { PoolLimits } from './db/guarded-pool.ts';
import { repoRoot } from './paths.ts';

/**
 * The one place that reads the environment. Everything else receives a `Config`, so tests build their
 * own with `loadConfig({ ... })` and nothing depends on the process it runs in.
 */
export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the PGlite database and the generated JWT secret. */
  dataDir: string;
  /** When set, PostgreSQL through `pg`; otherwise PGlite in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  /** Pool sizes, waits and statement timeouts: how the server sheds load instead of stalling. */
  databaseLimits: PoolLimits;
  /** Expensive reads (lists, reports, exports) one user may have running at once; more get 429. */
  heavyReadsPerUser: number;
  /** Interactive expensive reads running at once in the whole server; more wait, then 503 (0009). */
  heavyReadsAtOnce: number;
  /** A list's text search counts its matches exactly up to this many; above it, "more than …" (0014). */
  listSearchCountCap: number;
  jwtSecret: string;
  /** Seals secrets kept in the database (KSeF tokens); from SECRETS_KEY or generated into DATA_DIR. */
  secretsKey: string;
  refreshTokenTtlDays: number;
  /** Public address of the web app, without a trailing slash; used in e-mail links. */
  appUrl: string;
  /**
   * Where mail goes: 'smtp' (smtpUrl), 'outbox' (SMTP_URL=outbox:, test and development instances:
   * kept in the mail_outbox table, never delivered), or 'none' (every send to others is refused).
   */
  mailTransport: 'smtp' | 'outbox' | 'none';
  /** Set exactly when `mailTransport` is 'smtp'. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute; served as the web app when it exists. */
  webDist: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Behind a reverse proxy the client address (for rate limits) comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** Creates the demo organization and users at start-up; turn off in a real deployment. */
  seedDemoData: boolean;
  /** Attempts per minute on login, register, forgot-password and resend-confirmation. */
  authRateLimit: { perIp: number; perEmail: number };
  /** GUS REGON BIR1.1 service address (company names and addresses by NIP). */
  gusApiUrl: string;
  /** The personal BIR1.1 key; without it company look-ups use the VAT white list alone. */
  gusApiKey: string | undefined;
  /** MF VAT white list API address (VAT status and bank accounts; needs no key). */
  whiteListApiUrl: string;
  /** NBP Web API (exchange rates); '' (NBP_API_URL=off) turns it off: the form asks for the rate by hand. */
  nbpApiUrl: string;
  /** Per HTTP request to GUS or the white list. */
  lookupTimeoutMs: number;
  /** How often mail committed but never handed to SMTP (a crash in between) is delivered; 0: off. */
  mailDeliveryIntervalMs: number;
  /** How often the recurring-invoices job looks for invoices due; 0 turns it off (tests). */
  recurringInvoicesIntervalMs: number;
  /** How often the debt-collection schedule looks for steps due today; 0 turns it off (tests). */
  debtScheduleIntervalMs: number;
  /** How often tasks deleted more than 30 days ago are purged; 0 turns it off (tests). */
  todoPurgeIntervalMs: number;
  /** How often events chosen by e-mail and the daily digests are written; 0 turns it off (tests). */
  notificationMailIntervalMs: number;
  /** How often "deadline tomorrow" notices are looked for (each goes out once per day); 0 turns it off. */
  deadlineNoticeIntervalMs: number;
  /** KSeF: the address every environment uses instead of the Ministry's (a local test server); '' for none. */
  ksefApiUrl: string;
  ksefQrUrl: string;
  /** How often queued invoices are sent to KSeF, and purchase invoices fetched; 0 turns a job off. */
  ksefSendIntervalMs: number;
  ksefReceiveIntervalMs: number;
  /** Where attachments (scans, PDFs) are kept: a local folder or an S3-compatible bucket. */
  fileStorage: 'folder' | 's3';
  /** Absolute; the attachments folder when `fileStorage` is 'folder'. */
  filesDir: string;
  /** Set exactly when `fileStorage` is 's3'. */
  s3: S3Settings | null;
  /** The SMS gateway (SMSAPI.pl protocol); baseUrl '' means none is set up and SMS are refused. */
  sms: SmsSettings;
  /** The map tile server's URL template ({z}/{x}/{y}); '' for none: the gallery map draws only its bundled outline. */
  mapTileUrl: string;
  /** The worker threads that render PDFs, write exports and read imported XML off the request thread. */
  workers: WorkerSettings;
}

export interface WorkerSettings {
  /** Threads in the pool; each keeps its own fonts and parsers (tens of MB), started on first use. */
  threads: number;
  /** Tasks that may wait for a free thread; past this a request is answered 503 with Retry-After. */
  maxQueue: number;
  /** Tasks one user may have running or waiting at once; past this 429 with Retry-After. */
  perUser: number;
}

export interface SmsSettings {
  /** e.g. https://api.smsapi.pl; '' when not configured. */
  baseUrl: string;
  /** The gateway's OAuth token; '' when not configured. */
  token: string;
  /** A sender name registered with the gateway; '' uses the account's default. */
  sender: string;
}

export interface S3Settings {
  /** e.g. https://s3.eu-central-1.amazonaws.com or a MinIO / Ceph / R2 address. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`; most self-hosted S3 servers need it. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const flag = z
  .enum(['true', 'false', '1', '0'], 'must be true or false')
  .transform((v) => v === 'true' || v === '1');

const envFields = z.object({
  PORT: whole(1, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DB_POOL_SIZE: whole(1, 1000).default(10),
  DB_RESERVE_POOL_SIZE: whole(1, 100).default(2),
  DB_ACQUIRE_TIMEOUT_MS: whole(10, 60_000).default(1_000),
  DB_STATEMENT_TIMEOUT_MS: whole(100, 600_000).default(5_000),
  DB_WORK_STATEMENT_TIMEOUT_MS: whole(1_000, 86_400_000).default(120_000),
  DB_PARALLEL_WORKERS_PER_QUERY: whole(0, 64).optional(),
  HEAVY_READS_PER_USER: whole(1, 1000).default(3),
  HEAVY_READS_AT_ONCE: whole(1, 1000).optional(),
  LIST_SEARCH_COUNT_CAP: whole(1, 10_000_000).default(10_000),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  SECRETS_KEY: z.string().min(32, 'must be at least 32 characters long').optional(),
  REFRESH_TOKEN_TTL_DAYS: whole(1, 365).default(14),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z
    .union([
      z.enum(['outbox:', 'outbox']),
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, or outbox: (test mode)' }),
    ])
    .optional(),
  MAIL_FROM: z.string().default('Saldo <no-reply@saldo.local>'),
  WEB_DIST: z.string().default('apps/web/dist'),
  LOG_LEVEL: z
    .enum(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      'must be a pino level (info, debug, …)',
    )
    .default('info'),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO_DATA: flag.default(true),
  // The short name the issue tracker and the README use: DEMO=off starts a clean instance.
  DEMO: z.enum(['on', 'off'], 'must be on or off').optional(),
  AUTH_RATE_LIMIT_PER_IP: whole(1, 100_000).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: whole(1, 100_000).default(10),
  GUS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(GUS_ENDPOINTS.production),
  GUS_API_KEY: z.string().trim().min(1, 'must not be blank').optional(),
  WHITE_LIST_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default(WHITE_LIST_ENDPOINTS.production),
  NBP_API_URL: z
    .union([z.literal('off'), z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL or off' })])
    .default('https://api.nbp.pl'),
  LOOKUP_TIMEOUT_MS: whole(100, 120_000).default(10_000),
  MAIL_DELIVERY_INTERVAL_MS: whole(0, 86_400_000).default(60_000),
  RECURRING_INVOICES_INTERVAL_MS: whole(0, 86_400_000).default(60_000),
  DEBT_SCHEDULE_INTERVAL_MS: whole(0, 86_400_000).default(3_600_000),
  TODO_PURGE_INTERVAL_MS: whole(0, 86_400_000).default(3_600_000),
  NOTIFICATION_MAIL_INTERVAL_MS: whole(0, 86_400_000).default(60_000),
  /** How often the "deadline tomorrow" notices are looked for (each is sent once whatever the rhythm); 0: never. */
  DEADLINE_NOTICE_INTERVAL_MS: whole(0, 86_400_000).default(3_600_000),
  KSEF_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  KSEF_QR_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  KSEF_SEND_INTERVAL_MS: whole(0, 86_400_000).default(30_000),
  KSEF_RECEIVE_INTERVAL_MS: whole(0, 86_400_000).default(3_600_000),
  FILE_STORAGE: z.enum(['folder', 's3'], 'must be folder or s3').default('folder'),
  FILES_DIR: z.string().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().trim().min(1, 'must not be blank').default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[^/\s]+$/, 'must be a bucket name, without slashes or spaces')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1, 'must not be blank').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'must not be blank').optional(),
  S3_FORCE_PATH_STYLE: flag.default(true),
  SMS_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMS_API_TOKEN: z.string().trim().min(1, 'must not be blank').optional(),
  // What phones show as the sender: an alphanumeric name of up to 11 characters or a number.
  SMS_SENDER: z
    .string()
    .trim()
    .regex(/^(?:[A-Za-z0-9 .&-]{1,11}|\+?\d{1,16})$/, 'must be up to 11 letters and digits, or a number')
    .optional(),
  // A tile server's template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png (or one behind the firewall).
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*$/, 'must be an http:// or https:// URL')
    .refine(
      (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
      'must contain {z}, {x} and {y}',
    )
    .optional(),
  WORKER_THREADS: whole(1, 64).optional(),
  WORKER_QUEUE: whole(0, 100_000).default(100),
  WORKER_TASKS_PER_USER: whole(1, 10_000).default(4),
});

const requiredForS3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

// A refinement, not a check in loadConfig, so a missing S3 variable is listed with the other bad ones.
const envSchema = envFields.superRefine((e, ctx) => {
  // Half an SMS set-up is a typo, not a choice: say so at start-up rather than at the first reminder.
  if (e.SMS_API_URL !== undefined && e.SMS_API_TOKEN === undefined)
    ctx.addIssue({ code: 'custom', path: ['SMS_API_TOKEN'], message: 'is required when SMS_API_URL is set' });
  if (e.SMS_API_TOKEN !== undefined && e.SMS_API_URL === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_API_URL'],
      message: 'is required when SMS_API_TOKEN is set (https://api.smsapi.pl for SMSAPI.pl)',
    });
  if (e.FILE_STORAGE !== 's3') return;
  for (const name of requiredForS3)
    if (e[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when FILE_STORAGE=s3' });
});

type Env = Record<string, string | undefined>;

// Their values may hold passwords, so an error message names them without echoing them.
const secretVariables = new Set([
  'JWT_SECRET',
  'SECRETS_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'SMS_API_TOKEN',
]);

/** Relative paths are taken from the repository root, whatever directory npm started us in. */
const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

/**
 * Validates `env` and returns the settings. A wrong value throws a `ConfigError` naming every bad
 * variable, so start-up stops with a message an operator can act on.
 */
export function loadConfig(env: Env): Config {
  // An empty variable (`PORT=`) means "not set", as it does in most shells' .env conventions.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const shown = typeof present[name] === 'string' && !secretVariables.has(name);
      const given = shown ? ` (got "${present[name]}")` : '';
      return `  ${name}: ${issue.message}${given}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = fromRoot(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseLimits: {
      connections: e.DB_POOL_SIZE,
      reserveConnections: e.DB_RESERVE_POOL_SIZE,
      acquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      workStatementTimeoutMs: e.DB_WORK_STATEMENT_TIMEOUT_MS,
      // A quarter of the cores (PostgreSQL's own 2 from 8 cores up): on 2 cores none, so a
      // deep sort runs on one core and leaves the other to everyone else.
      parallelWorkersPerQuery:
        e.DB_PARALLEL_WORKERS_PER_QUERY ?? Math.min(2, Math.floor(availableParallelism() / 4)),
    },
    heavyReadsPerUser: e.HEAVY_READS_PER_USER,
    // As many as there are cores: more sorts at once only share them, and starve health and sign-in.
    heavyReadsAtOnce: e.HEAVY_READS_AT_ONCE ?? availableParallelism(),
    listSearchCountCap: e.LIST_SEARCH_COUNT_CAP,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    secretsKey: e.SECRETS_KEY ?? persistedSecret(dataDir, 'secrets-key'),
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    mailTransport: mailTransportOf(e.SMTP_URL),
    smtpUrl: mailTransportOf(e.SMTP_URL) === 'smtp' ? e.SMTP_URL : undefined,
    mailFrom: e.MAIL_FROM,
    webDist: fromRoot(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.DEMO ? e.DEMO === 'on' : e.SEED_DEMO_DATA,
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT_PER_IP, perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL },
    gusApiUrl: e.GUS_API_URL,
    gusApiKey: e.GUS_API_KEY,
    whiteListApiUrl: e.WHITE_LIST_API_URL,
    nbpApiUrl: e.NBP_API_URL === 'off' ? '' : e.NBP_API_URL,
    lookupTimeoutMs: e.LOOKUP_TIMEOUT_MS,
    mailDeliveryIntervalMs: e.MAIL_DELIVERY_INTERVAL_MS,
    recurringInvoicesIntervalMs: e.RECURRING_INVOICES_INTERVAL_MS,
    debtScheduleIntervalMs: e.DEBT_SCHEDULE_INTERVAL_MS,
    todoPurgeIntervalMs: e.TODO_PURGE_INTERVAL_MS,
    notificationMailIntervalMs: e.NOTIFICATION_MAIL_INTERVAL_MS,
    deadlineNoticeIntervalMs: e.DEADLINE_NOTICE_INTERVAL_MS,
    ksefApiUrl: e.KSEF_API_URL ?? '',
    ksefQrUrl: e.KSEF_QR_URL ?? '',
    ksefSendIntervalMs: e.KSEF_SEND_INTERVAL_MS,
    ksefReceiveIntervalMs: e.KSEF_RECEIVE_INTERVAL_MS,
    fileStorage: e.FILE_STORAGE,
    filesDir: e.FILES_DIR === undefined ? join(dataDir, 'files') : fromRoot(e.FILES_DIR),
    s3: s3Settings(e),
    sms: { baseUrl: e.SMS_API_URL ?? '', token: e.SMS_API_TOKEN ?? '', sender: e.SMS_SENDER ?? '' },
    mapTileUrl: e.MAP_TILE_URL ?? '',
    workers: {
      // One core stays with the request thread, so lists and health answer while files are made.
      threads: e.WORKER_THREADS ?? Math.max(1, availableParallelism() - 1),
      maxQueue: e.WORKER_QUEUE,
      perUser: e.WORKER_TASKS_PER_USER,
    },
  };
}

function mailTransportOf(smtpUrl: string | undefined): Config['mailTransport'] {
  if (smtpUrl === undefined) return 'none';
  return smtpUrl.startsWith('outbox') ? 'outbox' : 'smtp';
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | null {
  if (e.FILE_STORAGE !== 's3') return null;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = e;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  // The schema has already refused FILE_STORAGE=s3 without these; this only narrows the types.
  if (
    endpoint === undefined ||
    bucket === undefined ||
    accessKeyId === undefined ||
    secretAccessKey === undefined
  )
    throw new ConfigError(`Invalid configuration: FILE_STORAGE=s3 needs ${requiredForS3.join(', ')}`);
  return {
    endpoint,
    region: e.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Without JWT_SECRET (SECRETS_KEY) a random secret is generated once and kept in DATA_DIR/jwt-secret
 * (secrets-key), so a restart does not log everybody out or lose sealed tokens, and nobody has to
 * invent a secret to try the app. Several instances must be given the same values.
 */
function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
