// Public types of the GUS REGON (BIR1.1) client. The shapes follow what the search answer actually
// carries: fields GUS may leave empty are optional instead of being filled with guesses.

/** Known service addresses. The client never picks one itself: configuration passes `baseUrl`. */
export const GUS_ENDPOINTS = {
  production: 'https://wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc',
  test: 'https://wyszukiwarkaregontest.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc',
} as const;

/** The public key of the GUS test environment (test data only); production needs a personal key. */
export const GUS_TEST_API_KEY = 'abcde12345abcde12345';

export const DEFAULT_GUS_TIMEOUT_MS = 10_000;

/** P legal entity, F natural person's business, LP / LF their local units. */
export type GusEntityType = 'P' | 'F' | 'LP' | 'LF';

export interface GusCompany {
  readonly name: string;
  /** Absent for the few registered entities without a NIP. */
  readonly nip?: string;
  /** Set when GUS marks the NIP as revoked or annulled ("Uchylony", "Unieważniony"). */
  readonly nipStatus?: string;
  readonly regon: string;
  /** Only for legal entities registered in KRS; read from the full report BIR11OsPrawna. */
  readonly krs?: string;
  /** Absent in places without streets (villages), where the address is "<city> <number>". */
  readonly street?: string;
  readonly buildingNumber?: string;
  readonly flatNumber?: string;
  /** Always "NN-NNN". */
  readonly postalCode: string;
  readonly city: string;
  /** Post office town when it differs from `city` (MiejscowoscPoczty). */
  readonly postOffice?: string;
  readonly commune?: string;
  readonly county?: string;
  readonly voivodeship?: string;
  /** BIR addresses are TERYT units (voivodeship, county, commune), which exist only in Poland. */
  readonly country: 'PL';
  readonly type: GusEntityType;
  /** 1 CEIDG, 2 agriculture, 3 other, 4 struck off before 2014-11-08, 6 legal entity. */
  readonly silosId?: number;
  /** YYYY-MM-DD, set when the business has ended. */
  readonly activityEndDate?: string;
}

export type GusLookupResult =
  | {
      readonly status: 'found';
      /** The first active P/F hit (or the first hit when none is active), with `krs` for type P. */
      readonly company: GusCompany;
      /** Every hit in GUS order, from the search alone (no `krs`). One NIP can have several. */
      readonly matches: readonly GusCompany[];
    }
  | { readonly status: 'not_found'; readonly message: string };

export type GusReportName =
  | 'BIR11OsPrawna'
  | 'BIR11OsPrawnaPkd'
  | 'BIR11OsPrawnaListaJednLokalnych'
  | 'BIR11OsPrawnaSpCywilnaWspolnicy'
  | 'BIR11JednLokalnaOsPrawnej'
  | 'BIR11JednLokalnaOsPrawnejPkd'
  | 'BIR11OsFizycznaDaneOgolne'
  | 'BIR11OsFizycznaDzialalnoscCeidg'
  | 'BIR11OsFizycznaDzialalnoscRolnicza'
  | 'BIR11OsFizycznaDzialalnoscPozostala'
  | 'BIR11OsFizycznaDzialalnoscSkreslonaDo20141108'
  | 'BIR11OsFizycznaPkd'
  | 'BIR11OsFizycznaListaJednLokalnych'
  | 'BIR11JednLokalnaOsFizycznej'
  | 'BIR11JednLokalnaOsFizycznejPkd'
  | 'BIR11TypPodmiotu';

/** One `<dane>` element of a BIR answer: field name → decoded, trimmed text ('' for empty elements). */
export type GusRow = Readonly<Record<string, string>>;

export type GusErrorKind =
  'not_configured' | 'invalid_input' | 'unavailable' | 'invalid_key' | 'not_found' | 'protocol';

export class GusError extends Error {
  override readonly name = 'GusError';
  readonly kind: GusErrorKind;
  /** KomunikatKod / ErrorCode when GUS itself reported the problem. */
  readonly gusCode?: string;
  readonly httpStatus?: number;

  constructor(
    kind: GusErrorKind,
    message: string,
    details: { cause?: unknown; gusCode?: string; httpStatus?: number } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.gusCode !== undefined) this.gusCode = details.gusCode;
    if (details.httpStatus !== undefined) this.httpStatus = details.httpStatus;
  }
}

export interface GusClientOptions {
  /** Full service URL, e.g. GUS_ENDPOINTS.test. Missing → every call throws 'not_configured'. */
  readonly baseUrl?: string;
  readonly apiKey?: string;
  /** Per HTTP request; one lookup makes several requests. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

export interface GusClient {
  findByNip(nip: string): Promise<GusLookupResult>;
  findByRegon(regon: string): Promise<GusLookupResult>;
  findByKrs(krs: string): Promise<GusLookupResult>;
  /** Raw report rows; throws GusError 'not_found' when GUS has no such report for the REGON. */
  getFullReport(regon: string, report: GusReportName): Promise<readonly GusRow[]>;
  /** Ends the session (Wyloguj). Never throws: an abandoned session simply expires at GUS. */
  close(): Promise<void>;
}
