// A local Przelewy24 speaking its REST API v1 the way the sandbox does: Basic auth posId:apiKey,
// transaction/register checks the sign and answers a token, a payer "pays" (payTransaction, what
// the payment page does) and gets the signed status notification P24 would POST to urlStatus, and
// transaction/verify checks the sign and that the payment was made for that amount.
import {
  notificationSign,
  registerSign,
  verifySign,
  type P24NotificationFields,
} from '../../src/integrations/przelewy24/p24-client.ts';
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from './fake-http.ts';

export interface FakeP24Account {
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}

interface Transaction {
  token: string;
  body: Record<string, unknown>;
  orderId: number | null;
  verified: boolean;
}

export interface FakeP24Server extends FakeHttpServer {
  /** Registered transactions by sessionId. */
  readonly transactions: Map<string, Transaction>;
  /** The payer paid: the notification P24 then POSTs to urlStatus (the amount can be overridden). */
  payTransaction(
    sessionId: string,
    override?: Partial<P24NotificationFields>,
  ): P24NotificationFields & { sign: string; urlStatus: string };
}

const json = (status: number, body: unknown) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function startFakeP24Server(account: FakeP24Account): Promise<FakeP24Server> {
  const transactions = new Map<string, Transaction>();
  let nextOrderId = 300_000_001;

  const authorized = (request: RecordedRequest) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${account.posId}:${account.apiKey}`).toString('base64')}`;

  const server = await startFakeHttpServer({
    unavailable: () => json(503, { error: 'Service unavailable', code: 503 }),
    handle(request) {
      if (!authorized(request)) return json(401, { error: 'Incorrect authentication', code: 401 });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(request.body) as Record<string, unknown>;
      } catch {
        return json(400, { error: 'Invalid input data', code: 400 });
      }
      if (body['merchantId'] !== account.merchantId || body['posId'] !== account.posId)
        return json(400, { error: 'Incorrect merchantId or posId', code: 400 });
      if (request.method === 'POST' && request.path === '/api/v1/transaction/register') {
        const input = {
          sessionId: String(body['sessionId']),
          amount: Number(body['amount']),
          currency: String(body['currency']),
          description: String(body['description']),
          email: String(body['email']),
          country: String(body['country']),
          language: String(body['language']),
          urlReturn: String(body['urlReturn']),
          urlStatus: String(body['urlStatus']),
        };
        if (body['sign'] !== registerSign(input, account.merchantId, account.crc))
          return json(400, { error: 'Incorrect CRC value', code: 400 });
        if (transactions.has(input.sessionId))
          return json(400, { error: 'Transaction with this sessionId already exists', code: 400 });
        const token = `FAKE${transactions.size + 1}-${input.sessionId.slice(-8).toUpperCase()}`;
        transactions.set(input.sessionId, { token, body, orderId: null, verified: false });
        return json(200, { data: { token }, responseCode: 0 });
      }
      if (request.method === 'PUT' && request.path === '/api/v1/transaction/verify') {
        const input = {
          sessionId: String(body['sessionId']),
          orderId: Number(body['orderId']),
          amount: Number(body['amount']),
          currency: String(body['currency']),
        };
        if (body['sign'] !== verifySign(input, account.crc))
          return json(400, { error: 'Incorrect CRC value', code: 400 });
        const transaction = transactions.get(input.sessionId);
        if (
          !transaction ||
          transaction.orderId !== input.orderId ||
          transaction.body['amount'] !== input.amount ||
          transaction.body['currency'] !== input.currency
        )
          return json(400, { error: 'Transaction not found', code: 400 });
        transaction.verified = true;
        return json(200, { data: { status: 'success' }, responseCode: 0 });
      }
      return json(404, { error: 'Not found', code: 404 });
    },
  });

  return Object.assign(server, {
    transactions,
    payTransaction(sessionId: string, override: Partial<P24NotificationFields> = {}) {
      const transaction = transactions.get(sessionId);
      if (!transaction) throw new Error(`no transaction ${sessionId}`);
      transaction.orderId ??= nextOrderId++;
      const fields: P24NotificationFields = {
        merchantId: account.merchantId,
        posId: account.posId,
        sessionId,
        amount: Number(transaction.body['amount']),
        originAmount: Number(transaction.body['amount']),
        currency: String(transaction.body['currency']),
        orderId: transaction.orderId,
        methodId: 25,
        statement: `p24-${transaction.orderId}`,
        ...override,
      };
      return {
        ...fields,
        sign: notificationSign(fields, account.crc),
        urlStatus: String(transaction.body['urlStatus']),
      };
    },
  });
}
