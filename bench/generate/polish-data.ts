// Word lists and builders for realistic Polish business data: company names in the usual legal
// forms, valid NIPs and account numbers (checksums from @saldo/domain), cities with their postal-code
// areas, streets, and what companies sell with its VAT rate.
import { ibanCheckDigits } from '@saldo/domain/identifiers/iban';
import { nipCheckDigit } from '@saldo/domain/identifiers/nip';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import { weightedTable, type Lcg } from './random.ts';

const MALE_FIRST = [
  'Jan',
  'Piotr',
  'Krzysztof',
  'Andrzej',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Grzegorz',
  'Adam',
  'Łukasz',
  'Zbigniew',
  'Jerzy',
  'Tadeusz',
  'Mateusz',
  'Dariusz',
  'Mariusz',
  'Wojciech',
  'Rafał',
  'Jakub',
] as const;
const FEMALE_FIRST = [
  'Anna',
  'Maria',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Krystyna',
  'Magdalena',
  'Elżbieta',
  'Joanna',
  'Aleksandra',
  'Monika',
  'Zofia',
  'Teresa',
  'Beata',
  'Dorota',
  'Iwona',
] as const;
const SURNAMES = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Wojciechowski',
  'Kwiatkowski',
  'Krawczyk',
  'Kaczmarek',
  'Piotrowski',
  'Grabowski',
  'Zając',
  'Pawłowski',
  'Michalski',
  'Król',
  'Wieczorek',
  'Jabłoński',
  'Wróbel',
  'Nowakowski',
  'Majewski',
  'Olszewski',
  'Stępień',
  'Malinowski',
  'Jaworski',
  'Adamczyk',
  'Dudek',
  'Nowicki',
  'Pawlak',
  'Górski',
  'Witkowski',
  'Walczak',
  'Sikora',
  'Baran',
  'Rutkowski',
  'Michalak',
  'Szewczyk',
  'Ostrowski',
  'Tomaszewski',
  'Pietrzak',
  'Zalewski',
  'Wróblewski',
  'Jasiński',
  'Zawadzki',
  'Sadowski',
  'Bąk',
  'Chmielewski',
  'Włodarczyk',
  'Borkowski',
] as const;
const NAME_PREFIXES = [
  'Pol',
  'Elektro',
  'Trans',
  'Agro',
  'Hydro',
  'Termo',
  'Eko',
  'Euro',
  'Bud',
  'Met',
  'Drew',
  'Auto',
  'Info',
  'Medi',
  'Inter',
  'Geo',
  'Chem',
  'Tele',
  'Mar',
  'Sil',
  'Wod',
  'Las',
  'Rol',
  'Stal',
  'Kom',
] as const;
const NAME_SUFFIXES = [
  'bud',
  'mex',
  'pol',
  'tex',
  'met',
  'max',
  'trans',
  'serwis',
  'plast',
  'soft',
  'tech',
  'lab',
  'med',
  'dom',
  'sped',
  'kom',
  'gaz',
  'rem',
  'hurt',
  'net',
  'system',
  'projekt',
  'invest',
  'logistic',
] as const;
const TRADES = [
  'Usługi Informatyczne',
  'Usługi Remontowo-Budowlane',
  'Transport Drogowy',
  'Biuro Rachunkowe',
  'Handel Hurtowy',
  'Zakład Stolarski',
  'Warsztat Samochodowy',
  'Projektowanie Wnętrz',
  'Doradztwo Podatkowe',
  'Usługi Elektryczne',
  'Gabinet Fizjoterapii',
  'Pracownia Architektoniczna',
  'Sklep Spożywczy',
  'Hurtownia Materiałów Budowlanych',
  'Instalacje Sanitarne',
  'Usługi Szkoleniowe',
  'Studio Graficzne',
] as const;
const BUSINESS_WORDS = [
  'Handlowo-Usługowa',
  'Produkcyjno-Handlowa',
  'Usługowo-Handlowa',
  'Handlowa',
  'Budowlana',
  'Transportowa',
] as const;

/** [city, postal-code areas (first two digits), weight]. */
const CITIES: readonly (readonly [string, readonly string[], number])[] = [
  ['Warszawa', ['00', '01', '02', '03', '04'], 20],
  ['Kraków', ['30', '31'], 8],
  ['Łódź', ['90', '91', '92', '93', '94'], 7],
  ['Wrocław', ['50', '51', '52', '53', '54'], 7],
  ['Poznań', ['60', '61'], 6],
  ['Gdańsk', ['80'], 5],
  ['Szczecin', ['70', '71'], 4],
  ['Katowice', ['40'], 4],
  ['Bydgoszcz', ['85'], 3],
  ['Lublin', ['20'], 3],
  ['Białystok', ['15'], 3],
  ['Gdynia', ['81'], 2],
  ['Częstochowa', ['42'], 2],
  ['Radom', ['26'], 2],
  ['Toruń', ['87'], 2],
  ['Kielce', ['25'], 2],
  ['Rzeszów', ['35'], 2],
  ['Gliwice', ['44'], 2],
  ['Olsztyn', ['10'], 2],
  ['Opole', ['45'], 2],
  ['Zielona Góra', ['65'], 1],
  ['Płock', ['09'], 1],
  ['Nowy Sącz', ['33'], 1],
  ['Zakopane', ['34'], 1],
  ['Tarnów', ['33'], 1],
  ['Legnica', ['59'], 1],
  ['Koszalin', ['75'], 1],
  ['Kalisz', ['62'], 1],
  ['Siedlce', ['08'], 1],
  ['Sopot', ['81'], 1],
];
const cityTable = weightedTable(CITIES.map((city) => [city, city[2]] as const));

const STREETS = [
  'ul. Długa',
  'ul. Kościuszki',
  'ul. Mickiewicza',
  'ul. Słowackiego',
  'ul. Polna',
  'ul. Leśna',
  'ul. Lipowa',
  'ul. Ogrodowa',
  'al. Jana Pawła II',
  'ul. Piłsudskiego',
  'ul. Sienkiewicza',
  'ul. Kolejowa',
  'ul. Szkolna',
  'ul. Kwiatowa',
  'ul. Łąkowa',
  'ul. Krótka',
  'ul. Zielona',
  'ul. Parkowa',
  'ul. Wojska Polskiego',
  'ul. 3 Maja',
  'ul. Grunwaldzka',
  'ul. Żeromskiego',
  'ul. Konopnickiej',
  'ul. Reymonta',
  'ul. Chopina',
  'ul. Wyszyńskiego',
  'ul. Marszałkowska',
  'ul. Piotrkowska',
  'ul. Przemysłowa',
  'ul. Fabryczna',
  'ul. Handlowa',
  'ul. Składowa',
  'al. Niepodległości',
  'ul. Jagiellońska',
  'ul. Wrocławska',
  'ul. Krakowska',
  'pl. Wolności',
  'os. Słoneczne',
  'ul. Batorego',
  'ul. Kasprowicza',
  'ul. Nowowiejska',
  'ul. Świętokrzyska',
] as const;

const FOREIGN: readonly {
  country: string;
  city: string;
  postalCode: string;
  street: string;
  names: readonly string[];
}[] = [
  {
    country: 'DE',
    city: 'Berlin',
    postalCode: '10115',
    street: 'Friedrichstraße',
    names: ['GmbH', 'AG', 'KG'],
  },
  { country: 'DE', city: 'München', postalCode: '80331', street: 'Bahnhofstraße', names: ['GmbH', 'AG'] },
  { country: 'CZ', city: 'Praha', postalCode: '110 00', street: 'Národní', names: ['s.r.o.', 'a.s.'] },
  { country: 'SK', city: 'Bratislava', postalCode: '811 01', street: 'Obchodná', names: ['s.r.o.'] },
  { country: 'NL', city: 'Amsterdam', postalCode: '1012 AB', street: 'Damrak', names: ['B.V.'] },
];
const FOREIGN_STEMS = [
  'Nordtech',
  'Weber',
  'Baumann',
  'Novotný',
  'Euroline',
  'Hansa',
  'Vltava',
  'Delta',
] as const;

export interface Address {
  street: string;
  buildingNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

export function polishAddress(rng: Lcg): Address {
  const [city, areas] = rng.weighted(cityTable);
  const area = rng.pick(areas);
  return {
    street: rng.pick(STREETS),
    buildingNumber: String(rng.int(1, 180)) + (rng.chance(0.1) ? rng.pick(['A', 'B', 'C']) : ''),
    flatNumber: rng.chance(0.35) ? String(rng.int(1, 60)) : '',
    postalCode: `${area}-${String(rng.int(0, 999)).padStart(3, '0')}`,
    city,
    country: 'PL',
  };
}

const TRANSLITERATION: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  ý: 'y',
  č: 'c',
  ř: 'r',
  á: 'a',
  í: 'i',
  é: 'e',
  ß: 'ss',
  ü: 'u',
  ö: 'o',
  ä: 'a',
};

/** 'Wiśniewski Bud' → 'wisniewskibud': for e-mail addresses and web sites. */
export function slug(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const mapped = TRANSLITERATION[ch] ?? ch;
    if (/^[a-z0-9]+$/.test(mapped)) out += mapped;
  }
  return out.slice(0, 24) || 'firma';
}

export function femaleSurname(surname: string): string {
  if (surname.endsWith('ski')) return `${surname.slice(0, -3)}ska`;
  if (surname.endsWith('cki')) return `${surname.slice(0, -3)}cka`;
  if (surname.endsWith('dzki')) return `${surname.slice(0, -4)}dzka`;
  return surname;
}

export function personName(rng: Lcg): { first: string; last: string } {
  const female = rng.chance(0.45);
  const last = rng.pick(SURNAMES);
  return female
    ? { first: rng.pick(FEMALE_FIRST), last: femaleSurname(last) }
    : { first: rng.pick(MALE_FIRST), last };
}

const coinedName = (rng: Lcg) => {
  const suffix = rng.pick(NAME_SUFFIXES);
  return `${rng.pick(NAME_PREFIXES)}${rng.chance(0.3) ? `-${suffix[0]?.toUpperCase()}${suffix.slice(1)}` : suffix}`;
};

export type ContractorKind = 'company' | 'sole_trader' | 'person' | 'foreign';

export interface CompanyName {
  name: string;
  kind: ContractorKind;
  /** For the e-mail domain. */
  stem: string;
}

/** A Polish business name in one of the usual legal forms, a private person, or a foreign company. */
export function contractorName(rng: Lcg): CompanyName {
  const roll = rng.next();
  if (roll < 0.45) {
    const stem = rng.chance(0.7) ? coinedName(rng) : `${rng.pick(SURNAMES)} i Synowie`;
    return { name: `${stem} sp. z o.o.`, kind: 'company', stem };
  }
  if (roll < 0.5) {
    const stem = coinedName(rng);
    return { name: `${stem.toUpperCase()} S.A.`, kind: 'company', stem };
  }
  if (roll < 0.58) {
    const a = personName(rng);
    const b = personName(rng);
    return {
      name: `${coinedName(rng)} s.c. ${a.first} ${a.last}, ${b.first} ${b.last}`,
      kind: 'company',
      stem: a.last,
    };
  }
  if (roll < 0.63) {
    const stem = `${rng.pick(SURNAMES)}-${rng.pick(SURNAMES)}`;
    return { name: `${stem} ${rng.pick(['sp.j.', 'sp.k.'])}`, kind: 'company', stem };
  }
  if (roll < 0.91) {
    const person = personName(rng);
    const name = rng.chance(0.5)
      ? `${person.first} ${person.last} ${rng.pick(TRADES)}`
      : `${rng.pick(['PPHU', 'P.H.U.', 'Firma', 'F.H.U.'])} ${rng.pick(BUSINESS_WORDS)} „${coinedName(rng)}” ${person.first} ${person.last}`;
    return { name, kind: 'sole_trader', stem: person.last };
  }
  if (roll < 0.97) {
    const person = personName(rng);
    return { name: `${person.first} ${person.last}`, kind: 'person', stem: person.last };
  }
  const country = rng.pick(FOREIGN);
  const stem = rng.pick(FOREIGN_STEMS);
  return {
    name: `${stem} ${rng.pick(['Handel', 'Trading', 'Logistik', 'Systems'])} ${rng.pick(country.names)}`,
    kind: 'foreign',
    stem,
  };
}

export function foreignAddress(rng: Lcg): Address & { vatPrefix: string } {
  const place = rng.pick(FOREIGN);
  return {
    street: place.street,
    buildingNumber: String(rng.int(1, 120)),
    flatNumber: '',
    postalCode: place.postalCode,
    city: place.city,
    country: place.country,
    vatPrefix: place.country,
  };
}

/** Tax-office codes (the NIP's first three digits) of real offices in large cities. */
const TAX_OFFICES = [
  '521',
  '522',
  '524',
  '525',
  '526',
  '527',
  '534',
  '536',
  '113',
  '118',
  '676',
  '677',
  '679',
  '894',
  '895',
  '897',
  '779',
  '781',
  '782',
  '583',
  '584',
  '586',
  '851',
  '852',
  '955',
  '712',
  '713',
  '542',
  '966',
  '634',
] as const;

/**
 * Valid NIPs, each at most once per instance: the domain's check digit, skipping the 9-digit
 * prefixes for which no NIP exists (remainder 10).
 */
export class NipSource {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Lcg) {}

  next(): string {
    for (;;) {
      const first9 = `${this.rng.pick(TAX_OFFICES)}${String(this.rng.int(0, 999_999)).padStart(6, '0')}`;
      const check = nipCheckDigit(first9);
      if (check === null) continue;
      const nip = `${first9}${check}`;
      if (this.used.has(nip)) continue;
      this.used.add(nip);
      return nip;
    }
  }
}

/** Bank sort codes (first 8 digits of the NRB) of banks most Polish companies use. */
const BANKS: readonly (readonly [string, string, string])[] = [
  ['10901014', 'Santander Bank Polska', 'WBKPPLPP'],
  ['10201026', 'PKO Bank Polski', 'BPKOPLPW'],
  ['11402004', 'mBank', 'BREXPLPW'],
  ['10501012', 'ING Bank Śląski', 'INGBPLPW'],
  ['12401037', 'Bank Pekao', 'PKOPPLPW'],
  ['24901044', 'Alior Bank', 'ALBPPLPW'],
];

/** A valid Polish IBAN (PL + check digits + sort code + 16-digit account). */
export function polishIban(rng: Lcg): { iban: string; bank: string; swift: string } {
  const [sortCode, bank, swift] = rng.pick(BANKS);
  const account = `${String(rng.int(0, 99_999_999)).padStart(8, '0')}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  const bban = `${sortCode}${account}`;
  return { iban: `PL${ibanCheckDigits('PL', bban)}${bban}`, bank, swift };
}

export function phoneNumber(rng: Lcg): string {
  const mobile = rng.chance(0.6);
  const n = String(rng.int(0, 9_999_999)).padStart(7, '0');
  return mobile
    ? `+48 ${rng.pick(['501', '502', '600', '601', '660', '691', '724', '783', '888'])} ${n.slice(1, 4)} ${n.slice(4)}`
    : `+48 ${rng.pick(['22', '12', '42', '71', '61', '58', '91', '32'])} ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`;
}

export interface Product {
  name: string;
  unit: string;
  /** Net list price in grosze. */
  price: number;
  vatRate: VatRateCode;
  /** Usual quantities: [min, max]; services by the hour allow halves. */
  quantity: readonly [number, number];
  halves?: boolean;
}

/** What the benchmark companies sell: [product, weight]. The weights give the VAT-rate mix. */
const PRODUCTS: readonly (readonly [Product, number])[] = [
  [
    {
      name: 'Usługa programistyczna',
      unit: 'h',
      price: 16_000,
      vatRate: '23',
      quantity: [4, 160],
      halves: true,
    },
    9,
  ],
  [
    {
      name: 'Konsultacje informatyczne',
      unit: 'h',
      price: 22_000,
      vatRate: '23',
      quantity: [1, 40],
      halves: true,
    },
    6,
  ],
  [{ name: 'Wdrożenie systemu ERP', unit: 'usł.', price: 850_000, vatRate: '23', quantity: [1, 1] }, 1],
  [{ name: 'Audyt bezpieczeństwa IT', unit: 'usł.', price: 640_000, vatRate: '23', quantity: [1, 1] }, 1],
  [
    {
      name: 'Administracja serwerami – abonament miesięczny',
      unit: 'mies.',
      price: 180_000,
      vatRate: '23',
      quantity: [1, 3],
    },
    4,
  ],
  [{ name: 'Hosting serwera VPS', unit: 'mies.', price: 8_900, vatRate: '23', quantity: [1, 12] }, 4],
  [
    {
      name: 'Licencja oprogramowania – 12 miesięcy',
      unit: 'szt.',
      price: 120_000,
      vatRate: '23',
      quantity: [1, 25],
    },
    3,
  ],
  [
    {
      name: 'Projekt graficzny strony internetowej',
      unit: 'usł.',
      price: 350_000,
      vatRate: '23',
      quantity: [1, 1],
    },
    1,
  ],
  [
    { name: 'Kampania Google Ads – obsługa', unit: 'mies.', price: 150_000, vatRate: '23', quantity: [1, 1] },
    2,
  ],
  [{ name: 'Usługa transportowa krajowa', unit: 'km', price: 420, vatRate: '23', quantity: [40, 1200] }, 4],
  [{ name: 'Wynajem koparki z operatorem', unit: 'h', price: 24_000, vatRate: '23', quantity: [2, 60] }, 2],
  [
    {
      name: 'Usługa księgowa – ryczałt miesięczny',
      unit: 'mies.',
      price: 90_000,
      vatRate: '23',
      quantity: [1, 1],
    },
    3,
  ],
  [
    { name: 'Doradztwo podatkowe', unit: 'h', price: 35_000, vatRate: '23', quantity: [1, 20], halves: true },
    2,
  ],
  [{ name: 'Tłumaczenie przysięgłe', unit: 'str.', price: 5_500, vatRate: '23', quantity: [1, 60] }, 2],
  [{ name: 'Sprzątanie biura', unit: 'mies.', price: 120_000, vatRate: '23', quantity: [1, 1] }, 2],
  [{ name: 'Serwis klimatyzacji', unit: 'usł.', price: 45_000, vatRate: '23', quantity: [1, 6] }, 2],
  [
    {
      name: 'Naprawa samochodu – robocizna',
      unit: 'rbh',
      price: 18_000,
      vatRate: '23',
      quantity: [1, 16],
      halves: true,
    },
    2,
  ],
  [
    { name: 'Papier ksero A4 80 g/m² – ryza', unit: 'ryza', price: 2_150, vatRate: '23', quantity: [5, 200] },
    6,
  ],
  [{ name: 'Toner do drukarki laserowej', unit: 'szt.', price: 28_900, vatRate: '23', quantity: [1, 20] }, 4],
  [
    {
      name: 'Laptop 15,6" i5 16 GB 512 GB SSD',
      unit: 'szt.',
      price: 389_900,
      vatRate: '23',
      quantity: [1, 10],
    },
    2,
  ],
  [{ name: 'Monitor 27" IPS', unit: 'szt.', price: 89_900, vatRate: '23', quantity: [1, 12] }, 2],
  [
    { name: 'Krzesło biurowe ergonomiczne', unit: 'szt.', price: 74_900, vatRate: '23', quantity: [1, 20] },
    2,
  ],
  [
    {
      name: 'Biurko regulowane elektrycznie',
      unit: 'szt.',
      price: 189_000,
      vatRate: '23',
      quantity: [1, 10],
    },
    1,
  ],
  [{ name: 'Kabel HDMI 2 m', unit: 'szt.', price: 2_990, vatRate: '23', quantity: [1, 50] }, 3],
  [{ name: 'Kawa ziarnista 1 kg', unit: 'szt.', price: 7_900, vatRate: '23', quantity: [1, 30] }, 3],
  [
    {
      name: 'Cement portlandzki CEM II 25 kg',
      unit: 'worek',
      price: 2_450,
      vatRate: '23',
      quantity: [10, 400],
    },
    3,
  ],
  [
    {
      name: 'Płyta gipsowo-kartonowa 12,5 mm',
      unit: 'szt.',
      price: 3_100,
      vatRate: '23',
      quantity: [10, 300],
    },
    3,
  ],
  [{ name: 'Farba emulsyjna biała 10 l', unit: 'szt.', price: 13_900, vatRate: '23', quantity: [1, 40] }, 2],
  [{ name: 'Olej napędowy', unit: 'l', price: 590, vatRate: '23', quantity: [20, 900] }, 3],
  [{ name: 'Opona letnia 205/55 R16', unit: 'szt.', price: 38_900, vatRate: '23', quantity: [1, 8] }, 2],
  [{ name: 'Śruby M8 – opak. 100 szt.', unit: 'opak.', price: 4_500, vatRate: '23', quantity: [1, 50] }, 2],
  [{ name: 'Rękawice robocze', unit: 'para', price: 850, vatRate: '23', quantity: [10, 500] }, 2],
  [
    { name: 'Usługa gastronomiczna – catering', unit: 'os.', price: 8_500, vatRate: '8', quantity: [5, 150] },
    4,
  ],
  [{ name: 'Nocleg ze śniadaniem', unit: 'doba', price: 32_000, vatRate: '8', quantity: [1, 14] }, 3],
  [
    { name: 'Remont mieszkania – robocizna', unit: 'm²', price: 12_000, vatRate: '8', quantity: [10, 120] },
    3,
  ],
  [{ name: 'Przewóz osób – bilet', unit: 'szt.', price: 4_500, vatRate: '8', quantity: [1, 40] }, 2],
  [
    {
      name: 'Woda mineralna 1,5 l – zgrzewka',
      unit: 'zgrz.',
      price: 1_440,
      vatRate: '8',
      quantity: [5, 200],
    },
    2,
  ],
  [{ name: 'Książka – poradnik', unit: 'szt.', price: 4_990, vatRate: '5', quantity: [1, 30] }, 3],
  [{ name: 'Chleb żytni 500 g', unit: 'szt.', price: 650, vatRate: '5', quantity: [20, 400] }, 2],
  [{ name: 'Mleko 3,2% 1 l', unit: 'szt.', price: 390, vatRate: '5', quantity: [24, 600] }, 2],
  [{ name: 'Jabłka – skrzynka 10 kg', unit: 'skrz.', price: 3_500, vatRate: '5', quantity: [1, 80] }, 2],
  [{ name: 'Eksport – meble biurowe', unit: 'kpl.', price: 240_000, vatRate: '0', quantity: [1, 20] }, 1],
  [
    {
      name: 'Dostawa wewnątrzwspólnotowa – części maszyn',
      unit: 'szt.',
      price: 56_000,
      vatRate: '0',
      quantity: [1, 40],
    },
    2,
  ],
  [{ name: 'Szkolenie zawodowe', unit: 'os.', price: 95_000, vatRate: 'zw', quantity: [1, 15] }, 3],
  [{ name: 'Badanie okresowe pracownika', unit: 'os.', price: 18_000, vatRate: 'zw', quantity: [1, 30] }, 2],
  [{ name: 'Najem lokalu mieszkalnego', unit: 'mies.', price: 280_000, vatRate: 'zw', quantity: [1, 1] }, 1],
];

export const productTable = weightedTable(PRODUCTS);
/** Goods for invoices to EU and non-EU buyers: intra-community supply and export are 0 %. */
export const exportProducts = PRODUCTS.map(([p]) => p).filter((p) => p.vatRate === '0');

export const COST_CATEGORIES = [
  'Biuro i materiały biurowe',
  'Paliwo',
  'Oprogramowanie i subskrypcje',
  'Telefon i internet',
  'Usługi księgowe',
  'Podróże służbowe',
  'Najem i media',
  'Samochód – serwis i części',
  'Marketing i reklama',
  'Szkolenia',
] as const;

export const TAGS = ['klient', 'dostawca', 'VIP', 'hurt', 'detal', 'stały', 'eksport', 'budżetówka'] as const;
