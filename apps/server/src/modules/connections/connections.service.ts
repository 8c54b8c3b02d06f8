import type { FastifyBaseLogger } from 'fastify';
import {
  externalServices,
  type ConnectionStatus,
  type ConnectionTestResult,
  type ExternalService,
} from '@saldo/contracts/connections';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { classifyFailure, failureDetail } from '../../integrations/service-failure.ts';
import { findKsefSettings } from '../ksef/ksef.repository.ts';
import { probes } from './connection-probes.ts';
import {
  lastMailResults,
  listServiceStatus,
  recordServiceFailure,
  recordServiceSuccess,
} from './connections.repository.ts';

/** Notes the outcome of a call to an outside service made for an organization. */
export interface ServiceRecorder {
  success(service: ExternalService): Promise<void>;
  /** An error that is really an answer (GUS does not know the NIP) counts as a success. */
  failure(service: ExternalService, error: unknown): Promise<void>;
}

/**
 * The recorder for one organization. Recording is bookkeeping: when it fails the call it describes
 * has still happened, so the failure is logged (one line) and swallowed.
 */
export function serviceRecorder(db: Db, organizationId: number, log: FastifyBaseLogger): ServiceRecorder {
  const safely = async (service: ExternalService, write: () => Promise<void>) => {
    try {
      await write();
    } catch (error) {
      log.warn({ service, reason: failureDetail(error) }, 'could not record a connection outcome');
    }
  };
  return {
    success: (service) =>
      safely(service, () => recordServiceSuccess(db, organizationId, service, new Date())),
    failure: (service, error) =>
      safely(service, async () => {
        const failure = classifyFailure(error);
        if (failure) await recordServiceFailure(db, organizationId, service, failure, new Date());
        else await recordServiceSuccess(db, organizationId, service, new Date());
      }),
  };
}

async function setups(
  ctx: AppContext,
  organizationId: number,
): Promise<Record<ExternalService, ConnectionStatus['setup']>> {
  const { config } = ctx;
  const ksef = await findKsefSettings(ctx.db, organizationId);
  const when = (configured: boolean) => (configured ? 'configured' : 'not_configured');
  return {
    gus: when(Boolean(config.gusApiKey)),
    // The white list needs no key; its public address is always there.
    whiteList: 'configured',
    nbp: when(config.nbpApiUrl !== ''),
    ksef: when(Boolean(ksef?.tokenSealed)),
    smtp: config.mailTransport === 'outbox' ? 'test_mode' : when(config.mailTransport === 'smtp'),
    sms: when(config.sms.baseUrl !== ''),
    fileStorage: 'configured',
  };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Every outside service: set up or not, its last success and last failure for this organization. */
export async function connectionsOverview(
  ctx: AppContext,
  organizationId: number,
): Promise<ConnectionStatus[]> {
  const [setup, rows, mail] = await Promise.all([
    setups(ctx, organizationId),
    listServiceStatus(ctx.db, organizationId),
    lastMailResults(ctx.db, organizationId),
  ]);
  const byService = new Map(rows.map((row) => [row.service, row]));
  return externalServices.map((service) => {
    const row = byService.get(service);
    let lastSuccess = row?.lastSuccessAt ?? null;
    let lastFailure = row?.lastFailureAt ?? null;
    let kind = row?.lastFailureKind ?? null;
    let detail = row?.lastFailureDetail ?? null;
    // Mail's own delivery log knows more than the tests: a real delivery is a success, a bounce a failure.
    if (service === 'smtp') {
      lastSuccess = later(lastSuccess, mail.sentAt);
      if (mail.failedAt && (!lastFailure || mail.failedAt > lastFailure)) {
        lastFailure = mail.failedAt;
        kind = /ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|timeout/i.test(mail.error ?? '')
          ? 'unavailable'
          : 'rejected';
        detail = mail.error;
      }
    }
    return {
      service,
      setup: setup[service],
      lastSuccessAt: iso(lastSuccess),
      lastFailureAt: iso(lastFailure),
      lastFailureKind: lastFailure ? kind : null,
      lastFailureDetail: lastFailure ? detail : null,
    };
  });
}

/** "Test now": the service's probe, its outcome recorded, and the service's new status. */
export async function testConnection(
  ctx: AppContext,
  organizationId: number,
  service: ExternalService,
  log: FastifyBaseLogger,
): Promise<ConnectionTestResult> {
  const recorder = serviceRecorder(ctx.db, organizationId, log);
  let ok = true;
  try {
    await probes[service](ctx, organizationId);
    await recorder.success(service);
  } catch (error) {
    ok = classifyFailure(error) === null;
    if (!ok) log.warn({ service, reason: failureDetail(error) }, 'connection test failed');
    await recorder.failure(service, error);
  }
  const status = (await connectionsOverview(ctx, organizationId)).find((s) => s.service === service);
  if (!status) throw new Error(`no status for ${service}`);
  return { ok, status };
}
