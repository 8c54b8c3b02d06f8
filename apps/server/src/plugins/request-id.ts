import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

// A caller's id is kept (so a proxy's or the browser's id follows the request through the logs) only
// when it is short and plain; anything else could forge or flood log lines.
const acceptable = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the incoming X-Request-Id when sensible, else a fresh UUID. */
export function requestIdFor(raw: IncomingMessage): string {
  const header = raw.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given && acceptable.test(given) ? given : randomUUID();
}

/** Echoes the request id on every answer, so a user's bug report can quote it. */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id' },
);
