// Client of Przelewy24's REST API v1 (https://developers.przelewy24.pl): registering a transaction
// (the payer is then sent to {base}/trnRequest/{token}) and verifying it after the gateway's status
// notification. Every request is authenticated by HTTP Basic (posId:apiKey) and carries a SHA-384
// sign over a few of its fields and the CRC key, computed on the JSON text the way P24's examples
// do (no escaped slashes or Unicode, keys in the documented order).
import { createHash, timingSafeEqual } from 'node:crypto';

export interface P24Account {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
  /** https://sandbox.przelewy24.pl or https://secure.przelewy24.pl (or a fake in tests). */
  baseUrl: string;
}

export type P24ErrorKind = 'unavailable' | 'unauthorized' | 'rejected' | 'protocol';

export class P24Error extends Error {
  constructor(
    readonly kind: P24ErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'P24Error';
  }
}

export interface P24RegisterInput {
  sessionId: string;
  /** Grosze. */
  amount: number;
  currency: string;
  description: string;
  email: string;
  country: string;
  language: string;
  urlReturn: string;
  urlStatus: string;
}

export interface P24VerifyInput {
  sessionId: string;
  orderId: number;
  amount: number;
  currency: string;
}

export interface P24NotificationFields {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
}

const TIMEOUT_MS = 15_000;

/** P24's sign: SHA-384 hex of the JSON of these fields (in this order) with the CRC key last. */
export function p24Sign(fields: Record<string, string | number>, crc: string): string {
  // JSON.stringify escapes neither "/" nor non-ASCII letters, as P24 asks (JSON_UNESCAPED_SLASHES |
  // JSON_UNESCAPED_UNICODE in its PHP examples).
  return createHash('sha384')
    .update(JSON.stringify({ ...fields, crc }), 'utf8')
    .digest('hex');
}

export const registerSign = (i: P24RegisterInput, merchantId: number, crc: string) =>
  p24Sign({ sessionId: i.sessionId, merchantId, amount: i.amount, currency: i.currency }, crc);

export const verifySign = (i: P24VerifyInput, crc: string) =>
  p24Sign({ sessionId: i.sessionId, orderId: i.orderId, amount: i.amount, currency: i.currency }, crc);

export const notificationSign = (n: P24NotificationFields, crc: string) =>
  p24Sign(
    {
      merchantId: n.merchantId,
      posId: n.posId,
      sessionId: n.sessionId,
      amount: n.amount,
      originAmount: n.originAmount,
      currency: n.currency,
      orderId: n.orderId,
      methodId: n.methodId,
      statement: n.statement,
    },
    crc,
  );

/** Whether a notification's sign is the one its fields and our CRC key give (constant time). */
export function notificationSignValid(n: P24NotificationFields & { sign: string }, crc: string): boolean {
  const expected = Buffer.from(notificationSign(n, crc), 'hex');
  const given = Buffer.from(n.sign.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const paymentPageUrl = (baseUrl: string, token: string) =>
  `${baseUrl.replace(/\/+$/, '')}/trnRequest/${encodeURIComponent(token)}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createP24Client(account: P24Account) {
  const base = account.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;

  async function call(method: 'POST' | 'PUT', path: string, body: unknown): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new P24Error('unavailable', `Przelewy24 at ${base} did not answer`, { cause: error });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    // The error's text is P24's own ("Incorrect CRC value"); it never holds our keys.
    const reason = isObject(json) && typeof json['error'] === 'string' ? json['error'] : '';
    if (response.status === 401)
      throw new P24Error('unauthorized', `Przelewy24 refused the POS id or API key ${reason}`.trim());
    if (!response.ok)
      throw new P24Error(
        response.status >= 500 ? 'unavailable' : 'rejected',
        `Przelewy24 answered ${response.status} ${reason}`.trim(),
      );
    if (!isObject(json) || !isObject(json['data']))
      throw new P24Error('protocol', `Przelewy24 sent an unexpected answer to ${path}`);
    return json['data'];
  }

  return {
    /** POST /api/v1/transaction/register: the token of the payer's page. */
    async register(input: P24RegisterInput): Promise<{ token: string }> {
      const data = await call('POST', '/api/v1/transaction/register', {
        merchantId: account.merchantId,
        posId: account.posId,
        ...input,
        sign: registerSign(input, account.merchantId, account.crc),
      });
      const token = data['token'];
      if (typeof token !== 'string' || !/^[\w-]{1,200}$/.test(token))
        throw new P24Error('protocol', 'Przelewy24 registered the transaction without a usable token');
      return { token };
    },
    /** PUT /api/v1/transaction/verify: true when P24 confirms the money was received. */
    async verify(input: P24VerifyInput): Promise<boolean> {
      const data = await call('PUT', '/api/v1/transaction/verify', {
        merchantId: account.merchantId,
        posId: account.posId,
        ...input,
        sign: verifySign(input, account.crc),
      });
      return data['status'] === 'success';
    },
  };
}
export type P24Client = ReturnType<typeof createP24Client>;
