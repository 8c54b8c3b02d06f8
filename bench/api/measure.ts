// HTTP load with autocannon (programmatic, over loopback, from this process: the server runs in its
// own), and the figures both the HTTP load and the bare-SQL ceiling report.
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers, timeouts and connection errors. */
  errors: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function summarize(latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  const values = Array.from(sorted);
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    errors,
  };
}

export interface HttpLoad {
  baseUrl: string;
  token: string;
  connections: number;
  durationSeconds: number;
  /** The next request to send: rotates through the scenario's variants (and users, given a token). */
  next(): { method: 'GET' | 'POST'; path: string; body?: string; token?: string };
}

/**
 * Runs autocannon and measures every response's latency itself: autocannon's own summary has no
 * 95th percentile. Requests come from `next()` through setupRequest, so each connection's
 * consecutive requests differ.
 */
export async function httpLoad(load: HttpLoad): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure = '';
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  // The callback form answers the instance (its events); the promise form only the result.
  const instance = autocannon(
    {
      url: load.baseUrl,
      connections: load.connections,
      duration: load.durationSeconds,
      timeout: 30,
      headers: { authorization: `Bearer ${load.token}`, 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => {
            const next = load.next();
            return {
              ...request,
              method: next.method,
              path: next.path,
              ...(next.body ? { body: next.body } : {}),
              ...(next.token
                ? { headers: { ...request.headers, authorization: `Bearer ${next.token}` } }
                : {}),
            };
          },
          onResponse: (status, body) => {
            if (status >= 300 && firstFailure === '') firstFailure = `${status} ${body.slice(0, 300)}`;
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else failures++;
  });
  const result = await done;
  if (firstFailure) console.error(`  first failed answer: ${firstFailure}`);
  const errors = failures + result.errors + result.timeouts;
  return summarize(latencies, errors, result.duration);
}
