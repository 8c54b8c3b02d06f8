// A fake NBP API for table A single-day rates: `/api/exchangerates/rates/a/{code}/{date}/`, JSON,
// 404 "Brak danych" on days without a table, 400 for a malformed date. Rates are written into the
// JSON as raw number literals, so tests can check that clients keep every digit.
import {
  startFakeHttpServer,
  textResponse,
  type FakeResponse,
  type FakeServerControls,
} from './fake-http.ts';

export interface FakeNbpCurrency {
  /** NBP's Polish currency name, e.g. "euro". */
  readonly name: string;
  /** date (YYYY-MM-DD) → mid rate literal exactly as it should appear in the JSON. */
  readonly mids: Readonly<Record<string, string>>;
}

export interface FakeNbpData {
  /** date → table number; a date missing here has no table (404), like weekends and holidays. */
  readonly tables: Readonly<Record<string, string>>;
  readonly currencies: Readonly<Record<string, FakeNbpCurrency>>;
}

/**
 * Spring 2026 around Easter. Gaps: weekends, Easter Monday (6 April), 1 May (Friday) and the 2–3 May
 * weekend. Table numbers follow the 2026 business-day count; the rates are illustrative, not NBP's.
 */
export const FAKE_NBP_DATA: FakeNbpData = {
  tables: {
    '2026-03-30': '061/A/NBP/2026',
    '2026-03-31': '062/A/NBP/2026',
    '2026-04-01': '063/A/NBP/2026',
    '2026-04-02': '064/A/NBP/2026',
    '2026-04-03': '065/A/NBP/2026',
    '2026-04-07': '066/A/NBP/2026',
    '2026-04-08': '067/A/NBP/2026',
    '2026-04-09': '068/A/NBP/2026',
    '2026-04-10': '069/A/NBP/2026',
    '2026-04-13': '070/A/NBP/2026',
    '2026-04-14': '071/A/NBP/2026',
    '2026-04-15': '072/A/NBP/2026',
    '2026-04-30': '083/A/NBP/2026',
    '2026-05-04': '084/A/NBP/2026',
    '2026-05-05': '085/A/NBP/2026',
  },
  currencies: {
    EUR: {
      name: 'euro',
      mids: {
        '2026-03-30': '4.2790',
        '2026-03-31': '4.2855',
        '2026-04-01': '4.2871',
        '2026-04-02': '4.2889',
        '2026-04-03': '4.2913',
        '2026-04-07': '4.2910',
        '2026-04-08': '4.29',
        '2026-04-09': '4.2968',
        '2026-04-10': '4.3001',
        '2026-04-13': '4.3017',
        '2026-04-14': '4.2994',
        '2026-04-15': '4.2972',
        '2026-04-30': '4.2841',
        '2026-05-04': '4.2809',
        '2026-05-05': '4.2835',
      },
    },
    USD: {
      name: 'dolar amerykański',
      mids: {
        '2026-04-02': '3.9612',
        '2026-04-03': '3.9587',
        '2026-04-07': '3.9530',
        '2026-04-30': '3.9388',
      },
    },
    HUF: {
      name: 'forint (Węgry)',
      mids: { '2026-04-02': '0.012338', '2026-04-03': '0.012345', '2026-04-07': '0.012351' },
    },
  },
};

export interface FakeNbpServer extends FakeServerControls {
  readonly url: string;
}

const NOT_FOUND = (): FakeResponse => textResponse(404, '404 NotFound - Not Found - Brak danych');
const BAD_REQUEST = (): FakeResponse =>
  textResponse(400, '400 BadRequest - Błędny zakres dat / Invalid date range');

export async function startFakeNbpServer(data: FakeNbpData = FAKE_NBP_DATA): Promise<FakeNbpServer> {
  const server = await startFakeHttpServer({
    handle(request) {
      const match = /^\/api\/exchangerates\/rates\/([a-c])\/([a-z]{3})\/([^/]+)\/?$/i.exec(
        request.url.pathname,
      );
      if (request.method !== 'GET' || match === null)
        return textResponse(400, '400 BadRequest - Bad Request');
      const [, table = '', rawCode = '', date = ''] = match;
      const format = request.url.searchParams.get('format');
      if (format !== null && format.toLowerCase() !== 'json')
        return textResponse(400, 'The fake answers JSON only');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
        return BAD_REQUEST();
      const code = rawCode.toUpperCase();
      const currency = data.currencies[code];
      const tableNumber = data.tables[date];
      const mid = currency?.mids[date];
      if (
        table.toUpperCase() !== 'A' ||
        currency === undefined ||
        tableNumber === undefined ||
        mid === undefined
      ) {
        return NOT_FOUND();
      }
      // Built by hand: JSON.stringify would print the literal as a float ("4.2910" → 4.291).
      const body =
        `{"table":"A","currency":${JSON.stringify(currency.name)},"code":"${code}",` +
        `"rates":[{"no":${JSON.stringify(tableNumber)},"effectiveDate":"${date}","mid":${mid}}]}`;
      return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body };
    },
    unavailable: () => textResponse(503, 'Service Unavailable'),
  });
  return { ...server, url: server.origin };
}
