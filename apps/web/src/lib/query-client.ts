import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const MAX_READ_RETRIES = 3;

/**
 * Reads are safe to ask again. A 4xx will not get better by asking again, except the server's
 * "too busy" answers (429 from the per-user limit, 503 when it sheds load), which it means to pass.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_READ_RETRIES) return false;
  if (!(error instanceof ApiError)) return true;
  return error.isOverload || error.status >= 500;
}

/**
 * Exponential back-off with jitter (0.5 s, 1 s, 2 s … up to 8 s), never sooner than the server's
 * Retry-After: a crowd of browsers retrying in step would make the overload they retry from.
 */
export function readRetryDelay(failureCount: number, error: unknown, random = Math.random): number {
  const backoff = Math.min(8_000, 500 * 2 ** failureCount) * (0.5 + random() / 2);
  const asked = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
  return Math.max(backoff, asked);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryRead, retryDelay: readRetryDelay },
      // Changes are not repeated behind the user's back (a create could be made twice); the
      // server's message says plainly that it was not saved and to try again in a moment.
      mutations: { retry: false },
    },
  });
}
