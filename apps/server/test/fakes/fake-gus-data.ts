// The in-memory register of the fake GUS server. Field names and formats are BIR1.1's. Test fixtures,
// not reference data: PZU's values come from a captured production answer; GUS's entry uses its real
// NIP, REGON and seat with illustrative details; the other entries are fictitious, with identifiers
// that pass the checksums so clients accept them.

/** One DaneSzukajPodmioty hit, in BIR's field order. Empty string = empty element. */
export interface FakeGusSearchRow {
  Regon: string;
  Nip: string;
  StatusNip: string;
  Nazwa: string;
  Wojewodztwo: string;
  Powiat: string;
  Gmina: string;
  Miejscowosc: string;
  KodPocztowy: string;
  Ulica: string;
  NrNieruchomosci: string;
  NrLokalu: string;
  Typ: 'P' | 'F' | 'LP' | 'LF';
  SilosID: string;
  DataZakonczeniaDzialalnosci: string;
  MiejscowoscPoczty: string;
}

export interface FakeGusEntity {
  readonly search: FakeGusSearchRow;
  readonly krs?: string;
  /** Full reports by name (DanePobierzPelnyRaport), fields in the order they are sent. */
  readonly reports: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const EMPTY_ADDRESS_EXTRAS = {
  StatusNip: '',
  NrLokalu: '',
  DataZakonczeniaDzialalnosci: '',
  MiejscowoscPoczty: '',
};

/** A BIR11OsPrawna report derived from the search hit plus the register data. */
function legalEntityReport(
  row: FakeGusSearchRow,
  register: { number: string; court: string; kind: string; since: string },
): Record<string, string> {
  return {
    praw_regon9: row.Regon,
    praw_nip: row.Nip,
    praw_statusNip: row.StatusNip,
    praw_nazwa: row.Nazwa,
    praw_numerWRejestrzeEwidencji: register.number,
    praw_dataWpisuDoRejestruEwidencji: register.since,
    praw_dataZakonczeniaDzialalnosci: row.DataZakonczeniaDzialalnosci,
    praw_adSiedzKraj_Symbol: 'PL',
    praw_adSiedzKodPocztowy: row.KodPocztowy.replace('-', ''),
    praw_adSiedzNumerNieruchomosci: row.NrNieruchomosci,
    praw_adSiedzNumerLokalu: row.NrLokalu,
    praw_adSiedzWojewodztwo_Nazwa: row.Wojewodztwo,
    praw_adSiedzMiejscowosc_Nazwa: row.Miejscowosc,
    praw_adSiedzUlica_Nazwa: row.Ulica,
    praw_organRejestrowy_Nazwa: register.court,
    praw_rodzajRejestruEwidencji_Nazwa: register.kind,
  };
}

const GUS_ROW: FakeGusSearchRow = {
  ...EMPTY_ADDRESS_EXTRAS,
  Regon: '000331501',
  Nip: '5261040828',
  Nazwa: 'GŁÓWNY URZĄD STATYSTYCZNY',
  Wojewodztwo: 'MAZOWIECKIE',
  Powiat: 'Warszawa',
  Gmina: 'Śródmieście',
  Miejscowosc: 'Warszawa',
  KodPocztowy: '00-925',
  Ulica: 'al. Niepodległości',
  NrNieruchomosci: '208',
  Typ: 'P',
  SilosID: '6',
};

const PZU_ROW: FakeGusSearchRow = {
  ...EMPTY_ADDRESS_EXTRAS,
  Regon: '010001345',
  Nip: '5260251049',
  Nazwa: 'POWSZECHNY ZAKŁAD UBEZPIECZEŃ SPÓŁKA AKCYJNA',
  Wojewodztwo: 'MAZOWIECKIE',
  Powiat: 'Warszawa',
  Gmina: 'Wola',
  Miejscowosc: 'Warszawa',
  KodPocztowy: '00-843',
  Ulica: 'Rondo Ignacego Daszyńskiego',
  NrNieruchomosci: '4',
  Typ: 'P',
  SilosID: '6',
};

/** Fictitious; the "&" exercises the double XML escaping of the answer. */
const KOWALSKI_ROW: FakeGusSearchRow = {
  ...EMPTY_ADDRESS_EXTRAS,
  Regon: '365123458',
  Nip: '6783014227',
  Nazwa: 'KOWALSKI & SYN SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
  Wojewodztwo: 'MAŁOPOLSKIE',
  Powiat: 'Kraków',
  Gmina: 'Kraków-Śródmieście',
  Miejscowosc: 'Kraków',
  KodPocztowy: '31-147',
  Ulica: 'ul. Długa',
  NrNieruchomosci: '5',
  NrLokalu: '3',
  Typ: 'P',
  SilosID: '6',
};

/** Fictitious sole trader in a village without streets, with a different post office town. */
const SOLE_TRADER_ROW: FakeGusSearchRow = {
  ...EMPTY_ADDRESS_EXTRAS,
  Regon: '276543212',
  Nip: '5841234561',
  Nazwa: 'Usługi Remontowe "SOLIDNIE" Jan Testowy',
  Wojewodztwo: 'POMORSKIE',
  Powiat: 'malborski',
  Gmina: 'Malbork',
  Miejscowosc: 'Nowa Wieś Malborska',
  KodPocztowy: '82-200',
  Ulica: '',
  NrNieruchomosci: '12',
  MiejscowoscPoczty: 'Malbork',
  Typ: 'F',
  SilosID: '1',
};

/** Fictitious company whose activity has ended. */
const CLOSED_ROW: FakeGusSearchRow = {
  ...EMPTY_ADDRESS_EXTRAS,
  Regon: '123456785',
  Nip: '9512345675',
  Nazwa: 'STARA FIRMA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ W LIKWIDACJI',
  Wojewodztwo: 'MAZOWIECKIE',
  Powiat: 'Warszawa',
  Gmina: 'Mokotów',
  Miejscowosc: 'Warszawa',
  KodPocztowy: '02-672',
  Ulica: 'ul. Domaniewska',
  NrNieruchomosci: '37',
  DataZakonczeniaDzialalnosci: '2023-06-30',
  Typ: 'P',
  SilosID: '6',
};

const KRS_COURT_WARSAW =
  'SĄD REJONOWY DLA M.ST.WARSZAWY W WARSZAWIE,XIII WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO';

export const FAKE_GUS_ENTITIES: readonly FakeGusEntity[] = [
  {
    search: GUS_ROW,
    // A central state office is in no court register: its report has no register number.
    reports: { BIR11OsPrawna: legalEntityReport(GUS_ROW, { number: '', court: '', kind: '', since: '' }) },
  },
  {
    search: PZU_ROW,
    krs: '0000009831',
    reports: {
      BIR11OsPrawna: legalEntityReport(PZU_ROW, {
        number: '0000009831',
        court: KRS_COURT_WARSAW,
        kind: 'REJESTR PRZEDSIĘBIORCÓW',
        since: '2001-04-30',
      }),
    },
  },
  {
    search: KOWALSKI_ROW,
    krs: '0000612345',
    reports: {
      BIR11OsPrawna: legalEntityReport(KOWALSKI_ROW, {
        number: '0000612345',
        court:
          'SĄD REJONOWY DLA KRAKOWA-ŚRÓDMIEŚCIA W KRAKOWIE, XI WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO',
        kind: 'REJESTR PRZEDSIĘBIORCÓW',
        since: '2016-04-12',
      }),
    },
  },
  {
    search: SOLE_TRADER_ROW,
    reports: {
      BIR11OsFizycznaDaneOgolne: {
        fiz_regon9: SOLE_TRADER_ROW.Regon,
        fiz_nip: SOLE_TRADER_ROW.Nip,
        fiz_nazwisko: 'TESTOWY',
        fiz_imie1: 'JAN',
      },
    },
  },
  {
    search: CLOSED_ROW,
    krs: '0000123456',
    reports: {
      BIR11OsPrawna: legalEntityReport(CLOSED_ROW, {
        number: '0000123456',
        court: KRS_COURT_WARSAW,
        kind: 'REJESTR PRZEDSIĘBIORCÓW',
        since: '2002-08-01',
      }),
    },
  },
];
