// Client for the KSeF API 2.0 (ksef-docs, OpenAPI "KSeF API TE" v2): token authentication, the
// interactive (online) session for sending single invoices, their status and UPO, and the metadata
// query and download of invoices received. One HTTP request per method; the few loops (polling the
// authentication, waiting for an invoice) are bounded in time. Nothing here stores state between
// runs: the reference numbers it returns are what a job persists.
import { setTimeout as sleep } from 'node:timers/promises';
import { validateKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { KsefApiError, describeKsefStatus } from './ksef-api-error.ts';
import { toInvoiceStatus, toMetadataPage } from './ksef-api-mapping.ts';
import {
  authOperationSchema,
  authStatusSchema,
  certificatesSchema,
  challengeSchema,
  invoiceStatusSchema,
  metadataPageSchema,
  openSessionSchema,
  parseKsefJson,
  referenceSchema,
  refreshSchema,
  tokenPairSchema,
} from './ksef-api-schemas.ts';
import {
  DEFAULT_KSEF_TIMEOUT_MS,
  type KsefApiClientOptions,
  type KsefAuthOperation,
  type KsefCertificateUsage,
  type KsefChallenge,
  type KsefEncryptedInvoice,
  type KsefInvoiceStatus,
  type KsefMetadataPage,
  type KsefMetadataQuery,
  type KsefPublicKeyCertificate,
  type KsefSentInvoice,
  type KsefSettledInvoice,
  type KsefStatusInfo,
  type KsefSymmetricKey,
  type KsefToken,
  type KsefTokenPair,
} from './ksef-api-types.ts';
import { KsefAuthSession } from './ksef-auth-session.ts';
import {
  chooseCertificate,
  createSymmetricKey,
  encryptInvoice,
  encryptKsefToken,
  encryptSymmetricKey,
  sha256,
  sha256Base64,
} from './ksef-crypto.ts';
import { createKsefHttp, type KsefHttp, type KsefHttpRequest, type KsefHttpResponse } from './ksef-http.ts';

/** FA(3), the only structure Saldo sends (TEST also takes FA(2); DEMO and production FA(3) and PEF). */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

/** An open interactive session: its reference and the AES key its invoices are encrypted with. */
export interface KsefOnlineSession {
  readonly referenceNumber: string;
  readonly validUntil: Date;
  readonly auth: KsefAuthSession;
  readonly encryption: KsefSymmetricKey;
}

const DEFAULT_POLL_INTERVAL_MS = 1_000;
const DEFAULT_POLL_TIMEOUT_MS = 60_000;
/** Refresh a minute early: a token that expires in flight is refused mid-job. */
const DEFAULT_REFRESH_MARGIN_MS = 60_000;

const segment = (value: string): string => encodeURIComponent(value);

export class KsefApiClient {
  readonly #http: KsefHttp;
  readonly #now: () => Date;
  readonly #pollIntervalMs: number;
  readonly #pollTimeoutMs: number;
  readonly #refreshMarginMs: number;
  #certificates: readonly KsefPublicKeyCertificate[] | null = null;

  constructor(options: KsefApiClientOptions) {
    this.#http = createKsefHttp({
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs ?? DEFAULT_KSEF_TIMEOUT_MS,
      fetch: options.fetch ?? fetch,
    });
    this.#now = options.now ?? (() => new Date());
    this.#pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
    this.#pollTimeoutMs = options.pollTimeoutMs ?? DEFAULT_POLL_TIMEOUT_MS;
    this.#refreshMarginMs = options.refreshMarginMs ?? DEFAULT_REFRESH_MARGIN_MS;
  }

  // ── Certificates ──────────────────────────────────────────────────────────────────────────────

  /** GET /security/public-key-certificates (public). */
  async publicKeyCertificates(): Promise<KsefPublicKeyCertificate[]> {
    const action = 'list its public key certificates';
    const response = await this.#http.send({
      method: 'GET',
      path: '/security/public-key-certificates',
      action,
    });
    const certificates = parseKsefJson(response.text, certificatesSchema, action);
    this.#certificates = certificates;
    return certificates;
  }

  /** The certificate for a purpose, valid now; the list is fetched once per client. */
  async certificateFor(usage: KsefCertificateUsage): Promise<KsefPublicKeyCertificate> {
    if (this.#certificates !== null) {
      try {
        return chooseCertificate(this.#certificates, usage, this.#now());
      } catch {
        // The kept list may predate a key rotation: ask KSeF again before giving up.
      }
    }
    return chooseCertificate(await this.publicKeyCertificates(), usage, this.#now());
  }

  // ── Authentication with a KSeF token ──────────────────────────────────────────────────────────

  /** POST /auth/challenge. */
  async authChallenge(): Promise<KsefChallenge> {
    const action = 'start an authentication (challenge)';
    const response = await this.#http.send({ method: 'POST', path: '/auth/challenge', action });
    const body = parseKsefJson(response.text, challengeSchema, action);
    // Some builds document only the timestamp text; its milliseconds are the same number.
    const timestampMs = body.timestampMs ?? Date.parse(body.timestamp);
    if (!Number.isFinite(timestampMs)) {
      throw new KsefApiError('protocol', 'KSeF sent a challenge without a usable timestamp');
    }
    return { challenge: body.challenge, timestamp: body.timestamp, timestampMs };
  }

  /** POST /auth/ksef-token with the already encrypted token (see encryptKsefToken). */
  async startTokenAuthentication(request: {
    readonly challenge: string;
    readonly nip: string;
    readonly encryptedToken: string;
  }): Promise<KsefAuthOperation> {
    const action = 'authenticate with the KSeF token';
    const response = await this.#http.send({
      method: 'POST',
      path: '/auth/ksef-token',
      action,
      // A refused token is the user's to fix, even when KSeF says so with a 400.
      clientErrorKind: 'unauthorized',
      body: {
        challenge: request.challenge,
        contextIdentifier: { type: 'Nip', value: request.nip },
        encryptedToken: request.encryptedToken,
      },
    });
    return parseKsefJson(response.text, authOperationSchema, action);
  }

  /** GET /auth/{referenceNumber}: 100 in progress, 200 done, 4xx refused, 5xx failed. */
  async authenticationStatus(operation: KsefAuthOperation): Promise<KsefStatusInfo> {
    const action = 'report the authentication status';
    const response = await this.#http.send({
      method: 'GET',
      path: `/auth/${segment(operation.referenceNumber)}`,
      bearer: operation.authenticationToken.token,
      action,
    });
    return parseKsefJson(response.text, authStatusSchema, action).status;
  }

  /** POST /auth/token/redeem: the access and refresh tokens, once per authentication. */
  async redeemTokens(operation: KsefAuthOperation): Promise<KsefTokenPair> {
    const action = 'hand out the access tokens';
    const response = await this.#http.send({
      method: 'POST',
      path: '/auth/token/redeem',
      bearer: operation.authenticationToken.token,
      action,
    });
    return parseKsefJson(response.text, tokenPairSchema, action);
  }

  /** POST /auth/token/refresh: a new access token for the refresh token. */
  async refreshAccessToken(refreshToken: string): Promise<KsefToken> {
    const action = 'refresh the access token';
    const response = await this.#http.send({
      method: 'POST',
      path: '/auth/token/refresh',
      bearer: refreshToken,
      action,
    });
    return parseKsefJson(response.text, refreshSchema, action).accessToken;
  }

  /**
   * The whole token flow: challenge, "{token}|{timestampMs}" encrypted with the KsefTokenEncryption
   * certificate, the operation polled until done, the tokens redeemed.
   */
  async authenticateWithToken(credentials: {
    readonly nip: string | undefined;
    readonly ksefToken: string | undefined;
  }): Promise<KsefAuthSession> {
    const nip = credentials.nip?.trim() ?? '';
    const ksefToken = credentials.ksefToken?.trim() ?? '';
    if (ksefToken === '') throw new KsefApiError('not_configured', 'No KSeF token is configured');
    if (!/^\d{10}$/.test(nip)) {
      throw new KsefApiError('not_configured', 'The company NIP for KSeF is missing or not 10 digits');
    }
    this.#http.baseUrl();
    const certificate = await this.certificateFor('KsefTokenEncryption');
    const challenge = await this.authChallenge();
    const operation = await this.startTokenAuthentication({
      challenge: challenge.challenge,
      nip,
      encryptedToken: encryptKsefToken(certificate, ksefToken, challenge.timestampMs),
    });
    await this.#pollAuthentication(operation);
    const tokens = await this.redeemTokens(operation);
    return this.authSession(operation.referenceNumber, nip, tokens);
  }

  /** A session object over tokens obtained elsewhere (e.g. kept by a job between steps). */
  authSession(referenceNumber: string, nip: string, tokens: KsefTokenPair): KsefAuthSession {
    return new KsefAuthSession(
      {
        refresh: (refreshToken) => this.refreshAccessToken(refreshToken),
        now: this.#now,
        refreshMarginMs: this.#refreshMarginMs,
      },
      referenceNumber,
      nip,
      tokens,
    );
  }

  async #pollAuthentication(operation: KsefAuthOperation): Promise<void> {
    // Polling runs on real time: the injected clock is KSeF's calendar (token expiry), not a stopwatch.
    const deadline = Date.now() + this.#pollTimeoutMs;
    for (;;) {
      const status = await this.authenticationStatus(operation);
      if (status.code === 200) return;
      if (status.code !== 100) {
        const said = describeKsefStatus(status.code, status.description, status.details);
        const extra = { ksefCode: status.code, description: status.description, details: status.details };
        if (status.code >= 500) {
          throw new KsefApiError('unavailable', `KSeF could not complete the authentication: ${said}`, extra);
        }
        throw new KsefApiError('unauthorized', `KSeF refused the authentication: ${said}`, extra);
      }
      if (Date.now() >= deadline) {
        throw new KsefApiError(
          'unavailable',
          `KSeF was still authenticating after ${this.#pollTimeoutMs} ms`,
        );
      }
      await sleep(this.#pollIntervalMs);
    }
  }

  /** A call with the access token; on 401 the token is refreshed once and the call repeated. */
  async #authorized(auth: KsefAuthSession, request: KsefHttpRequest): Promise<KsefHttpResponse> {
    try {
      return await this.#http.send({ ...request, bearer: await auth.accessToken() });
    } catch (error) {
      if (!(error instanceof KsefApiError) || error.httpStatus !== 401) throw error;
      await auth.refresh();
      return this.#http.send({ ...request, bearer: await auth.accessToken() });
    }
  }

  // ── Interactive session: sending ──────────────────────────────────────────────────────────────

  /**
   * POST /sessions/online for FA(3). A fresh random AES-256 key unless one is given (tests give one to
   * check that KSeF really decrypts with it).
   */
  async openOnlineSession(
    auth: KsefAuthSession,
    encryption: KsefSymmetricKey = createSymmetricKey(),
  ): Promise<KsefOnlineSession> {
    const action = 'open an interactive session';
    const certificate = await this.certificateFor('SymmetricKeyEncryption');
    const response = await this.#authorized(auth, {
      method: 'POST',
      path: '/sessions/online',
      action,
      body: { formCode: FA3_FORM_CODE, encryption: encryptSymmetricKey(certificate, encryption) },
    });
    const body = parseKsefJson(response.text, openSessionSchema, action);
    return { referenceNumber: body.referenceNumber, validUntil: body.validUntil, auth, encryption };
  }

  /** Encrypts the exact bytes (the QR code and UPO refer to their hash) and sends them. */
  async sendInvoice(session: KsefOnlineSession, xml: Uint8Array | string): Promise<KsefSentInvoice> {
    const bytes = typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml;
    const sent = await this.sendEncryptedInvoice(session, encryptInvoice(session.encryption, bytes));
    return { ...sent, invoiceSha256: sha256(bytes) };
  }

  /** POST /sessions/online/{ref}/invoices with a prepared body; an HTTP 400 is a refusal of the invoice. */
  async sendEncryptedInvoice(
    session: KsefOnlineSession,
    invoice: KsefEncryptedInvoice,
  ): Promise<Omit<KsefSentInvoice, 'invoiceSha256'>> {
    const action = 'accept the invoice';
    const response = await this.#authorized(session.auth, {
      method: 'POST',
      path: `/sessions/online/${segment(session.referenceNumber)}/invoices`,
      action,
      clientErrorKind: 'rejected',
      body: invoice,
    });
    const body = parseKsefJson(response.text, referenceSchema, action);
    return {
      sessionReferenceNumber: session.referenceNumber,
      referenceNumber: body.referenceNumber,
      invoiceHash: invoice.invoiceHash,
    };
  }

  /** GET /sessions/{ref}/invoices/{invoiceRef}. Refs, not objects: a job asks again after a restart. */
  async invoiceStatus(
    auth: KsefAuthSession,
    sessionReferenceNumber: string,
    invoiceReferenceNumber: string,
  ): Promise<KsefInvoiceStatus> {
    const action = 'report the invoice status';
    const response = await this.#authorized(auth, {
      method: 'GET',
      path: `/sessions/${segment(sessionReferenceNumber)}/invoices/${segment(invoiceReferenceNumber)}`,
      action,
    });
    return toInvoiceStatus(parseKsefJson(response.text, invoiceStatusSchema, action));
  }

  /**
   * Polls the status until KSeF has decided. Accepted and duplicate are answers; a refusal throws
   * 'rejected' with KSeF's reason, a failure or a wait past the poll timeout 'unavailable'.
   */
  async waitForInvoice(
    auth: KsefAuthSession,
    sessionReferenceNumber: string,
    invoiceReferenceNumber: string,
  ): Promise<KsefSettledInvoice> {
    const deadline = Date.now() + this.#pollTimeoutMs;
    for (;;) {
      const result = await this.invoiceStatus(auth, sessionReferenceNumber, invoiceReferenceNumber);
      if (result.state === 'accepted' || result.state === 'duplicate') return result;
      const { code, description, details } = result.status;
      const extra = { ksefCode: code, description, details };
      const said = describeKsefStatus(code, description, details);
      if (result.state === 'rejected') {
        throw new KsefApiError('rejected', `KSeF rejected the invoice: ${said}`, extra);
      }
      if (result.state === 'failed') {
        throw new KsefApiError('unavailable', `KSeF could not process the invoice: ${said}`, extra);
      }
      if (Date.now() >= deadline) {
        throw new KsefApiError(
          'unavailable',
          `KSeF was still processing the invoice after ${this.#pollTimeoutMs} ms`,
        );
      }
      await sleep(this.#pollIntervalMs);
    }
  }

  /** POST /sessions/online/{ref}/close: KSeF then builds the session's collective UPO. */
  async closeSession(session: KsefOnlineSession): Promise<void> {
    await this.#authorized(session.auth, {
      method: 'POST',
      path: `/sessions/online/${segment(session.referenceNumber)}/close`,
      action: 'close the interactive session',
    });
  }

  /** GET /sessions/{ref}/invoices/{invoiceRef}/upo: the invoice's UPO (official receipt), XML text. */
  async invoiceUpo(
    auth: KsefAuthSession,
    sessionReferenceNumber: string,
    invoiceReferenceNumber: string,
  ): Promise<string> {
    const response = await this.#authorized(auth, {
      method: 'GET',
      path: `/sessions/${segment(sessionReferenceNumber)}/invoices/${segment(invoiceReferenceNumber)}/upo`,
      accept: 'application/xml',
      action: 'hand out the UPO',
    });
    if (!response.text.trimStart().startsWith('<')) {
      throw new KsefApiError('protocol', 'KSeF sent a UPO that is not XML');
    }
    return response.text;
  }

  // ── Receiving ─────────────────────────────────────────────────────────────────────────────────

  /** POST /invoices/query/metadata: one page. */
  async queryInvoiceMetadata(auth: KsefAuthSession, query: KsefMetadataQuery): Promise<KsefMetadataPage> {
    const action = 'list invoice metadata';
    const response = await this.#authorized(auth, {
      method: 'POST',
      path: '/invoices/query/metadata',
      query: { pageOffset: query.pageOffset, pageSize: query.pageSize, sortOrder: query.sortOrder },
      action,
      body: {
        subjectType: query.subjectType,
        dateRange: {
          dateType: query.dateRange.dateType,
          from: query.dateRange.from.toISOString(),
          ...(query.dateRange.to === undefined ? {} : { to: query.dateRange.to.toISOString() }),
        },
      },
    });
    return toMetadataPage(parseKsefJson(response.text, metadataPageSchema, action));
  }

  /**
   * GET /invoices/ksef/{ksefNumber}: the XML as stored. When KSeF sends the file's hash
   * (x-ms-meta-hash) the text must match it: a cut or altered download is not imported.
   */
  async downloadInvoice(auth: KsefAuthSession, ksefNumber: string): Promise<string> {
    const number = validateKsefNumber(ksefNumber);
    if (!number.ok) throw new RangeError(`downloadInvoice expects a valid KSeF number (${number.reason})`);
    const response = await this.#authorized(auth, {
      method: 'GET',
      path: `/invoices/ksef/${segment(number.value)}`,
      accept: 'application/xml',
      action: `hand out invoice ${number.value}`,
    });
    const expected = response.headers.get('x-ms-meta-hash');
    if (expected !== null && expected !== sha256Base64(response.bytes)) {
      throw new KsefApiError('protocol', `The downloaded invoice ${number.value} does not match its hash`);
    }
    if (!response.text.trimStart().startsWith('<')) {
      throw new KsefApiError('protocol', `KSeF sent invoice ${number.value} in a form that is not XML`);
    }
    return response.text;
  }
}
