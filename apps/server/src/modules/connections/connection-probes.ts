// "Test now": one cheap, harmless call per service, with the credentials the app really uses.
import { randomUUID } from 'node:crypto';
import { createTransport } from 'nodemailer';
import type { ExternalService } from '@saldo/contracts/connections';
import type { AppContext } from '../../app-context.ts';
import { createGusClient } from '../../integrations/gus/gus-client.ts';
import { createNbpClient } from '../../integrations/nbp/nbp-client.ts';
import { createWhiteListClient } from '../../integrations/white-list/white-list-client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createFileStorage } from '../../lib/file-storage/file-storage.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { ksefConnection } from '../ksef/ksef-settings.service.ts';

/** GUS's own NIP: a company every register knows, so a probe never depends on a customer's data. */
const PROBE_NIP = '5261040828';

export class ProbeFailure extends Error {
  override name = 'ProbeFailure';
  constructor(
    readonly kind: 'not_configured' | 'unavailable' | 'refused_credentials' | 'rejected' | 'protocol',
    message: string,
  ) {
    super(message);
  }
}

type Probe = (ctx: AppContext, organizationId: number) => Promise<void>;

async function probeSms(ctx: AppContext) {
  const { baseUrl, token } = ctx.config.sms;
  if (!baseUrl || !token) throw new ProbeFailure('not_configured', 'SMS_API_URL is not set');
  // SMSAPI's account profile: needs the token, sends nothing, costs no points.
  const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/profile`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(ctx.config.lookupTimeoutMs),
  });
  if (response.status === 401 || response.status === 403)
    throw new ProbeFailure(
      'refused_credentials',
      `The SMS gateway refused the token (HTTP ${response.status})`,
    );
  if (!response.ok) throw new ProbeFailure('unavailable', `The SMS gateway answered HTTP ${response.status}`);
}

async function probeSmtp(ctx: AppContext) {
  const { mailTransport, smtpUrl } = ctx.config;
  if (mailTransport === 'outbox') return;
  if (mailTransport === 'none' || !smtpUrl) throw new ProbeFailure('not_configured', 'SMTP_URL is not set');
  const transport = createTransport(smtpUrl);
  try {
    // Connects, says EHLO and logs in: everything but sending.
    await transport.verify();
  } finally {
    transport.close();
  }
}

export const probes: Record<ExternalService, Probe> = {
  gus: async ({ config }) => {
    if (!config.gusApiKey) throw new ProbeFailure('not_configured', 'GUS_API_KEY is not set');
    const gus = createGusClient({
      baseUrl: config.gusApiUrl,
      apiKey: config.gusApiKey,
      timeoutMs: config.lookupTimeoutMs,
    });
    try {
      await gus.findByNip(PROBE_NIP);
    } finally {
      await gus.close();
    }
  },
  whiteList: async ({ config }) => {
    const whiteList = createWhiteListClient({
      baseUrl: config.whiteListApiUrl,
      timeoutMs: config.lookupTimeoutMs,
    });
    await whiteList.searchByNip(PROBE_NIP, todayInPoland());
  },
  nbp: async (ctx) => {
    const nbp =
      ctx.nbp ?? createNbpClient({ baseUrl: ctx.config.nbpApiUrl, timeoutMs: ctx.config.lookupTimeoutMs });
    await nbp.getRateForInvoice('EUR', todayInPoland());
  },
  ksef: async (ctx, organizationId) => {
    const box = createSecretBox(ctx.config.secretsKey);
    const connection = await ksefConnection(ctx.db, ctx.config, box, organizationId).catch(
      (error: unknown) => {
        // No token, a token sealed under another key, or no company NIP: all set-up, not KSeF's fault.
        if (error instanceof AppError) throw new ProbeFailure('not_configured', error.messageKey);
        throw error;
      },
    );
    // Signing in with the token is the one call that checks address, certificate and token together.
    await connection.client.authenticateWithToken({ nip: connection.nip, ksefToken: connection.token });
  },
  smtp: probeSmtp,
  sms: probeSms,
  fileStorage: async ({ config }, organizationId) => {
    const storage = createFileStorage(config);
    const key = `org-${organizationId}/connection-test/${randomUUID()}`;
    const data = new TextEncoder().encode('saldo connection test');
    await storage.put(key, data, 'text/plain');
    try {
      const back = await storage.get(key);
      if (back === null || back.length !== data.length)
        throw new ProbeFailure('protocol', 'The file written could not be read back');
    } finally {
      await storage.delete(key);
    }
  },
};
