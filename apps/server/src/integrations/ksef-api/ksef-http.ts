// HTTP transport of the KSeF client: one request with a timeout, and every non-2xx answer turned into
// a KsefApiError of the right kind with KSeF's own code and wording. Every request asks for problem
// details (X-Error-Format: problem-details, open-api.json): 400 {errors:[{code, description,
// details}]}, 429 and 401/403 {title, detail}. The older shapes, ExceptionResponse {exception:
// {exceptionDetailList:[…]}} and {status:{code, description, details}} on 429, are deprecated there
// but still read, in case an endpoint answers without honouring the header.
import { KsefApiError, type KsefApiErrorKind } from './ksef-api-error.ts';

/**
 * Exception codes that say something other than "your request is wrong" (open-api.json):
 * the session can take no more invoices (21155 limit reached, 21173 no such session, 21180 its state
 * forbids sending) — open a new one; the invoice is not available yet (21165) or too many exports
 * are running (21182) — try later.
 */
const SESSION_CODES: ReadonlySet<number> = new Set([21155, 21173, 21180]);
const LATER_CODES: ReadonlySet<number> = new Set([21165, 21182]);

export interface KsefHttpRequest {
  readonly method: 'GET' | 'POST';
  /** Relative to the API base, e.g. "/auth/challenge"; or an absolute URL KSeF handed out (export parts). */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly bearer?: string;
  /** Serialised as JSON. */
  readonly body?: unknown;
  readonly accept?: 'application/json' | 'application/xml' | 'application/octet-stream';
  /** What the call does, for messages: "send the invoice". */
  readonly action: string;
  /** The kind for a 4xx other than 401/403/429: 'rejected' where the invoice itself is judged. */
  readonly clientErrorKind?: KsefApiErrorKind;
}

export interface KsefHttpResponse {
  readonly status: number;
  readonly headers: Headers;
  /** The body as received: hashes are checked on these bytes. */
  readonly bytes: Buffer;
  /** The body decoded as UTF-8 (a byte order mark dropped). */
  readonly text: string;
}

export interface KsefHttpOptions {
  readonly baseUrl: string | undefined;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

interface KsefErrorBody {
  readonly code?: number;
  readonly description?: string;
  readonly details: readonly string[];
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
};

/** KSeF's code, wording and details from any of its error shapes; empty when the body is none of them. */
export function parseKsefErrorBody(text: string): KsefErrorBody {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { details: [] };
  }
  if (!isObject(body)) return { details: [] };
  const errors = body['errors'];
  if (Array.isArray(errors)) {
    const [first, ...rest] = errors.filter(isObject);
    if (first !== undefined) {
      const description = first['description'];
      return {
        code: numberOf(first['code']),
        description: typeof description === 'string' ? description : undefined,
        details: [
          ...strings(first['details']),
          ...rest.flatMap((item) => [
            `${String(item['code'] ?? '')} ${String(item['description'] ?? '')}`.trim(),
            ...strings(item['details']),
          ]),
        ],
      };
    }
  }
  const exception = body['exception'];
  if (isObject(exception) && Array.isArray(exception['exceptionDetailList'])) {
    const [first, ...rest] = exception['exceptionDetailList'].filter(isObject);
    if (first !== undefined) {
      const description = first['exceptionDescription'];
      return {
        code: numberOf(first['exceptionCode']),
        description: typeof description === 'string' ? description : undefined,
        // Several exceptions in one answer: the later ones become details of the first.
        details: [
          ...strings(first['details']),
          ...rest.flatMap((item) => [
            `${String(item['exceptionCode'] ?? '')} ${String(item['exceptionDescription'] ?? '')}`.trim(),
            ...strings(item['details']),
          ]),
        ],
      };
    }
  }
  const status = body['status'];
  if (isObject(status)) {
    const description = status['description'];
    return {
      code: numberOf(status['code']),
      description: typeof description === 'string' ? description : undefined,
      details: strings(status['details']),
    };
  }
  const title = body['title'];
  const detail = body['detail'];
  if (typeof title === 'string' || typeof detail === 'string') {
    return {
      description: typeof detail === 'string' && detail !== '' ? detail : String(title),
      details: [],
    };
  }
  return { details: [] };
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: Date = new Date()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

const utf8 = new TextDecoder('utf-8');

const isTimeout = (error: unknown): boolean =>
  isObject(error) && (error['name'] === 'TimeoutError' || error['name'] === 'AbortError');

export function createKsefHttp(options: KsefHttpOptions) {
  function baseUrl(): string {
    const base = options.baseUrl?.trim() ?? '';
    if (base === '') throw new KsefApiError('not_configured', 'The KSeF API address is not configured');
    try {
      new URL(base);
    } catch (error) {
      throw new KsefApiError('not_configured', `The KSeF API address is not a URL: ${base}`, {
        cause: error,
      });
    }
    return base.replace(/\/+$/, '');
  }

  function errorFor(request: KsefHttpRequest, response: KsefHttpResponse): KsefApiError {
    const httpStatus = response.status;
    const body = parseKsefErrorBody(response.text);
    const said = body.description === undefined ? '' : `: ${body.code ?? ''} ${body.description}`.trimEnd();
    const extra = {
      httpStatus,
      ksefCode: body.code,
      description: body.description,
      details: body.details,
    };
    if (httpStatus === 429 || httpStatus >= 500) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      const what = httpStatus === 429 ? 'is limiting requests (HTTP 429)' : `answered HTTP ${httpStatus}`;
      return new KsefApiError('unavailable', `KSeF ${what} when asked to ${request.action}${said}`, {
        ...extra,
        retryAfterMs,
      });
    }
    if (httpStatus === 401 || httpStatus === 403) {
      const what = httpStatus === 401 ? 'did not accept the authorisation' : 'denied the permission';
      return new KsefApiError('unauthorized', `KSeF ${what} to ${request.action}${said}`, extra);
    }
    if (body.code !== undefined && LATER_CODES.has(body.code)) {
      return new KsefApiError('unavailable', `KSeF cannot yet ${request.action}${said}`, extra);
    }
    if (body.code !== undefined && SESSION_CODES.has(body.code)) {
      return new KsefApiError('session', `KSeF's session cannot ${request.action}${said}`, extra);
    }
    const kind = request.clientErrorKind ?? 'protocol';
    return new KsefApiError(kind, `KSeF refused to ${request.action} (HTTP ${httpStatus}${said})`, extra);
  }

  return {
    baseUrl,

    /** 2xx → the answer; anything else → KsefApiError. */
    async send(request: KsefHttpRequest): Promise<KsefHttpResponse> {
      const url = /^https?:\/\//.test(request.path)
        ? new URL(request.path)
        : new URL(`${baseUrl()}${request.path}`);
      for (const [name, value] of Object.entries(request.query ?? {})) {
        if (value !== undefined) url.searchParams.set(name, String(value));
      }
      const headers: Record<string, string> = {
        accept: request.accept ?? 'application/json',
        'x-error-format': 'problem-details',
      };
      if (request.bearer !== undefined) headers['authorization'] = `Bearer ${request.bearer}`;
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      let response: KsefHttpResponse;
      try {
        const answer = await options.fetch(url, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const bytes = Buffer.from(await answer.arrayBuffer());
        response = { status: answer.status, headers: answer.headers, bytes, text: utf8.decode(bytes) };
      } catch (error) {
        const message = isTimeout(error)
          ? `KSeF did not answer within ${options.timeoutMs} ms when asked to ${request.action}`
          : `KSeF could not be reached to ${request.action}`;
        throw new KsefApiError('unavailable', message, { cause: error });
      }
      if (response.status < 200 || response.status > 299) throw errorFor(request, response);
      return response;
    },
  };
}

export type KsefHttp = ReturnType<typeof createKsefHttp>;
