import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request slower than this is logged at warn with its time, whatever the log level. */
export const SLOW_REQUEST_MS = 1000;

const REDACTED = '[redacted]';

// Query parameters that carry a credential: mailed one-time links (?token=), API keys, signatures.
const secretParam = /(?:token|secret|password|signature)$|^(?:key|api[_-]?key|code|sig)$/i;

// Paths whose last segment is itself the credential: anyone holding the address may fetch the file.
const secretPathPrefixes = ['/api/avatars/', '/api/logos/'];

/**
 * The URL as it may appear in a log: values of credential-like query parameters and the key segment
 * of key-addressed files replaced, so a log reader cannot reset a password or open a file with them.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  for (const prefix of secretPathPrefixes)
    if (path.startsWith(prefix) && path.length > prefix.length) path = `${prefix}${REDACTED}`;
  if (!query) return path;
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; it is checked in its raw form below.
      }
      return eq !== -1 && secretParam.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${redacted}`;
}

// Why an answer was a refusal (its message key), noted by the error handler for the request's log line.
const refusals = new WeakMap<FastifyRequest, string>();

export function noteRefusal(request: FastifyRequest, reason: string): void {
  refusals.set(request, reason);
}

/**
 * One line per request, at debug: a normal request is not news. A 5xx answer or a slow one is logged
 * at warn with its time, so an operator running at the default level sees exactly those. A real fault
 * is logged apart, at error with its stack, by the error handler.
 */
export class RequestLogController extends LogController {
  private readonly slowMs: number;

  constructor({ slowMs = SLOW_REQUEST_MS }: { slowMs?: number } = {}) {
    super();
    this.slowMs = slowMs;
  }

  override incomingRequest(): void {
    // The completion line says everything the incoming line did, and the time.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime,
      reason: refusals.get(request),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.warn(line, 'request failed');
    else if (responseTime >= this.slowMs) reply.log.warn(line, `slow request (${responseTime} ms)`);
    else reply.log.debug(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: redactUrl(request.url) }, 'route not found');
  }
}

/** pino's `req` serializer for the few lines Fastify itself writes with the request (write errors). */
export function serializeRequest(raw: { method?: string; url?: string }) {
  return { method: raw.method, url: redactUrl(raw.url ?? '') };
}
