// A fake SMSAPI.pl gateway: POST /sms.do with a bearer token and a form-urlencoded body, JSON answers
// with the API's error codes (101 authorization failed, 13 no valid recipients, 103 not enough
// points, 11 empty message), and a log of the messages it accepted.
import { randomBytes } from 'node:crypto';
import {
  jsonResponse,
  startFakeHttpServer,
  textResponse,
  type FakeResponse,
  type FakeServerControls,
  type RecordedRequest,
} from './fake-http.ts';

export const FAKE_SMS_TOKEN = 'fake-smsapi-token-0123456789';

/** What one SMS part costs on the fake account, in points (SMSAPI's price of a Polish ECO+ part). */
const POINTS_PER_PART = 0.16;

export interface FakeSmsMessage {
  readonly to: string;
  readonly message: string;
  /** '' when the request had no sender name. */
  readonly from: string;
}

export interface FakeSmsServer extends FakeServerControls {
  /** "http://127.0.0.1:<port>", to use as SMS_API_URL. */
  readonly url: string;
  readonly token: string;
  readonly messages: FakeSmsMessage[];
  /** Points left on the account; a message that costs more is refused with 103. */
  setPoints(points: number): void;
  /** Numbers the operator refuses (landlines, blocked): answered with 13 like malformed ones. */
  refuseNumber(number: string): void;
}

/**
 * Parts billed, counted the gateway's way but on its own (not with the client's counter, which a fake
 * must not share): any character outside ASCII and GSM-7's Western letters makes the text UCS-2.
 */
function partsOf(message: string): number {
  const ucs2 = /[^\n\r\x20-\x7e£¥èéùìòÇØøÅåÄÖÑÜäöñüàÉÆæß§¿¡¤€]/.test(message);
  const length = ucs2 ? message.length : [...message].length;
  const [single, perPart] = ucs2 ? [70, 67] : [160, 153];
  return length <= single ? 1 : Math.ceil(length / perPart);
}

const error = (status: number, code: number, message: string): FakeResponse =>
  jsonResponse(status, { error: code, message });

export async function startFakeSmsServer(token: string = FAKE_SMS_TOKEN): Promise<FakeSmsServer> {
  const messages: FakeSmsMessage[] = [];
  const refused = new Set<string>();
  let points = 100;

  function handle(request: RecordedRequest): FakeResponse {
    if (request.method !== 'POST' || request.url.pathname !== '/sms.do')
      return textResponse(404, 'Not Found');
    if (request.headers.authorization !== `Bearer ${token}`) return error(401, 101, 'Authorization failed');
    const form = new URLSearchParams(request.body);
    const to = form.get('to') ?? '';
    const message = form.get('message') ?? '';
    const from = form.get('from') ?? '';
    if (form.get('format') !== 'json') return textResponse(200, 'ERROR:8');
    if (message === '') return error(200, 11, 'Message is empty');
    // Several recipients are comma-separated; a send succeeds for the valid ones only.
    const numbers = to.split(',').filter((n) => /^\d{8,15}$/.test(n) && !refused.has(n));
    if (numbers.length === 0) return error(200, 13, 'No correct phone numbers');
    const parts = partsOf(message);
    const cost = Math.round(POINTS_PER_PART * parts * numbers.length * 100) / 100;
    if (cost > points) return error(200, 103, 'Not enough points');
    points = Math.round((points - cost) * 100) / 100;
    const dateSent = Math.floor(Date.now() / 1000);
    const list = numbers.map((number) => {
      messages.push({ to: number, message, from });
      return {
        id: randomBytes(12).toString('hex').toUpperCase(),
        points: Math.round(POINTS_PER_PART * parts * 100) / 100,
        number,
        date_sent: dateSent,
        submitted_number: number.startsWith('48') ? number.slice(2) : number,
        status: 'QUEUE',
        error: null,
        idx: null,
        parts,
      };
    });
    return jsonResponse(200, { count: list.length, list });
  }

  const server = await startFakeHttpServer({
    handle,
    unavailable: () => textResponse(503, 'Service Temporarily Unavailable'),
  });
  return {
    ...server,
    url: server.origin,
    token,
    messages,
    setPoints(next) {
      points = next;
    },
    refuseNumber(number) {
      refused.add(number);
    },
  };
}
