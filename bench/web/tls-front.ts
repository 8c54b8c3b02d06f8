// The app as a deployment serves it: behind a TLS front that speaks HTTP/2 (Caddy, nginx, a cloud load
// balancer), in front of the app's own HTTP/1.1. Browsers speak HTTP/2 only over TLS, so the plain
// loopback server of the other runs makes a phone's browser queue the page's files six at a time
// over HTTP/1.1, at 150 ms a round trip in Lighthouse's mobile model; no phone reaches a real
// deployment that way. This front terminates TLS with a throwaway self-signed certificate and passes
// every request on unchanged (Chromium is told to accept the certificate).
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { generate } from 'selfsigned';

export interface TlsFront {
  readonly baseUrl: string;
  close(): Promise<void>;
}

/** Headers HTTP/2 forbids or that describe one hop only. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
]);

function passable(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/** An HTTPS + HTTP/2 front on a free loopback port for the plain server at `upstream`. */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const forward = (incoming: Http2ServerRequest, outgoing: Http2ServerResponse) => {
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: Number(target.port),
        method: incoming.method,
        path: incoming.url,
        headers: { ...passable(incoming.headers), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstreamRequest.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstreamRequest);
  };
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, forward);
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        // Browsers keep their connections open; close() would wait for them.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
