// A fake GUS REGON BIR1.1 endpoint speaking SOAP 1.2 like the real one: WS-Addressing Action routing,
// `sid` header sessions, results as an XML document escaped inside the `…Result` element, and every
// answer wrapped in MTOM multipart/related. A wrong key gets an empty ZalogujResult, a dead session an
// empty result (StatusSesji 0), a missing entry an ErrorCode 4 row — as captured from production.
import { randomBytes, randomUUID } from 'node:crypto';
import { FAKE_GUS_ENTITIES, type FakeGusEntity } from './fake-gus-data.ts';
import {
  startFakeHttpServer,
  type FakeResponse,
  type FakeServerControls,
  type RecordedRequest,
} from './fake-http.ts';

export { FAKE_GUS_ENTITIES } from './fake-gus-data.ts';

export const FAKE_GUS_PATH = '/wsBIR/UslugaBIRzewnPubl.svc';
/** Same value as GUS's public test key. */
export const FAKE_GUS_VALID_KEY = 'abcde12345abcde12345';

const PUBL_NS = 'http://CIS/BIR/PUBL/2014/07';
const PUBL_ACTION = `${PUBL_NS}/IUslugaBIRzewnPubl/`;
const BIR_NS = 'http://CIS/BIR/2014/07';
const GET_VALUE_ACTION = `${BIR_NS}/IUslugaBIR/GetValue`;

export interface FakeGusOptions {
  readonly keys?: readonly string[];
  readonly entities?: readonly FakeGusEntity[];
}

export interface FakeGusServer extends FakeServerControls {
  /** Full service URL, to pass as the client's baseUrl. */
  readonly url: string;
  /** Forgets every session, as GUS does after inactivity. */
  expireSessions(): void;
  /** While on, sessions die right after login, so even a fresh login cannot be used. */
  setSessionsAlwaysExpire(on: boolean): void;
  /** The SOAP Action of each recorded request (last path segment), e.g. "Zaloguj". */
  actions(): string[];
}

interface Session {
  lastCode: string;
  lastMessage: string;
}

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescape = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Text of the first element with this local name in a request (requests are small and flat). */
function requestValue(xml: string, localName: string): string | null {
  const match = new RegExp(
    `<(?:[\\w.-]+:)?${localName}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${localName}>`,
  ).exec(xml);
  return match?.[1] === undefined ? null : unescape(match[1]).trim();
}

export const fakeGusActionOf = (request: RecordedRequest): string =>
  (requestValue(request.body, 'Action') ?? '').split('/').pop() ?? '';

/** The result document as BIR writes it: CRLF lines, empty fields as `<X />`. */
function resultDocument(rows: readonly Readonly<Record<string, string>>[]): string {
  const dane = rows.map((row) => {
    const fields = Object.entries(row).map(([name, value]) =>
      value === '' ? `    <${name} />` : `    <${name}>${escape(value)}</${name}>`,
    );
    return ['  <dane>', ...fields, '  </dane>'].join('\r\n');
  });
  return ['<root>', ...dane, '</root>'].join('\r\n');
}

/** Escapes a result document into element text the way WCF does (CR becomes &#xD;). */
const asResultText = (document: string): string => escape(document).replace(/\r/g, '&#xD;');

function mtom(envelope: string, status = 200): FakeResponse {
  const boundary = `uuid:${randomUUID()}+id=${Math.floor(Math.random() * 10_000_000)}`;
  return {
    status,
    headers: {
      'content-type': `multipart/related; type="application/xop+xml"; start="<http://tempuri.org/0>"; boundary="${boundary}"; start-info="application/soap+xml"`,
    },
    body:
      `\r\n--${boundary}\r\nContent-ID: <http://tempuri.org/0>\r\nContent-Transfer-Encoding: 8bit\r\n` +
      `Content-Type: application/xop+xml;charset=utf-8;type="application/soap+xml"\r\n\r\n${envelope}\r\n--${boundary}--\r\n`,
  };
}

function resultResponse(
  action: string,
  namespace: string,
  operation: string,
  resultText: string,
): FakeResponse {
  const result =
    resultText === '' ? `<${operation}Result/>` : `<${operation}Result>${resultText}</${operation}Result>`;
  return mtom(
    '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing">' +
      `<s:Header><a:Action s:mustUnderstand="1">${action}Response</a:Action></s:Header>` +
      `<s:Body><${operation}Response xmlns="${namespace}">${result}</${operation}Response></s:Body></s:Envelope>`,
  );
}

function fault(code: 'Sender' | 'Receiver', subcode: string, reason: string): FakeResponse {
  return {
    status: 500,
    headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
    body:
      '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="http://www.w3.org/2005/08/addressing">' +
      '<s:Header><a:Action s:mustUnderstand="1">http://www.w3.org/2005/08/addressing/soap/fault</a:Action></s:Header>' +
      `<s:Body><s:Fault><s:Code><s:Value>s:${code}</s:Value><s:Subcode><s:Value>${subcode}</s:Value></s:Subcode></s:Code>` +
      `<s:Reason><s:Text xml:lang="en-US">${escape(reason)}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`,
  };
}

const NOT_FOUND_PL = 'Nie znaleziono podmiotu dla podanych kryteriów wyszukiwania.';
const NOT_FOUND_EN = 'No data found for the specified search criteria.';

export async function startFakeGusServer(options: FakeGusOptions = {}): Promise<FakeGusServer> {
  const keys = options.keys ?? [FAKE_GUS_VALID_KEY];
  const entities = options.entities ?? FAKE_GUS_ENTITIES;
  const sessions = new Map<string, Session>();
  let sessionsAlwaysExpire = false;

  function search(body: string, session: Session): string {
    const criteria = (['Nip', 'Regon', 'Krs'] as const)
      .map((name) => ({ name, value: requestValue(body, name) }))
      .filter((criterion) => criterion.value !== null);
    const [criterion] = criteria;
    if (criteria.length !== 1 || criterion === undefined) {
      session.lastCode = '2';
      session.lastMessage = 'Podano nieprawidłowe parametry wyszukiwania.';
      return '';
    }
    const hits = entities.filter((entity) =>
      criterion.name === 'Krs'
        ? entity.krs === criterion.value
        : entity.search[criterion.name] === criterion.value,
    );
    if (hits.length === 0) {
      session.lastCode = '4';
      session.lastMessage = NOT_FOUND_PL;
      return resultDocument([
        {
          ErrorCode: '4',
          ErrorMessagePl: NOT_FOUND_PL,
          ErrorMessageEn: NOT_FOUND_EN,
          [criterion.name]: criterion.value ?? '',
        },
      ]);
    }
    session.lastCode = '0';
    session.lastMessage = '';
    return resultDocument(hits.map((hit) => ({ ...hit.search })));
  }

  function report(body: string, session: Session): string {
    const regon = requestValue(body, 'pRegon') ?? '';
    const name = requestValue(body, 'pNazwaRaportu') ?? '';
    const entity = entities.find((candidate) => candidate.search.Regon === regon);
    const fields = entity?.reports[name];
    if (fields === undefined) {
      session.lastCode = '4';
      session.lastMessage = NOT_FOUND_PL;
      return resultDocument([
        {
          ErrorCode: '4',
          ErrorMessagePl: 'Nie znaleziono wpisu dla podanych kryteriów wyszukiwania.',
          ErrorMessageEn: NOT_FOUND_EN,
          pRegon: regon,
          Typ_podmiotu: entity?.search.Typ ?? '',
          Raport: name,
        },
      ]);
    }
    session.lastCode = '0';
    return resultDocument([fields]);
  }

  function getValue(body: string, session: Session | undefined): string {
    switch (requestValue(body, 'pNazwaParametru')) {
      case 'StatusSesji':
        return session === undefined ? '0' : '1';
      case 'KomunikatKod':
        return session === undefined ? '7' : session.lastCode;
      case 'KomunikatTresc':
        return session === undefined
          ? 'Brak sesji. Sesja wygasła lub przekazano nieprawidłową wartość.'
          : session.lastMessage;
      case 'StatusUslugi':
        return '1';
      case 'StanDanych':
        return '2026-04-01';
      default:
        return '';
    }
  }

  function handle(request: RecordedRequest): FakeResponse {
    if (request.url.pathname !== FAKE_GUS_PATH || request.method !== 'POST') {
      return {
        status: 404,
        headers: { 'content-type': 'text/html' },
        body: '<html><body>Not Found</body></html>',
      };
    }
    if (!/application\/soap\+xml/i.test(request.headers['content-type'] ?? '')) {
      return { status: 415, headers: { 'content-type': 'text/plain' }, body: 'Unsupported Media Type' };
    }
    const action = requestValue(request.body, 'Action');
    if (action === null || requestValue(request.body, 'To') === null) {
      return fault(
        'Sender',
        'a:MessageAddressingHeaderRequired',
        'A required WS-Addressing header was not present.',
      );
    }
    const sidHeader = request.headers['sid'];
    const sid = typeof sidHeader === 'string' ? sidHeader : '';
    const session = sessions.get(sid);
    // GetValue exists only under the older BIR contract's action; the PUBL one names the rest.
    const publOperation = action.startsWith(PUBL_ACTION) ? action.slice(PUBL_ACTION.length) : '';
    const operation =
      action === GET_VALUE_ACTION ? 'GetValue' : publOperation === 'GetValue' ? '' : publOperation;
    const answer = (text: string): FakeResponse => resultResponse(action, PUBL_NS, operation, text);

    switch (operation) {
      case 'GetValue':
        return resultResponse(action, BIR_NS, 'GetValue', escape(getValue(request.body, session)));
      case 'Zaloguj': {
        const key = requestValue(request.body, 'pKluczUzytkownika') ?? '';
        if (!keys.includes(key)) return answer('');
        const newSid = randomBytes(10).toString('hex');
        if (!sessionsAlwaysExpire) sessions.set(newSid, { lastCode: '0', lastMessage: '' });
        return answer(newSid);
      }
      case 'Wyloguj':
        return answer(
          sessions.delete(requestValue(request.body, 'pIdentyfikatorSesji') ?? '') ? 'true' : 'false',
        );
      case 'DaneSzukajPodmioty':
        return answer(session === undefined ? '' : asResultText(search(request.body, session)));
      case 'DanePobierzPelnyRaport':
        return answer(session === undefined ? '' : asResultText(report(request.body, session)));
      default:
        return fault(
          'Sender',
          'a:ActionNotSupported',
          `The message with Action '${action}' cannot be processed.`,
        );
    }
  }

  const server = await startFakeHttpServer({
    handle,
    unavailable: () => ({
      status: 503,
      headers: { 'content-type': 'text/html' },
      body: '<html><body><h1>Service Unavailable</h1></body></html>',
    }),
  });

  return {
    ...server,
    url: `${server.origin}${FAKE_GUS_PATH}`,
    expireSessions() {
      sessions.clear();
    },
    setSessionsAlwaysExpire(on) {
      sessionsAlwaysExpire = on;
      if (on) sessions.clear();
    },
    actions() {
      return server.requests.map(fakeGusActionOf);
    },
  };
}
