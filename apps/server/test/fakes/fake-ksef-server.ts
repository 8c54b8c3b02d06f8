// A fake KSeF API 2.0 (paths under /v2, as the real base URL) for the client's tests. It speaks the
// protocol for real: its own RSA keys and self-signed certificates, the KSeF token decrypted and
// checked against the challenge's timestamp, the session's AES key decrypted, every invoice decrypted
// with it and both hashes and sizes verified, KSeF numbers built with the domain's CRC. Accepted
// invoices are kept (with their UPO); "incoming" invoices, given by a test, are what a buyer finds
// through the metadata query and the download. Switches: reject / duplicate / fail the next invoice,
// refuse the token, expire the access tokens, and fake-http's hang, down and one-off answers.
import { constants, createDecipheriv, createHash, privateDecrypt, randomBytes } from 'node:crypto';
import { buildKsefNumber } from '@saldo/domain/identifiers/ksef-number';
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
}

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
  addIncoming(xml: string, options?: { readonly permanentStorageDate?: Date }): string;
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

type NextInvoiceOutcome =
  | { readonly kind: 'reject'; readonly status: StatusInfo }
  | { readonly kind: 'duplicate'; readonly originalKsefNumber: string | undefined }
  | { readonly kind: 'fail'; readonly code: 500 | 550 };

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
    if (issued === undefined || issued.used) return validationError('Nieznany lub wykorzystany challenge');
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
    if (body['encryptedInvoiceSize'] !== content.length) {
      return { status: fileError('Rozmiar zaszyfrowanej faktury jest niezgodny'), stored: null };
    }
    if (body['encryptedInvoiceHash'] !== sha256Base64(content)) {
      return { status: fileError('Skrót zaszyfrowanej faktury jest niezgodny'), stored: null };
    }
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
    if (session === undefined || session.nip !== contextNip) return exception(21170, 'Sesja nie istnieje.');
    if (session.closed) return exception(21180, 'Sesja została zamknięta.');
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
    const matching = visibleTo(contextNip)
      .filter((invoice) => roles(invoice) && dateOf(invoice) >= from && dateOf(invoice) <= to)
      .sort((a, b) => (descending ? dateOf(b) - dateOf(a) : dateOf(a) - dateOf(b)));
    const page = matching.slice(pageOffset * pageSize, (pageOffset + 1) * pageSize);
    return jsonResponse(200, {
      hasMore: matching.length > (pageOffset + 1) * pageSize,
      isTruncated: false,
      permanentStorageHwmDate: range.dateType === 'PermanentStorage' ? new Date(to).toISOString() : null,
      invoices: page.map(metadataOf),
    });
  }

  function download(contextNip: string, ksefNumber: string): FakeResponse {
    const invoice = visibleTo(contextNip).find((candidate) => candidate.ksefNumber === ksefNumber);
    if (invoice === undefined) return exception(21164, 'Faktura o podanym identyfikatorze nie istnieje.');
    return {
      status: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'x-ms-meta-hash': invoice.invoiceHash },
      body: invoice.xml,
    };
  }

  function route(request: RecordedRequest): FakeResponse {
    const path = request.url.pathname;
    const { method } = request;
    if (!path.startsWith('/v2/')) return notFound();
    const parts = path.slice('/v2/'.length).split('/').map(decodeURIComponent);
    const at = (pattern: string): boolean => `${method} ${parts.join('/')}`.match(pattern) !== null;

    if (method === 'GET' && path === '/v2/security/public-key-certificates') {
      return jsonResponse(
        200,
        [keys.expired, keys.token, keys.symmetric].map((key) => ({
          certificate: key.certificate,
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
      return {
        status: 200,
        headers: { 'content-type': 'application/xml; charset=utf-8' },
        body: upoXml(found.session, found.invoice.stored),
      };
    }
    if (method === 'POST' && path === '/v2/invoices/query/metadata')
      return queryMetadata(request, contextNip);
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
      const invoice: FakeKsefStoredInvoice = {
        ksefNumber: buildKsefNumber(
          read.facts.sellerNip,
          warsawToday(stored),
          randomBytes(6).toString('hex'),
        ),
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
  };
}
