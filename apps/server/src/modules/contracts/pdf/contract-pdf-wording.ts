// The words of the contract PDFs in Polish, and the English printed beside them on bilingual copies.
// Legal references: art. 25 and 29 § 1 of the Labour Code (Kodeks pracy) for the employment contract's
// mandatory elements; art. 734 and 750 of the Civil Code (zlecenie) with art. 8a–8b of the minimum wage
// act (hourly rate and the record of hours); art. 627 of the Civil Code (dzieło) and art. 41 of the
// copyright act (transfer of author's rights, which is what allows 50 % deductible costs).
import type { EmploymentType } from '@saldo/domain/contracts/contract-kinds';
import type { MandateVariant } from '@saldo/domain/payroll/payroll-types';

export interface ContractWording {
  readonly titles: {
    readonly employment: Readonly<Record<EmploymentType, string>>;
    readonly mandate: string;
    readonly specific_work: string;
  };
  readonly concludedOn: (date: string, place: string) => string;
  readonly between: string;
  readonly and: string;
  readonly employer: string;
  readonly employee: string;
  readonly principal: string;
  readonly contractor: string;
  readonly orderer: string;
  readonly maker: string;
  readonly identifiers: Readonly<Record<'nip' | 'regon' | 'krs' | 'pesel' | 'passport', string>>;
  readonly employment: {
    readonly type: (type: EmploymentType, start: string, end: string | null) => string;
    readonly work: (position: string, subject: string) => string;
    readonly place: (workplace: string) => string;
    readonly time: (fraction: string, full: boolean) => string;
    readonly pay: (amount: string, words: string) => string;
    readonly start: (date: string) => string;
    readonly code: string;
  };
  readonly mandate: {
    readonly subject: (subject: string) => string;
    readonly period: (start: string, end: string | null) => string;
    readonly hourly: (rate: string) => string;
    readonly flat: (fee: string, words: string) => string;
    readonly hours: string;
    readonly insurance: (variant: MandateVariant, sickness: boolean) => string;
    readonly code: string;
  };
  readonly specificWork: {
    readonly subject: (subject: string) => string;
    readonly period: (start: string, end: string | null) => string;
    readonly fee: (fee: string, words: string) => string;
    readonly rights: string;
    readonly code: string;
  };
  readonly copies: string;
  readonly signatureOf: (party: string) => string;
  readonly page: string;
}

export const POLISH: ContractWording = {
  titles: {
    employment: {
      indefinite: 'UMOWA O PRACĘ NA CZAS NIEOKREŚLONY',
      fixed_term: 'UMOWA O PRACĘ NA CZAS OKREŚLONY',
      trial: 'UMOWA O PRACĘ NA OKRES PRÓBNY',
    },
    mandate: 'UMOWA ZLECENIA',
    specific_work: 'UMOWA O DZIEŁO',
  },
  concludedOn: (date, place) => `zawarta w dniu ${date}${place ? ` w miejscowości ${place}` : ''}`,
  between: 'pomiędzy',
  and: 'a',
  employer: 'Pracodawca',
  employee: 'Pracownik',
  principal: 'Zleceniodawca',
  contractor: 'Zleceniobiorca',
  orderer: 'Zamawiający',
  maker: 'Wykonawca',
  identifiers: { nip: 'NIP', regon: 'REGON', krs: 'KRS', pesel: 'PESEL', passport: 'Paszport' },
  employment: {
    type: (type, start, end) =>
      type === 'indefinite'
        ? `§ 1. Strony zawierają umowę o pracę na czas nieokreślony od dnia ${start}.`
        : type === 'trial'
          ? `§ 1. Strony zawierają umowę o pracę na okres próbny od dnia ${start} do dnia ${end ?? ''}.`
          : `§ 1. Strony zawierają umowę o pracę na czas określony od dnia ${start} do dnia ${end ?? ''}.`,
    work: (position, subject) =>
      `§ 2. Rodzaj umówionej pracy: ${position}.${subject ? ` Zakres obowiązków: ${subject}` : ''}`,
    place: (workplace) => `§ 3. Miejsce wykonywania pracy: ${workplace}.`,
    time: (fraction, full) => `§ 4. Wymiar czasu pracy: ${full ? 'pełny etat' : `${fraction} etatu`}.`,
    pay: (amount, words) =>
      `§ 5. Wynagrodzenie zasadnicze: ${amount} brutto miesięcznie (słownie: ${words}), płatne z dołu do 10. dnia następnego miesiąca.`,
    start: (date) => `§ 6. Termin rozpoczęcia pracy: ${date}.`,
    code: '§ 7. W sprawach nieuregulowanych umową stosuje się przepisy Kodeksu pracy.',
  },
  mandate: {
    subject: (subject) =>
      `§ 1. Zleceniodawca zleca, a Zleceniobiorca przyjmuje do wykonania następujące czynności: ${subject}`,
    period: (start, end) =>
      end
        ? `§ 2. Umowa obowiązuje od dnia ${start} do dnia ${end}.`
        : `§ 2. Umowa obowiązuje od dnia ${start}.`,
    hourly: (rate) =>
      `§ 3. Za wykonanie zlecenia Zleceniobiorcy przysługuje wynagrodzenie w wysokości ${rate} brutto za każdą godzinę wykonywania zlecenia, płatne do 10. dnia następnego miesiąca.`,
    flat: (fee, words) =>
      `§ 3. Za wykonanie zlecenia Zleceniobiorcy przysługuje wynagrodzenie ryczałtowe w wysokości ${fee} brutto (słownie: ${words}). Wynagrodzenie za każdą godzinę wykonywania zlecenia nie może być niższe od minimalnej stawki godzinowej.`,
    hours:
      '§ 4. Zleceniobiorca przedstawia Zleceniodawcy do 5. dnia następnego miesiąca informację o liczbie godzin wykonywania zlecenia (art. 8b ustawy o minimalnym wynagrodzeniu za pracę).',
    insurance: (variant, sickness) => {
      const text: Record<MandateVariant, string> = {
        'only-title':
          'Umowa stanowi jedyny tytuł do ubezpieczeń społecznych Zleceniobiorcy; podlega on obowiązkowo ubezpieczeniom emerytalnemu, rentowym, wypadkowemu i zdrowotnemu',
        'employed-elsewhere':
          'Zleceniobiorca oświadcza, że z innego tytułu osiąga co najmniej minimalne wynagrodzenie; z tej umowy podlega ubezpieczeniu zdrowotnemu',
        'own-employer':
          'Umowa jest zawarta z własnym pracodawcą Zleceniobiorcy; składki rozlicza się jak ze stosunku pracy',
        'student-under-26':
          'Zleceniobiorca oświadcza, że jest uczniem lub studentem i nie ukończył 26 lat; z tej umowy nie podlega ubezpieczeniom społecznym ani zdrowotnemu',
      };
      const voluntary = variant === 'only-title' ? (sickness ? ' oraz dobrowolnie chorobowemu' : '') : '';
      return `§ 5. ${text[variant]}${voluntary}.`;
    },
    code: '§ 6. W sprawach nieuregulowanych umową stosuje się przepisy Kodeksu cywilnego (art. 734 i nast.).',
  },
  specificWork: {
    subject: (subject) => `§ 1. Zamawiający zamawia, a Wykonawca zobowiązuje się wykonać dzieło: ${subject}`,
    period: (start, end) =>
      end
        ? `§ 2. Wykonawca rozpocznie dzieło w dniu ${start} i wyda je Zamawiającemu najpóźniej w dniu ${end}.`
        : `§ 2. Wykonawca rozpocznie dzieło w dniu ${start}.`,
    fee: (fee, words) =>
      `§ 3. Za wykonanie dzieła Wykonawcy przysługuje wynagrodzenie w wysokości ${fee} brutto (słownie: ${words}), płatne po odbiorze dzieła.`,
    rights:
      '§ 4. Z chwilą wydania dzieła Wykonawca przenosi na Zamawiającego autorskie prawa majątkowe do dzieła na wszystkich znanych polach eksploatacji, w ramach wynagrodzenia określonego w § 3.',
    code: '§ 5. W sprawach nieuregulowanych umową stosuje się przepisy Kodeksu cywilnego (art. 627 i nast.).',
  },
  copies: 'Umowę sporządzono w dwóch jednobrzmiących egzemplarzach, po jednym dla każdej ze stron.',
  signatureOf: (party) => `podpis: ${party}`,
  page: 'Strona',
};

export const ENGLISH: ContractWording = {
  titles: {
    employment: {
      indefinite: 'EMPLOYMENT CONTRACT FOR AN INDEFINITE PERIOD',
      fixed_term: 'FIXED-TERM EMPLOYMENT CONTRACT',
      trial: 'EMPLOYMENT CONTRACT FOR A TRIAL PERIOD',
    },
    mandate: 'CONTRACT OF MANDATE',
    specific_work: 'CONTRACT FOR A SPECIFIC WORK',
  },
  concludedOn: (date, place) => `concluded on ${date}${place ? ` in ${place}` : ''}`,
  between: 'between',
  and: 'and',
  employer: 'Employer',
  employee: 'Employee',
  principal: 'Principal',
  contractor: 'Contractor',
  orderer: 'Ordering party',
  maker: 'Maker',
  identifiers: { nip: 'Tax ID (NIP)', regon: 'REGON', krs: 'KRS', pesel: 'PESEL', passport: 'Passport' },
  employment: {
    type: (type, start, end) =>
      type === 'indefinite'
        ? `§ 1. The parties conclude an employment contract for an indefinite period from ${start}.`
        : type === 'trial'
          ? `§ 1. The parties conclude an employment contract for a trial period from ${start} to ${end ?? ''}.`
          : `§ 1. The parties conclude a fixed-term employment contract from ${start} to ${end ?? ''}.`,
    work: (position, subject) => `§ 2. Type of work: ${position}.${subject ? ` Duties: ${subject}` : ''}`,
    place: (workplace) => `§ 3. Place of work: ${workplace}.`,
    time: (fraction, full) => `§ 4. Working time: ${full ? 'full time' : `${fraction} of full time`}.`,
    pay: (amount, words) =>
      `§ 5. Base pay: ${amount} gross a month (in words: ${words}), paid in arrears by the 10th day of the following month.`,
    start: (date) => `§ 6. Start of work: ${date}.`,
    code: '§ 7. Matters not governed by this contract are governed by the Polish Labour Code.',
  },
  mandate: {
    subject: (subject) =>
      `§ 1. The Principal commissions and the Contractor undertakes the following: ${subject}`,
    period: (start, end) =>
      end ? `§ 2. The contract runs from ${start} to ${end}.` : `§ 2. The contract runs from ${start}.`,
    hourly: (rate) =>
      `§ 3. The Contractor is paid ${rate} gross for each hour of performing the mandate, by the 10th day of the following month.`,
    flat: (fee, words) =>
      `§ 3. The Contractor is paid a flat fee of ${fee} gross (in words: ${words}). The pay for each hour of performing the mandate may not be below the statutory minimum hourly rate.`,
    hours:
      '§ 4. By the 5th day of each following month the Contractor informs the Principal of the hours worked (art. 8b of the Minimum Wage Act).',
    insurance: (variant, sickness) => {
      const text: Record<MandateVariant, string> = {
        'only-title':
          "This contract is the Contractor's only social insurance title; pension, disability, accident and health insurance are compulsory",
        'employed-elsewhere':
          'The Contractor declares earning at least the minimum wage under another title; this contract carries health insurance only',
        'own-employer':
          "The contract is concluded with the Contractor's own employer; contributions are settled as for employment",
        'student-under-26':
          'The Contractor declares being a pupil or student under 26; this contract carries no social or health insurance',
      };
      const voluntary =
        variant === 'only-title' ? (sickness ? ', and voluntarily sickness insurance' : '') : '';
      return `§ 5. ${text[variant]}${voluntary}.`;
    },
    code: '§ 6. Matters not governed by this contract are governed by the Polish Civil Code (art. 734 ff.).',
  },
  specificWork: {
    subject: (subject) =>
      `§ 1. The Ordering party orders and the Maker undertakes to produce the work: ${subject}`,
    period: (start, end) =>
      end
        ? `§ 2. The Maker starts the work on ${start} and delivers it by ${end} at the latest.`
        : `§ 2. The Maker starts the work on ${start}.`,
    fee: (fee, words) =>
      `§ 3. For the work the Maker is paid ${fee} gross (in words: ${words}), after the work is accepted.`,
    rights:
      "§ 4. On delivery the Maker transfers to the Ordering party the author's economic rights to the work in all known fields of exploitation, within the fee in § 3.",
    code: '§ 5. Matters not governed by this contract are governed by the Polish Civil Code (art. 627 ff.).',
  },
  copies: 'The contract is made in two identical copies, one for each party.',
  signatureOf: (party) => `signature: ${party}`,
  page: 'Page',
};
