import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { ConnectionFailureStage, ConnectionTestResult } from '@saldo/contracts/email';

export interface ServerSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
}

const TIMEOUT_MS = 15_000;

export function imapClient(settings: ServerSettings): ImapFlow {
  return new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: 10 * 60_000,
    // Mail servers on the user's own machines often have self-made certificates; imapflow still
    // refuses a plain connection when STARTTLS is offered and fails.
    tls: { rejectUnauthorized: false },
  });
}

export function smtpTransport(settings: ServerSettings) {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    tls: { rejectUnauthorized: false },
  });
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  authenticationFailed?: unknown;
  responseText?: unknown;
  response?: unknown;
  responseCode?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Which step an IMAP or SMTP error stopped at, read from the error codes the clients give. */
export function failureOf(
  protocol: 'IMAP' | 'SMTP',
  error: unknown,
): { stage: ConnectionFailureStage; message: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const code = text(e.code);
  const said = text(e.responseText) || text(e.response) || text(e.message) || String(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EDNS')
    return { stage: 'dns', message: `${protocol} server name not found: ${said}` };
  if (
    ['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'ECONNECTION'].includes(
      code,
    ) ||
    code === 'CONNECT_TIMEOUT' ||
    code === 'GREETING_TIMEOUT' ||
    code === 'ETIMEOUT'
  )
    return { stage: 'connect', message: `${protocol} connection failed (${code}): ${said}` };
  if (
    code === 'ETLS' ||
    code.startsWith('ERR_SSL') ||
    code.startsWith('ERR_TLS') ||
    /ssl|tls|certificate|wrong version/i.test(said)
  )
    return { stage: 'tls', message: `${protocol} TLS failed: ${said}` };
  if (
    e.authenticationFailed === true ||
    code === 'EAUTH' ||
    e.responseCode === 535 ||
    /auth|login|credential/i.test(said)
  )
    return { stage: 'auth', message: `${protocol} login refused: ${said}` };
  return { stage: 'protocol', message: `${protocol} server error: ${said}` };
}

/** Resolves the name first, so that a typo in the host reads as such and not as a time-out. */
async function resolves(host: string): Promise<string | null> {
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return null;
  try {
    await lookup(host);
    return null;
  } catch (error) {
    return `server name ${host} not found (${text((error as ErrorLike).code) || 'DNS'})`;
  }
}

export async function testImap(settings: ServerSettings): Promise<ConnectionTestResult> {
  const dns = await resolves(settings.host);
  if (dns) return { ok: false, stage: 'dns', message: `IMAP ${dns}` };
  const client = imapClient(settings);
  client.on('error', () => undefined);
  try {
    await client.connect();
    const folders = await client.list();
    await client.logout();
    return { ok: true, stage: null, message: `IMAP connected: ${folders.length} folders` };
  } catch (error) {
    client.close();
    return { ok: false, ...failureOf('IMAP', error) };
  }
}

export async function testSmtp(settings: ServerSettings): Promise<ConnectionTestResult> {
  const dns = await resolves(settings.host);
  if (dns) return { ok: false, stage: 'dns', message: `SMTP ${dns}` };
  const transport = smtpTransport(settings);
  try {
    await transport.verify();
    return { ok: true, stage: null, message: 'SMTP connected and logged in' };
  } catch (error) {
    return { ok: false, ...failureOf('SMTP', error) };
  } finally {
    transport.close();
  }
}
