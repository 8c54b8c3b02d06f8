import type { ErrorResponse } from '@saldo/contracts/errors';
import { errorResponseSchema } from '@saldo/contracts/errors';
import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * The api client reads text bodies only. The few cost calls that need a binary body (attachments,
 * exports) fetch on their own with the Bearer token, as the invoice PDF download does.
 */
type Query = Record<string, string | number | undefined>;

export interface RawRequest {
  method?: string;
  query?: Query;
  json?: unknown;
  /**
   * A GET route the api client may call (as HEAD) to run its token refresh after a 401; the request
   * is then tried once more with the new token.
   */
  refreshPath: string;
}

function urlOf(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ''}`;
}

function send(path: string, request: RawRequest): Promise<Response> {
  const headers: Record<string, string> = { 'Accept-Language': document.documentElement.lang || 'en' };
  const token = getSession().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  return fetch(urlOf(path, request.query), { method: request.method ?? 'GET', headers, body });
}

export async function rawRequest(path: string, request: RawRequest): Promise<Response> {
  const response = await send(path, request);
  if (response.status !== 401) return response;
  try {
    await apiRequest<unknown>('HEAD', request.refreshPath);
  } catch {
    // The refresh ran (or the session ended); whatever HEAD itself answered does not matter.
  }
  return send(path, request);
}

/** The error of a failed raw answer, with its `code`; a body that is not JSON keeps the status only. */
export async function errorOf(response: Response): Promise<ApiError> {
  let body: Partial<ErrorResponse> = {};
  try {
    const parsed = errorResponseSchema.partial().safeParse(await response.json());
    if (parsed.success) body = parsed.data;
  } catch {
    body = {};
  }
  return new ApiError(response.status, body);
}

/** A file answer as a Blob, or the error it came with. */
export async function fetchBlob(path: string, request: RawRequest): Promise<Blob> {
  const response = await rawRequest(path, request);
  if (!response.ok) throw await errorOf(response);
  return response.blob();
}
