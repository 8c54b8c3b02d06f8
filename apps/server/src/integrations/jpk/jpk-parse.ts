// Reads a JPK_V7M(3) file back into the writer's input (header, declaration, rows): used to check
// that what we emit is what we read, and to show a file someone hands us. The file is assumed to have
// passed validateJpkV7m; this reads, it does not judge.
import { XMLParser } from 'fast-xml-parser';
import { registerTotals } from '@saldo/domain/jpk/jpk-amounts';
import {
  DECLARATION_AMOUNT_FIELDS,
  DECLARATION_FLAGS,
  GTU_CODES,
  PURCHASE_AMOUNT_FIELDS,
  REFUND_TERMS,
  SALES_AMOUNT_FIELDS,
  SALES_PROCEDURES,
  type DeclarationAmountField,
  type JpkHeader,
  type JpkPurchaseRow,
  type JpkSalesRow,
  type KsefReference,
  type PurchaseAmountField,
  type PurchaseDocumentType,
  type SalesAmountField,
  type SalesDocumentType,
  type VatDeclaration,
} from '@saldo/domain/jpk/jpk-types';
import { parseMoney, type Money } from '@saldo/domain/money';
import type { JpkFileInput } from './jpk-writer.ts';

type Node = { readonly [name: string]: unknown };

export class JpkParseError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => name === 'SprzedazWiersz' || name === 'ZakupWiersz',
});

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function node(parent: Node | null, name: string): Node | null {
  const value = parent?.[name];
  return isNode(value) ? value : null;
}

function textOf(parent: Node | null, name: string): string | null {
  const value = parent?.[name];
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  if (typeof value === 'number') return String(value);
  return null;
}

function required(parent: Node | null, name: string): string {
  const value = textOf(parent, name);
  if (value === null) throw new JpkParseError(`missing ${name}`);
  return value;
}

function money(text: string, name: string): Money {
  const parsed = parseMoney(text);
  if (!parsed.ok) throw new JpkParseError(`${name}: ${text} is not an amount`);
  return parsed.value;
}

function ksefOf(row: Node): KsefReference {
  const number = textOf(row, 'NrKSeF');
  if (number !== null) return { kind: 'ksef', number };
  for (const kind of ['OFF', 'BFK', 'DI'] as const) if (textOf(row, kind) !== null) return { kind };
  throw new JpkParseError('row without NrKSeF, OFF, BFK or DI');
}

function amountsOf<F extends string>(row: Node, fields: readonly F[]): Partial<Record<F, Money>> {
  const amounts: Partial<Record<F, Money>> = {};
  for (const field of fields) {
    const value = textOf(row, field);
    if (value !== null) amounts[field] = money(value, field);
  }
  return amounts;
}

function rowsOf(parent: Node | null, name: string): Node[] {
  const value = parent?.[name];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

function salesRow(row: Node): JpkSalesRow {
  const termOfPayment = textOf(row, 'TerminPlatnosci');
  const paid = textOf(row, 'DataZaplaty');
  return {
    sourceId: `lp-${required(row, 'LpSprzedazy')}`,
    origin: 'invoice',
    counterparty: {
      countryCode: textOf(row, 'KodKrajuNadaniaTIN'),
      taxId: required(row, 'NrKontrahenta'),
      name: required(row, 'NazwaKontrahenta'),
    },
    documentNumber: required(row, 'DowodSprzedazy'),
    issueDate: required(row, 'DataWystawienia'),
    saleDate: textOf(row, 'DataSprzedazy'),
    ksef: ksefOf(row),
    documentType: textOf(row, 'TypDokumentu') as SalesDocumentType | null,
    gtu: GTU_CODES.filter((code) => textOf(row, code) !== null),
    procedures: SALES_PROCEDURES.filter((code) => textOf(row, code) !== null),
    badDebt:
      textOf(row, 'KorektaPodstawyOpodt') === null
        ? null
        : paid !== null
          ? { kind: 'paid', date: paid }
          : { kind: 'payment_due', date: termOfPayment ?? '' },
    amounts: amountsOf<SalesAmountField>(row, SALES_AMOUNT_FIELDS),
    marginGross:
      textOf(row, 'SprzedazVAT_Marza') === null
        ? null
        : money(required(row, 'SprzedazVAT_Marza'), 'SprzedazVAT_Marza'),
    splitPayment: false,
    correctionSign: null,
  };
}

function purchaseRow(row: Node): JpkPurchaseRow {
  const margin = textOf(row, 'ZakupVAT_Marza');
  return {
    sourceId: `lp-${required(row, 'LpZakupu')}`,
    counterparty: {
      countryCode: textOf(row, 'KodKrajuNadaniaTIN'),
      taxId: required(row, 'NrDostawcy'),
      name: required(row, 'NazwaDostawcy'),
    },
    documentNumber: required(row, 'DowodZakupu'),
    purchaseDate: required(row, 'DataZakupu'),
    receiptDate: textOf(row, 'DataWplywu'),
    ksef: ksefOf(row),
    documentType: textOf(row, 'DokumentZakupu') as PurchaseDocumentType | null,
    imported: textOf(row, 'IMP') !== null,
    amounts: amountsOf<PurchaseAmountField>(row, PURCHASE_AMOUNT_FIELDS),
    marginPurchase: margin === null ? null : money(margin, 'ZakupVAT_Marza'),
    splitPayment: false,
    correctionSign: null,
    deductibility: { kind: 'full' },
  };
}

function header(jpk: Node): JpkHeader {
  const naglowek = node(jpk, 'Naglowek');
  const podmiot = node(jpk, 'Podmiot1');
  const company = node(podmiot, 'OsobaNiefizyczna');
  const person = node(podmiot, 'OsobaFizyczna');
  const purpose = required(naglowek, 'CelZlozenia');
  return {
    period: { year: Number(required(naglowek, 'Rok')), month: Number(required(naglowek, 'Miesiac')) },
    purpose: purpose === '2' ? 2 : 1,
    taxOfficeCode: required(naglowek, 'KodUrzedu'),
    createdAt: required(naglowek, 'DataWytworzeniaJPK'),
    systemName: textOf(naglowek, 'NazwaSystemu'),
    taxpayer:
      company !== null
        ? {
            kind: 'company',
            nip: required(company, 'NIP'),
            fullName: required(company, 'PelnaNazwa'),
            email: required(company, 'Email'),
            phone: textOf(company, 'Telefon'),
          }
        : {
            kind: 'person',
            nip: required(person, 'NIP'),
            firstName: required(person, 'ImiePierwsze'),
            lastName: required(person, 'Nazwisko'),
            birthDate: required(person, 'DataUrodzenia'),
            email: required(person, 'Email'),
            phone: textOf(person, 'Telefon'),
          },
  };
}

function declaration(deklaracja: Node, sales: JpkSalesRow[], purchases: JpkPurchaseRow[]): VatDeclaration {
  const positions = node(deklaracja, 'PozycjeSzczegolowe');
  const fields: Partial<Record<DeclarationAmountField, number>> = {};
  for (const field of DECLARATION_AMOUNT_FIELDS) {
    const value = textOf(positions, field);
    if (value !== null) fields[field] = Number(value);
  }
  const offset = textOf(positions, 'P_60');
  return {
    fields,
    refundTerm: REFUND_TERMS.find((term) => textOf(positions, term) !== null) ?? null,
    refundOffset: offset === null ? null : { amount: Number(offset), liability: required(positions, 'P_61') },
    flags: DECLARATION_FLAGS.filter((flag) => textOf(positions, flag) !== null),
    correctionReason: textOf(positions, 'P_ORDZU'),
    totals: registerTotals(sales, purchases),
    toPay: fields.P_51 ?? 0,
    carryForward: fields.P_62 ?? 0,
  };
}

/** The writer's input that would produce this file (row ids become "lp-<n>"). */
export function parseJpkV7m(xml: string): JpkFileInput & {
  readonly sales: JpkSalesRow[];
  readonly purchases: JpkPurchaseRow[];
} {
  const document: unknown = parser.parse(xml);
  const jpk = isNode(document) ? node(document, 'JPK') : null;
  if (jpk === null) throw new JpkParseError('not a JPK file');
  const ewidencja = node(jpk, 'Ewidencja');
  const sales = rowsOf(ewidencja, 'SprzedazWiersz').map(salesRow);
  const purchases = rowsOf(ewidencja, 'ZakupWiersz').map(purchaseRow);
  const deklaracja = node(jpk, 'Deklaracja');
  return {
    header: header(jpk),
    declaration: deklaracja === null ? null : declaration(deklaracja, sales, purchases),
    sales,
    purchases,
  };
}
