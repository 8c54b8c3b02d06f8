import { describe, expect, it, vi } from 'vitest';
import { ApiError, retryAfterMs } from './api-client.ts';
import { createQueryClient, readRetryDelay, shouldRetryRead } from './query-client.ts';

const busy = (status: number, retryAfter?: number) =>
  new ApiError(status, { message: 'The server is busy right now.' }, retryAfter);

describe('reads under overload', () => {
  it('retries a 503 or 429 (and other 5xx, network errors), never another 4xx, at most three times', () => {
    expect(shouldRetryRead(0, busy(503))).toBe(true);
    expect(shouldRetryRead(0, busy(429))).toBe(true);
    expect(shouldRetryRead(0, busy(500))).toBe(true);
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryRead(0, busy(404))).toBe(false);
    expect(shouldRetryRead(0, busy(403))).toBe(false);
    expect(shouldRetryRead(3, busy(503))).toBe(false);
  });

  it('backs off exponentially and never sooner than Retry-After', () => {
    const mid = () => 0.5;
    expect(readRetryDelay(0, busy(503), mid)).toBe(375);
    expect(readRetryDelay(2, busy(503), mid)).toBe(1_500);
    expect(readRetryDelay(10, busy(503), mid)).toBe(6_000);
    expect(readRetryDelay(0, busy(503, 2_000), mid)).toBe(2_000);
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5_000);
  });

  it('a query that met 503 twice gets its data on the third try; a mutation is not repeated', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      let calls = 0;
      const read = client.fetchQuery({
        queryKey: ['list'],
        queryFn: async () => {
          calls += 1;
          if (calls < 3) throw busy(503, 1_000);
          return 'rows';
        },
      });
      await vi.runAllTimersAsync();
      await expect(read).resolves.toBe('rows');
      expect(calls).toBe(3);

      let writes = 0;
      const write = client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => {
            writes += 1;
            throw busy(503, 1_000);
          },
        })
        .execute(undefined)
        .then(
          () => 'saved',
          (error: Error) => error.message,
        );
      await vi.runAllTimersAsync();
      await expect(write).resolves.toBe('The server is busy right now.');
      expect(writes).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
