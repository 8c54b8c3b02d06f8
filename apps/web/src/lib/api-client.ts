import type { ErrorResponse } from '@saldo/contracts/errors';
import { clearSession, getSession, saveTokens } from './session.ts';

/**
 * The one way the web app talks to the API. It sends the Bearer access token and the UI language;
 * on a 401 it runs exactly one token refresh, however many requests failed, and replays every
 * request that waited. When the refresh fails the session is cleared and `onSessionExpired` runs.
 */
export const API_BASE = import.meta.env.VITE_API_BASE_URL ?? '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** The machine-readable reason of a refusal a screen acts on (e.g. mail_not_configured). */
  readonly code: string | undefined;
  /** From Retry-After on a 503 or 429: how long the server asked us to wait before asking again. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, body: Partial<ErrorResponse>, retryAfterMs?: number) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body.errors;
    this.code = body.code;
    this.retryAfterMs = retryAfterMs;
  }

  /** The server shed the request (busy, timed out, too many at once): asking later may well work. */
  get isOverload(): boolean {
    return this.status === 503 || this.status === 429;
  }
}

/** Retry-After in seconds (the server's form) or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** false for calls that must not carry a token or trigger a refresh (login, refresh itself). */
  auth?: boolean;
  /** Extra request headers (e.g. Idempotency-Key); the client's own headers win over them. */
  headers?: Record<string, string>;
}

interface ClientHooks {
  getLanguage: () => string;
  onSessionExpired: () => void;
}

const hooks: ClientHooks = {
  getLanguage: () => document.documentElement.lang || 'en',
  onSessionExpired: () => window.location.assign('/login'),
};

export function configureApiClient(overrides: Partial<ClientHooks>): void {
  Object.assign(hooks, overrides);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Single-flight refresh: every caller that hits a 401 awaits the same promise. When it fails the
 * session is cleared and `onSessionExpired` runs once, however many requests were waiting.
 */
function refreshOnce(): Promise<boolean> {
  refreshing ??= (async () => {
    const { refreshToken } = getSession();
    let ok = false;
    if (refreshToken) {
      try {
        const response = await fetch(`${API_BASE}/jwt/refresh-token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': hooks.getLanguage() },
          body: JSON.stringify({ refreshToken }),
        });
        if (response.ok) {
          saveTokens((await response.json()) as { accessToken: string; refreshToken: string });
          ok = true;
        }
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      clearSession();
      hooks.onSessionExpired();
    }
    return ok;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function send(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<{ response: Response; token: string | null }> {
  const headers: Record<string, string> = { ...options.headers, 'Accept-Language': hooks.getLanguage() };
  const token = options.auth === false ? null : getSession().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { response, token };
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // A proxy or gateway answered with HTML or plain text: keep it as the message.
      data = response.ok ? text : { message: text.slice(0, 200) };
    }
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      (data ?? {}) as Partial<ErrorResponse>,
      retryAfterMs(response.headers.get('retry-after')),
    );
  return data as T;
}

/** The answer to a request, after one token refresh and replay when it met a 401. */
async function request(method: string, path: string, options: RequestOptions): Promise<Response> {
  const { response, token } = await send(method, path, options);
  if (response.status !== 401 || options.auth === false || !token) return response;
  // Another request may have refreshed the tokens while this one was in flight: just replay.
  const current = getSession().accessToken;
  const refreshed = current !== null && current !== token ? true : await refreshOnce();
  return refreshed ? (await send(method, path, options)).response : response;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await request(method, path, options));
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header (the UTF-8 form first), or null. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * A binary answer (PDF, XML, XLSX, a CSV with its byte-order mark) as a Blob: read as text it would
 * break. Same token, refresh and replay as every other call; a refusal throws the ApiError of its
 * JSON body, with its code.
 */
export async function apiFile(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<DownloadedFile> {
  const response = await request(method, path, options);
  if (!response.ok) return parse<never>(response);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
}

/**
 * A streamed answer (a large export) for the caller to read chunk by chunk, after the same token
 * refresh and replay as every other call; a refusal throws the ApiError of its JSON body.
 */
export async function apiStream(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<Response> {
  const response = await request('GET', path, options);
  if (!response.ok) return parse<never>(response);
  return response;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  /** GET of a file; `accept` is the type asked for (the server may answer another on an error). */
  file: (path: string, options: Omit<RequestOptions, 'body'> & { accept?: string } = {}) => {
    const { accept, ...rest } = options;
    return apiFile('GET', path, accept ? { ...rest, headers: { ...rest.headers, Accept: accept } } : rest);
  },
};
