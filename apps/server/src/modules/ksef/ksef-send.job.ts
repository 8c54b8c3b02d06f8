// Sends queued invoices to KSeF. Each row is claimed with a lease (FOR UPDATE SKIP LOCKED), so
// several instances share the queue without sending one invoice twice. The file and its hash are
// saved before sending and KSeF's references as soon as KSeF answers; a worker that died leaves a
// 'sending' row whose lease runs out, and the next run asks KSeF about the saved reference instead of
// sending again. Had it died between KSeF accepting and the reference being saved, the re-sent file
// is refused by KSeF as a duplicate (440) carrying the original KSeF number. KSeF finds duplicates
// by seller NIP + invoice kind + number (faktury/weryfikacja-faktury.md), not by content, so that
// number is recorded only when the original's hash is our file's; otherwise our invoice number is
// taken by another document, and the user is told so.
//
// KSeF's answers are read by their codes (open-api.json): a session that can take no more invoices
// (21155, 21173, 21180) is replaced and the invoice sent again; an attempt KSeF dropped (status
// 405, 500, 550) is sent anew later; 21402/21403/21405 are our protocol errors, logged, and retried
// after a back-off; only a status 4xx verdict is a rejection of the invoice.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { KsefAuthSession } from '../../integrations/ksef-api/ksef-auth-session.ts';
import type { KsefOnlineSession } from '../../integrations/ksef-api/ksef-api-client.ts';
import { KsefApiError } from '../../integrations/ksef-api/ksef-api-error.ts';
import type { KsefApiClientOptions, KsefSettledInvoice } from '../../integrations/ksef-api/ksef-api-types.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { MINUTE_MS } from '../../lib/dates.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { invoiceKsefXml } from '../invoices/ksef/invoice-ksef.service.ts';
import { goOfflineWhenUnavailable } from './ksef-offline.service.ts';
import type { KsefReceiveOptions } from './ksef-receive.job.ts';
import { ksefConnection, type KsefConnection } from './ksef-settings.service.ts';
import { claimDueSubmission, listMissingUpos, updateSubmission } from './ksef-submissions.repository.ts';
import type { KsefSubmissionRow } from './ksef.table.ts';
import { notifyInvoiceEvent } from '../notifications/notifications.repository.ts';

export interface KsefDeps {
  box: SecretBox;
  /** Tests shorten the polling. */
  clientOptions?: Partial<KsefApiClientOptions>;
  /** Tests use smaller pages and budgets. */
  receive?: KsefReceiveOptions;
  /** Where protocol errors (ours, not the user's) are written. */
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

/** Long enough for one invoice's send and status polling; a lease past it means its worker is gone. */
export const LEASE_MS = 5 * MINUTE_MS;
const MAX_BACKOFF_MS = 60 * MINUTE_MS;
const UPO_RETRY_MS = MINUTE_MS;

/** 30 s, 1 min, 2 min … up to an hour; KSeF's Retry-After wins when it asks for longer. */
export function backoffMs(attempts: number, retryAfterMs = 0): number {
  const exponential = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
  return Math.max(exponential, retryAfterMs);
}

function claimNext(ctx: AppContext): Promise<KsefSubmissionRow | undefined> {
  const now = new Date();
  return claimDueSubmission(ctx.db, now, new Date(now.getTime() + LEASE_MS));
}

const update = (ctx: AppContext, invoiceId: number, values: Partial<KsefSubmissionRow>) =>
  updateSubmission(ctx.db, invoiceId, values);

/** A final answer (accepted, rejected) and the bell's notification of it, in one transaction (issue 28). */
const settle = (
  ctx: AppContext,
  invoiceId: number,
  kind: 'ksefAccepted' | 'ksefRejected',
  values: Partial<KsefSubmissionRow>,
) =>
  ctx.db.transaction(async (tx) => {
    await updateSubmission(tx, invoiceId, values);
    await notifyInvoiceEvent(tx, invoiceId, kind);
  });

/** One authentication and one online session per company per run, opened when first needed. */
class Connections {
  readonly #open = new Map<
    number,
    { connection: KsefConnection; auth?: KsefAuthSession; session?: KsefOnlineSession }
  >();
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: KsefDeps,
  ) {}

  async #entry(organizationId: number) {
    let entry = this.#open.get(organizationId);
    if (!entry) {
      const connection = await ksefConnection(
        this.ctx.db,
        this.ctx.config,
        this.deps.box,
        organizationId,
        this.deps.clientOptions,
      );
      entry = { connection };
      this.#open.set(organizationId, entry);
    }
    return entry;
  }

  async auth(organizationId: number) {
    const entry = await this.#entry(organizationId);
    entry.auth ??= await entry.connection.client.authenticateWithToken({
      nip: entry.connection.nip,
      ksefToken: entry.connection.token,
    });
    return { client: entry.connection.client, auth: entry.auth };
  }

  async session(organizationId: number) {
    const { client, auth } = await this.auth(organizationId);
    const entry = await this.#entry(organizationId);
    entry.session ??= await client.openOnlineSession(auth);
    return { client, session: entry.session };
  }

  /** The session can take no more invoices: the next send opens another. */
  async dropSession(organizationId: number) {
    const entry = await this.#entry(organizationId);
    const stale = entry.session;
    entry.session = undefined;
    if (stale) await entry.connection.client.closeSession(stale).catch(() => undefined);
  }

  /** Best effort: KSeF closes idle sessions itself, and the UPO of each invoice was already fetched. */
  async closeAll() {
    for (const entry of this.#open.values()) {
      if (entry.session) await entry.connection.client.closeSession(entry.session).catch(() => undefined);
    }
  }
}

const hashOf = (xml: string): string => createHash('sha256').update(xml, 'utf8').digest('base64');

/** The UPO (by the KSeF number, in the session that took the invoice), or null to fetch it later. */
async function fetchUpo(
  connections: Connections,
  row: Pick<KsefSubmissionRow, 'organizationId'>,
  sessionReference: string,
  ksefNumber: string,
): Promise<string | null> {
  const { client, auth } = await connections.auth(row.organizationId);
  return client.invoiceUpoByKsefNumber(auth, sessionReference, ksefNumber).catch(() => null);
}

async function accept(
  ctx: AppContext,
  connections: Connections,
  row: KsefSubmissionRow,
  settled: KsefSettledInvoice,
) {
  let ksefNumber: string;
  let sessionReference = row.sessionReference;
  if (settled.state === 'duplicate') {
    // 440 means "this seller, kind and number are taken", not "this is your document": only the
    // original's hash equal to our file's makes it our acceptance (faktury/weryfikacja-faktury.md).
    const { client, auth } = await connections.auth(row.organizationId);
    const ours = row.xmlHash ?? hashOf(row.xml ?? '');
    const theirs = await client.storedInvoiceHash(auth, settled.originalKsefNumber);
    if (theirs !== ours) {
      throw new AppError(409, 'ksef.numberTaken', { params: { ksefNumber: settled.originalKsefNumber } });
    }
    ksefNumber = settled.originalKsefNumber;
    sessionReference = settled.originalSessionReferenceNumber;
  } else {
    ksefNumber = settled.ksefNumber;
  }
  const upo = sessionReference ? await fetchUpo(connections, row, sessionReference, ksefNumber) : null;
  await settle(ctx, row.invoiceId, 'ksefAccepted', {
    status: 'accepted',
    ksefNumber,
    sessionReference,
    acceptedAt: settled.state === 'accepted' ? settled.acquisitionDate : new Date(),
    upo,
    error: null,
    leaseUntil: null,
    // A UPO that did not come (or came cut) is asked for again by a later run (fetchMissingUpos).
    nextAttemptAt: new Date(Date.now() + UPO_RETRY_MS),
  });
}

/**
 * Accepted invoices still without their UPO: it is the official receipt, so it is asked for again
 * until KSeF hands it out whole.
 */
async function fetchMissingUpos(ctx: AppContext, connections: Connections, limit: number): Promise<void> {
  const due = await listMissingUpos(ctx.db, new Date(), limit);
  for (const row of due) {
    const upo = await fetchUpo(connections, row, row.sessionReference ?? '', row.ksefNumber ?? '').catch(
      () => null,
    );
    await update(
      ctx,
      row.invoiceId,
      upo === null ? { nextAttemptAt: new Date(Date.now() + UPO_RETRY_MS) } : { upo },
    );
  }
}

async function sendOne(ctx: AppContext, connections: Connections, row: KsefSubmissionRow) {
  if (row.sessionReference && row.invoiceReference) {
    // Sent by a worker that did not live to record the answer: ask, do not send again.
    const { client, auth } = await connections.auth(row.organizationId);
    const settled = await client.waitForInvoice(auth, row.sessionReference, row.invoiceReference);
    return accept(ctx, connections, row, settled);
  }
  let xml = row.xml;
  if (xml === null) {
    xml = (
      await invoiceKsefXml(ctx, { id: 0, organizationId: row.organizationId, role: 'admin' }, row.invoiceId)
    ).xml;
    await update(ctx, row.invoiceId, { xml, xmlHash: hashOf(xml) });
  }
  let { client, session } = await connections.session(row.organizationId);
  // Issued offline: the frozen file its printed codes name, declared as such.
  const mode = { offlineMode: row.offlineAt !== null };
  let sent;
  try {
    sent = await client.sendInvoice(session, xml, mode);
  } catch (error) {
    if (!(error instanceof KsefApiError) || error.kind !== 'session') throw error;
    // 21155 / 21173 / 21180: this session is done, the invoice was not taken. A fresh session, once.
    await connections.dropSession(row.organizationId);
    ({ client, session } = await connections.session(row.organizationId));
    sent = await client.sendInvoice(session, xml, mode);
  }
  const references = {
    sessionReference: sent.sessionReferenceNumber,
    invoiceReference: sent.referenceNumber,
  };
  await update(ctx, row.invoiceId, references);
  const settled = await client.waitForInvoice(
    session.auth,
    references.sessionReference,
    references.invoiceReference,
  );
  return accept(ctx, connections, { ...row, ...references }, settled);
}

/** Records why the send failed; answers whether the row is now rejected or queued again. */
async function fail(
  ctx: AppContext,
  deps: KsefDeps,
  row: KsefSubmissionRow,
  error: unknown,
): Promise<'rejected' | 'retrying'> {
  if (error instanceof KsefApiError && error.kind === 'rejected') {
    // The invoice itself is refused: only the user can change that (a correction or new data).
    await settle(ctx, row.invoiceId, 'ksefRejected', {
      status: 'rejected',
      error: error.message,
      leaseUntil: null,
    });
    return 'rejected';
  }
  if (
    error instanceof AppError &&
    (error.statusCode === 409 || error.statusCode === 422) &&
    (error.messageKey.startsWith('invoices.') || error.messageKey === 'ksef.numberTaken')
  ) {
    await settle(ctx, row.invoiceId, 'ksefRejected', {
      status: 'rejected',
      error: translate('en', error.messageKey, error.params),
      leaseUntil: null,
    });
    return 'rejected';
  }
  const message =
    error instanceof AppError
      ? translate('en', error.messageKey, error.params)
      : error instanceof KsefApiError
        ? error.message
        : 'Unexpected error while sending to KSeF';
  const retryAfter = error instanceof KsefApiError ? error.retryAfterMs : undefined;
  if (error instanceof KsefApiError && error.kind === 'protocol') {
    // 21402/21403 (size or hash mismatch), 21405 and answers outside the protocol: our bug, not the
    // user's and not the invoice's.
    deps.log?.error(
      { invoiceId: row.invoiceId, ksefCode: error.ksefCode, err: error },
      'KSeF protocol error',
    );
  }
  // KSeF dropped the attempt (status 405, 500, 550): that reference is dead, the next try sends anew.
  // Anything else (a time-out while KSeF was processing, an exception code such as 21405 when asking
  // about the reference) keeps it, so the next try asks about it instead of sending twice.
  const attemptDropped = error instanceof KsefApiError && error.attemptDropped;
  await update(ctx, row.invoiceId, {
    ...(attemptDropped ? { sessionReference: null, invoiceReference: null } : {}),
    status: 'queued',
    error: message,
    leaseUntil: null,
    nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts, retryAfter)),
  });
  if (error instanceof KsefApiError && error.kind === 'unavailable') {
    // KSeF cannot take it now: an obliged company with an offline certificate issues it offline
    // rather than leaving the buyer without an invoice. Failing that it simply waits, as before.
    await goOfflineWhenUnavailable(ctx, deps.box, row.invoiceId).catch((offlineError: unknown) => {
      deps.log?.warn({ invoiceId: row.invoiceId, err: offlineError }, 'Offline mode could not be entered');
    });
  }
  if (!(error instanceof KsefApiError) && !(error instanceof AppError)) throw error;
  return 'retrying';
}

export interface SendRun {
  accepted: number;
  rejected: number;
  retrying: number;
}

/** Sends everything due, one invoice at a time, until the queue has nothing due. */
export async function sendQueuedInvoices(ctx: AppContext, deps: KsefDeps, limit = 500): Promise<SendRun> {
  const run: SendRun = { accepted: 0, rejected: 0, retrying: 0 };
  const connections = new Connections(ctx, deps);
  try {
    for (let i = 0; i < limit; i++) {
      const row = await claimNext(ctx);
      if (!row) break;
      try {
        await sendOne(ctx, connections, row);
        run.accepted += 1;
      } catch (error) {
        run[await fail(ctx, deps, row, error)] += 1;
      }
    }
    await fetchMissingUpos(ctx, connections, limit).catch((error: unknown) => {
      deps.log?.warn({ err: error }, 'KSeF UPOs could not be fetched this time');
    });
  } finally {
    await connections.closeAll();
  }
  return run;
}
