import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { GUS_ENDPOINTS } from './integrations/gus/gus-types.ts';
import { WHITE_LIST_ENDPOINTS } from './integrations/white-list/white-list-types.ts';
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
  jwtSecret: string;
  refreshTokenTtlDays: number;
  /** Public address of the web app, without a trailing slash; used in e-mail links. */
  appUrl: string;
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
  /** How often the recurring-invoices job looks for invoices due; 0 turns it off (tests). */
  recurringInvoicesIntervalMs: number;
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

const envSchema = z.object({
  PORT: whole(1, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  REFRESH_TOKEN_TTL_DAYS: whole(1, 365).default(14),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
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
  RECURRING_INVOICES_INTERVAL_MS: whole(0, 86_400_000).default(60_000),
});

type Env = Record<string, string | undefined>;

// Their values may hold passwords, so an error message names them without echoing them.
const secretVariables = new Set(['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL']);

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
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: fromRoot(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA,
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT_PER_IP, perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL },
    gusApiUrl: e.GUS_API_URL,
    gusApiKey: e.GUS_API_KEY,
    whiteListApiUrl: e.WHITE_LIST_API_URL,
    nbpApiUrl: e.NBP_API_URL === 'off' ? '' : e.NBP_API_URL,
    lookupTimeoutMs: e.LOOKUP_TIMEOUT_MS,
    recurringInvoicesIntervalMs: e.RECURRING_INVOICES_INTERVAL_MS,
  };
}

/**
 * Without JWT_SECRET a random secret is generated once and kept in DATA_DIR/jwt-secret, so a restart
 * does not log everybody out and nobody has to invent a secret to try the app.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
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
