// Turns BIR rows into GusCompany. Values are copied as GUS sent them (only trimmed, and the postal
// code dashed); a record without the fields every address needs is a protocol error, not a guess.
import { GusError, type GusCompany, type GusEntityType, type GusRow } from './gus-types.ts';

const ENTITY_TYPES: readonly GusEntityType[] = ['P', 'F', 'LP', 'LF'];

const isEntityType = (value: string | undefined): value is GusEntityType =>
  ENTITY_TYPES.some((type) => type === value);

/** Non-empty value of a field, or undefined (BIR writes absent values as empty elements). */
function field(row: GusRow, name: string): string | undefined {
  const value = row[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Search answers use "00-843", full reports "00843"; callers always get the dashed form. */
function normalizePostalCode(value: string): string | undefined {
  const match = /^(\d{2})-?(\d{3})$/.exec(value);
  return match === null ? undefined : `${match[1]}-${match[2]}`;
}

/** Leaves absent values out instead of keeping `key: undefined`, so the object shows only what GUS said. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Maps one DaneSzukajPodmioty hit. */
export function companyFromSearchRow(row: GusRow): GusCompany {
  const name = field(row, 'Nazwa');
  const regon = field(row, 'Regon');
  const city = field(row, 'Miejscowosc');
  const rawPostalCode = field(row, 'KodPocztowy');
  const type = field(row, 'Typ');
  const missing = Object.entries({ Nazwa: name, Regon: regon, Miejscowosc: city, KodPocztowy: rawPostalCode })
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (name === undefined || regon === undefined || city === undefined || rawPostalCode === undefined) {
    throw new GusError('protocol', `GUS REGON returned a record without ${missing.join(', ')}`);
  }
  if (!isEntityType(type))
    throw new GusError('protocol', `GUS REGON returned an unknown entity type "${type ?? ''}"`);
  const postalCode = normalizePostalCode(rawPostalCode);
  if (postalCode === undefined)
    throw new GusError('protocol', `GUS REGON returned a malformed postal code "${rawPostalCode}"`);
  const silos = field(row, 'SilosID');
  if (silos !== undefined && !/^\d+$/.test(silos))
    throw new GusError('protocol', `GUS REGON returned SilosID "${silos}"`);
  const postOffice = field(row, 'MiejscowoscPoczty');

  const company: GusCompany = {
    name,
    nip: field(row, 'Nip'),
    nipStatus: field(row, 'StatusNip'),
    regon,
    street: field(row, 'Ulica'),
    buildingNumber: field(row, 'NrNieruchomosci'),
    flatNumber: field(row, 'NrLokalu'),
    postalCode,
    city,
    postOffice: postOffice === city ? undefined : postOffice,
    commune: field(row, 'Gmina'),
    county: field(row, 'Powiat'),
    voivodeship: field(row, 'Wojewodztwo'),
    country: 'PL',
    type,
    silosId: silos === undefined ? undefined : Number(silos),
    activityEndDate: field(row, 'DataZakonczeniaDzialalnosci'),
  };
  return withoutUndefined(company);
}

/** Prefers an active entity over local units and closed businesses; GUS order otherwise. */
export function pickPrimary(matches: readonly GusCompany[]): GusCompany | undefined {
  return (
    matches.find(
      (company) => company.activityEndDate === undefined && (company.type === 'P' || company.type === 'F'),
    ) ?? matches[0]
  );
}

/**
 * The KRS number from a BIR11OsPrawna row. praw_numerWRejestrzeEwidencji holds the number in
 * whichever register the entity belongs to (KRS, but also e.g. school or healthcare registers), so
 * it counts as KRS only when the registering body is a KRS court division or the register is one of
 * the KRS registers, and it has KRS's 10 digits.
 */
export function krsFromFullReport(row: GusRow): string | undefined {
  const number = field(row, 'praw_numerWRejestrzeEwidencji');
  if (number === undefined || !/^\d{10}$/.test(number)) return undefined;
  const court = field(row, 'praw_organRejestrowy_Nazwa') ?? '';
  const register = field(row, 'praw_rodzajRejestruEwidencji_Nazwa') ?? '';
  const inKrs =
    /KRAJOWEGO REJESTRU SĄDOWEGO/i.test(court) || /^REJESTR (PRZEDSIĘBIORCÓW|STOWARZYSZEŃ)/i.test(register);
  return inKrs ? number : undefined;
}
