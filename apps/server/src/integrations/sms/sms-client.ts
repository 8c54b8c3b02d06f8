// Client for an SMSAPI.pl-compatible gateway: POST {baseUrl}/sms.do, OAuth bearer token, a
// form-urlencoded body, JSON back. The gateway reports errors as {"error": code, "message": text},
// with HTTP 200 on the legacy endpoint and 4xx on newer set-ups, so the body decides, not the status.
import { normalizePhoneForSms } from './sms-phone.ts';
import {
  DEFAULT_SMS_TIMEOUT_MS,
  SMSAPI_INVALID_NUMBER,
  SmsError,
  type SentSms,
  type SmsClient,
  type SmsClientOptions,
} from './sms-types.ts';

const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The gateway's error code and words, whether at the top level or on the one message sent. */
function providerError(body: unknown): { code: number; message: string } | null {
  const candidates = [body];
  if (isObject(body) && Array.isArray(body['list'])) candidates.push(...(body['list'] as unknown[]));
  for (const candidate of candidates) {
    if (!isObject(candidate)) continue;
    const code = candidate['error'];
    if (typeof code === 'number' && code !== 0) {
      const message = candidate['message'];
      return { code, message: typeof message === 'string' ? message : '' };
    }
  }
  return null;
}

function rejection(code: number, message: string): SmsError {
  const words = message === '' ? '' : `: ${message}`;
  if (code === SMSAPI_INVALID_NUMBER)
    return new SmsError('invalid_number', `The SMS gateway refused the number (${code}${words})`, {
      code,
      providerMessage: message,
    });
  return new SmsError('rejected', `The SMS gateway refused the message (${code}${words})`, {
    code,
    providerMessage: message,
  });
}

function sentMessage(body: unknown): SentSms | null {
  if (!isObject(body) || !Array.isArray(body['list'])) return null;
  const [first] = body['list'] as unknown[];
  if (!isObject(first)) return null;
  const { id, number } = first;
  if (typeof id !== 'string' || id === '' || typeof number !== 'string') return null;
  return { id, number };
}

export function createSmsClient(options: SmsClientOptions): SmsClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  const token = options.token.trim();
  const sender = options.sender.trim();

  function endpoint(): string {
    const base = options.baseUrl.trim();
    if (base === '' || token === '')
      throw new SmsError(
        'not_configured',
        'No SMS provider is set up (SMS_API_URL and SMS_API_TOKEN): no text message was sent',
      );
    try {
      return new URL(`${base.replace(/\/+$/, '')}/sms.do`).toString();
    } catch (error) {
      throw new SmsError('not_configured', `The SMS gateway address is not a URL: ${base}`, { cause: error });
    }
  }

  return {
    async send(to, message) {
      const url = endpoint();
      const number = normalizePhoneForSms(to);
      if (number === null)
        throw new SmsError('invalid_number', `"${to}" is not a phone number a text message can be sent to`);
      if (message.trim() === '') throw new SmsError('rejected', 'An empty text message is not sent');

      const form = new URLSearchParams({ to: number, message, format: 'json', encoding: 'utf-8' });
      if (sender !== '') form.set('from', sender);
      let response: Response;
      let text: string;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const reason = isTimeout(error)
          ? `The SMS gateway did not answer within ${timeoutMs} ms`
          : 'The SMS gateway could not be reached';
        throw new SmsError('unavailable', reason, { cause: error });
      }

      const body = parseJson(text);
      const refused = providerError(body);
      if (refused !== null) throw rejection(refused.code, refused.message);
      if (response.status >= 500 || response.status === 429)
        throw new SmsError('unavailable', `The SMS gateway answered HTTP ${response.status}`);
      const sent = response.ok ? sentMessage(body) : null;
      if (sent === null)
        throw new SmsError(
          'unavailable',
          `The SMS gateway sent an unexpected answer (HTTP ${response.status}: ${text.trim().slice(0, 200)})`,
        );
      return sent;
    },
  };
}
