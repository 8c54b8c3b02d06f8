// A fake KSeF API 2.0 (paths under /v2, as the real base URL) for the client's tests. It speaks the
// protocol for real: its own RSA keys and self-signed certificates, the KSeF token decrypted and
// checked against the challenge's timestamp, the session's AES key decrypted, every invoice decrypted
// with it and both hashes and sizes verified, KSeF numbers built with the domain's CRC. Accepted
// invoices are kept (with their UPO); "incoming" invoices, given by a test, are what a buyer finds
// through the metadata query, the download and the export. Switches: reject / duplicate / fail the
// next invoice, refuse the token, expire the access tokens, and fake-http's hang, down and one-off
// answers.
//
// Where KSeF's documents (CIRFMF/ksef-docs, API 2.6) describe a behaviour, the fake has it, so a
// client that departs from them fails here first: errors as problem details when asked with
// X-Error-Format (open-api.json), publicKeyId on the certificates and 21470 for an unknown one
// (API 2.5), one high-water mark for every page of a query (pobieranie-faktur/hwm.md), isTruncated
// and the 3-month range (open-api.json, POST /invoices/query/metadata), the rate limits with
// Retry-After (limity/limity-api.md), 21165 for an invoice not available yet, the export with its
// encrypted ZIP parts (pobieranie-faktur/przyrostowe-pobieranie-faktur.md), duplicates by seller NIP
// + invoice kind + number (faktury/weryfikacja-faktury.md), the session codes 21155/21173/21180, the
// send codes 21402/21403 and status 405, and the UPO's x-ms-meta-hash.
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { buildKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { strToU8, zipSync } from 'fflate';
import {
  jsonResponse,
  startFakeHttpServer,
  warsawToday,
  type FakeResponse,
  type FakeServerControls,
  type RecordedRequest,
} from './fake-http.ts';
import { readInvoiceFacts, type FakeInvoiceFacts } from './fake-ksef-invoice-xml.ts';
import { fakeKsefKeys, type FakeKsefKey } from './fake-ksef-keys.ts';

export interface FakeKsefOptions {
  /** The company (context) the valid token belongs to. */
  readonly nip?: string;
  readonly ksefToken?: string;
  readonly accessTokenTtlMs?: number;
  /** Polls of GET /auth/{ref} answered 100 before the result. */
  readonly authPendingPolls?: number;
  /** Polls of an invoice's status answered 150 before the result. */
  readonly invoicePendingPolls?: number;
  /** KSeF's technical limit of one metadata query (10 000); lower it to see isTruncated. */
  readonly metadataResultLimit?: number;
  /** Invoices in one export package (10 000); lower it to see a truncated package. */
  readonly exportInvoiceLimit?: number;
  /** Invoices one online session takes before 21155 (KSeF's limit is per context; 10 000 here). */
  readonly sessionInvoiceLimit?: number;
  /** The documented rate limits (limity-api.md), enforced with 429 and Retry-After. */
  readonly rateLimits?: boolean;
  /** The clock the rate limits count on (default the real one): a test's virtual clock, shared with the client's pacing. */
  readonly rateClock?: () => number;
}

/** req/s, req/min, req/h of one endpoint group (limity/limity-api.md, production values). */
export interface FakeRateLimit {
  readonly perSecond: number;
  readonly perMinute: number;
  readonly perHour: number;
}

export const KSEF_RATE_LIMITS = {
  invoiceMetadata: { perSecond: 8, perMinute: 16, perHour: 20 },
  invoiceExport: { perSecond: 8, perMinute: 16, perHour: 20 },
  invoiceExportStatus: { perSecond: 10, perMinute: 60, perHour: 600 },
  invoiceDownload: { perSecond: 8, perMinute: 16, perHour: 64 },
  onlineSession: { perSecond: 10, perMinute: 30, perHour: 120 },
  invoiceSend: { perSecond: 10, perMinute: 30, perHour: 180 },
  invoiceStatus: { perSecond: 30, perMinute: 120, perHour: 1200 },
} as const satisfies Readonly<Record<string, FakeRateLimit>>;
export type KsefRateLimitGroup = keyof typeof KSEF_RATE_LIMITS;

export interface FakeKsefStoredInvoice {
  readonly ksefNumber: string;
  readonly xml: string;
  readonly facts: FakeInvoiceFacts;
  /** Base64 SHA-256 of the XML bytes. */
  readonly invoiceHash: string;
  readonly acquisitionDate: Date;
  readonly permanentStorageDate: Date;
  readonly sessionReferenceNumber: string | null;
  readonly invoiceReferenceNumber: string | null;
}

export interface FakeKsefServer extends FakeServerControls {
  /** The API base, "http://127.0.0.1:<port>/v2". */
  readonly url: string;
  readonly nip: string;
  readonly ksefToken: string;
  /** Invoices sent through a session and accepted, in order. */
  readonly accepted: readonly FakeKsefStoredInvoice[];
  readonly refreshCount: number;
  /** The next invoice sent gets this status (e.g. 450 with a description) instead of acceptance. */
  rejectNextInvoice(code: number, description: string, details?: readonly string[]): void;
  /** The next invoice is a duplicate (440) of this number (default: the last accepted one). */
  duplicateNextInvoice(originalKsefNumber?: string): void;
  /** The next invoice fails inside KSeF (500 unknown error, 550 cancelled by the system). */
  failNextInvoice(code?: 500 | 550): void;
  /** From now on the token is refused (authentication status 450) until called with false. */
  refuseToken(refused?: boolean): void;
  /** Every access token issued so far expires now (they are then refused with 401). */
  expireAccessTokens(): void;
  /** An invoice someone else sent where the company is the buyer; returns its KSeF number. */
  addIncoming(
    xml: string,
    options?: { readonly permanentStorageDate?: Date; readonly legacyKsefNumber?: boolean },
  ): string;
  /** KSeF's high-water mark for PermanentStorage (null: now); every page of a query gets the same one. */
  setHighWaterMark(at: Date | null): void;
  /** The documented rate limits on or off (off by default). */
  setRateLimits(on: boolean): void;
  /** Requests each group has taken (in the last hour), for pacing tests. */
  readonly rateLimitedCalls: Readonly<Record<KsefRateLimitGroup, number>>;
  /** The download of this invoice answers 21165 ("not available yet") this many times. */
  notAvailableYet(ksefNumber: string, times?: number): void;
  /** The next send to a session answers this exception (21155, 21173, 21180, 21402, 21403…). */
  failNextSend(code: number): void;
  /** The next invoice is cancelled because of a session error (status 405). */
  cancelNextInvoice(): void;
  /** The next UPO download answers with a body that does not match its x-ms-meta-hash. */
  corruptNextUpo(): void;
  /** KSeF rotates its keys: the publicKeyIds listed so far become unknown (21470). */
  rotatePublicKeyIds(): void;
  /**
   * A request whose method and path match gets this answer instead, once (then back to normal);
   * with `skip`, the matching requests before it are answered normally (e.g. fail the second page).
   */
  failWhen(method: string, pathPattern: RegExp, response: FakeResponse, skip?: number): void;
  /** Export packages started so far. */
  readonly exports: readonly { readonly invoiceCount: number; readonly isTruncated: boolean }[];
}

interface StatusInfo {
  readonly code: number;
  readonly description: string;
  readonly details?: readonly string[];
  readonly extensions?: Readonly<Record<string, string>>;
}

interface AuthOperation {
  readonly referenceNumber: string;
  readonly authenticationToken: string;
  readonly validUntil: number;
  readonly nip: string;
  readonly status: StatusInfo;
  readonly startDate: Date;
  pendingPolls: number;
  redeemed: boolean;
}

interface IssuedToken {
  readonly kind: 'access' | 'refresh';
  readonly nip: string;
  validUntil: number;
}

interface SessionInvoice {
  readonly referenceNumber: string;
  readonly ordinalNumber: number;
  readonly invoicingDate: Date;
  readonly invoiceHash: string;
  readonly status: StatusInfo;
  readonly stored: FakeKsefStoredInvoice | null;
  pendingPolls: number;
}

interface OnlineSession {
  readonly referenceNumber: string;
  readonly nip: string;
  readonly key: Buffer;
  readonly iv: Buffer;
  readonly invoices: Map<string, SessionInvoice>;
  closed: boolean;
}

/** The UPO's SHA-256, as x-ms-meta-hash (open-api.json, GET .../upo). */
const upoHash = (xml: string): string => createHash('sha256').update(xml, 'utf8').digest('base64');

type NextInvoiceOutcome =
  | { readonly kind: 'reject'; readonly status: StatusInfo }
  | { readonly kind: 'duplicate'; readonly originalKsefNumber: string | undefined }
  | { readonly kind: 'fail'; readonly code: 500 | 550 }
  | { readonly kind: 'cancel' };

interface ExportOperation {
  readonly referenceNumber: string;
  readonly nip: string;
  readonly invoices: readonly FakeKsefStoredInvoice[];
  readonly isTruncated: boolean;
  readonly lastPermanentStorageDate: Date | null;
  readonly permanentStorageHwmDate: Date | null;
  /** The encrypted part, served without a token at /storage/<name>. */
  readonly partName: string;
  readonly zip: Buffer;
  readonly encrypted: Buffer;
  pendingPolls: number;
}

/** The same kind of failure as KSeF's ExceptionResponse; turned into problem details on request. */
const SESSION_EXCEPTIONS: Readonly<Record<number, string>> = {
  21155: 'Przekroczono dozwoloną liczbę faktur w sesji.',
  21173: 'Brak sesji o wskazanym numerze referencyjnym.',
  21180: 'Status sesji nie pozwala na wykonanie operacji.',
  21402: 'Nieprawidłowy rozmiar pliku.',
  21403: 'Nieprawidłowy skrót pliku.',
};

const FA3 = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;
const MINUTE_MS = 60_000;
const CHALLENGE_TTL_MS = 10 * MINUTE_MS;
const REFRESH_TTL_MS = 7 * 24 * 60 * MINUTE_MS;

const sha256Base64 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64');
const randomToken = (): string => randomBytes(24).toString('base64url');

/** 36 characters like KSeF's: "20250625-SO-2C3E6C8000-B675CF5D68-07". */
function referenceNumber(kind: 'CR' | 'AU' | 'SO' | 'EE'): string {
  const hex = randomBytes(11).toString('hex').toUpperCase();
  return `${warsawToday().replace(/-/g, '')}-${kind}-${hex.slice(0, 10)}-${hex.slice(10, 20)}-${hex.slice(20)}`;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Three months in UTC, the day clamped to the month's end (open-api.json: "Maksymalny dozwolony okres"). */
export function addMonthsUtc(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** 44 characters of Base64, like KSeF's key identifiers. */
const keyIdOf = (certificate: string, epoch: number): string =>
  createHash('sha256').update(`${certificate}#${epoch}`).digest('base64');

/**
 * The deprecated ExceptionResponse or TooManyRequestsResponse as problem details (application/
 * problem+json, open-api.json BadRequestProblemDetails / TooManyRequestsProblemDetails), when the
 * client sent X-Error-Format: problem-details.
 */
function asProblemDetails(request: RecordedRequest, response: FakeResponse): FakeResponse {
  if (request.headers['x-error-format'] !== 'problem-details') return response;
  if (response.status !== 400 && response.status !== 429) return response;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return response;
  }
  const common = {
    status: response.status,
    instance: request.url.pathname,
    timestamp: new Date().toISOString(),
    traceId: randomBytes(16).toString('hex'),
  };
  const headers = { ...response.headers, 'content-type': 'application/problem+json' };
  if (response.status === 429) {
    const details = (body as { status?: { details?: string[] } }).status?.details ?? [];
    return {
      status: 429,
      headers,
      body: JSON.stringify({ title: 'Too Many Requests', detail: details.join(' '), ...common }),
    };
  }
  const list =
    (
      body as {
        exception?: {
          exceptionDetailList?: { exceptionCode: number; exceptionDescription: string; details: string[] }[];
        };
      }
    ).exception?.exceptionDetailList ?? [];
  return {
    status: 400,
    headers,
    body: JSON.stringify({
      title: 'Bad Request',
      detail: 'Żądanie jest nieprawidłowe.',
      errors: list.map((item) => ({
        code: item.exceptionCode,
        description: item.exceptionDescription,
        details: item.details,
      })),
      ...common,
    }),
  };
}

function exception(code: number, description: string, details: readonly string[] = []): FakeResponse {
  return jsonResponse(400, {
    exception: {
      exceptionDetailList: [{ exceptionCode: code, exceptionDescription: description, details }],
      referenceNumber: randomBytes(16).toString('hex'),
      serviceCode: 'fake-ksef',
      serviceCtx: 'fake',
      serviceName: 'fake-ksef',
      timestamp: new Date().toISOString(),
    },
  });
}

const validationError = (detail: string): FakeResponse =>
  exception(21405, 'Błąd walidacji danych wejściowych.', [detail]);

function unauthorized(detail: string): FakeResponse {
  return {
    status: 401,
    headers: { 'content-type': 'application/problem+json' },
    body: JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, detail }),
  };
}

const notFound = (): FakeResponse =>
  jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 });

function bearerOf(request: RecordedRequest): string | null {
  const header = request.headers['authorization'];
  const match = typeof header === 'string' ? /^Bearer (.+)$/.exec(header) : null;
  return match?.[1] ?? null;
}

function jsonBody(request: RecordedRequest): Readonly<Record<string, unknown>> | null {
  try {
    const body: unknown = JSON.parse(request.body);
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Readonly<Record<string, unknown>>)
      : null;
  } catch {
    return null;
  }
}

function rsaDecrypt(key: FakeKsefKey, base64: unknown): Buffer | null {
  if (typeof base64 !== 'string') return null;
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
  } catch {
    return null;
  }
}

const INVOICE_TYPES: Readonly<Record<string, string>> = {
  VAT: 'Vat',
  ZAL: 'Zal',
  KOR: 'Kor',
  ROZ: 'Roz',
  UPR: 'Upr',
  KOR_ZAL: 'KorZal',
  KOR_ROZ: 'KorRoz',
};

function metadataOf(invoice: FakeKsefStoredInvoice): Record<string, unknown> {
  const { facts } = invoice;
  return {
    ksefNumber: invoice.ksefNumber,
    invoiceNumber: facts.invoiceNumber,
    issueDate: facts.issueDate,
    invoicingDate: invoice.acquisitionDate.toISOString(),
    acquisitionDate: invoice.acquisitionDate.toISOString(),
    permanentStorageDate: invoice.permanentStorageDate.toISOString(),
    seller: { nip: facts.sellerNip, name: facts.sellerName },
    buyer: {
      identifier: facts.buyerNip === null ? { type: 'None' } : { type: 'Nip', value: facts.buyerNip },
      name: facts.buyerName,
    },
    netAmount: facts.net / 100,
    grossAmount: facts.gross / 100,
    vatAmount: facts.vat / 100,
    currency: facts.currency,
    invoicingMode: 'Online',
    invoiceType: INVOICE_TYPES[facts.kind] ?? 'Vat',
    formCode: FA3,
    isSelfInvoicing: false,
    hasAttachment: false,
    invoiceHash: invoice.invoiceHash,
    thirdSubjects: [],
  };
}

function upoXml(session: OnlineSession, invoice: FakeKsefStoredInvoice): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Potwierdzenie xmlns="urn:saldo:fake-ksef:upo">',
    '  <NazwaPodmiotuPrzyjmujacego>Fake KSeF</NazwaPodmiotuPrzyjmujacego>',
    `  <NumerReferencyjnySesji>${session.referenceNumber}</NumerReferencyjnySesji>`,
    `  <Uwierzytelnienie><IdKontekstu><Nip>${session.nip}</Nip></IdKontekstu></Uwierzytelnienie>`,
    '  <Dokument>',
    `    <NipSprzedawcy>${invoice.facts.sellerNip}</NipSprzedawcy>`,
    `    <NumerKSeFDokumentu>${invoice.ksefNumber}</NumerKSeFDokumentu>`,
    `    <NumerFaktury>${escapeXml(invoice.facts.invoiceNumber)}</NumerFaktury>`,
    `    <DataWystawieniaFaktury>${invoice.facts.issueDate}</DataWystawieniaFaktury>`,
    `    <DataNadaniaNumeruKSeF>${invoice.acquisitionDate.toISOString()}</DataNadaniaNumeruKSeF>`,
    `    <SkrotDokumentu>${invoice.invoiceHash}</SkrotDokumentu>`,
    '  </Dokument>',
    '</Potwierdzenie>',
    '',
  ].join('\n');
}

export async function startFakeKsefServer(options: FakeKsefOptions = {}): Promise<FakeKsefServer> {
  const keys = await fakeKsefKeys();
  const nip = options.nip ?? '9999999999';
  const ksefToken = options.ksefToken ?? `fake-ksef-token-${randomToken()}`;
  const accessTtlMs = options.accessTokenTtlMs ?? 15 * MINUTE_MS;

  const challenges = new Map<string, { timestampMs: number; used: boolean }>();
  const operations = new Map<string, AuthOperation>();
  const tokens = new Map<string, IssuedToken>();
  const sessions = new Map<string, OnlineSession>();
  const accepted: FakeKsefStoredInvoice[] = [];
  const incoming: FakeKsefStoredInvoice[] = [];
  const nextInvoice: NextInvoiceOutcome[] = [];
  let tokenRefused = false;
  let refreshCount = 0;
  let keyEpoch = 0;
  let highWaterMark: Date | null = null;
  let rateLimitsOn = options.rateLimits ?? false;
  const calls = new Map<KsefRateLimitGroup, number[]>();
  const queryMarks = new Map<string, Date>();
  const unavailable = new Map<string, number>();
  const sendFailures: number[] = [];
  let upoCorruptions = 0;
  const overrides: { method: string; path: RegExp; response: FakeResponse; skip: number }[] = [];
  const exportOperations = new Map<string, ExportOperation>();
  const exportsStarted: { invoiceCount: number; isTruncated: boolean }[] = [];

  const publicKeyIdOf = (key: FakeKsefKey): string => keyIdOf(key.certificate, keyEpoch);

  /** 21470 when the request names a key KSeF does not know (or no longer does); null when fine. */
  function unknownKey(publicKeyId: unknown, key: FakeKsefKey): FakeResponse | null {
    if (publicKeyId === undefined || publicKeyId === null || publicKeyId === publicKeyIdOf(key)) return null;
    return exception(21470, 'Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.', [
      `Klucz o identyfikatorze ${String(publicKeyId)} nie jest wspierany.`,
    ]);
  }

  /** A sliding window per group (limity-api.md): the 429 and its Retry-After, or null to go on. */
  function limited(group: KsefRateLimitGroup): FakeResponse | null {
    if (!rateLimitsOn) return null;
    const now = options.rateClock?.() ?? Date.now();
    const limit: FakeRateLimit = KSEF_RATE_LIMITS[group];
    const log = (calls.get(group) ?? []).filter((at) => at > now - 60 * MINUTE_MS);
    calls.set(group, log);
    const windows: [number, number, string][] = [
      [1_000, limit.perSecond, 'sekundę'],
      [MINUTE_MS, limit.perMinute, 'minutę'],
      [60 * MINUTE_MS, limit.perHour, 'godzinę'],
    ];
    for (const [span, max, unit] of windows) {
      const inWindow = log.filter((at) => at > now - span);
      if (inWindow.length >= max) {
        const freeAt = (inWindow[inWindow.length - max] ?? now) + span;
        const seconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
        return {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
          body: JSON.stringify({
            status: {
              code: 429,
              description: 'Too Many Requests',
              details: [
                `Przekroczono limit ${max} żądań na ${unit}. Spróbuj ponownie po ${seconds} sekundach.`,
              ],
            },
          }),
        };
      }
    }
    log.push(now);
    return null;
  }

  function issue(
    kind: IssuedToken['kind'],
    forNip: string,
    ttlMs: number,
  ): { token: string; validUntil: string } {
    const token = randomToken();
    const validUntil = Date.now() + ttlMs;
    tokens.set(token, { kind, nip: forNip, validUntil });
    return { token, validUntil: new Date(validUntil).toISOString() };
  }

  /** The context NIP of a valid token of that kind, or the 401 to answer. */
  function authorise(request: RecordedRequest, kind: IssuedToken['kind']): string | FakeResponse {
    const bearer = bearerOf(request);
    const issued = bearer === null ? undefined : tokens.get(bearer);
    if (issued === undefined || issued.kind !== kind) return unauthorized(`Brak ważnego tokena (${kind})`);
    if (issued.validUntil <= Date.now()) return unauthorized('Token wygasł');
    return issued.nip;
  }

  function operationFor(request: RecordedRequest, reference: string): AuthOperation | FakeResponse {
    const operation = operations.get(reference);
    if (operation === undefined || bearerOf(request) !== operation.authenticationToken) {
      return unauthorized('Nieprawidłowy token uwierzytelniający');
    }
    if (operation.validUntil <= Date.now()) return unauthorized('Token uwierzytelniający wygasł');
    return operation;
  }

  function tokenAuthentication(request: RecordedRequest): FakeResponse {
    const body = jsonBody(request);
    const context = body?.['contextIdentifier'];
    const challenge = typeof body?.['challenge'] === 'string' ? body['challenge'] : '';
    const issued = challenges.get(challenge);
    if (issued === undefined || issued.used) return exception(21111, 'Nieprawidłowe wyzwanie autoryzacyjne.');
    const badKey = unknownKey(body?.['publicKeyId'], keys.token);
    if (badKey !== null) return badKey;
    issued.used = true;
    if (
      typeof context !== 'object' ||
      context === null ||
      !('type' in context) ||
      !('value' in context) ||
      context.type !== 'Nip' ||
      typeof context.value !== 'string'
    ) {
      return validationError("'contextIdentifier' musi być typu Nip");
    }
    const plain = rsaDecrypt(keys.token, body?.['encryptedToken'])?.toString('utf8');
    // KSeF tokens themselves contain '|' ("…|nip-…|…"): the timestamp is what follows the last one.
    const cut = plain?.lastIndexOf('|') ?? -1;
    const token = plain !== undefined && cut > 0 ? plain.slice(0, cut) : undefined;
    const timestamp = plain !== undefined && cut > 0 ? plain.slice(cut + 1) : undefined;
    const rest: string[] = [];
    const failed = (detail: string): StatusInfo => ({
      code: 450,
      description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
      details: [detail],
    });
    let status: StatusInfo = { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' };
    if (plain === undefined || rest.length > 0 || token === undefined || timestamp === undefined) {
      status = failed('Nieprawidłowy token');
    } else if (
      Number(timestamp) !== issued.timestampMs ||
      Date.now() - issued.timestampMs > CHALLENGE_TTL_MS
    ) {
      status = failed('Nieprawidłowy czas tokena');
    } else if (token !== ksefToken || context.value !== nip) {
      status = failed('Nieprawidłowy token');
    } else if (tokenRefused) {
      status = failed('Token unieważniony');
    }
    const operation: AuthOperation = {
      referenceNumber: referenceNumber('AU'),
      authenticationToken: randomToken(),
      validUntil: Date.now() + CHALLENGE_TTL_MS,
      nip: context.value,
      status,
      startDate: new Date(),
      pendingPolls: options.authPendingPolls ?? 1,
      redeemed: false,
    };
    operations.set(operation.referenceNumber, operation);
    return jsonResponse(202, {
      referenceNumber: operation.referenceNumber,
      authenticationToken: {
        token: operation.authenticationToken,
        validUntil: new Date(operation.validUntil).toISOString(),
      },
    });
  }

  function openSession(request: RecordedRequest, contextNip: string): FakeResponse {
    const body = jsonBody(request);
    const formCode = body?.['formCode'];
    if (JSON.stringify(formCode) !== JSON.stringify(FA3)) {
      return validationError(`Nieobsługiwany formCode: ${JSON.stringify(formCode)}`);
    }
    const encryption = body?.['encryption'];
    const encrypted = typeof encryption === 'object' && encryption !== null ? encryption : {};
    const badKey = unknownKey('publicKeyId' in encrypted ? encrypted.publicKeyId : undefined, keys.symmetric);
    if (badKey !== null) return badKey;
    const key = rsaDecrypt(
      keys.symmetric,
      'encryptedSymmetricKey' in encrypted ? encrypted.encryptedSymmetricKey : null,
    );
    const ivText = 'initializationVector' in encrypted ? encrypted.initializationVector : null;
    const iv = typeof ivText === 'string' ? Buffer.from(ivText, 'base64') : Buffer.alloc(0);
    if (key === null || key.length !== 32) {
      return exception(21160, 'Nie można odszyfrować klucza symetrycznego.', [
        'encryptedSymmetricKey nie jest kluczem AES-256 zaszyfrowanym kluczem publicznym KSeF',
      ]);
    }
    if (iv.length !== 16) return validationError('initializationVector musi mieć 16 bajtów');
    const session: OnlineSession = {
      referenceNumber: referenceNumber('SO'),
      nip: contextNip,
      key,
      iv,
      invoices: new Map(),
      closed: false,
    };
    sessions.set(session.referenceNumber, session);
    return jsonResponse(201, {
      referenceNumber: session.referenceNumber,
      validUntil: new Date(Date.now() + 12 * 60 * MINUTE_MS).toISOString(),
    });
  }

  /** KSeF's verdict on one received invoice (it reports it through the status, not the send). */
  function judge(session: OnlineSession, body: Readonly<Record<string, unknown>>, invoiceReference: string) {
    const fileError = (detail: string): StatusInfo => ({
      code: 430,
      description: 'Błąd weryfikacji pliku faktury',
      details: [detail],
    });
    const content = Buffer.from(String(body['encryptedInvoiceContent']), 'base64');
    let plain: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
      plain = Buffer.concat([decipher.update(content), decipher.final()]);
    } catch {
      return { status: { code: 435, description: 'Błąd odszyfrowania pliku' }, stored: null };
    }
    const invoiceHash = sha256Base64(plain);
    if (body['invoiceSize'] !== plain.length) {
      return { status: fileError('Rozmiar faktury jest niezgodny'), stored: null };
    }
    if (body['invoiceHash'] !== invoiceHash) {
      return { status: fileError('Skrót faktury jest niezgodny'), stored: null };
    }
    const scripted = nextInvoice.shift();
    if (scripted?.kind === 'reject') return { status: scripted.status, stored: null };
    if (scripted?.kind === 'cancel') {
      return {
        status: { code: 405, description: 'Przetwarzanie anulowane z powodu błędu sesji' },
        stored: null,
      };
    }
    if (scripted?.kind === 'fail') {
      const status =
        scripted.code === 550
          ? {
              code: 550,
              description: 'Operacja została anulowana przez system',
              details: ['Przetwarzanie zostało przerwane z przyczyn wewnętrznych systemu. Spróbuj ponownie'],
            }
          : { code: 500, description: 'Nieznany błąd (500)' };
      return { status, stored: null };
    }
    const xml = new TextDecoder('utf-8').decode(plain);
    const read = readInvoiceFacts(xml);
    if (!read.ok) {
      return {
        status: {
          code: 450,
          description: 'Błąd weryfikacji semantyki dokumentu faktury',
          details: [read.reason],
        },
        stored: null,
      };
    }
    const { facts } = read;
    const original =
      scripted?.kind === 'duplicate'
        ? (scripted.originalKsefNumber ?? accepted.at(-1)?.ksefNumber)
        : accepted.find(
            (invoice) =>
              invoice.facts.sellerNip === facts.sellerNip &&
              invoice.facts.kind === facts.kind &&
              invoice.facts.invoiceNumber === facts.invoiceNumber,
          )?.ksefNumber;
    if (original !== undefined) {
      const originalSession =
        accepted.find((invoice) => invoice.ksefNumber === original)?.sessionReferenceNumber ??
        session.referenceNumber;
      return {
        status: {
          code: 440,
          description: 'Duplikat faktury',
          details: [`Faktura o numerze KSeF: ${original} została już przyjęta w sesji: ${originalSession}`],
          extensions: { originalSessionReferenceNumber: originalSession, originalKsefNumber: original },
        },
        stored: null,
      };
    }
    if (facts.formCode !== 'FA (3)') {
      return {
        status: {
          code: 450,
          description: 'Błąd weryfikacji semantyki dokumentu faktury',
          details: [`Dokument nie jest w strukturze sesji (FA (3)): ${String(facts.formCode)}`],
        },
        stored: null,
      };
    }
    const now = new Date();
    const stored: FakeKsefStoredInvoice = {
      ksefNumber: buildKsefNumber(facts.sellerNip, warsawToday(now), randomBytes(6).toString('hex')),
      xml,
      facts,
      invoiceHash,
      acquisitionDate: now,
      permanentStorageDate: new Date(now.getTime() + 1_000),
      sessionReferenceNumber: session.referenceNumber,
      invoiceReferenceNumber: invoiceReference,
    };
    accepted.push(stored);
    return { status: { code: 200, description: 'Sukces' }, stored };
  }

  function sendInvoice(request: RecordedRequest, contextNip: string, sessionReference: string): FakeResponse {
    const session = sessions.get(sessionReference);
    const scriptedFailure = sendFailures.shift();
    if (scriptedFailure !== undefined) {
      return exception(scriptedFailure, SESSION_EXCEPTIONS[scriptedFailure] ?? 'Błąd.', [
        `Sesja o numerze referencyjnym ${sessionReference}`,
      ]);
    }
    if (session === undefined || session.nip !== contextNip) {
      return exception(21173, 'Brak sesji o wskazanym numerze referencyjnym.', [
        `Sesja o numerze referencyjnym ${sessionReference} nie została odnaleziona.`,
      ]);
    }
    if (session.closed) {
      return exception(21180, 'Status sesji nie pozwala na wykonanie operacji.', [
        'Status sesji 170 uniemożliwia wysyłkę faktur.',
      ]);
    }
    if (session.invoices.size >= (options.sessionInvoiceLimit ?? 10_000)) {
      return exception(21155, 'Przekroczono dozwoloną liczbę faktur w sesji.', [
        `Sesja o numerze referencyjnym ${sessionReference} osiągnęła dozwolony limit liczby faktur ${options.sessionInvoiceLimit ?? 10_000}.`,
      ]);
    }
    const body = jsonBody(request);
    if (body === null) return validationError('Brak treści żądania');
    for (const field of ['invoiceHash', 'encryptedInvoiceHash', 'encryptedInvoiceContent'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '')
        return validationError(`'${field}' jest wymagane`);
    }
    for (const field of ['invoiceSize', 'encryptedInvoiceSize'] as const) {
      const value = body[field];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
        return validationError(`'${field}' musi być dodatnią liczbą całkowitą`);
      }
    }
    // Checked on receipt, before any processing: a refusal of the request, not a status of the invoice.
    const content = Buffer.from(String(body['encryptedInvoiceContent']), 'base64');
    if (body['encryptedInvoiceSize'] !== content.length) {
      return exception(21402, 'Nieprawidłowy rozmiar pliku.', [
        'Długość treści nie zgadza się z rozmiarem pliku.',
      ]);
    }
    if (body['encryptedInvoiceHash'] !== sha256Base64(content)) {
      return exception(21403, 'Nieprawidłowy skrót pliku.', [
        'Skrót treści nie zgadza się ze skrótem pliku.',
      ]);
    }
    const reference = referenceNumber('EE');
    const verdict = judge(session, body, reference);
    session.invoices.set(reference, {
      referenceNumber: reference,
      ordinalNumber: session.invoices.size + 1,
      invoicingDate: new Date(),
      invoiceHash: String(body['invoiceHash']),
      status: verdict.status,
      stored: verdict.stored,
      pendingPolls: options.invoicePendingPolls ?? 1,
    });
    return jsonResponse(202, { referenceNumber: reference });
  }

  function sessionInvoice(contextNip: string, sessionReference: string, invoiceReference: string) {
    const session = sessions.get(sessionReference);
    const invoice = session?.invoices.get(invoiceReference);
    if (session === undefined || invoice === undefined || session.nip !== contextNip) return null;
    return { session, invoice };
  }

  function invoiceStatus(
    contextNip: string,
    sessionReference: string,
    invoiceReference: string,
  ): FakeResponse {
    const found = sessionInvoice(contextNip, sessionReference, invoiceReference);
    if (found === null) return exception(21178, 'Nie znaleziono faktury o podanym numerze referencyjnym.');
    const { invoice } = found;
    const base = {
      ordinalNumber: invoice.ordinalNumber,
      referenceNumber: invoice.referenceNumber,
      invoiceHash: invoice.invoiceHash,
      invoicingDate: invoice.invoicingDate.toISOString(),
      invoicingMode: 'Online',
    };
    if (invoice.pendingPolls > 0) {
      invoice.pendingPolls -= 1;
      return jsonResponse(200, { ...base, status: { code: 150, description: 'Trwa przetwarzanie' } });
    }
    const stored = invoice.stored;
    return jsonResponse(200, {
      ...base,
      status: invoice.status,
      ...(stored === null
        ? {}
        : {
            ksefNumber: stored.ksefNumber,
            invoiceNumber: stored.facts.invoiceNumber,
            acquisitionDate: stored.acquisitionDate.toISOString(),
            permanentStorageDate: stored.permanentStorageDate.toISOString(),
          }),
    });
  }

  function visibleTo(contextNip: string): FakeKsefStoredInvoice[] {
    return [...accepted, ...incoming].filter(
      (invoice) => invoice.facts.sellerNip === contextNip || invoice.facts.buyerNip === contextNip,
    );
  }

  function queryMetadata(request: RecordedRequest, contextNip: string): FakeResponse {
    const body = jsonBody(request);
    const subjectType = body?.['subjectType'];
    const range = body?.['dateRange'];
    if (typeof range !== 'object' || range === null || !('dateType' in range) || !('from' in range)) {
      return validationError("'dateRange' jest wymagane");
    }
    const from = Date.parse(String(range.from));
    const to = 'to' in range && range.to !== undefined ? Date.parse(String(range.to)) : Date.now();
    if (Number.isNaN(from) || Number.isNaN(to)) return validationError('Nieprawidłowy zakres dat');
    if (to > addMonthsUtc(new Date(from), 3).getTime()) {
      return validationError('Maksymalny dozwolony okres wynosi 3 miesiące.');
    }
    const pageSize = Number(request.url.searchParams.get('pageSize') ?? '10');
    const pageOffset = Number(request.url.searchParams.get('pageOffset') ?? '0');
    const descending = request.url.searchParams.get('sortOrder') === 'Desc';
    if (!Number.isInteger(pageSize) || pageSize < 10 || pageSize > 250) {
      return validationError("'pageSize' musi być z zakresu 10..250");
    }
    if (!Number.isInteger(pageOffset) || pageOffset < 0) return validationError("'pageOffset' musi być >= 0");
    const dateOf = (invoice: FakeKsefStoredInvoice): number => {
      if (range.dateType === 'Issue') return Date.parse(`${invoice.facts.issueDate}T00:00:00Z`);
      if (range.dateType === 'Invoicing') return invoice.acquisitionDate.getTime();
      return invoice.permanentStorageDate.getTime();
    };
    let roles: (invoice: FakeKsefStoredInvoice) => boolean;
    if (subjectType === 'Subject1') roles = (invoice) => invoice.facts.sellerNip === contextNip;
    else if (subjectType === 'Subject2') roles = (invoice) => invoice.facts.buyerNip === contextNip;
    else
      return validationError(
        `Fake KSeF obsługuje subjectType Subject1 i Subject2, nie ${String(subjectType)}`,
      );
    // "Wartość jest stała dla wszystkich stron tego samego zapytania" (open-api.json): the mark is
    // fixed when a query's first page is asked, and every later page of it gets the same one.
    const queryKey = `${contextNip}|${String(subjectType)}|${JSON.stringify(range)}`;
    let mark = queryMarks.get(queryKey);
    if (mark === undefined || pageOffset === 0) {
      mark = new Date(Math.min(to, (highWaterMark ?? new Date()).getTime()));
      queryMarks.set(queryKey, mark);
    }
    const all = visibleTo(contextNip)
      .filter((invoice) => roles(invoice) && dateOf(invoice) >= from && dateOf(invoice) <= to)
      .sort((a, b) => (descending ? dateOf(b) - dateOf(a) : dateOf(a) - dateOf(b)));
    // The technical limit (10 000 per set of filters): past it the answer is truncated, and the
    // client narrows dateRange from the last record and starts again at page 0.
    const limit = options.metadataResultLimit ?? 10_000;
    const matching = all.slice(0, limit);
    const truncated = all.length > limit;
    const page = matching.slice(pageOffset * pageSize, (pageOffset + 1) * pageSize);
    const lastPage = matching.length <= (pageOffset + 1) * pageSize;
    return jsonResponse(200, {
      hasMore: !lastPage || truncated,
      isTruncated: truncated && lastPage,
      permanentStorageHwmDate: range.dateType === 'PermanentStorage' ? mark.toISOString() : null,
      invoices: page.map(metadataOf),
    });
  }

  function startExport(request: RecordedRequest, contextNip: string): FakeResponse {
    const body = jsonBody(request);
    const encryption = body?.['encryption'];
    const encrypted = typeof encryption === 'object' && encryption !== null ? encryption : {};
    const badKey = unknownKey('publicKeyId' in encrypted ? encrypted.publicKeyId : undefined, keys.symmetric);
    if (badKey !== null) return badKey;
    const key = rsaDecrypt(
      keys.symmetric,
      'encryptedSymmetricKey' in encrypted ? encrypted.encryptedSymmetricKey : null,
    );
    const ivText = 'initializationVector' in encrypted ? encrypted.initializationVector : null;
    const iv = typeof ivText === 'string' ? Buffer.from(ivText, 'base64') : Buffer.alloc(0);
    if (key === null || key.length !== 32 || iv.length !== 16) {
      return validationError('encryption: nieprawidłowy klucz lub wektor');
    }
    const filters = body?.['filters'];
    if (
      typeof filters !== 'object' ||
      filters === null ||
      !('subjectType' in filters) ||
      !('dateRange' in filters)
    ) {
      return validationError("'filters' jest wymagane");
    }
    const range = filters.dateRange;
    if (typeof range !== 'object' || range === null || !('from' in range) || !('dateType' in range)) {
      return validationError("'dateRange' jest wymagane");
    }
    if (range.dateType !== 'PermanentStorage' || filters.subjectType !== 'Subject2') {
      return validationError('Fake KSeF eksportuje tylko Subject2 po dacie PermanentStorage');
    }
    const from = Date.parse(String(range.from));
    const requestedTo = 'to' in range && range.to != null ? Date.parse(String(range.to)) : Date.now();
    if (Number.isNaN(from) || Number.isNaN(requestedTo)) return validationError('Nieprawidłowy zakres dat');
    if (requestedTo > addMonthsUtc(new Date(from), 3).getTime()) {
      return validationError('Maksymalny dozwolony okres wynosi 3 miesiące.');
    }
    const hwm = Math.min(requestedTo, (highWaterMark ?? new Date()).getTime());
    const restrict =
      'restrictToPermanentStorageHwmDate' in range && range.restrictToPermanentStorageHwmDate === true;
    const to = restrict ? hwm : requestedTo;
    const all = visibleTo(contextNip)
      .filter((invoice) => invoice.facts.buyerNip === contextNip)
      .filter((invoice) => {
        const at = invoice.permanentStorageDate.getTime();
        return at >= from && at <= to;
      })
      .sort((a, b) => a.permanentStorageDate.getTime() - b.permanentStorageDate.getTime());
    const limit = options.exportInvoiceLimit ?? 10_000;
    const chosen = all.slice(0, limit);
    const isTruncated = all.length > limit;
    const files: Record<string, Uint8Array> = {
      '_metadata.json': strToU8(JSON.stringify({ invoices: chosen.map(metadataOf) })),
    };
    for (const invoice of chosen) files[`${invoice.ksefNumber}.xml`] = strToU8(invoice.xml);
    const zip = Buffer.from(zipSync(files));
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const encryptedZip = Buffer.concat([cipher.update(zip), cipher.final()]);
    const reference = referenceNumber('EE');
    exportOperations.set(reference, {
      referenceNumber: reference,
      nip: contextNip,
      invoices: chosen,
      isTruncated,
      lastPermanentStorageDate: isTruncated ? (chosen.at(-1)?.permanentStorageDate ?? null) : null,
      permanentStorageHwmDate: new Date(hwm),
      partName: `${reference}-001.zip.aes`,
      zip,
      encrypted: encryptedZip,
      pendingPolls: 1,
    });
    exportsStarted.push({ invoiceCount: chosen.length, isTruncated });
    return jsonResponse(201, { referenceNumber: reference });
  }

  function exportStatus(contextNip: string, reference: string, origin: string): FakeResponse {
    const operation = exportOperations.get(reference);
    if (operation === undefined || operation.nip !== contextNip) {
      return exception(21175, 'Wynik zapytania o podanym identyfikatorze nie istnieje.');
    }
    if (operation.pendingPolls > 0) {
      operation.pendingPolls -= 1;
      return jsonResponse(200, { status: { code: 100, description: 'Eksport faktur w toku' } });
    }
    return jsonResponse(200, {
      status: { code: 200, description: 'Eksport faktur zakończony sukcesem' },
      completedDate: new Date().toISOString(),
      package: {
        invoiceCount: operation.invoices.length,
        size: operation.zip.length,
        isTruncated: operation.isTruncated,
        ...(operation.lastPermanentStorageDate === null
          ? {}
          : { lastPermanentStorageDate: operation.lastPermanentStorageDate.toISOString() }),
        permanentStorageHwmDate: operation.permanentStorageHwmDate?.toISOString() ?? null,
        parts: [
          {
            ordinalNumber: 1,
            partName: operation.partName,
            method: 'GET',
            url: `${origin}/storage/${operation.partName}`,
            partSize: operation.zip.length,
            partHash: sha256Base64(operation.zip),
            encryptedPartSize: operation.encrypted.length,
            encryptedPartHash: sha256Base64(operation.encrypted),
            expirationDate: new Date(Date.now() + 60 * MINUTE_MS).toISOString(),
          },
        ],
      },
    });
  }

  function download(contextNip: string, ksefNumber: string): FakeResponse {
    const invoice = visibleTo(contextNip).find((candidate) => candidate.ksefNumber === ksefNumber);
    if (invoice === undefined) return exception(21164, 'Faktura o podanym identyfikatorze nie istnieje.');
    const notYet = unavailable.get(ksefNumber) ?? 0;
    if (notYet > 0) {
      unavailable.set(ksefNumber, notYet - 1);
      return exception(21165, 'Faktura o podanym numerze KSeF nie jest jeszcze dostępna.', [
        `Faktura o numerze KSeF ${ksefNumber} została przetworzona, ale nie jest jeszcze dostępna do pobrania. Spróbuj ponownie później.`,
      ]);
    }
    return {
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'x-ms-meta-hash': invoice.invoiceHash },
      body: invoice.xml,
    };
  }

  let origin = '';

  function route(request: RecordedRequest): FakeResponse {
    const override = overrides.findIndex(
      (candidate) => candidate.method === request.method && candidate.path.test(request.url.pathname),
    );
    const chosen = overrides[override];
    if (chosen !== undefined && chosen.skip > 0) chosen.skip -= 1;
    else if (chosen !== undefined) return overrides.splice(override, 1)[0]?.response ?? notFound();
    return asProblemDetails(request, routeV2(request));
  }

  function routeV2(request: RecordedRequest): FakeResponse {
    const path = request.url.pathname;
    const { method } = request;
    // Export parts come from storage links: no token, no rate limit (open-api.json InvoicePackagePart.url).
    if (method === 'GET' && path.startsWith('/storage/')) {
      const name = decodeURIComponent(path.slice('/storage/'.length));
      const operation = [...exportOperations.values()].find((candidate) => candidate.partName === name);
      if (operation === undefined) return notFound();
      return {
        status: 200,
        headers: {
          'content-type': 'application/octet-stream',
          'x-ms-meta-hash': sha256Base64(operation.encrypted),
        },
        body: operation.encrypted.toString('latin1'),
        encoding: 'latin1',
      };
    }
    if (!path.startsWith('/v2/')) return notFound();
    const parts = path.slice('/v2/'.length).split('/').map(decodeURIComponent);
    const at = (pattern: string): boolean => `${method} ${parts.join('/')}`.match(pattern) !== null;

    if (method === 'GET' && path === '/v2/security/public-key-certificates') {
      return jsonResponse(
        200,
        [keys.expired, keys.token, keys.symmetric].map((key) => ({
          certificate: key.certificate,
          certificateId: createHash('sha256').update(key.certificate).digest('hex').slice(0, 32),
          publicKeyId: publicKeyIdOf(key),
          validFrom: key.validFrom.toISOString(),
          validTo: key.validTo.toISOString(),
          usage: key.usage,
        })),
      );
    }
    if (method === 'POST' && path === '/v2/auth/challenge') {
      const challenge = referenceNumber('CR');
      const timestamp = new Date();
      challenges.set(challenge, { timestampMs: timestamp.getTime(), used: false });
      return jsonResponse(200, {
        challenge,
        timestamp: timestamp.toISOString(),
        timestampMs: timestamp.getTime(),
        clientIp: '127.0.0.1',
      });
    }
    if (method === 'POST' && path === '/v2/auth/ksef-token') return tokenAuthentication(request);
    if (method === 'POST' && path === '/v2/auth/token/redeem') {
      const operation = [...operations.values()].find((op) => op.authenticationToken === bearerOf(request));
      if (operation === undefined) return unauthorized('Nieprawidłowy token uwierzytelniający');
      const checked = operationFor(request, operation.referenceNumber);
      if (!('referenceNumber' in checked)) return checked;
      if (operation.status.code !== 200 || operation.pendingPolls > 0) {
        return exception(21301, 'Brak autoryzacji.', ['Uwierzytelnianie nie zakończyło się sukcesem']);
      }
      if (operation.redeemed) return exception(21301, 'Brak autoryzacji.', ['Tokeny zostały już pobrane']);
      operation.redeemed = true;
      return jsonResponse(200, {
        accessToken: issue('access', operation.nip, accessTtlMs),
        refreshToken: issue('refresh', operation.nip, REFRESH_TTL_MS),
      });
    }
    if (method === 'POST' && path === '/v2/auth/token/refresh') {
      const contextNip = authorise(request, 'refresh');
      if (typeof contextNip !== 'string') return contextNip;
      refreshCount += 1;
      return jsonResponse(200, { accessToken: issue('access', contextNip, accessTtlMs) });
    }
    if (at('^GET auth/[^/]+$')) {
      const operation = operationFor(request, parts[1] ?? '');
      if (!('referenceNumber' in operation)) return operation;
      const pending = operation.pendingPolls > 0;
      if (pending) operation.pendingPolls -= 1;
      return jsonResponse(200, {
        startDate: operation.startDate.toISOString(),
        authenticationMethod: 'Token',
        status: pending ? { code: 100, description: 'Uwierzytelnianie w toku' } : operation.status,
      });
    }

    // Everything below acts for a company: an access token is required.
    const contextNip = authorise(request, 'access');
    if (typeof contextNip !== 'string') return contextNip;
    const part = (index: number): string => parts[index] ?? '';
    const group: KsefRateLimitGroup | null =
      method === 'POST' && path === '/v2/invoices/query/metadata'
        ? 'invoiceMetadata'
        : method === 'POST' && path === '/v2/invoices/exports'
          ? 'invoiceExport'
          : at('^GET invoices/exports/[^/]+$')
            ? 'invoiceExportStatus'
            : at('^GET invoices/ksef/[^/]+$')
              ? 'invoiceDownload'
              : method === 'POST' && path === '/v2/sessions/online'
                ? 'onlineSession'
                : at('^POST sessions/online/[^/]+/invoices$')
                  ? 'invoiceSend'
                  : at('^GET sessions/[^/]+/invoices/[^/]+$')
                    ? 'invoiceStatus'
                    : null;
    const tooMany = group === null ? null : limited(group);
    if (tooMany !== null) return tooMany;
    if (method === 'POST' && path === '/v2/sessions/online') return openSession(request, contextNip);
    if (at('^POST sessions/online/[^/]+/invoices$')) return sendInvoice(request, contextNip, part(2));
    if (at('^POST sessions/online/[^/]+/close$')) {
      const session = sessions.get(part(2));
      if (session === undefined || session.nip !== contextNip) return exception(21170, 'Sesja nie istnieje.');
      session.closed = true;
      return { status: 204, body: '' };
    }
    if (at('^GET sessions/[^/]+/invoices/[^/]+$')) return invoiceStatus(contextNip, part(1), part(3));
    if (at('^GET sessions/[^/]+/invoices/[^/]+/upo$')) {
      const found = sessionInvoice(contextNip, part(1), part(3));
      if (found?.invoice.stored == null || found.invoice.pendingPolls > 0) {
        return exception(21178, 'UPO nie jest dostępne dla tej faktury.');
      }
      const upo = upoXml(found.session, found.invoice.stored);
      const corrupt = upoCorruptions > 0;
      if (corrupt) upoCorruptions -= 1;
      return {
        status: 200,
        headers: { 'content-type': 'application/xml; charset=utf-8', 'x-ms-meta-hash': upoHash(upo) },
        body: corrupt ? upo.slice(0, upo.length / 2) : upo,
      };
    }
    if (at('^GET sessions/[^/]+/invoices/ksef/[^/]+/upo$')) {
      const session = sessions.get(part(1));
      const invoice = [...(session?.invoices.values() ?? [])].find(
        (candidate) => candidate.stored?.ksefNumber === part(4) && candidate.pendingPolls === 0,
      );
      if (session === undefined || session.nip !== contextNip || invoice?.stored == null) {
        return exception(21178, 'Nie znaleziono UPO dla podanych kryteriów.');
      }
      const upo = upoXml(session, invoice.stored);
      const corrupt = upoCorruptions > 0;
      if (corrupt) upoCorruptions -= 1;
      return {
        status: 200,
        headers: { 'content-type': 'application/xml; charset=utf-8', 'x-ms-meta-hash': upoHash(upo) },
        body: corrupt ? upo.slice(0, upo.length / 2) : upo,
      };
    }
    if (method === 'POST' && path === '/v2/invoices/query/metadata')
      return queryMetadata(request, contextNip);
    if (method === 'POST' && path === '/v2/invoices/exports') return startExport(request, contextNip);
    if (at('^GET invoices/exports/[^/]+$')) return exportStatus(contextNip, part(2), origin);
    if (at('^GET invoices/ksef/[^/]+$')) return download(contextNip, part(2));
    return notFound();
  }

  const server = await startFakeHttpServer({
    handle: route,
    unavailable: () => ({
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': '120' },
      body: JSON.stringify({ status: { code: 503, description: 'Service Unavailable', details: [] } }),
    }),
  });

  origin = server.origin;

  return {
    ...server,
    url: `${server.origin}/v2`,
    nip,
    ksefToken,
    accepted,
    get refreshCount() {
      return refreshCount;
    },
    rejectNextInvoice(code, description, details = []) {
      nextInvoice.push({ kind: 'reject', status: { code, description, details } });
    },
    duplicateNextInvoice(originalKsefNumber) {
      nextInvoice.push({ kind: 'duplicate', originalKsefNumber });
    },
    failNextInvoice(code = 500) {
      nextInvoice.push({ kind: 'fail', code });
    },
    refuseToken(refused = true) {
      tokenRefused = refused;
    },
    expireAccessTokens() {
      for (const issued of tokens.values()) if (issued.kind === 'access') issued.validUntil = Date.now() - 1;
    },
    addIncoming(xml, incomingOptions = {}) {
      const read = readInvoiceFacts(xml);
      if (!read.ok) throw new Error(`fake KSeF: incoming invoice unreadable: ${read.reason}`);
      const stored = incomingOptions.permanentStorageDate ?? new Date();
      const modern = buildKsefNumber(
        read.facts.sellerNip,
        warsawToday(stored),
        randomBytes(6).toString('hex'),
      );
      // KSeF 1.0's 36-character form, which the official pattern still accepts: "-" inside the
      // technical part (open-api.json KsefNumber).
      const legacy = `${modern.slice(0, 26)}-${modern.slice(26)}`;
      const invoice: FakeKsefStoredInvoice = {
        ksefNumber: incomingOptions.legacyKsefNumber === true ? legacy : modern,
        xml,
        facts: read.facts,
        invoiceHash: sha256Base64(Buffer.from(xml, 'utf8')),
        acquisitionDate: new Date(stored.getTime() - 1_000),
        permanentStorageDate: stored,
        sessionReferenceNumber: null,
        invoiceReferenceNumber: null,
      };
      incoming.push(invoice);
      return invoice.ksefNumber;
    },
    setHighWaterMark(at) {
      highWaterMark = at;
    },
    setRateLimits(on) {
      rateLimitsOn = on;
    },
    get rateLimitedCalls() {
      const now = options.rateClock?.() ?? Date.now();
      const counts = {} as Record<KsefRateLimitGroup, number>;
      for (const group of Object.keys(KSEF_RATE_LIMITS) as KsefRateLimitGroup[]) {
        counts[group] = (calls.get(group) ?? []).filter((at) => at > now - 60 * MINUTE_MS).length;
      }
      return counts;
    },
    notAvailableYet(ksefNumber, times = 1) {
      unavailable.set(ksefNumber, times);
    },
    failNextSend(code) {
      sendFailures.push(code);
    },
    cancelNextInvoice() {
      nextInvoice.push({ kind: 'cancel' });
    },
    corruptNextUpo() {
      upoCorruptions += 1;
    },
    rotatePublicKeyIds() {
      keyEpoch += 1;
    },
    failWhen(method, pathPattern, response, skip = 0) {
      overrides.push({ method, path: pathPattern, response, skip });
    },
    exports: exportsStarted,
  };
}
