import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSignature } from './fake-s3-signature.ts';

/**
 * Test support: a local stand-in for an S3-compatible service, enough of its REST protocol for
 * path-style PUT, GET and DELETE of objects in one bucket, with S3's XML errors and signature checks.
 */
export interface FakeS3Options {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface FakeS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** While on, requests are accepted and never answered, like a hung server. */
  setHanging(hanging: boolean): void;
  close(): Promise<void>;
}

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const messages: Record<string, string> = {
  AccessDenied: 'Access Denied',
  InvalidAccessKeyId: 'The AWS Access Key Id you provided does not exist in our records.',
  SignatureDoesNotMatch: 'The request signature we calculated does not match the signature you provided.',
  XAmzContentSHA256Mismatch: "The provided 'x-amz-content-sha256' header does not match what was computed.",
  NoSuchBucket: 'The specified bucket does not exist',
  NoSuchKey: 'The specified key does not exist.',
  NotImplemented: 'A header or operation you provided implies functionality that is not implemented.',
};

function sendError(response: ServerResponse, status: number, code: string, resource: string): void {
  const requestId = randomUUID();
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${xmlEscape(messages[code] ?? code)}</Message>` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': requestId });
  response.end(xml);
}

// S3's ETag of a single-part upload is the MD5 of the body.
const etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  let hanging = false;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (hanging) return;
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    const signatureError = checkSignature(request, body, options);
    if (signatureError)
      return sendError(
        response,
        signatureError === 'XAmzContentSHA256Mismatch' ? 400 : 403,
        signatureError,
        path,
      );

    const [, bucket = '', ...segments] = path.split('/');
    const key = segments.map(decodeURIComponent).join('/');
    if (decodeURIComponent(bucket) !== options.bucket) return sendError(response, 404, 'NoSuchBucket', path);
    if (key === '') return sendError(response, 501, 'NotImplemented', path);

    if (request.method === 'PUT') {
      const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
      objects.set(key, { body, contentType });
      response.writeHead(200, { etag: etag(body) }).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) return sendError(response, 404, 'NoSuchKey', path);
      response
        .writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          etag: etag(object.body),
        })
        .end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else sendError(response, 501, 'NotImplemented', path);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    setHanging: (value) => {
      hanging = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
