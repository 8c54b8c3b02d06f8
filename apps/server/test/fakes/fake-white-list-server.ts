// A fake MF VAT white list (wl-api.mf.gov.pl): the three single-subject endpoints, the API's field
// validation with its WL-1xx codes and Polish messages (HTTP 400 {code, message}), request ids on
// every answer, and an optional daily search limit. Subjects are fictitious test fixtures.
import { randomBytes } from 'node:crypto';
import {
  jsonResponse,
  startFakeHttpServer,
  warsawToday,
  type FakeResponse,
  type FakeServerControls,
  type RecordedRequest,
} from './fake-http.ts';

/** A subject exactly as the API serialises it. */
export type FakeWhiteListSubject = Readonly<Record<string, unknown>> & {
  readonly nip: string;
  readonly accountNumbers: readonly string[];
};

const person = (firstName: string, lastName: string) => ({
  companyName: null,
  firstName,
  lastName,
  nip: null,
  pesel: null,
});

export const FAKE_WHITE_LIST_SUBJECTS: readonly FakeWhiteListSubject[] = [
  {
    name: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    nip: '6783014227',
    statusVat: 'Czynny',
    regon: '365123458',
    pesel: null,
    krs: '0000612345',
    residenceAddress: null,
    workingAddress: 'UL. DŁUGA 5/3, 31-147 KRAKÓW',
    representatives: [person('JAN', 'KOWALSKI')],
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: '2016-05-01',
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: null,
    restorationDate: null,
    removalBasis: null,
    removalDate: null,
    accountNumbers: ['61109010140000071219812874', '61102055610000310200000001'],
    hasVirtualAccounts: false,
  },
  {
    name: 'JAN TESTOWY',
    nip: '5841234561',
    statusVat: 'Zwolniony',
    regon: '276543212',
    pesel: null,
    krs: null,
    residenceAddress: 'NOWA WIEŚ MALBORSKA 12, 82-200 MALBORK',
    workingAddress: null,
    representatives: [],
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: '2019-03-01',
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: null,
    restorationDate: null,
    removalBasis: null,
    removalDate: null,
    accountNumbers: ['19114020040000330212345678'],
    hasVirtualAccounts: false,
  },
  {
    name: 'STARA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ W LIKWIDACJI',
    nip: '9512345675',
    statusVat: 'Niezarejestrowany',
    regon: '123456785',
    pesel: null,
    krs: '0000123456',
    residenceAddress: null,
    workingAddress: null,
    representatives: [],
    authorizedClerks: [],
    partners: [],
    registrationLegalDate: '2002-09-01',
    registrationDenialBasis: null,
    registrationDenialDate: null,
    restorationBasis: null,
    restorationDate: null,
    removalBasis: 'Art. 96 ust. 9 ustawy o VAT',
    removalDate: '2023-07-15',
    accountNumbers: [],
    hasVirtualAccounts: false,
  },
];

export interface FakeWhiteListOptions {
  readonly subjects?: readonly FakeWhiteListSubject[];
  /** The fake's "today" (YYYY-MM-DD) for the future-date rule; default: today in Poland. */
  readonly today?: string;
  /** Search requests allowed before answers turn into the daily-limit refusal. */
  readonly searchLimit?: number;
}

export interface FakeWhiteListServer extends FakeServerControls {
  readonly url: string;
}

const refuse = (code: string, message: string, status = 400): FakeResponse =>
  jsonResponse(status, { code, message });

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

function nipError(nip: string): FakeResponse | null {
  if (nip === '') return refuse('WL-112', "Pole 'NIP' nie może być puste.");
  if (nip.length !== 10)
    return refuse('WL-113', `Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków (${nip}).`);
  if (!/^\d+$/.test(nip))
    return refuse('WL-114', `Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry (${nip}).`);
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(nip[index]), 0);
  if (sum % 11 !== Number(nip[9])) return refuse('WL-115', `Nieprawidłowy NIP (${nip}).`);
  return null;
}

function accountError(account: string): FakeResponse | null {
  if (account === '') return refuse('WL-108', "Pole 'numer konta' nie może być puste.");
  if (account.length !== 26) {
    return refuse('WL-109', `Pole 'numer konta' ma nieprawidłową długość. Wymagane 26 znaków (${account}).`);
  }
  if (!/^\d+$/.test(account)) {
    return refuse(
      'WL-110',
      `Pole 'numer konta' zawiera niedozwolone znaki. Wymagane tylko cyfry (${account}).`,
    );
  }
  let remainder = 0;
  for (const digit of `${account.slice(2)}2521${account.slice(0, 2)}`)
    remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? null : refuse('WL-111', `Nieprawidłowy numer konta bankowego (${account}).`);
}

/** "dd-MM-yyyy HH:mm:ss" in Polish time, the API's requestDateTime format. */
function requestDateTime(now: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['day']}-${parts['month']}-${parts['year']} ${parts['hour']}:${parts['minute']}:${parts['second']}`;
}

export async function startFakeWhiteListServer(
  options: FakeWhiteListOptions = {},
): Promise<FakeWhiteListServer> {
  const subjects = options.subjects ?? FAKE_WHITE_LIST_SUBJECTS;
  let searches = 0;
  let counter = 0;

  function dateError(date: string | null): FakeResponse | null {
    const today = options.today ?? warsawToday();
    if (date === null || date === '') return refuse('WL-101', "Pole 'data' nie może być puste.");
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
      return refuse('WL-102', "Pole 'data' ma nieprawidłowy format.");
    }
    if (date > today) return refuse('WL-103', 'Data nie może być datą przyszłą.');
    // The list covers the five years before the current one (art. 96b ust. 2 ustawy o VAT).
    if (date < `${Number(today.slice(0, 4)) - 5}-01-01`)
      return refuse('WL-118', 'Data sprzed zakresu rejestru.');
    return null;
  }

  function ok(result: Record<string, unknown>): FakeResponse {
    counter += 1;
    const requestId = `Fk${String(counter).padStart(3, '0')}-${randomBytes(4).toString('hex').slice(0, 7)}`;
    return jsonResponse(200, {
      result: { ...result, requestDateTime: requestDateTime(new Date()), requestId },
    });
  }

  function handle(request: RecordedRequest): FakeResponse {
    const segments = request.url.pathname.split('/').filter(Boolean);
    const [api, kind, by, value, by2, value2] = segments;
    const isSearch = api === 'api' && kind === 'search' && segments.length === 4;
    const isCheck =
      api === 'api' && kind === 'check' && by === 'nip' && by2 === 'bank-account' && segments.length === 6;
    if (
      request.method !== 'GET' ||
      (!isSearch && !isCheck) ||
      (isSearch && by !== 'nip' && by !== 'bank-account')
    ) {
      return refuse('WL-190', 'Niepoprawne żądanie.', 404);
    }
    if (isSearch && options.searchLimit !== undefined && ++searches > options.searchLimit) {
      // The limit answer's exact shape is not documented; integrators report HTTP 429 and WL-191.
      return refuse('WL-191', 'Wyczerpano dzienny limit zapytań wyszukiwania dla tego adresu IP.', 429);
    }
    const invalid =
      dateError(request.url.searchParams.get('date')) ??
      (by === 'nip' ? nipError(value ?? '') : accountError(value ?? '')) ??
      (isCheck ? accountError(value2 ?? '') : null);
    if (invalid !== null) return invalid;

    if (isCheck) {
      const subject = subjects.find((candidate) => candidate.nip === value);
      return ok({ accountAssigned: subject?.accountNumbers.includes(value2 ?? '') ? 'TAK' : 'NIE' });
    }
    if (by === 'nip') return ok({ subject: subjects.find((candidate) => candidate.nip === value) ?? null });
    return ok({ subjects: subjects.filter((candidate) => candidate.accountNumbers.includes(value ?? '')) });
  }

  const server = await startFakeHttpServer({
    handle,
    unavailable: () => refuse('HTTP-503', 'Usługa niedostępna', 503),
  });
  return { ...server, url: server.origin };
}
