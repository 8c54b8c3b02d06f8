// Client for GUS REGON BIR1.1 (SOAP 1.2 + WS-Addressing). One session per client: Zaloguj runs on
// first use, its id goes in the `sid` HTTP header of later calls, and a session that GUS dropped
// (it expires after inactivity) is replaced once per call. Nothing is cached or filled in: every
// answer is GUS's own, or a typed GusError.
import { validateNip } from '@saldo/domain/identifiers/nip';
import { validateRegon } from '@saldo/domain/identifiers/regon';
import { companyFromSearchRow, krsFromFullReport, pickPrimary, withoutUndefined } from './gus-company.ts';
import {
  DEFAULT_GUS_TIMEOUT_MS,
  GusError,
  type GusClient,
  type GusClientOptions,
  type GusLookupResult,
  type GusReportName,
  type GusRow,
} from './gus-types.ts';
import {
  GET_VALUE_ACTION,
  XmlFormatError,
  birAction,
  buildEnvelope,
  escapeXml,
  extractEnvelope,
  parseRows,
  readElementText,
  readFault,
} from './soap.ts';

type Outcome =
  | { readonly kind: 'rows'; readonly rows: readonly GusRow[] }
  | { readonly kind: 'not_found'; readonly message: string }
  | { readonly kind: 'session_expired' };

const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

/** XML trouble anywhere in an answer means GUS sent something we do not understand. */
function asProtocolError(error: unknown): unknown {
  return error instanceof XmlFormatError
    ? new GusError('protocol', `GUS REGON sent an unreadable answer: ${error.message}`, { cause: error })
    : error;
}

export function createGusClient(options: GusClientOptions): GusClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GUS_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? fetch;
  let session: Promise<string> | null = null;

  function configuration(): { url: string; key: string } {
    const url = options.baseUrl?.trim() ?? '';
    const key = options.apiKey?.trim() ?? '';
    if (url === '' || key === '') {
      throw new GusError(
        'not_configured',
        'GUS REGON is not configured (service address and user key are required)',
      );
    }
    try {
      new URL(url);
    } catch (error) {
      throw new GusError('not_configured', `GUS REGON address is not a URL: ${url}`, { cause: error });
    }
    return { url, key };
  }

  /** One SOAP call; returns the envelope of a 200 answer, throws GusError for everything else. */
  async function post(action: string, body: string, sid?: string): Promise<string> {
    const { url } = configuration();
    const headers: Record<string, string> = { 'content-type': 'application/soap+xml; charset=utf-8' };
    if (sid !== undefined) headers['sid'] = sid;
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: buildEnvelope(url, action, body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const message = isTimeout(error)
        ? `GUS REGON did not answer within ${timeoutMs} ms`
        : 'GUS REGON could not be reached';
      throw new GusError('unavailable', message, { cause: error });
    }
    const httpStatus = response.status;
    let envelope: string | null = null;
    try {
      envelope = extractEnvelope(text, response.headers.get('content-type'));
    } catch (error) {
      if (httpStatus === 200) throw asProtocolError(error);
    }
    const fault = envelope === null ? null : readFault(envelope);
    if (fault !== null) {
      // SOAP 1.2 says whose fault it is: Sender means our request is wrong, anything else is GUS's trouble.
      const kind = fault.code === 'Sender' ? 'protocol' : 'unavailable';
      const detail = [fault.code, fault.subcode, fault.reason].filter(Boolean).join(' / ');
      throw new GusError(kind, `GUS REGON answered with a SOAP fault: ${detail}`, { httpStatus });
    }
    if (httpStatus >= 500)
      throw new GusError('unavailable', `GUS REGON answered HTTP ${httpStatus}`, { httpStatus });
    if (httpStatus !== 200 || envelope === null) {
      throw new GusError('protocol', `GUS REGON answered HTTP ${httpStatus} without a SOAP envelope`, {
        httpStatus,
      });
    }
    return envelope;
  }

  /** The decoded text of `<operation>Result` ('' when GUS sent an empty result). */
  async function callResult(operation: string, action: string, body: string, sid?: string): Promise<string> {
    const envelope = await post(action, body, sid);
    try {
      const result = readElementText(envelope, `${operation}Result`);
      if (result === null) throw new GusError('protocol', `GUS REGON answer has no ${operation}Result`);
      return result;
    } catch (error) {
      throw asProtocolError(error);
    }
  }

  async function login(): Promise<string> {
    const { key } = configuration();
    const body = `<ns:Zaloguj><ns:pKluczUzytkownika>${escapeXml(key)}</ns:pKluczUzytkownika></ns:Zaloguj>`;
    const sid = (await callResult('Zaloguj', birAction('Zaloguj'), body)).trim();
    // BIR does not fault on a wrong key: it just returns an empty session id.
    if (sid === '') throw new GusError('invalid_key', 'GUS REGON rejected the user key');
    return sid;
  }

  /** The current session, logging in once even when several calls start together. */
  function currentSession(): Promise<string> {
    if (session === null) {
      const attempt = login();
      session = attempt;
      attempt.catch(() => {
        if (session === attempt) session = null;
      });
    }
    return session;
  }

  async function getValue(parameter: string, sid: string): Promise<string> {
    const body = `<bir:GetValue><bir:pNazwaParametru>${parameter}</bir:pNazwaParametru></bir:GetValue>`;
    return (await callResult('GetValue', GET_VALUE_ACTION, body, sid)).trim();
  }

  function outcomeOfCode(code: string, message: string): Outcome {
    if (code === '4') return { kind: 'not_found', message };
    if (code === '7') return { kind: 'session_expired' };
    throw new GusError('protocol', `GUS REGON reported error ${code}: ${message}`, { gusCode: code });
  }

  async function queryOnce(operation: string, body: string, sid: string): Promise<Outcome> {
    const result = await callResult(operation, birAction(operation), body, sid);
    if (result.trim() === '') {
      // An empty result is how BIR answers both a dead session and errors it reports only via GetValue.
      if ((await getValue('StatusSesji', sid)) !== '1') return { kind: 'session_expired' };
      const code = await getValue('KomunikatKod', sid);
      const message = await getValue('KomunikatTresc', sid);
      if (code === '' || code === '0')
        throw new GusError('protocol', `GUS REGON returned an empty ${operation} result`);
      return outcomeOfCode(code, message);
    }
    let rows: GusRow[];
    try {
      rows = parseRows(result);
    } catch (error) {
      throw asProtocolError(error);
    }
    const errorCode = rows[0]?.['ErrorCode'];
    if (errorCode !== undefined) {
      const message = rows[0]?.['ErrorMessagePl'] || rows[0]?.['ErrorMessageEn'] || '';
      return outcomeOfCode(errorCode, message);
    }
    if (rows.length === 0) throw new GusError('protocol', `GUS REGON returned no rows for ${operation}`);
    return { kind: 'rows', rows };
  }

  /** Runs an operation in the session, logging in again once if GUS dropped the session. */
  async function query(
    operation: string,
    body: string,
  ): Promise<Exclude<Outcome, { kind: 'session_expired' }>> {
    for (let attempt = 1; ; attempt++) {
      const pending = currentSession();
      const outcome = await queryOnce(operation, body, await pending);
      if (outcome.kind !== 'session_expired') return outcome;
      if (session === pending) session = null;
      if (attempt === 2)
        throw new GusError('protocol', 'GUS REGON dropped the session again right after a new login');
    }
  }

  async function fullReport(regon: string, report: GusReportName): Promise<readonly GusRow[]> {
    const body =
      `<ns:DanePobierzPelnyRaport><ns:pRegon>${regon}</ns:pRegon>` +
      `<ns:pNazwaRaportu>${report}</ns:pNazwaRaportu></ns:DanePobierzPelnyRaport>`;
    const outcome = await query('DanePobierzPelnyRaport', body);
    if (outcome.kind === 'not_found') {
      throw new GusError(
        'not_found',
        `GUS REGON has no ${report} report for REGON ${regon}: ${outcome.message}`,
        {
          gusCode: '4',
        },
      );
    }
    return outcome.rows;
  }

  async function search(element: 'Nip' | 'Regon' | 'Krs', value: string): Promise<GusLookupResult> {
    configuration();
    const body =
      `<ns:DaneSzukajPodmioty><ns:pParametryWyszukiwania><dat:${element}>${value}</dat:${element}>` +
      `</ns:pParametryWyszukiwania></ns:DaneSzukajPodmioty>`;
    const outcome = await query('DaneSzukajPodmioty', body);
    if (outcome.kind === 'not_found') return { status: 'not_found', message: outcome.message };
    const matches = outcome.rows.map(companyFromSearchRow);
    const primary = pickPrimary(matches);
    if (primary === undefined) throw new GusError('protocol', 'GUS REGON returned no companies');
    if (primary.type !== 'P') return { status: 'found', company: primary, matches };
    // The search hit has no KRS number; only the legal entity's full report carries it.
    const [report] = await fullReport(primary.regon, 'BIR11OsPrawna');
    const company = withoutUndefined({
      ...primary,
      krs: report === undefined ? undefined : krsFromFullReport(report),
    });
    return { status: 'found', company, matches };
  }

  function validRegon(regon: string): string {
    const checked = validateRegon(regon);
    if (!checked.ok) throw new GusError('invalid_input', `Invalid REGON (${checked.reason})`);
    return checked.value;
  }

  return {
    async findByNip(nip) {
      const checked = validateNip(nip);
      if (!checked.ok) throw new GusError('invalid_input', `Invalid NIP (${checked.reason})`);
      return search('Nip', checked.value);
    },
    async findByRegon(regon) {
      return search('Regon', validRegon(regon));
    },
    async findByKrs(krs) {
      const digits = krs.replace(/\s/g, '');
      if (!/^\d{10}$/.test(digits))
        throw new GusError('invalid_input', 'Invalid KRS number (10 digits expected)');
      return search('Krs', digits);
    },
    async getFullReport(regon, report) {
      const value = validRegon(regon);
      configuration();
      return fullReport(value, report);
    },
    async close() {
      const pending = session;
      session = null;
      if (pending === null) return;
      try {
        const sid = await pending;
        const body = `<ns:Wyloguj><ns:pIdentyfikatorSesji>${escapeXml(sid)}</ns:pIdentyfikatorSesji></ns:Wyloguj>`;
        await callResult('Wyloguj', birAction('Wyloguj'), body, sid);
      } catch {
        // Nothing to recover: a session we could not end expires at GUS on its own.
      }
    },
  };
}
