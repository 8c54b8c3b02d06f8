import {
  contractorCsvColumns,
  contractorPaymentTerms,
  RECIPIENT_UNIT_KINDS,
  type Contractor,
  type ContractorCsvColumn,
  type ContractorInputBody,
} from '@saldo/contracts/contractors';
import { unescapeFormula } from '../../lib/csv.ts';
import { renderTable } from '../../lib/table-file.ts';
import { toContractor } from './contractor-mapping.ts';
import type { ContractorRow } from './contractors.table.ts';
import type { MessageKey } from '../../i18n/translate.ts';

/** How contractors map to the CSV columns of `contractorCsvColumns`, both ways. */

const LIST = '|';
const TAGS = ',';
const READ_ONLY: readonly ContractorCsvColumn[] = ['vatStatus', 'vatCheckedAt'];

const flag = (value: boolean) => (value ? 'true' : 'false');

export function contractorCsvRow(contractor: Contractor): string[] {
  const c = contractor.correspondence;
  const values: Record<ContractorCsvColumn, string> = {
    name: contractor.name,
    nip: contractor.nip,
    regon: contractor.regon,
    country: contractor.country,
    street: contractor.street,
    buildingNumber: contractor.buildingNumber,
    flatNumber: contractor.flatNumber,
    postalCode: contractor.postalCode,
    city: contractor.city,
    differentCorrespondenceAddress: flag(contractor.differentCorrespondenceAddress),
    correspondenceSameAsCompany: flag(contractor.correspondenceSameAsCompany),
    correspondenceStreet: c.street,
    correspondenceBuildingNumber: c.buildingNumber,
    correspondenceFlatNumber: c.flatNumber,
    correspondencePostalCode: c.postalCode,
    correspondenceCity: c.city,
    correspondenceCountry: contractor.differentCorrespondenceAddress ? c.country : '',
    phone: contractor.phone,
    email: contractor.email,
    website: contractor.website,
    bankAccounts: contractor.bankAccounts.map((account) => account.iban).join(LIST),
    bankAccountNames: contractor.bankAccounts.map((account) => account.name).join(LIST),
    paymentTerm: contractor.paymentTerm ?? '',
    paymentTermDays: contractor.paymentTermDays === null ? '' : String(contractor.paymentTermDays),
    tags: contractor.tags.join(TAGS),
    notes: contractor.notes,
    vatStatus: contractor.vatStatus ?? '',
    vatCheckedAt: contractor.vatCheckedAt ?? '',
    ...recipientUnitCells(contractor.recipientUnit),
  };
  return contractorCsvColumns.map((column) => values[column]);
}

const UNIT_FIELDS = [
  'Nip',
  'Name',
  'Street',
  'BuildingNumber',
  'FlatNumber',
  'PostalCode',
  'City',
  'Country',
] as const;
type UnitColumn = `recipientUnit${(typeof UNIT_FIELDS)[number]}`;
const unitField = (suffix: string) => `${suffix[0]?.toLowerCase() ?? ''}${suffix.slice(1)}`;

function recipientUnitCells(
  unit: Contractor['recipientUnit'],
): Record<'recipientUnitKind' | UnitColumn, string> {
  const cells = Object.fromEntries(
    UNIT_FIELDS.map((suffix) => {
      const key = unitField(suffix) as keyof NonNullable<Contractor['recipientUnit']>;
      return [`recipientUnit${suffix}`, unit ? String(unit[key]) : ''];
    }),
  ) as Record<UnitColumn, string>;
  return { recipientUnitKind: unit?.kind ?? '', ...cells };
}

/**
 * The unit of the recipientUnit columns: none when they are all empty; a kind the app does not know,
 * or a unit's data without a kind, is a problem of the kind column.
 */
function readRecipientUnit(
  get: (column: ContractorCsvColumn) => string,
  problems: CellProblem[],
): ContractorInputBody['recipientUnit'] {
  const kindText = get('recipientUnitKind').trim();
  const values = Object.fromEntries(
    UNIT_FIELDS.map((suffix) => [unitField(suffix), get(`recipientUnit${suffix}`)]),
  ) as Record<string, string>;
  if (kindText === '') {
    if (Object.values(values).some((text) => text.trim() !== ''))
      problems.push({ field: 'recipientUnitKind', key: 'contractors.import.invalidValue' });
    return null;
  }
  const kind = RECIPIENT_UNIT_KINDS.find((known) => known === kindText);
  if (kind === undefined) {
    problems.push({ field: 'recipientUnitKind', key: 'contractors.import.invalidValue' });
    return null;
  }
  return {
    kind,
    nip: values['nip'] ?? '',
    name: values['name'] ?? '',
    street: values['street'] ?? '',
    buildingNumber: values['buildingNumber'] ?? '',
    flatNumber: values['flatNumber'] ?? '',
    postalCode: values['postalCode'] ?? '',
    city: values['city'] ?? '',
    country: values['country']?.trim() || 'PL',
  };
}

export interface CellProblem {
  field: string;
  key: MessageKey;
}

/** Header cells → known columns (case and spaces ignored), or the names nobody knows. */
export function readHeader(cells: readonly string[]): {
  columns: (ContractorCsvColumn | null)[];
  unknown: string[];
} {
  const byLowerName = new Map(contractorCsvColumns.map((column) => [column.toLowerCase(), column]));
  const columns = cells.map((cell) => byLowerName.get(cell.trim().toLowerCase()) ?? null);
  const unknown = cells.filter((cell, index) => columns[index] === null && cell.trim() !== '');
  return { columns, unknown };
}

const TRUE = new Set(['true', '1', 'yes', 'tak', 'x']);
const FALSE = new Set(['false', '0', 'no', 'nie', '']);

function readFlag(value: string, field: string, problems: CellProblem[]): boolean | undefined {
  const text = value.trim().toLowerCase();
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return text === '' ? undefined : false;
  problems.push({ field, key: 'contractors.import.invalidValue' });
  return undefined;
}

const split = (value: string, separator: string) =>
  value === '' ? [] : value.split(separator).map((part) => part.trim());

/**
 * One data row → the API's input body. Only values a cell cannot hold at all (a "maybe" in a yes/no
 * column, letters in the days column) are reported here; the contractor rules judge the rest.
 */
export function rowToInput(
  columns: readonly (ContractorCsvColumn | null)[],
  cells: readonly string[],
): { input: ContractorInputBody; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const value = new Map<ContractorCsvColumn, string>();
  columns.forEach((column, index) => {
    if (column && !READ_ONLY.includes(column)) value.set(column, unescapeFormula(cells[index] ?? ''));
  });
  const get = (column: ContractorCsvColumn) => value.get(column) ?? '';

  const correspondence = {
    street: get('correspondenceStreet'),
    buildingNumber: get('correspondenceBuildingNumber'),
    flatNumber: get('correspondenceFlatNumber'),
    postalCode: get('correspondencePostalCode'),
    city: get('correspondenceCity'),
    country: get('correspondenceCountry').trim() || get('country').trim() || 'PL',
  };
  const hasCorrespondence = [correspondence.street, correspondence.postalCode, correspondence.city].some(
    (text) => text.trim() !== '',
  );
  const different = readFlag(
    get('differentCorrespondenceAddress'),
    'differentCorrespondenceAddress',
    problems,
  );
  const same = readFlag(get('correspondenceSameAsCompany'), 'correspondenceSameAsCompany', problems);

  const ibans = split(get('bankAccounts'), LIST);
  const names = split(get('bankAccountNames'), LIST);
  const term = get('paymentTerm').trim();
  const paymentTerm = contractorPaymentTerms.find((code) => code === term) ?? null;
  if (term !== '' && paymentTerm === null)
    problems.push({ field: 'paymentTerm', key: 'contractors.import.invalidValue' });
  const daysText = get('paymentTermDays').trim();
  const days = /^\d{1,4}$/.test(daysText) ? Number(daysText) : null;
  if (daysText !== '' && days === null)
    problems.push({ field: 'paymentTermDays', key: 'contractors.import.invalidValue' });

  const input: ContractorInputBody = {
    name: get('name'),
    nip: get('nip'),
    regon: get('regon'),
    country: get('country').trim() || 'PL',
    street: get('street'),
    buildingNumber: get('buildingNumber'),
    flatNumber: get('flatNumber'),
    postalCode: get('postalCode'),
    city: get('city'),
    // Filled correspondence columns mean a different address even when the flag column is absent.
    differentCorrespondenceAddress: different ?? (hasCorrespondence || (same ?? false)),
    correspondenceSameAsCompany: same ?? false,
    correspondence,
    phone: get('phone'),
    email: get('email'),
    website: get('website'),
    bankAccounts: ibans.map((iban, index) => ({ iban, name: names[index] ?? '' })),
    paymentTerm,
    paymentTermDays: days,
    notes: get('notes'),
    tags: split(get('tags'), TAGS),
    recipientUnit: readRecipientUnit(get, problems),
  };
  return { input, problems };
}

/** The CSV column an API field path belongs to ('correspondence.city' → 'correspondenceCity'). */
export function columnOfField(path: string): string {
  const [head = '', second = ''] = path.split('.');
  if ((head === 'correspondence' || head === 'recipientUnit') && second)
    return `${head}${second[0]?.toUpperCase()}${second.slice(1)}`;
  return head;
}

/** The export file of `rows` (run in the worker pool: the mapping is most of an export's work). */
export function contractorsCsvFile(rows: readonly ContractorRow[]): Promise<Buffer> {
  return renderTable({
    format: 'csv',
    sheetName: 'Contractors',
    columns: contractorCsvColumns.map((header) => ({ header })),
    rows: rows.map((row) => contractorCsvRow(toContractor(row))),
  });
}
