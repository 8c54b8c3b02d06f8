// Shared plumbing of the fake public-service servers: a node:http server on 127.0.0.1 and a free
// port, a log of every request, and switches for the failures tests need (a server that never
// answers, one that is down, a one-off scripted answer).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  /** Path and query as sent, e.g. "/api/search/nip/5261040828?date=2026-04-01". */
  readonly path: string;
  readonly url: URL;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface FakeResponse {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: string;
  /** How body is turned into bytes; 'latin1' carries binary (one byte a character). Default UTF-8. */
  readonly encoding?: 'utf8' | 'latin1';
}

/** 'hang' accepts requests and never answers (timeouts); 'unavailable' answers like the service when down. */
export type FakeMode = 'normal' | 'hang' | 'unavailable';

export interface FakeServerControls {
  readonly requests: RecordedRequest[];
  setMode(mode: FakeMode): void;
  /** The next request gets this answer instead of the normal one (then back to normal). */
  failNext(response: FakeResponse): void;
  close(): Promise<void>;
}

export interface FakeHttpServer extends FakeServerControls {
  /** "http://127.0.0.1:<port>" */
  readonly origin: string;
}

export interface FakeHandlers {
  handle(request: RecordedRequest): FakeResponse;
  unavailable(request: RecordedRequest): FakeResponse;
}

export async function startFakeHttpServer(handlers: FakeHandlers): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const scripted: FakeResponse[] = [];
  let mode: FakeMode = 'normal';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path,
        url: new URL(path, 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      if (mode === 'hang') return;
      let response: FakeResponse;
      try {
        response =
          scripted.shift() ??
          (mode === 'unavailable' ? handlers.unavailable(recorded) : handlers.handle(recorded));
      } catch (error) {
        // A bug in a fake must show up in the test, not as a hang.
        response = {
          status: 500,
          headers: { 'content-type': 'text/plain' },
          body: `fake server error: ${String(error)}`,
        };
      }
      res.writeHead(response.status, { ...response.headers });
      res.end(response.body, response.encoding ?? 'utf8');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setMode(next) {
      mode = next;
    },
    failNext(response) {
      scripted.push(response);
    },
    close() {
      // Idempotent, so a test may close early and the afterEach hook close again.
      if (!server.listening) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and keep-alive sockets would otherwise hold close() open forever.
        server.closeAllConnections();
      });
    },
  };
}

export function jsonResponse(status: number, body: unknown): FakeResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

export function textResponse(status: number, body: string): FakeResponse {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body };
}

/** Today's date in Poland (the services' calendar), as YYYY-MM-DD. */
export function warsawToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
}
