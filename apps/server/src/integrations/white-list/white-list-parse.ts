// Checks the JSON of white-list answers field by field. Anything of an unexpected type is a protocol
// error: a half-understood subject must not reach a payment decision.
import {
  WhiteListError,
  type WhiteListPerson,
  type WhiteListReceipt,
  type WhiteListSubject,
  type WhiteListVatStatus,
} from './white-list-types.ts';

export type JsonObject = Readonly<Record<string, unknown>>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const protocol = (message: string): WhiteListError =>
  new WhiteListError('protocol', `VAT white list sent an unexpected answer: ${message}`);

function optionalString(object: JsonObject, key: string, path: string): string | null {
  const value = object[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw protocol(`${path}.${key} is not a string`);
  return value;
}

function requiredString(object: JsonObject, key: string, path: string): string {
  const value = optionalString(object, key, path);
  if (value === null || value === '') throw protocol(`${path}.${key} is missing`);
  return value;
}

/** Absent and null lists mean "none" in this API; anything else must be an array. */
function list(object: JsonObject, key: string, path: string): readonly unknown[] {
  const value = object[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw protocol(`${path}.${key} is not a list`);
  return value;
}

function person(value: unknown, path: string): WhiteListPerson {
  if (!isObject(value)) throw protocol(`${path} is not an object`);
  return {
    companyName: optionalString(value, 'companyName', path),
    firstName: optionalString(value, 'firstName', path),
    lastName: optionalString(value, 'lastName', path),
    nip: optionalString(value, 'nip', path),
    pesel: optionalString(value, 'pesel', path),
  };
}

const VAT_STATUSES: readonly WhiteListVatStatus[] = ['Czynny', 'Zwolniony', 'Niezarejestrowany'];

function vatStatus(object: JsonObject, path: string): WhiteListVatStatus | null {
  const value = optionalString(object, 'statusVat', path);
  if (value === null) return null;
  const status = VAT_STATUSES.find((known) => known === value);
  if (status === undefined) throw protocol(`${path}.statusVat "${value}" is not a known VAT status`);
  return status;
}

export function parseSubject(value: unknown, path: string): WhiteListSubject {
  if (!isObject(value)) throw protocol(`${path} is not an object`);
  const people = (key: string): WhiteListPerson[] =>
    list(value, key, path).map((entry, index) => person(entry, `${path}.${key}[${index}]`));
  const accountNumbers = list(value, 'accountNumbers', path).map((account, index) => {
    if (typeof account !== 'string') throw protocol(`${path}.accountNumbers[${index}] is not a string`);
    return account;
  });
  const virtual = value['hasVirtualAccounts'];
  if (virtual !== undefined && virtual !== null && typeof virtual !== 'boolean') {
    throw protocol(`${path}.hasVirtualAccounts is not a boolean`);
  }
  return {
    name: requiredString(value, 'name', path),
    nip: optionalString(value, 'nip', path),
    statusVat: vatStatus(value, path),
    regon: optionalString(value, 'regon', path),
    pesel: optionalString(value, 'pesel', path),
    krs: optionalString(value, 'krs', path),
    residenceAddress: optionalString(value, 'residenceAddress', path),
    workingAddress: optionalString(value, 'workingAddress', path),
    representatives: people('representatives'),
    authorizedClerks: people('authorizedClerks'),
    partners: people('partners'),
    registrationLegalDate: optionalString(value, 'registrationLegalDate', path),
    registrationDenialDate: optionalString(value, 'registrationDenialDate', path),
    registrationDenialBasis: optionalString(value, 'registrationDenialBasis', path),
    restorationDate: optionalString(value, 'restorationDate', path),
    restorationBasis: optionalString(value, 'restorationBasis', path),
    removalDate: optionalString(value, 'removalDate', path),
    removalBasis: optionalString(value, 'removalBasis', path),
    accountNumbers,
    hasVirtualAccounts: typeof virtual === 'boolean' ? virtual : null,
  };
}

/** The `result` object of a successful answer, with its request id and time. */
export function parseResult(body: unknown): { result: JsonObject; receipt: WhiteListReceipt } {
  if (!isObject(body) || !isObject(body['result'])) throw protocol('no result object');
  const result = body['result'];
  return {
    result,
    receipt: {
      requestId: requiredString(result, 'requestId', 'result'),
      requestDateTime: requiredString(result, 'requestDateTime', 'result'),
    },
  };
}

export function parseSubjectList(result: JsonObject): WhiteListSubject[] {
  return list(result, 'subjects', 'result').map((subject, index) =>
    parseSubject(subject, `result.subjects[${index}]`),
  );
}

export function parseAccountAssigned(result: JsonObject): boolean {
  const value = result['accountAssigned'];
  if (value === 'TAK') return true;
  if (value === 'NIE') return false;
  throw protocol(`result.accountAssigned is ${JSON.stringify(value)}, expected "TAK" or "NIE"`);
}
