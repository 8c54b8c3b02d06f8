// Client for the KSeF API 2.0 (ksef-docs, OpenAPI "KSeF API TE" v2): token authentication, the
// interactive (online) session for sending single invoices, their status and UPO, and the metadata
// query, download and export of invoices received. One HTTP request per method; the few loops
// (polling the authentication, an invoice or an export) are bounded in time. Calls of the receiving
// endpoints are paced under KSeF's rate limits (ksef-rate-limits.ts), and a 429 whose Retry-After is
// short is waited out and repeated. Nothing here stores state between runs: the reference numbers
// it returns are what a job persists.
import { createDecipheriv } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { validateKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { strFromU8, unzipSync } from 'fflate';
import { KsefApiError, describeKsefStatus } from './ksef-api-error.ts';
import { toInvoiceMetadata, toInvoiceStatus, toMetadataPage } from './ksef-api-mapping.ts';
import {
  authOperationSchema,
  authStatusSchema,
  certificatesSchema,
  challengeSchema,
  exportMetadataSchema,
  exportStatusSchema,
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
  type KsefExportPackage,
  type KsefExportedInvoice,
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
import { KsefRateLimiter, type KsefRateLimitGroup } from './ksef-rate-limits.ts';

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
const DEFAULT_MAX_RATE_WAIT_MS = 60_000;
/** 429s waited out in a row for one call before giving up. */
const RATE_RETRIES = 3;
/** Unknown or withdrawn key (open-api.json: /auth/ksef-token, /sessions/online, /invoices/exports). */
const UNKNOWN_KEY = 21470;

const segment = (value: string): string => encodeURIComponent(value);

export class KsefApiClient {
  readonly #http: KsefHttp;
  readonly #now: () => Date;
  readonly #pollIntervalMs: number;
  readonly #pollTimeoutMs: number;
  readonly #refreshMarginMs: number;
  readonly #maxRateWaitMs: number;
  readonly #limiter: KsefRateLimiter;
  readonly #rateSleep: (ms: number) => Promise<unknown>;
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
    this.#maxRateWaitMs = options.maxRateWaitMs ?? DEFAULT_MAX_RATE_WAIT_MS;
    const clock = options.rateClock;
    this.#rateSleep = clock ? (ms) => clock.sleep(ms) : sleep;
    this.#limiter = new KsefRateLimiter({
      maxWaitMs: this.#maxRateWaitMs,
      ...(options.rateClock ? { clock: options.rateClock } : {}),
    });
  }

  /**
   * One request under KSeF's limits: paced for the rate-limited groups, and a 429 whose Retry-After
   * fits the allowed wait is waited out and repeated (limity-api.md: the block lasts Retry-After).
   */
  async #send(request: KsefHttpRequest, group?: KsefRateLimitGroup): Promise<KsefHttpResponse> {
    for (let attempt = 0; ; attempt++) {
      const answered = group === undefined ? undefined : await this.#limiter.take(group, request.action);
      try {
        const response = await this.#http.send(request);
        answered?.();
        return response;
      } catch (error) {
        answered?.();
        const wait =
          error instanceof KsefApiError && error.httpStatus === 429 ? error.retryAfterMs : undefined;
        if (wait === undefined || wait > this.#maxRateWaitMs || attempt >= RATE_RETRIES) throw error;
        await this.#rateSleep(wait);
      }
    }
  }

  /**
   * Something encrypted under KSeF's key for a usage, with the key's id. On 21470 the key was
   * withdrawn (a rotation): the list is fetched again and the call repeated once with the new key.
   */
  async #withKey<T>(
    usage: KsefCertificateUsage,
    call: (certificate: KsefPublicKeyCertificate) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(await this.certificateFor(usage));
    } catch (error) {
      if (!(error instanceof KsefApiError) || error.ksefCode !== UNKNOWN_KEY) throw error;
      const fresh = chooseCertificate(await this.publicKeyCertificates(), usage, this.#now());
      return call(fresh);
    }
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
    readonly publicKeyId?: string | null;
  }): Promise<KsefAuthOperation> {
    const action = 'authenticate with the KSeF token';
    // A 400 here is never "bad token" (that comes as status 450 of the operation): 21111 invalid
    // challenge, 21470 unknown key, 21405 validation are ours to fix (open-api.json).
    const response = await this.#http.send({
      method: 'POST',
      path: '/auth/ksef-token',
      action,
      body: {
        challenge: request.challenge,
        contextIdentifier: { type: 'Nip', value: request.nip },
        encryptedToken: request.encryptedToken,
        ...(request.publicKeyId == null ? {} : { publicKeyId: request.publicKeyId }),
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
    const operation = await this.#withKey('KsefTokenEncryption', async (certificate) => {
      const challenge = await this.authChallenge();
      return this.startTokenAuthentication({
        challenge: challenge.challenge,
        nip,
        encryptedToken: encryptKsefToken(certificate, ksefToken, challenge.timestampMs),
        publicKeyId: certificate.publicKeyId,
      });
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
    return this.#authorizedIn(undefined, auth, request);
  }

  async #authorizedIn(
    group: KsefRateLimitGroup | undefined,
    auth: KsefAuthSession,
    request: KsefHttpRequest,
  ): Promise<KsefHttpResponse> {
    try {
      return await this.#send({ ...request, bearer: await auth.accessToken() }, group);
    } catch (error) {
      if (!(error instanceof KsefApiError) || error.httpStatus !== 401) throw error;
      await auth.refresh();
      return this.#send({ ...request, bearer: await auth.accessToken() }, group);
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
    const response = await this.#withKey('SymmetricKeyEncryption', (certificate) =>
      this.#authorized(auth, {
        method: 'POST',
        path: '/sessions/online',
        action,
        body: { formCode: FA3_FORM_CODE, encryption: encryptSymmetricKey(certificate, encryption) },
      }),
    );
    const body = parseKsefJson(response.text, openSessionSchema, action);
    return { referenceNumber: body.referenceNumber, validUntil: body.validUntil, auth, encryption };
  }

  /**
   * Encrypts the exact bytes (the QR code and UPO refer to their hash) and sends them; offlineMode
   * declares an invoice issued in offline mode (tryby-offline.md).
   */
  async sendInvoice(
    session: KsefOnlineSession,
    xml: Uint8Array | string,
    options: { offlineMode?: boolean } = {},
  ): Promise<KsefSentInvoice> {
    const bytes = typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml;
    const encrypted = encryptInvoice(session.encryption, bytes);
    const sent = await this.sendEncryptedInvoice(
      session,
      options.offlineMode ? { ...encrypted, offlineMode: true } : encrypted,
    );
    return { ...sent, invoiceSha256: sha256(bytes) };
  }

  /**
   * POST /sessions/online/{ref}/invoices with a prepared body. KSeF judges the invoice later, in its
   * status; a 400 here is about the request (open-api.json): 'session' for 21155/21173/21180 (open
   * another), 'protocol' for the rest (21402/21403 size or hash mismatch, 21405): our bug.
   */
  async sendEncryptedInvoice(
    session: KsefOnlineSession,
    invoice: KsefEncryptedInvoice,
  ): Promise<Omit<KsefSentInvoice, 'invoiceSha256'>> {
    const action = 'accept the invoice';
    const response = await this.#authorized(session.auth, {
      method: 'POST',
      path: `/sessions/online/${segment(session.referenceNumber)}/invoices`,
      action,
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
        throw new KsefApiError('unavailable', `KSeF could not process the invoice: ${said}`, {
          ...extra,
          attemptDropped: true,
        });
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

  /**
   * GET /sessions/{ref}/invoices/{invoiceRef}/upo: the invoice's UPO (official receipt), XML text,
   * checked against its x-ms-meta-hash (open-api.json): a cut receipt is not kept as the official one.
   */
  async invoiceUpo(
    auth: KsefAuthSession,
    sessionReferenceNumber: string,
    invoiceReferenceNumber: string,
  ): Promise<string> {
    return this.#upo(
      auth,
      `/sessions/${segment(sessionReferenceNumber)}/invoices/${segment(invoiceReferenceNumber)}/upo`,
    );
  }

  /** GET /sessions/{ref}/invoices/ksef/{ksefNumber}/upo: the same, by the number KSeF gave. */
  async invoiceUpoByKsefNumber(
    auth: KsefAuthSession,
    sessionReferenceNumber: string,
    ksefNumber: string,
  ): Promise<string> {
    return this.#upo(
      auth,
      `/sessions/${segment(sessionReferenceNumber)}/invoices/ksef/${segment(ksefNumber)}/upo`,
    );
  }

  async #upo(auth: KsefAuthSession, path: string): Promise<string> {
    const response = await this.#authorized(auth, {
      method: 'GET',
      path,
      accept: 'application/xml',
      action: 'hand out the UPO',
    });
    const expected = response.headers.get('x-ms-meta-hash');
    if (expected !== null && expected !== sha256Base64(response.bytes)) {
      throw new KsefApiError('unavailable', 'The downloaded UPO does not match its hash');
    }
    if (!response.text.trimStart().startsWith('<')) {
      throw new KsefApiError('protocol', 'KSeF sent a UPO that is not XML');
    }
    return response.text;
  }

  // ── Receiving ─────────────────────────────────────────────────────────────────────────────────

  /** POST /invoices/query/metadata: one page. */
  async queryInvoiceMetadata(auth: KsefAuthSession, query: KsefMetadataQuery): Promise<KsefMetadataPage> {
    const action = 'list invoice metadata';
    const response = await this.#authorizedIn('invoiceMetadata', auth, {
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
    return (await this.#downloadInvoice(auth, ksefNumber)).text;
  }

  /**
   * Base64 SHA-256 of the invoice KSeF stores under a number (its x-ms-meta-hash, checked on the
   * bytes): what tells whether a duplicate (440) is our very document or another with our number.
   */
  async storedInvoiceHash(auth: KsefAuthSession, ksefNumber: string): Promise<string> {
    return (await this.#downloadInvoice(auth, ksefNumber)).hash;
  }

  async #downloadInvoice(auth: KsefAuthSession, ksefNumber: string): Promise<{ text: string; hash: string }> {
    const number = validateKsefNumber(ksefNumber);
    if (!number.ok) throw new RangeError(`downloadInvoice expects a valid KSeF number (${number.reason})`);
    const response = await this.#authorizedIn('invoiceDownload', auth, {
      method: 'GET',
      path: `/invoices/ksef/${segment(number.value)}`,
      accept: 'application/xml',
      action: `hand out invoice ${number.value}`,
    });
    const expected = response.headers.get('x-ms-meta-hash');
    const hash = sha256Base64(response.bytes);
    if (expected !== null && expected !== hash) {
      throw new KsefApiError('protocol', `The downloaded invoice ${number.value} does not match its hash`);
    }
    if (!response.text.trimStart().startsWith('<')) {
      throw new KsefApiError('protocol', `KSeF sent invoice ${number.value} in a form that is not XML`);
    }
    return { text: response.text, hash };
  }

  // ── Export (the volume path) ──────────────────────────────────────────────────────────────────

  /**
   * POST /invoices/exports, then GET /invoices/exports/{ref} until the package is ready, its parts
   * downloaded from their links (no token, no limit), each checked against its hashes, decrypted
   * (AES-256-CBC under our key) and joined into one ZIP of {ksefNumber}.xml files and _metadata.json
   * (pobieranie-faktur/przyrostowe-pobieranie-faktur.md). Invoices with PermanentStorage in
   * [from, to], cut at KSeF's high-water mark, so the range below it is complete.
   */
  async exportReceivedInvoices(
    auth: KsefAuthSession,
    range: { readonly from: Date; readonly to: Date },
    encryption: KsefSymmetricKey = createSymmetricKey(),
  ): Promise<KsefExportPackage> {
    const action = 'export invoices';
    const started = await this.#withKey('SymmetricKeyEncryption', (certificate) =>
      this.#authorizedIn('invoiceExport', auth, {
        method: 'POST',
        path: '/invoices/exports',
        action,
        body: {
          encryption: encryptSymmetricKey(certificate, encryption),
          filters: {
            subjectType: 'Subject2',
            dateRange: {
              dateType: 'PermanentStorage',
              from: range.from.toISOString(),
              to: range.to.toISOString(),
              restrictToPermanentStorageHwmDate: true,
            },
          },
        },
      }),
    );
    const { referenceNumber } = parseKsefJson(started.text, referenceSchema, action);
    const ready = await this.#waitForExport(auth, referenceNumber);
    const parts = [...ready.parts].sort((a, b) => a.ordinalNumber - b.ordinalNumber);
    const decrypted: Buffer[] = [];
    for (const part of parts) {
      const response = await this.#send({
        method: 'GET',
        path: part.url,
        accept: 'application/octet-stream',
        action: `hand out part ${part.ordinalNumber} of export ${referenceNumber}`,
      });
      if (
        response.bytes.length !== part.encryptedPartSize ||
        sha256Base64(response.bytes) !== part.encryptedPartHash
      ) {
        throw new KsefApiError(
          'unavailable',
          `Part ${part.ordinalNumber} of the export does not match its hash`,
        );
      }
      const decipher = createDecipheriv('aes-256-cbc', encryption.key, encryption.iv);
      const plain = Buffer.concat([decipher.update(response.bytes), decipher.final()]);
      if (plain.length !== part.partSize || sha256Base64(plain) !== part.partHash) {
        throw new KsefApiError(
          'protocol',
          `Part ${part.ordinalNumber} of the export decrypts to other bytes`,
        );
      }
      decrypted.push(plain);
    }
    return {
      invoices: readExportZip(Buffer.concat(decrypted)),
      isTruncated: ready.isTruncated,
      lastPermanentStorageDate: ready.lastPermanentStorageDate,
      permanentStorageHwmDate: ready.permanentStorageHwmDate,
    };
  }

  async #waitForExport(auth: KsefAuthSession, referenceNumber: string) {
    const action = 'report the export status';
    const deadline = Date.now() + this.#pollTimeoutMs;
    for (;;) {
      const response = await this.#authorizedIn('invoiceExportStatus', auth, {
        method: 'GET',
        path: `/invoices/exports/${segment(referenceNumber)}`,
        action,
      });
      const body = parseKsefJson(response.text, exportStatusSchema, action);
      const { code, description, details } = body.status;
      if (code === 200) {
        if (body.package == null)
          throw new KsefApiError('protocol', 'KSeF finished an export without a package');
        return body.package;
      }
      if (code !== 100) {
        const said = describeKsefStatus(code, description, details);
        // 500/550 and an expired package (210) are worth another export; 415/420 are our request.
        const kind = code >= 500 || code === 210 ? 'unavailable' : 'protocol';
        throw new KsefApiError(kind, `KSeF could not export the invoices: ${said}`, {
          ksefCode: code,
          description,
          details,
        });
      }
      if (Date.now() >= deadline) {
        throw new KsefApiError('unavailable', `KSeF was still exporting after ${this.#pollTimeoutMs} ms`);
      }
      await sleep(this.#pollIntervalMs);
    }
  }
}

/** The export's ZIP: every {ksefNumber}.xml with its record from _metadata.json, hashes checked. */
function readExportZip(zip: Buffer): KsefExportedInvoice[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch (error) {
    throw new KsefApiError('protocol', 'The export package is not a ZIP archive', { cause: error });
  }
  const metadataFile = files['_metadata.json'];
  if (metadataFile === undefined)
    throw new KsefApiError('protocol', 'The export package has no _metadata.json');
  const metadata = parseKsefJson(
    strFromU8(metadataFile),
    exportMetadataSchema,
    'describe the export package',
  );
  return metadata.invoices.map((record) => {
    const item = toInvoiceMetadata(record);
    const file = files[`${record.ksefNumber}.xml`];
    if (file === undefined) {
      throw new KsefApiError('protocol', `The export package lists ${item.ksefNumber} without its file`);
    }
    if (item.invoiceHash !== null && item.invoiceHash !== sha256Base64(file)) {
      throw new KsefApiError('protocol', `Invoice ${item.ksefNumber} in the export does not match its hash`);
    }
    // Text as in downloadInvoice: UTF-8, a byte order mark dropped.
    return { metadata: item, xml: new TextDecoder('utf-8').decode(file) };
  });
}
